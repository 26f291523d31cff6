/**
 * The risk engine's configuration, with its defaults and their sources (broker-facts §3, §4).
 *
 * The lines themselves keep their one home: a margin account's call and force-sale lines are
 * `MarginPolicy.ratio` (SSI's 35% / 25% on equity / total assets by default), and a futures
 * account's levels are `FuturesPolicy` (80% no new positions, 90% call, 100% forced close, the
 * VSD and FPTS levels), which the pre-trade checks read too. A second copy here could drift from
 * what the order desk refuses at, so this object only names them and adds what the engine alone
 * decides: what a force sale restores, what it sells first, at what price, and where a forced
 * close stops.
 */
import { DERIVATIVE_MAX_ORDER_VOLUME, HOSE_MAX_ORDER_VOLUME } from "@bangia/market";
import { DEFAULT_FUTURES_POLICY, type FuturesPolicy } from "../derivatives/futures-policy";
import { DEFAULT_FEE_SCHEDULE, type StockFees } from "../ledger/fee-schedule";
import { DEFAULT_MARGIN_POLICY, type MarginPolicy } from "../ledger/margin-rules";

/**
 * How a risk order is priced: `limit` is an LO at the day's band limit (the floor for a sale,
 * the ceiling for a buy back), `market` the session's market keyword (MTL in the continuous
 * session, ATO / ATC in the calls; MP is sent as MTL since it was retired), falling back to the
 * band-limit LO where the board takes no keyword (UPCOM, odd lots).
 */
export type RiskPricing = "limit" | "market";

export interface ForceSalePolicy {
  /**
   * The ratio a force sale restores: `call-line` the maintenance line (SHS "Giá trị CK cần
   * bán", DNSE's "just enough"), `initial` the convention's initial margin (50% equity / total
   * assets, 100% Rtt or MR: HSC's sale back to 100%).
   */
  readonly target: "call-line" | "initial";
  /**
   * Which holdings go first: `least-marginable` (lowest loan rate, then largest market value),
   * or `largest-loan-value` (volume × mark × loan rate, largest first).
   */
  readonly order: "least-marginable" | "largest-loan-value";
  readonly pricing: RiskPricing;
  /** One order's most shares: the broker's HOSE cap (order-entry §9), taken for every venue. */
  readonly maxOrderVolume: number;
}

export interface ForcedClosePolicy {
  /** Usage ratio a forced close brings the account back to, at or below, ppm. */
  readonly targetPpm: number;
  readonly pricing: RiskPricing;
  /** One order's most contracts (order-entry §9, broker-facts §4). */
  readonly maxOrderVolume: number;
}

export interface RiskPolicy {
  /** Call and force-sale lines: `margin.ratio`. */
  readonly margin: MarginPolicy;
  /** What a force sale pays: the margin account's fee and sale tax (account type 6). */
  readonly saleFees: StockFees;
  readonly forceSale: ForceSalePolicy;
  /** Warning (no new positions), call and forced-close levels: `openingCapPpm`, `callPpm`, `forceClosePpm`. */
  readonly futures: FuturesPolicy;
  readonly forcedClose: ForcedClosePolicy;
}

export const RISK_POLICY: RiskPolicy = {
  // SSI: safe from 35%, call 25–35%, force sale below 25% of equity / total assets [ssi-mg].
  margin: DEFAULT_MARGIN_POLICY,
  // 0.15% brokerage fee and 0.1% sale tax [vnd-fee][ssi-fee][vnsc-tax].
  saleFees: DEFAULT_FEE_SCHEDULE["6"],
  forceSale: {
    // Back to the maintenance line, no further: SHS's sale field and DNSE's rule [shs-asset][dnse-deal].
    target: "call-line",
    // Restores with the least sold under Rtt and MR, costs nothing under equity / assets.
    order: "least-marginable",
    // DNSE sells at the floor [dnse-rtt][dnse-deal]: the worst fill is then known.
    pricing: "limit",
    maxOrderVolume: HOSE_MAX_ORDER_VOLUME,
  },
  // VSD warns at 80%, 90%, 100% and suspends opening at 100%; FPTS: 80 / 90 / 100 [mbs-lv][fpts-im].
  futures: DEFAULT_FUTURES_POLICY,
  forcedClose: {
    // Back to the no-new-positions level, as SSI closes back to its own 75% [ssi-ps].
    targetPpm: DEFAULT_FUTURES_POLICY.openingCapPpm,
    // The front month is the market's most liquid contract: a market close fills near the mark.
    pricing: "market",
    maxOrderVolume: DERIVATIVE_MAX_ORDER_VOLUME,
  },
};
