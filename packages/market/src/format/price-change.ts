/**
 * Change of the last price against the reference (price-board §3 `ot`, `changePc`; §4).
 *
 * The feed's change can arrive unsigned, so its sign comes from the prices: "when last price is
 * below reference, the change is forced negative". Without a trade (no last price, or 0) there
 * is no change to show: the functions return null and the formatters an empty cell.
 */
import { formatPriceIn, type PriceUnit } from "./board-price";
import { divideRounded } from "../integer-division";
import { formatScaled, type ScaledFormat } from "./scaled-decimal";

function isPrice(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && value > 0;
}

/**
 * last − reference, in the price's own integer unit; null without a last or reference price.
 *
 * @example priceChange(25_550, 25_000) // 550
 * @example priceChange(0, 25_000) // null
 */
export function priceChange(
  last: number | null | undefined,
  reference: number | null | undefined,
): number | null {
  return isPrice(last) && isPrice(reference) ? last - reference : null;
}

/**
 * The feed's change with its sign fixed from the prices: negative whenever last < reference.
 *
 * @example signedFeedChange(550, 24_450, 25_000) // -550
 * @example signedFeedChange(550, 25_550, 25_000) // 550
 */
export function signedFeedChange(change: number, last: number, reference: number): number {
  // Negating only a positive change: -Math.abs(0) would be -0, which Object.is (React's
  // change check) tells apart from 0.
  return last < reference && change > 0 ? -change : change;
}

/**
 * Percent change in hundredths of a percent, rounded half away from zero.
 *
 * @example changePercentHundredths(25_550, 25_000) // 220 (2.20%)
 * @example changePercentHundredths(23_250, 25_000) // -700
 */
export function changePercentHundredths(
  last: number | null | undefined,
  reference: number | null | undefined,
): number | null {
  if (!isPrice(last) || !isPrice(reference)) return null;
  return divideRounded((last - reference) * 10_000, reference);
}

/**
 * A change with its sign ("+0.55", "-0.55", "0.00"), in thousands of VND or in points.
 *
 * @example formatPriceChange(550) // "+0.55"
 * @example formatPriceChange(-1_250, "points") // "-12.50"
 */
export function formatPriceChange(change: number | null | undefined, unit: PriceUnit = "vnd"): string {
  if (change === null || change === undefined) return "";
  const text = formatPriceIn(unit, change);
  return change > 0 ? `+${text}` : text;
}

const PERCENT_FORMAT: ScaledFormat = { scale: 2, decimals: 2, signed: true };

/**
 * The percent column: two decimals, signed, with "%".
 *
 * @example formatChangePercent(25_550, 25_000) // "+2.20%"
 * @example formatChangePercent(0, 25_000) // ""
 */
export function formatChangePercent(
  last: number | null | undefined,
  reference: number | null | undefined,
): string {
  const hundredths = changePercentHundredths(last, reference);
  return hundredths === null ? "" : `${formatScaled(hundredths, PERCENT_FORMAT)}%`;
}
