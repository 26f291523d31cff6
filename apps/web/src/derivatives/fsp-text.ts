/**
 * The settlement footer of the index-futures board (price-board §2 "A footer explains the final
 * settlement price of VN30 futures"; §5 "a missing settlement price shows empty"): the estimate
 * of `getfsbdata` (VN30) and `getfsbdata_vn100` (VN100), `calFSP` in hundredths of a point.
 */
import { formatPoints } from "@bangia/market";

/**
 * The estimate as shown: points with two decimals (the rule rounds to two), empty when missing.
 *
 * @example settlementPriceText(185_117) // "1,851.17"
 * @example settlementPriceText(null) // ""
 */
export function settlementPriceText(calFSP: number | null | undefined): string {
  return calFSP === null || calFSP === undefined || calFSP <= 0 ? "" : formatPoints(calFSP);
}
