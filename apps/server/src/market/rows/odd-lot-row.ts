/**
 * Odd-lot rows and levels (price-board §3 "Odd-lot row"): the three best bids (bp/bv) and offers
 * (sp/sv) of the odd-lot book beside the stock fields. Shares, ETFs and warrants have an odd-lot
 * book; bonds and futures do not.
 *
 * The row's match fields (last price and volume, change, total, average, high, low and their
 * colours) are the odd-lot book's own trades, 1–99 shares each, never the board lot's (D72): the
 * board lot has its own board. Totals come from the exchange's odd-lot figures, the last match,
 * high and low from the tape's odd-lot summary; all are zero before the first odd-lot match.
 */
import type { OddLotLevels, OddLotMatchFields, OddLotRow } from "@bangia/market";
import type { InstrumentDefinition, SymbolDay } from "@bangia/exchange";
import type { OddLotTrading } from "../projection";
import type { CashDefinition } from "./cash-instrument";
import { DEPTH_LEVELS } from "./depth-groups";
import type { MarketSource } from "./market-source";
import { averagePrice, changeOf, changePercentOf, colourCode } from "./price-fields";
import { quoteBase } from "./stock-quote";

export function hasOddLots(definition: InstrumentDefinition): definition is CashDefinition {
  return definition.kind === "STOCK" || definition.kind === "ETF" || definition.kind === "CW";
}

export function oddLotLevels(source: MarketSource, symbol: string): OddLotLevels {
  const bids = source.depth(symbol, "odd", "B", DEPTH_LEVELS);
  const asks = source.depth(symbol, "odd", "S", DEPTH_LEVELS);
  const price = (levels: typeof bids, n: number) => levels[n]?.price ?? 0;
  const volume = (levels: typeof bids, n: number) => levels[n]?.volume ?? 0;
  return {
    bp1: price(bids, 0),
    bp2: price(bids, 1),
    bp3: price(bids, 2),
    bv1: volume(bids, 0),
    bv2: volume(bids, 1),
    bv3: volume(bids, 2),
    sp1: price(asks, 0),
    sp2: price(asks, 1),
    sp3: price(asks, 2),
    sv1: volume(asks, 0),
    sv2: volume(asks, 1),
    sv3: volume(asks, 2),
  };
}

/** The odd-lot board's match figures from the day's odd-lot totals and the tape's summary. */
export function oddLotMatchFields(day: SymbolDay, trading: OddLotTrading | undefined): OddLotMatchFields {
  const last = trading?.last ?? 0;
  const high = trading?.high ?? 0;
  const low = trading?.low ?? 0;
  const average = averagePrice(day.oddValue, day.oddVolume);
  return {
    lastPrice: last,
    lastVolume: trading?.lastVolume ?? 0,
    ot: changeOf(last, day.reference),
    changePc: changePercentOf(last, day.reference),
    lot: day.oddVolume,
    avePrice: average,
    highPrice: high,
    lowPrice: low,
    cl: colourCode(last, day),
    ca: colourCode(average, day),
    ch: colourCode(high, day),
    lc: colourCode(low, day),
  };
}

/** The odd-lot row of a share, ETF or warrant; undefined for any other kind. */
export function oddLotRow(
  source: MarketSource,
  definition: InstrumentDefinition,
  trading: OddLotTrading | undefined,
  seq: number,
): OddLotRow | undefined {
  if (!hasOddLots(definition)) return undefined;
  const day = source.day(definition.symbol);
  if (day === undefined) return undefined;
  return {
    ...quoteBase(source, definition, day, seq),
    ...oddLotMatchFields(day, trading),
    ...oddLotLevels(source, definition.symbol),
  };
}
