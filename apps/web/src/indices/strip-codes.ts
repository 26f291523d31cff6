/**
 * The index tiles of the strip (price-board §2 "Index chart strip"): VN-INDEX, HNX-INDEX, VN30,
 * UPCOM, and VN100 when configuration enables it (§7 getlistindexdetail "plus 27 if VN100 is
 * enabled"). The switch is the build-time setting VITE_ENABLE_VN100, on unless set to "false".
 */
import { MARKET_CODES } from "@bangia/market";

/** The strip's tiles in display order, VN100 included. */
const STRIP_INDEX_CODES: readonly string[] = [
  MARKET_CODES.HOSE,
  MARKET_CODES.HNX,
  MARKET_CODES.VN30,
  MARKET_CODES.UPCOM,
  MARKET_CODES.VN100,
];

/** Whether VN100 has a tile, from the build's configuration. */
export const VN100_ENABLED: boolean = import.meta.env.VITE_ENABLE_VN100 !== "false";

/**
 * The codes whose data the strip loads: the strip's codes, VN100 only when enabled.
 *
 * @example stripIndexCodes(false) // ["10", "02", "11", "03"]
 */
export function stripIndexCodes(vn100Enabled: boolean): readonly string[] {
  return vn100Enabled ? STRIP_INDEX_CODES : STRIP_INDEX_CODES.filter((code) => code !== MARKET_CODES.VN100);
}

/**
 * The tiles to show: the loaded codes the price-board settings show (priceBoardSettingChartShow),
 * in the strip's order.
 *
 * @example shownTileCodes(["10", "02", "11", "03", "27"], ["27", "10"]) // ["10", "27"]
 */
export function shownTileCodes(codes: readonly string[], chartShow: readonly string[]): readonly string[] {
  return codes.filter((code) => chartShow.includes(code));
}
