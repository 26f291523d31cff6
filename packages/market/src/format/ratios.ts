/**
 * Financial ratios of the stock info popup (price-board §3 Ratios, §5): two decimals; gross
 * and net margin, ROE and ROA arrive as fractions and are shown ×100 (percent). A missing
 * ratio shows zero ("0.00", keeping the column's two decimals); a missing settlement price
 * shows an empty cell, because 0 would read as a real price.
 *
 * Ratios come from the finance feed as floats or numeric text; they are rounded through their
 * decimal digits (scaleDecimal), so 0.1235 prints "0.12"/"12.35", never binary noise.
 */
import { formatPoints } from "./board-price";
import { formatScaled, scaleDecimal } from "./scaled-decimal";

/** Daily ratios: EPS, diluted EPS, PE, diluted PE, PB. */
export const DAILY_RATIO_KEYS = ["RTD14", "RTD15", "RTD21", "RTD22", "RTD25"] as const;
/** Trailing ratios: gross margin, net margin, debt/equity, debt/assets, quick, current, ROE, ROA. */
export const TRAILING_RATIO_KEYS = [
  "RTQ25",
  "RTQ29",
  "RTQ10",
  "RTQ11",
  "RTQ2",
  "RTQ3",
  "RTQ12",
  "RTQ14",
] as const;
export type RatioKey = (typeof DAILY_RATIO_KEYS)[number] | (typeof TRAILING_RATIO_KEYS)[number];

/** Gross margin, net margin, ROE, ROA: fractions shown as percent. */
export const PERCENT_RATIO_KEYS: readonly RatioKey[] = ["RTQ25", "RTQ29", "RTQ12", "RTQ14"];

/**
 * A ratio for display: two decimals, ×100 for the percent ratios, "0.00" when missing.
 *
 * @example formatRatio("RTD21", 12.3456) // "12.35"
 * @example formatRatio("RTQ12", 0.1834) // "18.34"
 * @example formatRatio("RTQ14", null) // "0.00"
 */
export function formatRatio(key: RatioKey, value: number | string | null | undefined): string {
  // ×100 moves the decimal point: read the value with two more digits, then show two decimals.
  const shift = PERCENT_RATIO_KEYS.includes(key) ? 2 : 0;
  const hundredths = value === null || value === undefined ? null : scaleDecimal(value, 2 + shift);
  return formatScaled(hundredths ?? 0, { scale: 2, decimals: 2 });
}

/**
 * The (estimated) final settlement price of index futures, `calFSP`, in points from
 * hundredths; empty when missing or not positive.
 *
 * @example formatSettlementPrice(134_512) // "1,345.12"
 * @example formatSettlementPrice(undefined) // ""
 */
export function formatSettlementPrice(hundredths: number | null | undefined): string {
  return hundredths === null || hundredths === undefined || hundredths <= 0 ? "" : formatPoints(hundredths);
}
