/**
 * Order sizes on index and bond futures, in contracts. A value-based size (`volumeWorth`) puts
 * nearly every futures order at one contract, since one VN30 contract is worth ~200 million VND;
 * the real front month trades 100,000–300,000 contracts a day in matches of 1–50 with hundreds
 * of contracts at each price level, and the later months far less. So futures draw sizes by
 * liquidity tier (front VN30 month = core) instead: a log-normal around a typical size, clamped.
 */
import { DERIVATIVE_MAX_ORDER_VOLUME } from "@bangia/market";
import type { SeededRandom } from "../random/seeded-random";
import type { LiquidityTier } from "./liquidity-tier";

/** Typical (median) contracts of a trader's order, by tier. */
export const TRADER_CONTRACTS: Readonly<Record<LiquidityTier, number>> = {
  core: 8,
  active: 2,
  regular: 1.5,
  thin: 1,
};
/** The largest order a trader sends: matches stay within 1–50 contracts. */
export const MAX_TRADER_CONTRACTS = 50;

/** Typical contracts the market maker shows at its best level, by tier; deeper levels hold more. */
export const QUOTE_CONTRACTS: Readonly<Record<LiquidityTier, number>> = {
  core: 180,
  active: 15,
  regular: 6,
  thin: 3,
};

/** A log-normal draw around `median`, rounded and clamped to [1, max]. */
function contractsAround(median: number, spread: number, max: number, rng: SeededRandom): number {
  return Math.min(max, Math.max(1, Math.round(median * Math.exp(spread * rng.normal()))));
}

/**
 * A trader's order on a future of `tier`, 1–50 contracts.
 *
 * @example traderContracts("core", rng) // 7 at the median, 1–50 always
 */
export function traderContracts(tier: LiquidityTier, rng: SeededRandom): number {
  return contractsAround(TRADER_CONTRACTS[tier], 0.9, MAX_TRADER_CONTRACTS, rng);
}

/** The market maker's quote at `level` (0 = best) on a future of `tier`, at most 500 contracts. */
export function quoteContracts(tier: LiquidityTier, level: number, rng: SeededRandom): number {
  return contractsAround(QUOTE_CONTRACTS[tier] * (1 + 0.35 * level), 0.35, DERIVATIVE_MAX_ORDER_VOLUME, rng);
}
