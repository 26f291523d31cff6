/**
 * Order and position limits of index futures (market-rules §5, §8): at most 500 contracts per
 * order (also for government-bond futures), and open positions of at most 5,000 contracts for
 * an individual, 10,000 for an institution and 20,000 for a professional securities investor
 * (set by VSDC). A position over the limit is refused with 96038 "exceeds max position"
 * (order-entry §8).
 *
 * How positions are added up for the limit (per underlying across months, per side or net) is
 * not in our sources; the caller passes the figure it counts (unverified).
 */
import { DERIVATIVE_MAX_ORDER_VOLUME } from "../lots";

export const INVESTOR_CATEGORIES = ["INDIVIDUAL", "INSTITUTION", "PROFESSIONAL"] as const;
export type InvestorCategory = (typeof INVESTOR_CATEGORIES)[number];

/** Maximum open contracts per investor category. */
export const POSITION_LIMITS: Readonly<Record<InvestorCategory, number>> = {
  INDIVIDUAL: 5_000,
  INSTITUTION: 10_000,
  PROFESSIONAL: 20_000,
};

/** Server result code for a position over the limit. */
export const POSITION_LIMIT_RESULT_CODE = "96038";

/**
 * Returns 96038 when `positionAfter` (contracts, either sign) would exceed the category's limit.
 *
 * @example
 * checkPositionLimit("INDIVIDUAL", 5_000); // null
 * checkPositionLimit("INDIVIDUAL", -5_001); // "96038"
 */
export function checkPositionLimit(
  category: InvestorCategory,
  positionAfter: number,
): typeof POSITION_LIMIT_RESULT_CODE | null {
  if (!Number.isSafeInteger(positionAfter))
    throw new RangeError(`position must be a safe integer, got ${positionAfter}`);
  return Math.abs(positionAfter) > POSITION_LIMITS[category] ? POSITION_LIMIT_RESULT_CODE : null;
}

/**
 * True for a whole number of contracts from 1 to 500.
 *
 * @example
 * isWithinFuturesOrderLimit(500); // true
 * isWithinFuturesOrderLimit(501); // false
 */
export function isWithinFuturesOrderLimit(contracts: number): boolean {
  return Number.isSafeInteger(contracts) && contracts >= 1 && contracts <= DERIVATIVE_MAX_ORDER_VOLUME;
}
