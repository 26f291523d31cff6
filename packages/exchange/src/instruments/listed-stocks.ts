/**
 * The real stocks of the reference data as the exchange lists them: real names, exchange, ICB
 * code, shares and reference price (kept as is; snapped to its step only if it were off-grid),
 * plus the simulation's foreign room and restricted flag.
 */
import { sessionVenueOfInstrument, type ListedSymbol, type ReferenceData } from "@bangia/market";
import type { StockDefinition } from "./instrument";
import { foreignLimitPercent, foreignRoomLimit, initialForeignHolding } from "./foreign-room";
import { restrictedStockSymbols } from "./restricted-stocks";
import { snapToPriceStep } from "./snap-to-price-step";

function stockDefinition(row: ListedSymbol, seed: number, restricted: boolean): StockDefinition {
  const limit = foreignRoomLimit(row.sharesOutstanding, foreignLimitPercent("STOCK", row.icbCode));
  return {
    symbol: row.symbol,
    exchange: row.exchange,
    kind: "STOCK",
    sessionVenue: sessionVenueOfInstrument(row.exchange, "STOCK"),
    boardVenue: row.exchange,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    simulated: false,
    initialReference: snapToPriceStep({ kind: "STOCK", venue: row.exchange }, row.referencePrice),
    icbCode: row.icbCode,
    sharesOutstanding: row.sharesOutstanding,
    foreignRoomLimit: limit,
    initialForeignHolding: initialForeignHolding(seed, row.symbol, limit),
    restricted,
  };
}

/** Every STOCK row of the reference data, in file order. */
export function listedStocks(reference: ReferenceData, seed: number): StockDefinition[] {
  const restricted = restrictedStockSymbols(reference, seed);
  return reference.symbols
    .filter((row) => row.kind === "STOCK")
    .map((row) => stockDefinition(row, seed, restricted.has(row.symbol)));
}
