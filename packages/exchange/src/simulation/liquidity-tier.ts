/**
 * The four liquidity tiers of the simulated market, from the VN30 and the largest caps (core)
 * to names that act a few times an hour (thin). Market makers quote the first two.
 */
export const LIQUIDITY_TIERS = ["core", "active", "regular", "thin"] as const;
export type LiquidityTier = (typeof LIQUIDITY_TIERS)[number];

/** Market makers keep a ladder on core and active names (the "liquid" ones). */
export function isQuotedTier(tier: LiquidityTier): boolean {
  return tier === "core" || tier === "active";
}
