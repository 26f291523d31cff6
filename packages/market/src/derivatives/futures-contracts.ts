/**
 * The futures the HNX derivatives market lists and their contract size (market-rules §8):
 * VN30 and VN100 index futures — 100,000 VND per index point, prices kept in hundredths of a
 * point, so one price unit is worth 1,000 VND per contract; 5-year and 10-year government-bond
 * futures (GB05, GB10) — multiplier 10,000 on a bond price in whole VND, so one price unit is
 * worth 10,000 VND per contract.
 */
export const FUTURES_UNDERLYINGS = ["VN30", "VN100", "GB05", "GB10"] as const;
export type FuturesUnderlying = (typeof FUTURES_UNDERLYINGS)[number];

export type IndexFuturesUnderlying = Extract<FuturesUnderlying, "VN30" | "VN100">;
export type BondFuturesUnderlying = Extract<FuturesUnderlying, "GB05" | "GB10">;

/** VND per index point per contract (VN30 at 1,850.0 → 185,000,000 VND). */
export const INDEX_FUTURES_MULTIPLIER = 100_000;
/** Multiplier of a government-bond future on the bond price in VND. */
export const BOND_FUTURES_MULTIPLIER = 10_000;
/** Index futures prices are integers in hundredths of a point. */
export const INDEX_PRICE_UNITS_PER_POINT = 100;

/**
 * @example
 * isIndexFuturesUnderlying("VN100"); // true
 * isIndexFuturesUnderlying("GB10"); // false
 */
export function isIndexFuturesUnderlying(
  underlying: FuturesUnderlying,
): underlying is IndexFuturesUnderlying {
  return underlying === "VN30" || underlying === "VN100";
}

/**
 * @example
 * isFuturesUnderlying("VN30"); // true
 */
export function isFuturesUnderlying(value: string): value is FuturesUnderlying {
  return (FUTURES_UNDERLYINGS as readonly string[]).includes(value);
}

/**
 * VND a one-unit price move is worth on one contract.
 *
 * @example
 * vndPerPriceUnit("VN30"); // 1_000 (0.01 point × 100,000 VND)
 * vndPerPriceUnit("GB05"); // 10_000
 */
export function vndPerPriceUnit(underlying: FuturesUnderlying): number {
  return isIndexFuturesUnderlying(underlying)
    ? INDEX_FUTURES_MULTIPLIER / INDEX_PRICE_UNITS_PER_POINT
    : BOND_FUTURES_MULTIPLIER;
}
