/**
 * A derivatives account's usage ratio against the configured levels, and the forced close that
 * brings it back, pure (broker-facts §4).
 *
 * Usage = required margin / margin assets (derivatives/futures-margin.ts: IM of the exposure
 * plus today's open loss, over cash plus unpaid VM). Levels (`FuturesPolicy`, VSD and FPTS):
 * - "ok" up to the opening cap (80%): an order may take the account exactly to it;
 * - "warning" above it: no new positions (the pre-trade check already refuses them, 96012);
 * - "call" from the call level (90%): the customer is asked to top up;
 * - "force-close" from the forced-close level (100%), or with a requirement and no assets.
 * Comparisons are exact (required × 10^6 against level × assets), never a rounded ratio.
 *
 * The forced close: first every working order of the account is cancelled (an opening order
 * only adds exposure, and a customer's own closing order beside ours could flip the position),
 * then closing trades on the open positions, largest initial margin first, just enough
 * (just-enough.ts): leaving any one contract open misses the target. A close is valued at the contract's mark: its IM is released and its fees and tax
 * leave the cash; its loss is already in the requirement (closing realises it, the ledger books
 * it at the day's settlement) and stays there. A market close in the liquid front month fills
 * near the mark; a worse fill leaves the usage a little above the target and the next evaluation
 * closes more. Valuing at the band limit instead would make a bond future's close look harmful
 * (a 3% band is worth more than its 2.5% margin), so the plan would close the wrong contracts.
 */
import { futuresCharges } from "../derivatives/futures-ledger";
import {
  accountMargin,
  marginPerContract,
  type AccountMargin,
  type ContractExposure,
} from "../derivatives/futures-margin";
import type { FuturesPolicy } from "../derivatives/futures-policy";
import type { SymbolExposure } from "../risk-views";
import { justEnough } from "./just-enough";
import { splitOrders } from "./order-split";
import type { ForcedClosePolicy } from "./risk-policy";

const MILLION = 1_000_000n;

export type FuturesRiskState = "ok" | "warning" | "call" | "force-close";

export interface FuturesRisk {
  readonly state: FuturesRiskState;
  /** Required / assets, ppm rounded up; null with a requirement and no assets. */
  readonly usagePpm: number | null;
  readonly required: number;
  readonly assets: number;
  /** The least deposit that brings the usage back to the opening cap, VND. */
  readonly topUp: number;
}

/** True when `margin`'s usage is at or below `levelPpm`; no requirement always is. */
function within(margin: AccountMargin, levelPpm: number): boolean {
  if (margin.required <= 0) return true;
  return margin.assets > 0 && BigInt(margin.required) * MILLION <= BigInt(levelPpm) * BigInt(margin.assets);
}

/** True when the usage has reached `levelPpm`. */
function reached(margin: AccountMargin, levelPpm: number): boolean {
  if (margin.required <= 0) return false;
  return margin.assets <= 0 || BigInt(margin.required) * MILLION >= BigInt(levelPpm) * BigInt(margin.assets);
}

/**
 * The account's usage ratio and level.
 *
 * @example futuresRisk([{ ...flat, net: 2, intradayVm: -40_000_000 }], 100_000_000, 0, DEFAULT_FUTURES_POLICY).state // "force-close" (102.9%)
 */
export function futuresRisk(
  contracts: readonly ContractExposure[],
  cash: number,
  vmDue: number,
  policy: FuturesPolicy,
): FuturesRisk {
  const margin = accountMargin(contracts, cash, vmDue);
  const state: FuturesRiskState = reached(margin, policy.forceClosePpm)
    ? "force-close"
    : reached(margin, policy.callPpm)
      ? "call"
      : within(margin, policy.openingCapPpm)
        ? "ok"
        : "warning";
  const usagePpm = usageOf(margin);
  // assets + d ≥ required / cap.
  const least =
    margin.required <= 0 ? 0n : ceilDiv(BigInt(margin.required) * MILLION, BigInt(policy.openingCapPpm));
  const topUp = least > BigInt(margin.assets) ? Number(least - BigInt(margin.assets)) : 0;
  return { state, usagePpm, required: margin.required, assets: margin.assets, topUp };
}

/** What a change of level tells the account. */
export type FuturesRiskNotice = "warning" | "call" | "force-close" | "restored";

const SEVERITY: Readonly<Record<FuturesRiskState, number>> = { ok: 0, warning: 1, call: 2, "force-close": 3 };

/**
 * The notice a change of level sends: the new level when it is worse, "restored" back at "ok",
 * nothing on a step down that leaves the account above the cap (the worse notice stands).
 *
 * @example futuresRiskNotice("ok", "call") // "call"
 * @example futuresRiskNotice("call", "warning") // null
 * @example futuresRiskNotice("force-close", "ok") // "restored"
 */
