/**
 * Rounding an exact fraction of prices (a volume-weighted average, value / volume) to the
 * nearest price step, half up, in one integer step: rounding to the VND first and then to the
 * step could round twice across a half (12,349.6 → 12,350 → 12,400 instead of 12,300).
 */
import { floorDiv, divideRounded, priceStep, type StepContext } from "@bangia/market";

/**
 * `numerator / denominator` rounded to the nearest step of `context`, halves up. The step is the
 * one of the tier the whole part of the average falls in; tiers nest (10 | 50 | 100), so a
 * result that lands on a tier boundary is on the next tier's step too. Both arguments are
 * positive safe integers (value up to ~1e13 VND, volume up to ~1e9 shares).
 *
 * @example roundToPriceStep({ kind: "STOCK", venue: "UPCOM" }, 1_234_960, 100) // 12_300
 */
export function roundToPriceStep(context: StepContext, numerator: number, denominator: number): number {
  const step = priceStep(context, floorDiv(numerator, denominator));
  const divisor = denominator * step;
  if (!Number.isSafeInteger(divisor)) throw new RangeError(`volume × step out of exact range: ${divisor}`);
  return divideRounded(numerator, divisor) * step;
}
