/**
 * ETFs and their portfolio files (market-rules §10): each ETF holds the members of the index it
 * tracks, weighted by market cap (reference price × listed shares; the data has no free float
 * or weight caps, so plain cap weights), sized so one creation unit is worth
 * CREATION_UNIT_UNITS fund units at the ETF's reference price. `unitsPerBasket` is then the
 * basket's actual value over that price, so the iNav (basket value / units) starts at the ETF's
 * price, off only by the rounding of whole shares.
 */
import { sessionVenueOfInstrument, type ListedSymbol, type ReferenceData } from "@bangia/market";
import type { BasketLine, EtfDefinition, IndexDefinition, StockDefinition } from "./instrument";
import { foreignLimitPercent, foreignRoomLimit, initialForeignHolding } from "./foreign-room";
import { trackedIndexConstituents } from "./index-definitions";
import { snapToPriceStep } from "./snap-to-price-step";

/** Fund units per creation unit: 100,000, the size Vietnamese ETFs commonly use. */
export const CREATION_UNIT_UNITS = 100_000;

/**
 * Shares of each constituent so the basket is worth about `targetValue` VND, split by market
 * cap. Lines that round to no share are left out.
 */
export function capWeightedBasket(
  constituents: readonly StockDefinition[],
  targetValue: number,
): BasketLine[] {
  const caps = constituents.map((stock) => stock.initialReference * stock.sharesOutstanding);
  const totalCap = caps.reduce((sum, cap) => sum + cap, 0);
  return constituents
    .map((stock, i) => ({
      symbol: stock.symbol,
      shares: Math.round((targetValue * (caps[i] ?? 0)) / totalCap / stock.initialReference),
    }))
    .filter((line) => line.shares > 0);
}

/** The basket's value in VND at the given prices; throws on a line without a price. */
export function basketValue(
  basket: readonly BasketLine[],
  priceOf: (symbol: string) => number | undefined,
): number {
  return basket.reduce((sum, line) => {
    const price = priceOf(line.symbol);
    if (price === undefined) throw new RangeError(`no price for basket line ${line.symbol}`);
    return sum + line.shares * price;
  }, 0);
}

function etfDefinition(
  row: ListedSymbol,
  trackedIndex: string,
  stocks: ReadonlyMap<string, StockDefinition>,
  indices: readonly IndexDefinition[],
  seed: number,
): EtfDefinition {
  const price = snapToPriceStep({ kind: "ETF", venue: row.exchange }, row.referencePrice);
  const members = trackedIndexConstituents(trackedIndex, indices);
  if (members === null) throw new RangeError(`ETF ${row.symbol} tracks unknown index ${trackedIndex}`);
  const constituents = members.map((symbol) => {
    const stock = stocks.get(symbol);
    if (stock === undefined) throw new RangeError(`ETF ${row.symbol}: ${symbol} is not a listed stock`);
    return stock;
  });
  const basket = capWeightedBasket(constituents, CREATION_UNIT_UNITS * price);
  const value = basketValue(basket, (symbol) => stocks.get(symbol)?.initialReference);
  const limit = foreignRoomLimit(row.sharesOutstanding, foreignLimitPercent("ETF", null));
  return {
    symbol: row.symbol,
    exchange: row.exchange,
    kind: "ETF",
    sessionVenue: sessionVenueOfInstrument(row.exchange, "ETF"),
    boardVenue: row.exchange,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    simulated: false,
    initialReference: price,
    trackedIndex,
    sharesOutstanding: row.sharesOutstanding,
    foreignRoomLimit: limit,
    initialForeignHolding: initialForeignHolding(seed, row.symbol, limit),
    unitsPerBasket: Math.max(1, Math.round(value / price)),
    basket,
  };
}

/** Every ETF row of the reference data, in file order, with its basket. */
export function listedEtfs(
  reference: ReferenceData,
  stocks: readonly StockDefinition[],
  indices: readonly IndexDefinition[],
  seed: number,
): EtfDefinition[] {
  const bySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
  const tracked = new Map(reference.etfs.map((etf) => [etf.symbol, etf.trackedIndex]));
  return reference.symbols
    .filter((row) => row.kind === "ETF")
    .map((row) => {
      const trackedIndex = tracked.get(row.symbol);
      if (trackedIndex === undefined) throw new RangeError(`ETF ${row.symbol} is missing from etfs.csv`);
      return etfDefinition(row, trackedIndex, bySymbol, indices, seed);
    });
}