export function futuresRiskNotice(
  before: FuturesRiskState,
  after: FuturesRiskState,
): FuturesRiskNotice | null {
  if (after === "ok") return before === "ok" ? null : "restored";
  return SEVERITY[after] > SEVERITY[before] ? after : null;
}

export interface CloseLine {
  readonly symbol: string;
  /** "S" closes a long, "B" a short. */
  readonly side: "B" | "S";
  readonly volume: number;
  /** The orders the line is sent as, each within the policy's order cap. */
  readonly orders: readonly number[];
  /** The price the close is valued at: the mark. */
  readonly price: number;
}

export interface ForcedClosePlan {
  readonly targetPpm: number;
  /** Cancel every working order of the account before the closes. */
  readonly cancelWorking: boolean;
  /** Largest initial margin first; empty when cancelling is enough. */
  readonly closes: readonly CloseLine[];
  /** False when even closing everything leaves the usage above the target (the loss alone is). */
  readonly restores: boolean;
  readonly usageAfterPpm: number | null;
}

/**
 * The least closing trades, largest initial margin first, that bring the usage to the target.
 *
 * @example forcedClosePlan([{ ...flat, symbol: "VN30F2612", net: 2, intradayVm: -40_000_000 }], 100_000_000, 0, DEFAULT_FUTURES_POLICY, RISK_POLICY.forcedClose).closes // [{ symbol: "VN30F2612", side: "S", volume: 1, … }]
 */
export function forcedClosePlan(
  contracts: readonly SymbolExposure[],
  cash: number,
  vmDue: number,
  policy: FuturesPolicy,
  options: ForcedClosePolicy,
): ForcedClosePlan {
  const targetPpm = options.targetPpm;
  const charged = (contract: SymbolExposure, volume: number): number =>
    splitOrders(volume, options.maxOrderVolume).reduce((sum, order) => {
      const charges = futuresCharges(contract.markPrice, order, contract.terms, policy);
      return sum + charges.brokerFee + charges.exchangeFee + charges.tax;
    }, 0);

  if (within(accountMargin(contracts, cash, vmDue), targetPpm))
    return {
      targetPpm,
      cancelWorking: false,
      closes: [],
      restores: true,
      usageAfterPpm: usageOf(accountMargin(contracts, cash, vmDue)),
    };

  const cancelWorking = contracts.some((contract) => contract.openBuys > 0 || contract.openSells > 0);
  const ranked = contracts
    .filter((contract) => contract.net !== 0)
    .map((contract) => ({
      contract,
      im: Math.abs(contract.net) * marginPerContract(contract.markPrice, contract.terms),
    }))
    .sort(
      (a, b) =>
        b.im - a.im ||
        (a.contract.symbol < b.contract.symbol ? -1 : a.contract.symbol > b.contract.symbol ? 1 : 0),
    )
    .map((entry) => entry.contract);
  /** The exposures and cash once `closed[i]` contracts of `ranked[i]` are closed at the mark. */
  const after = (closed: readonly number[]): { exposures: ContractExposure[]; cash: number } => {
    let left = cash;
    const exposures = contracts.map((contract): ContractExposure => {
      const index = ranked.indexOf(contract);
      const volume = index < 0 ? 0 : (closed[index] ?? 0);
      if (volume > 0) left -= charged(contract, volume);
      const net = contract.net - Math.sign(contract.net) * volume;
      return { ...contract, net, openBuys: 0, openSells: 0 };
    });
    return { exposures, cash: left };
  };
  const plan = justEnough(
    ranked.map((contract) => Math.abs(contract.net)),
    (closed) => {
      const state = after(closed);
      return within(accountMargin(state.exposures, state.cash, vmDue), targetPpm);
    },
  );
  const closed = plan.units;
  const closes = ranked.flatMap((contract, index): CloseLine[] => {
    const volume = closed[index] ?? 0;
    if (volume === 0) return [];
    return [
      {
        symbol: contract.symbol,
        side: contract.net > 0 ? "S" : "B",
        volume,
        orders: splitOrders(volume, options.maxOrderVolume),
        price: contract.markPrice,
      },
    ];
  });
  const state = after(closed);
  return {
    targetPpm,
    cancelWorking,
    closes,
    restores: plan.meets,
    usageAfterPpm: usageOf(accountMargin(state.exposures, state.cash, vmDue)),
  };
}

/** Required / assets, ppm rounded up (the status's `tyle`); null with a requirement and no assets. */
function usageOf(margin: AccountMargin): number | null {
  if (margin.required <= 0) return 0;
  if (margin.assets <= 0) return null;
  return Number(ceilDiv(BigInt(margin.required) * MILLION, BigInt(margin.assets)));
}

function ceilDiv(numerator: bigint, divisor: bigint): bigint {
  return (numerator + divisor - 1n) / divisor;
}
