/**
 * Which symbol the popup's own search may show (price-board §5 "Symbols of length 9 are ignored
 * when chosen in the popup"). The length-9 codes the spec means are futures contracts
 * (VN30F2603), which the stock popup does not take; the rule goes by the listed code's kind, so
 * a 10-character contract (VN100F2603) is ignored too and a 9-character bond or warrant is not.
 * The popup keeps its symbol live itself (useKeepLive).
 */
import type { ListedCode } from "../symbol-search/listed-code";
import { isFuturesListing } from "./listing-unit";

/**
 * The symbol a pick in the popup's own search shows: the listed code's, null for a futures
 * contract (or nothing listed).
 *
 * @example popupPick(byCode.get("HPG")) // "HPG"
 * @example popupPick(byCode.get("VN100F2603")) // null
 */
export function popupPick(listing: ListedCode | undefined): string | null {
  if (listing === undefined || isFuturesListing(listing)) return null;
  return listing.stock_code;
}
