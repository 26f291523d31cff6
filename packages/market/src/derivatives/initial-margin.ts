/**
 * Contract value and initial margin of futures (market-rules §8 "Margin"):
 * IM = ratio × contracts × multiplier × price. The ratio is set by the depository (VSDC) and
 * changes over time, so it is a parameter in integer basis points; the current values are 17%
 * for index futures (1 contract at 1,850.00 → 31,450,000 VND) and 2.5% for government-bond
 * futures (higher near expiry). All amounts are whole VND; a fractional margin is rounded up,
 * so a requirement is never understated (our decision: the sources give no rounding rule).
 */
import { vndPerPriceUnit, type FuturesUnderlying } from "./futures-contracts";

/** Index futures initial margin ratio, basis points (17%). */
export const INDEX_FUTURES_MARGIN_RATIO_BP = 1_700;
/** Government-bond futures initial margin ratio, basis points (2.5%). */
export const BOND_FUTURES_MARGIN_RATIO_BP = 250;

const BASIS = 10_000n;

function toSafeNumber(value: bigint, what: string): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} out of range: ${value}`);
  return result;
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number, got ${value}`);
}

/**
 * Notional value in VND of `contracts` contracts at `price` (the instrument's price unit).
 *
 * @example
 * contractValue("VN30", 185_000, 1); // 185_000_000 (VN30 at 1,850.00)
 */
export function contractValue(underlying: FuturesUnderlying, price: number, contracts: number): number {
  assertCount(price, "price");
  assertCount(contracts, "contracts");
  return toSafeNumber(
    BigInt(price) * BigInt(vndPerPriceUnit(underlying)) * BigInt(contracts),
    "contract value",
  );
}

export interface InitialMarginInput {
  readonly underlying: FuturesUnderlying;
  /** Price in the instrument's unit (hundredths of a point for index futures). */
  readonly price: number;
  readonly contracts: number;
  /** Margin ratio in basis points (1,700 = 17%). */
  readonly ratioBasisPoints: number;
}

/**
 * Initial margin in VND, rounded up to the whole VND.
 *
 * @example
 * initialMargin({ underlying: "VN30", price: 185_000, contracts: 1, ratioBasisPoints: 1_700 });
 * // 31_450_000
 */
export function initialMargin(input: InitialMarginInput): number {
  assertCount(input.price, "price");
  assertCount(input.contracts, "contracts");
  assertCount(input.ratioBasisPoints, "ratioBasisPoints");
  const scaled =
    BigInt(input.ratioBasisPoints) *
    BigInt(input.contracts) *
    BigInt(vndPerPriceUnit(input.underlying)) *
    BigInt(input.price);
  return toSafeNumber((scaled + BASIS - 1n) / BASIS, "initial margin");
}
