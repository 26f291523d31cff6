/**
 * What a derivatives account pays and posts on VN30/VN100 and bond futures (broker-facts §1, §4),
 * as configuration with the brokerage's defaults:
 * - initial margin IM = rate × price × multiplier × contracts: 17% for index futures (the VSDC
 *   rate since 15/12/2022, the rate of HSC, SSI, FPTS, PHS and TCBS), 2.5% for government-bond
 *   futures (market-rules §8);
 * - per contract matched: the exchange's fee (2,700 VND, the statement's `fee_hnx`) and the
 *   broker's (3,000 VND, MBS's rate; HSC and VFS charge 4,000, DNSE none), also on the
 *   contracts closed at expiry;
 * - the VSDC position fee, 2,550 VND per open contract per day (`others`; whether VSDC charges
 *   it per day or per trade is unverified: we charge it at each day's settlement);
 * - the individual's tax: 0.1% × (notional × IM rate) / 2 at each open, close and expiry;
 * - usage ratio (required margin / margin assets): no new position above 80%, a call from 90%,
 *   forced close from 100% (FPTS's levels; the forced close comes with the risk engine);
 * - position limit: 5,000 contracts for an individual (VSDC).
 * Rates are parts per million so that every amount stays an integer.
 */
import {
  BOND_FUTURES_MARGIN_RATIO_BP,
  INDEX_FUTURES_MARGIN_RATIO_BP,
  isIndexFuturesUnderlying,
  parseFuturesCode,
  POSITION_LIMITS,
  vndPerPriceUnit,
} from "@bangia/market";

export interface FuturesPolicy {
  readonly indexMarginPpm: number;
  readonly bondMarginPpm: number;
  readonly exchangeFeePerContract: number;
  readonly brokerFeePerContract: number;
  readonly positionFeePerContractDay: number;
  /** Tax in ppm of the margin-notional (notional × IM rate): 0.1% / 2 = 500. */
  readonly taxPpmOfMargin: number;
  /** Opening trades are refused above this usage ratio. */
  readonly openingCapPpm: number;
  readonly callPpm: number;
  readonly forceClosePpm: number;
  readonly positionLimit: number;
}

export const DEFAULT_FUTURES_POLICY: FuturesPolicy = {
  indexMarginPpm: INDEX_FUTURES_MARGIN_RATIO_BP * 100,
  bondMarginPpm: BOND_FUTURES_MARGIN_RATIO_BP * 100,
  exchangeFeePerContract: 2_700,
  brokerFeePerContract: 3_000,
  positionFeePerContractDay: 2_550,
  taxPpmOfMargin: 500,
  openingCapPpm: 800_000,
  callPpm: 900_000,
  forceClosePpm: 1_000_000,
  positionLimit: POSITION_LIMITS.INDIVIDUAL,
};

/** What one contract of a series is worth per price unit, and its margin rate. */
export interface ContractTerms {
  /** VND per price unit per contract (100,000 VND a point = 1,000 a hundredth for VN30F). */
  readonly unitValue: number;
  readonly marginPpm: number;
}

/**
 * The terms of a futures symbol, read from its code (so a contract that has left the exchange's
 * listing still settles), or null for a symbol that is no future.
 *
 * @example contractTerms("VN30F2612", DEFAULT_FUTURES_POLICY) // { unitValue: 1_000, marginPpm: 170_000 }
 */
export function contractTerms(symbol: string, policy: FuturesPolicy): ContractTerms | null {
  const contract = parseFuturesCode(symbol);
  if (contract === null) return null;
  const index = isIndexFuturesUnderlying(contract.underlying);
  return {
    unitValue: vndPerPriceUnit(contract.underlying),
    marginPpm: index ? policy.indexMarginPpm : policy.bondMarginPpm,
  };
}
