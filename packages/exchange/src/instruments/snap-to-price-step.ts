/**
 * Puts a price on its price step. Real reference prices are already on their step (the data
 * was checked), so this only guards against an off-grid value: it never moves a good price.
 */
import { isOnPriceStep, priceStep, type StepContext } from "@bangia/market";

/**
 * `value` itself when it is on its step, else the nearest multiple of the step of its tier, and
 * never less than the lowest step (a price is positive). Steps nest (10 | 50 | 100), so a
 * multiple of a higher tier's step is on the grid of every tier below it.
 *
 * @example snapToPriceStep({ kind: "STOCK", venue: "HOSE" }, 26_760) // 26_750
 */
export function snapToPriceStep(context: StepContext, value: number): number {
  if (isOnPriceStep(context, value)) return value;
  const step = priceStep(context, Math.max(value, 0));
  const snapped = Math.round(value / step) * step;
  return Math.max(snapped, priceStep(context, 0));
}
