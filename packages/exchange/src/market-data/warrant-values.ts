/**
 * Values a covered warrant's row shows beside its price (market-rules §9):
 *
 *   breakeven        = exercise price + warrant price × warrants / shares
 *   intrinsic value  = max(0, underlying − exercise price) × shares / warrants   (per warrant)
 *
 * Ratios such as 5.4537:1 are exact integer pairs, so both are exact rationals rounded once,
 * half up, to the VND. The breakeven is the market package's rule; this module only feeds it
 * a warrant definition.
 */
import { divideRounded, warrantBreakeven } from "@bangia/market";
import type { WarrantDefinition } from "../instruments/instrument";

type WarrantTerms = Pick<WarrantDefinition, "exercisePrice" | "ratio">;

/**
 * The underlying price at which holding the warrant to maturity breaks even, VND.
 *
 * @example warrantBreakevenPrice({ exercisePrice: 20_500, ratio: { warrants: 2, shares: 1 } }, 1_440) // 23_380
 */
export function warrantBreakevenPrice(warrant: WarrantTerms, warrantPrice: number): number {
  return warrantBreakeven({ exercisePrice: warrant.exercisePrice, warrantPrice, ratio: warrant.ratio });
}

/**
 * What one warrant would pay if exercised at `underlyingPrice`, VND (0 out of the money).
 *
 * @example warrantIntrinsicValue({ exercisePrice: 20_500, ratio: { warrants: 2, shares: 1 } }, 24_000) // 1_750
 */
export function warrantIntrinsicValue(warrant: WarrantTerms, underlyingPrice: number): number {
  const gain = underlyingPrice - warrant.exercisePrice;
  if (gain <= 0) return 0;
  const numerator = gain * warrant.ratio.shares;
  if (!Number.isSafeInteger(numerator)) throw new RangeError("intrinsic value out of exact range");
  return divideRounded(numerator, warrant.ratio.warrants);
}
