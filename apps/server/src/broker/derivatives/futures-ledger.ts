/**
 * The postings of futures, pure (broker-facts §1, §4). A derivatives account's contract sits in
 * three buckets of the ledger (asset = the contract's symbol):
 * - `position`: contracts, positive long, negative short;
 * - `cost`: the open position's value at its average price, VND, signed like the position
 *   (avg_remain = cost / net / multiplier);
 * - `marked`: the position's value at the last mark, VND, signed: moved by each fill at its price
 *   and reset to net × settlement price at each day's close.
 * Cash moves by variation margin only (no premium changes hands): at the close the day's
 * VM = net × settlement price × multiplier − marked is booked into VND `vm_due` (the statement's
 * unpaid VM) and paid into `cash` when the next trading day starts. Fees and tax leave `cash` at
 * each fill. On the last trading day the final settlement price marks the position one last time
 * and closes it, with the fees and tax of the contracts closed.
 */
import type { FuturesPosition } from "../ledger/balances";
import { CASH, posting, type Posting } from "../ledger/posting";
import type { ContractTerms, FuturesPolicy } from "./futures-policy";

export interface FuturesCharges {
  readonly brokerFee: number;
  readonly exchangeFee: number;
  readonly tax: number;
}

/** Fees and tax of `contracts` traded (or closed at expiry) at `price`. */
export function futuresCharges(
  price: number,
  contracts: number,
  terms: ContractTerms,
  policy: FuturesPolicy,
): FuturesCharges {
  const notional = price * terms.unitValue * contracts;
  return {
    brokerFee: policy.brokerFeePerContract * contracts,
    exchangeFee: policy.exchangeFeePerContract * contracts,
    // 0.1% × (notional × IM rate) / 2, rounded once on the product.
    tax: Number(
      (BigInt(notional) * BigInt(terms.marginPpm) * BigInt(policy.taxPpmOfMargin) * 2n + 10n ** 12n) /
        (2n * 10n ** 12n),
    ),
  };
}

export interface FuturesFillOutcome {
  readonly postings: Posting[];
  /** What the closed part of the fill gained against the average price, VND (0 when opening). */
  readonly realised: number;
}

/** A fill of `volume` at `price` on `side`, against the account's position before it. */
export function futuresFill(
  account: string,
  symbol: string,
  orderNo: number,
  side: "B" | "S",
  price: number,
  volume: number,
  position: FuturesPosition,
  unitValue: number,
  charges: FuturesCharges,
): FuturesFillOutcome {
  const sign = side === "B" ? 1 : -1;
  const closing = position.net * sign < 0 ? Math.min(Math.abs(position.net), volume) : 0;
  // Weighted-average cost: the closed contracts leave at their share of the cost.
  const costOut = closing === 0 ? 0 : Math.round((position.cost * closing) / Math.abs(position.net));
  const realised = closing === 0 ? 0 : -sign * price * closing * unitValue - costOut;
  const opened = sign * price * (volume - closing) * unitValue;
  const kind = side === "B" ? "BUY_FILL" : "SELL_FILL";
  const postings = [
    posting(account, symbol, "position", sign * volume, kind, orderNo),
    posting(account, symbol, "cost", opened - costOut, kind, orderNo),
    posting(account, symbol, "marked", sign * price * volume * unitValue, kind, orderNo),
    posting(account, CASH, "cash", -charges.brokerFee, "FEE", orderNo),
    posting(account, CASH, "cash", -charges.exchangeFee, "EXCHANGE_FEE", orderNo),
    posting(account, CASH, "cash", -charges.tax, "TAX", orderNo),
  ].filter((entry) => entry.delta !== 0);
  return { postings, realised };
}

/** The variation margin of a position at `price`, VND (positive: the account gains). */
export function variationMargin(position: FuturesPosition, price: number, unitValue: number): number {
  return position.net * price * unitValue - position.marked;
}

/**
 * The day's close at the settlement `price`: the VM is booked to `vm_due`, the position is
 * marked at the price, and the VSDC position fee is charged on the contracts held. A final
 * settlement also closes the position, with the fees and tax of the contracts it closes.
 */
export function settlePosition(
  account: string,
  symbol: string,
  position: FuturesPosition,
  price: number,
  final: boolean,
  terms: ContractTerms,
  policy: FuturesPolicy,
): Posting[] {
  const vm = variationMargin(position, price, terms.unitValue);
  const held = Math.abs(position.net);
  const out = [
    posting(account, CASH, "vm_due", vm, "VM", null),
    posting(account, symbol, "marked", vm, "VM", null),
  ];
  if (final) {
    const charges = futuresCharges(price, held, terms, policy);
    out.push(
      posting(account, symbol, "position", -position.net, "FINAL_SETTLE", null),
      posting(account, symbol, "cost", -position.cost, "FINAL_SETTLE", null),
      posting(account, symbol, "marked", -(position.marked + vm), "FINAL_SETTLE", null),
      posting(account, CASH, "cash", -charges.brokerFee, "FEE", null),
      posting(account, CASH, "cash", -charges.exchangeFee, "EXCHANGE_FEE", null),
      posting(account, CASH, "cash", -charges.tax, "TAX", null),
    );
  } else {
    out.push(posting(account, CASH, "cash", -policy.positionFeePerContractDay * held, "POSITION_FEE", null));
  }
  return out.filter((entry) => entry.delta !== 0);
}

/** Pays the variation margin booked at the last close into cash (the next trading morning). */
export function payVariationMargin(account: string, vmDue: number): Posting[] {
  if (vmDue === 0) return [];
  return [
    posting(account, CASH, "vm_due", -vmDue, "VM_SETTLE", null),
    posting(account, CASH, "cash", vmDue, "VM_SETTLE", null),
  ];
}
