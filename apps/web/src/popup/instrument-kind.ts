/**
 * What the popup's symbol is, read from the reference data the popup already holds (the stock
 * list's type letter, and the listed futures contracts, listed-code.ts), never from the code's
 * shape: a 9-character code can be a bond and a futures code can have 10 characters (VN100F2603).
 * The kind decides the unit of the symbol's wire prices (market instrument-kind.ts: index futures
 * in hundredths of a point, everything else in whole VND).
 */
import {
  isIndexFuturesUnderlying,
  kindOfStockType,
  parseFuturesCode,
  type InstrumentKind,
} from "@bangia/market";
import type { ListedCode } from "../shell/toolbar/listed-code";

/**
 * The kind of a listed code. A contract is a bond future when its code names a government-bond
 * underlying (GB05, GB10), else an index future.
 *
 * @example kindOfListing({ stock_code: "VN100F2603", type: "F", … }) // "INDEX_FUTURE"
 * @example kindOfListing({ stock_code: "CFPT2601", type: "W", … }) // "CW"
 */
export function kindOfListing(listing: ListedCode): InstrumentKind {
  if (listing.type !== "F") return kindOfStockType(listing.type);
  const contract = parseFuturesCode(listing.stock_code);
  return contract !== null && !isIndexFuturesUnderlying(contract.underlying) ? "BOND_FUTURE" : "INDEX_FUTURE";
}
