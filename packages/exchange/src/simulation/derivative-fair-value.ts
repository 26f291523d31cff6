/**
 * Fair values of instruments priced off something else. An index future tracks its index
 * (VN30, VN100) plus a basis that shrinks toward expiry, with a little noise of its own; a
 * covered warrant is worth the Black–Scholes value of a call on its underlying's last price
 * (intrinsic value plus time value), divided by the conversion ratio. Floats: the simulator
 * puts the result on the tick and into the band before it becomes a price.
 */
import { MIN_WARRANT_PRICE, type ExerciseRatio } from "@bangia/market";
import { callValue } from "../instruments/warrant-pricing";

const DAYS_PER_YEAR = 365;

export interface IndexFutureInput {
  /** Index level in hundredths of a point (the future's price unit). */
  readonly indexLevel: number;
  /** Calendar days to the last trading day (0 on it). */
  readonly daysToExpiry: number;
  /** Log basis per year to expiry: −0.03 trades 3% a year under the index. */
  readonly basisPerYear: number;
  /** The contract's own log deviation from the index-plus-basis value. */
  readonly noise: number;
}

/**
 * @example indexFutureFairValue({ indexLevel: 190_000, daysToExpiry: 0, basisPerYear: -0.03, noise: 0 }) // 190_000
 */
export function indexFutureFairValue(input: IndexFutureInput): number {
  const days = Math.max(0, input.daysToExpiry);
  return input.indexLevel * Math.exp((input.basisPerYear * days) / DAYS_PER_YEAR + input.noise);
}

export interface WarrantInput {
  /** The underlying's price, VND. */
  readonly underlyingPrice: number;
  readonly exercisePrice: number;
  readonly ratio: ExerciseRatio;
  /** Calendar days to maturity. */
  readonly daysToMaturity: number;
  /** Annual volatility of the underlying. */
  readonly volatility: number;
}

/**
 * Value of one warrant, VND: the call on one share times shares per warrant, never below the
 * lowest warrant price.
 *
 * @example warrantFairValue({ underlyingPrice: 30_000, exercisePrice: 25_000, ratio: { warrants: 2, shares: 1 }, daysToMaturity: 0, volatility: 0.3 }) // 2_500
 */
export function warrantFairValue(input: WarrantInput): number {
  const perShare = callValue({
    spot: input.underlyingPrice,
    strike: input.exercisePrice,
    years: Math.max(0, input.daysToMaturity) / DAYS_PER_YEAR,
    volatility: input.volatility,
  });
  return Math.max(MIN_WARRANT_PRICE, (perShare * input.ratio.shares) / input.ratio.warrants);
}
