/**
 * An exact running sum of market capitalisations (price × shares). A market's total cap reaches
 * ~1e16 VND, past the 2^53 where doubles stop counting every VND, so the sum is kept in two
 * safe-integer limbs, high × 10^8 + low, and every product is split the same way. Updates stay
 * O(1) and allocation-free; BigInt appears only when a level is read.
 */

/** Limb base: a price change (< 9e7) times a low limb (< 10^8) stays a safe integer. */
export const CAP_LIMB = 100_000_000;

/** Largest price (and price change) an update may carry, in the price unit. */
export const MAX_CAP_PRICE = 90_000_000;

/** Shares split into limbs once, so each update multiplies small numbers only. */
export interface SplitShares {
  readonly high: number;
  readonly low: number;
}

export function splitShares(shares: number): SplitShares {
  if (!Number.isSafeInteger(shares) || shares < 0)
    throw new RangeError(`shares must be a non-negative safe integer, got ${shares}`);
  const low = shares % CAP_LIMB;
  return { high: (shares - low) / CAP_LIMB, low };
}

export class CapSum {
  #high = 0;
  /** Always in [0, CAP_LIMB) between calls. */
  #low = 0;

  /** Adds `priceChange × shares` (negative to subtract). */
  add(priceChange: number, shares: SplitShares): void {
    if (!(priceChange <= MAX_CAP_PRICE && priceChange >= -MAX_CAP_PRICE))
      throw new RangeError(`price change out of range: ${priceChange}`);
    const low = this.#low + priceChange * shares.low;
    let remainder = low % CAP_LIMB;
    if (remainder < 0) remainder += CAP_LIMB;
    this.#low = remainder;
    // (low − remainder) is an exact multiple of the base, so the division is exact.
    this.#high += (low - remainder) / CAP_LIMB + priceChange * shares.high;
  }

  reset(): void {
    this.#high = 0;
    this.#low = 0;
  }

  toBigInt(): bigint {
    return BigInt(this.#high) * BigInt(CAP_LIMB) + BigInt(this.#low);
  }
}
