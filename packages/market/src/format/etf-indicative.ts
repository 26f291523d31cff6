/**
 * ETF indicative values (price-board §2, §5; market-rules §10): the board shows iNav and iIndex
 * in the over-buy/over-sell columns, divided by 1000 and rounded to two decimals. The exchange
 * computes them from a portfolio file, so they arrive with fractions of a VND: they are read
 * through their decimal digits (scaleDecimal) and rounded once, half away from zero.
 */
import { formatScaled, scaleDecimal } from "./scaled-decimal";

/**
 * An iNav (VND) or iIndex value from the feed ÷ 1000, two decimals; empty when missing.
 *
 * @example formatEtfIndicative(17_523.456) // "17.52"
 * @example formatEtfIndicative(17_525) // "17.53"
 * @example formatEtfIndicative(null) // ""
 */
export function formatEtfIndicative(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  // value ÷ 1000 to two decimals is the value counted in tens, rounded once.
  const tens = scaleDecimal(value, -1);
  return tens === null ? "" : formatScaled(tens, { scale: 2, decimals: 2 });
}
