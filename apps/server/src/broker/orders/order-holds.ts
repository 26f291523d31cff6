/**
 * What an order holds back, as a function of its state, so every event simply moves the hold to
 * its new target and the difference flows between the free and the held bucket:
 * - a buy holds cash for its open volume at its hold price, plus the most the fee can still come
 *   to: holdPrice × leaves + (⌈fee of (matched value + holdPrice × leaves)⌉ − fee charged so far).
 *   A fill at a price at or below the hold price then always finds its cost and fee inside what
 *   the hold gives back (the fee is charged on cumulative value, rounded half up, never above
 *   the ceiling the hold reserved), so free cash never goes negative through a fill;
 * - a sell holds its open volume of shares.
 * A done order holds nothing, and a futures order holds nothing either: its margin is a function
 * of the account's exposure (derivatives/futures-margin.ts), checked when it is placed. While an amend waits for the exchange, the larger hold of the old
 * and the new terms is kept.
 */
import { isDerivativeAccount } from "@bangia/market";
import { charge, chargeCeiling, type StockFees } from "../ledger/fee-schedule";
import { leavesOf, type BrokerOrder } from "./broker-order";

/** The order as it will be if its pending amend goes through. */
function amended(order: BrokerOrder): BrokerOrder {
  return {
    ...order,
    holdPrice: order.pendingPrice ?? order.holdPrice,
    volume: order.pendingVolume ?? order.volume,
  };
}

/**
 * The cash a buy holds. While an amend waits for the exchange's answer the larger of the two
 * holds is kept, so the amend's extra cost is never spent by another order meanwhile.
 */
export function cashHoldOf(order: BrokerOrder, fees: StockFees): number {
  if (order.pending === "replace") return Math.max(cashHoldAt(order, fees), cashHoldAt(amended(order), fees));
  return cashHoldAt(order, fees);
}

function cashHoldAt(order: BrokerOrder, fees: StockFees): number {
  if (order.side !== "B" || isDerivativeAccount(order.account)) return 0;
  const leaves = leavesOf(order);
  if (leaves === 0) return 0;
  const open = order.holdPrice * leaves;
  return (
    open + chargeCeiling(order.matchedValue + open, fees.feePpm) - charge(order.matchedValue, fees.feePpm)
  );
}

/** The shares a sell holds (with a pending amend, the larger of the two). */
export function shareHoldOf(order: BrokerOrder): number {
  if (order.side !== "S" || isDerivativeAccount(order.account)) return 0;
  return order.pending === "replace" ? Math.max(leavesOf(order), leavesOf(amended(order))) : leavesOf(order);
}
