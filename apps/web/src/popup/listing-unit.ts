/**
 * What the popup's symbol is, read from the reference data the popup already holds (the stock
 * list, and the listed futures contracts the search lists as type "F", listed-code.ts), never
 * from the code's shape: a 9-character code can be a bond and a futures code can have 10
 * characters (VN100F2603). Whether it is a futures contract decides if the popup's search takes
 * it; the contract's underlying decides the unit of its wire prices (market instrument-kind.ts
 * priceUnitDecimals: index futures in hundredths of a point, everything else in whole VND).
 *
 * The unit is read here from the contract's code (market contract-codes.ts) rather than through
 * the market's kind helpers: those sit with the board's price formats in the first download,
 * which calling them from the popup would grow past its 170 kB budget.
 */
import { isIndexFuturesUnderlying, parseFuturesCode, type PriceUnit } from "@bangia/market";
import type { ListedCode } from "../symbol-search/listed-code";

/** True for a listed futures contract, index or government bond. */
export function isFuturesListing(listing: ListedCode): boolean {
  return listing.type === "F";
}

/**
 * The unit of a listed code's wire prices: "points" (hundredths of a point) for index futures,
 * "vnd" for shares, ETFs, covered warrants, bonds and government-bond futures.
 *
 * @example priceUnitOfListing({ stock_code: "VN100F2603", type: "F", … }) // "points"
 * @example priceUnitOfListing({ stock_code: "GB05F2606", type: "F", … }) // "vnd"
 */
export function priceUnitOfListing(listing: ListedCode): PriceUnit {
  if (!isFuturesListing(listing)) return "vnd";
  const contract = parseFuturesCode(listing.stock_code);
  return contract === null || isIndexFuturesUnderlying(contract.underlying) ? "points" : "vnd";
}
