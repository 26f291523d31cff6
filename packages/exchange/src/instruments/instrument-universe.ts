/**
 * Everything the exchange lists, built once at start from the reference data and a seed: the
 * real stocks and ETFs, the invented warrants, futures and bonds, and the indices. The same
 * seed and first day always give the same universe; each invented kind draws from its own
 * labelled stream, so adding one kind does not reshuffle the others.
 */
import { isIsoDate, isTradingDay, type HolidayList, type IsoDate, type ReferenceData } from "@bangia/market";
import { listedEtfs } from "./etf-baskets";
import { indexDefinitions } from "./index-definitions";
import type { InstrumentDefinition, InstrumentUniverse } from "./instrument";
import { listedStocks } from "./listed-stocks";
import { syntheticBonds } from "./synthetic-bonds";
import { syntheticFutures } from "./synthetic-futures";
import { syntheticWarrants } from "./synthetic-warrants";

export interface UniverseOptions {
  readonly seed: number;
  /** The first simulated day, YYYY-MM-DD: must be a trading day. */
  readonly firstDay: IsoDate;
  readonly holidays?: HolidayList;
}

/** Throws when two instruments share a symbol: the exchange keys everything by symbol. */
export function assertUniqueSymbols(instruments: readonly InstrumentDefinition[]): void {
  const seen = new Set<string>();
  for (const instrument of instruments) {
    if (seen.has(instrument.symbol)) throw new RangeError(`duplicate symbol ${instrument.symbol}`);
    seen.add(instrument.symbol);
  }
}

/** Builds the universe: stocks, ETFs, warrants, futures, bonds (in that order) and the indices. */
export function buildUniverse(reference: ReferenceData, options: UniverseOptions): InstrumentUniverse {
  const { seed, firstDay } = options;
  const holidays = options.holidays ?? [];
  if (!isIsoDate(firstDay) || !isTradingDay(firstDay, holidays))
    throw new RangeError(`first day must be a trading day (YYYY-MM-DD): ${firstDay}`);
  const indices = indexDefinitions(reference);
  const stocks = listedStocks(reference, seed);
  const stockBySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
  const instruments: InstrumentDefinition[] = [
    ...stocks,
    ...listedEtfs(reference, stocks, indices, seed),
    ...syntheticWarrants({
      seed,
      firstDay,
      holidays,
      underlyings: indices.find((index) => index.code === "VN30")?.constituents ?? [],
      stocks: stockBySymbol,
    }),
    ...syntheticFutures({
      seed,
      firstDay,
      holidays,
      indexLevel: (code) => indices.find((index) => index.code === code)?.initialLevel,
    }),
    ...syntheticBonds(reference, { seed, firstDay, holidays }),
  ];
  assertUniqueSymbols(instruments);
  return { instruments, indices };
}
