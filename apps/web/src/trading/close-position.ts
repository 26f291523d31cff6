/**
 * Closing a futures position from the derivative portfolio (accounts-session §3 "Derivative
 * row": net, avg_remain, vmValue; order-entry §5, §9): the opposite side for the whole net
 * position — a LONG (net above 0) closes with a SHORT, a SHORT (net below 0) with a LONG — of
 * |net| contracts, at most the 500 contracts one order may carry; what is left over goes in a
 * further order. The ticket is filled, never sent: the customer checks the price (the contract's
 * last, else its reference; MTL is a chip away), enters the PIN and confirms, as with any order.
 */
import { DERIVATIVE_MAX_ORDER_VOLUME, type Side } from "@bangia/market";

export interface ClosingOrder {
  readonly side: Side;
  /** Contracts of this order. */
  readonly volume: number;
  /** Contracts still open after it (above the per-order cap). */
  readonly rest: number;
}

/**
 * The order that closes a net position; null when there is nothing open.
 *
 * @example closingOrder(3) // { side: "S", volume: 3, rest: 0 }
 * @example closingOrder(-700) // { side: "B", volume: 500, rest: 200 }
 */
export function closingOrder(
  net: number,
  perOrder: number = DERIVATIVE_MAX_ORDER_VOLUME,
): ClosingOrder | null {
  if (!Number.isInteger(net) || net === 0) return null;
  const open = Math.abs(net);
  const volume = Math.min(open, perOrder);
  return { side: net > 0 ? "S" : "B", volume, rest: open - volume };
}
