/**
 * A margin account's risk state at the current marks, pure: "ok" at or above the call line (the
 * policy's maintenance line), "call" from the force-sale line up to it, "force" below the
 * force-sale line, under the policy's ratio convention (ledger/margin-rules.ts; a ratio exactly
 * on a line meets it). A call says what restores the call line either way (SHS's two fields):
 * the cash to deposit, or the market value to sell pro rata, net of the sale's fee and tax.
 *
 * The order desk recomputes it whenever an input moves (a mark of a held symbol, a fill, a
 * deposit, interest, a settlement) and acts only on a change of state (`marginRiskNotice`), so a
 * price that keeps falling inside the call band sends one notice, not one per trade.
 */
import type { StockFees } from "../ledger/fee-schedule";
import {
  cashToReachMaintenance,
  marginRatio,
  valueToSell,
  type MarginAccountFacts,
  type MarginPolicy,
} from "../ledger/margin-rules";

export type MarginRiskState = "ok" | "call" | "force";

export interface MarginRisk {
  readonly state: MarginRiskState;
  /** The ratio under the policy's convention, ppm; null without net debt (no ratio applies). */
  readonly ratioPpm: number | null;
  /** SHS "Tiền cần nộp để về tỷ lệ duy trì": least deposit back to the call line, VND. */
  readonly topUp: number;
  /** SHS "Giá trị CK cần bán": least market value sold pro rata back to the call line, VND. */
  readonly valueToSell: number;
}

/**
 * The account's state against the call and force-sale lines, with what restores the call line.
 *
 * @example marginRisk(fallen, DEFAULT_MARGIN_POLICY, NO_FEES) // { state: "call", ratioPpm: 333_333, topUp: 10_000_000, valueToSell: 28_571_429 }
 */
export function marginRisk(facts: MarginAccountFacts, policy: MarginPolicy, fees: StockFees): MarginRisk {
  const ratioPpm = marginRatio(facts, policy);
  const { maintenancePpm, forceSalePpm } = policy.ratio;
  if (ratioPpm === null || ratioPpm >= maintenancePpm)
    return { state: "ok", ratioPpm, topUp: 0, valueToSell: 0 };
  return {
    state: ratioPpm >= forceSalePpm ? "call" : "force",
    ratioPpm,
    topUp: cashToReachMaintenance(facts, policy),
    valueToSell: valueToSell(facts, policy, fees),
  };
}

/** What a change of state tells the account: a call, a force sale, or that the call is met. */
export type MarginRiskNotice = "call" | "force" | "restored";

/**
 * The notice a change of state sends, or null when nothing changed for the customer. A step down
 * from "force" to "call" (prices recovered, or a force sale filled part way) sends nothing: the
 * call stands and was already sent.
 *
 * @example marginRiskNotice("ok", "call") // "call"
 * @example marginRiskNotice("call", "call") // null
 * @example marginRiskNotice("force", "call") // null
 * @example marginRiskNotice("call", "ok") // "restored"
 */
export function marginRiskNotice(before: MarginRiskState, after: MarginRiskState): MarginRiskNotice | null {
  if (before === after) return null;
  if (after === "ok") return "restored";
  if (after === "force") return "force";
  return before === "ok" ? "call" : null;
}
