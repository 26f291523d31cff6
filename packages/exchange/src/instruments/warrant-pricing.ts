/**
 * A plausible first price for an invented covered warrant: the Black–Scholes value of a
 * European call (intrinsic value plus time value) with no interest rate or dividends, which is
 * close enough for a simulated market's starting point. Floating point is fine here: the
 * result is only a seed for a price that is then put on the warrant's tick.
 */

export interface CallInputs {
  /** Price of the underlying share, VND. */
  readonly spot: number;
  /** Exercise price, VND. */
  readonly strike: number;
  /** Time to maturity in years. */
  readonly years: number;
  /** Annual volatility, e.g. 0.3 for 30%. */
  readonly volatility: number;
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Value of one call on one share, VND (not yet divided by the conversion ratio).
 *
 * @example callValue({ spot: 100, strike: 100, years: 1, volatility: 0.2 }) // ≈ 7.97
 */
export function callValue(inputs: CallInputs): number {
  const { spot, strike, years, volatility } = inputs;
  const intrinsic = Math.max(0, spot - strike);
  if (years <= 0 || volatility <= 0) return intrinsic;
  const spread = volatility * Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (spread * spread) / 2) / spread;
  return spot * normalCdf(d1) - strike * normalCdf(d1 - spread);
}
