/**
 * Exact integer division with an explicit rounding rule. Prices and money are integers, so every
 * division in the package (bands, settlement prices, display scaling) goes through here and
 * never through a binary float that could land a hair on the wrong side of a tick.
 */
import { assertSafeInteger } from "./money";

/** `half-up` rounds halves away from zero (so −x always mirrors x); `down` truncates toward zero. */
export type Rounding = "half-up" | "down";

function assertDivisible(numerator: number, divisor: number): void {
  assertSafeInteger(numerator, "numerator");
  if (!Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError(`divisor must be a positive safe integer, got ${divisor}`);
}

/** `numerator / divisor` rounded toward −∞. @example floorDiv(-7, 2) // -4 */
export function floorDiv(numerator: number, divisor: number): number {
  assertDivisible(numerator, divisor);
  return (numerator - (((numerator % divisor) + divisor) % divisor)) / divisor;
}

/** `numerator / divisor` rounded toward +∞. @example ceilDiv(7, 2) // 4 */
export function ceilDiv(numerator: number, divisor: number): number {
  return -floorDiv(-numerator, divisor);
}

/**
 * `numerator / divisor` rounded to an integer by `rounding`.
 *
 * @example divideRounded(25_550, 1_000) // 26
 * @example divideRounded(-2_500, 1_000) // -3
 * @example divideRounded(2_999, 1_000, "down") // 2
 */
export function divideRounded(numerator: number, divisor: number, rounding: Rounding = "half-up"): number {
  assertDivisible(numerator, divisor);
  const remainder = numerator % divisor;
  const quotient = (numerator - remainder) / divisor;
  if (rounding === "down" || remainder === 0) return quotient;
  return 2 * Math.abs(remainder) >= divisor ? quotient + Math.sign(numerator) : quotient;
}
