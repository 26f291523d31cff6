/**
 * Covered-warrant board columns (price-board §2, §3; market-rules §9):
 *
 *   dhv (breakeven) = exercise price + CW price × n,   n = warrants / shares of the ratio
 *   dif             = underlying price − breakeven
 *
 * Ratios such as 5.4537:1 make the breakeven a fraction of a VND, so it is kept as an exact
 * rational and rounded once, to the two decimals (in thousands of VND) the board shows.
 * Which CW price to use (last, or reference before the first trade) is the caller's choice.
 */
import type { ExerciseRatio } from "../bands";
import { divideRounded } from "../integer-division";
import { formatScaled } from "./scaled-decimal";

export interface BreakevenInput {
  /** Exercise price of the underlying share, VND. */
  readonly exercisePrice: number;
  /** Price of one warrant, VND. */
  readonly warrantPrice: number;
  readonly ratio: ExerciseRatio;
}

/** breakeven × ratio.shares: exact integer numerator over `ratio.shares`. */
function breakevenNumerator(input: BreakevenInput): number {
  const numerator = input.exercisePrice * input.ratio.shares + input.warrantPrice * input.ratio.warrants;
  if (!Number.isSafeInteger(numerator)) throw new RangeError("breakeven out of exact range");
  return numerator;
}

/**
 * Breakeven price in VND, rounded half away from zero to a whole VND.
 *
 * @example warrantBreakeven({ exercisePrice: 20_500, warrantPrice: 1_440, ratio: { warrants: 2, shares: 1 } }) // 23_380
 */
export function warrantBreakeven(input: BreakevenInput): number {
  return divideRounded(breakevenNumerator(input), input.ratio.shares);
}

// Tens of VND are the board's two decimals in thousands: numerator / (shares × 10).
function inTens(numerator: number, shares: number): string {
  return formatScaled(divideRounded(numerator, shares * 10), { scale: 2, decimals: 2 });
}

/**
 * The breakeven column (dhv): thousands of VND, two decimals.
 *
 * @example formatWarrantBreakeven({ exercisePrice: 20_500, warrantPrice: 1_440, ratio: { warrants: 2, shares: 1 } }) // "23.38"
 */
export function formatWarrantBreakeven(input: BreakevenInput): string {
  return inTens(breakevenNumerator(input), input.ratio.shares);
}

/**
 * The difference column (dif): underlying price − breakeven, thousands of VND, two decimals.
 *
 * @example formatBreakevenDifference({ underlyingPrice: 24_000, exercisePrice: 20_500, warrantPrice: 1_440, ratio: { warrants: 2, shares: 1 } }) // "0.62"
 */
export function formatBreakevenDifference(
  input: BreakevenInput & { readonly underlyingPrice: number },
): string {
  const numerator = input.underlyingPrice * input.ratio.shares - breakevenNumerator(input);
  if (!Number.isSafeInteger(numerator)) throw new RangeError("difference out of exact range");
  return inTens(numerator, input.ratio.shares);
}
