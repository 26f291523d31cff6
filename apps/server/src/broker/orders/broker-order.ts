/**
 * A customer's normal order as the broker keeps it, from the moment it is accepted by the order
 * desk until it is done. The exchange's order id is known once the exchange accepted it; the
 * broker's own `orderNo` (unique, rising) is what the customer sees and the exchange's client
 * order id.
 *
 * Lifecycle (`state`): SENDING (on disk, not yet answered by the exchange), WAITING (an advance
 * order, sent when the next session opens), OPEN (resting or working at the exchange), DONE
 * (filled, cancelled, expired or rejected). The spec's status code is derived from it.
 */
import {
  NORMAL_ORDER_STATUS_CODES as CODE,
  type DerivativeOrderStatus,
  type IsoDate,
  type NormalOrderStatusCode,
  type PriceType,
  type Side,
} from "@bangia/market";

export type OrderState = "SENDING" | "WAITING" | "OPEN" | "DONE";
export type DoneReason = "FILLED" | "CANCELLED" | "EXPIRED" | "REJECTED";

export interface BrokerOrder {
  readonly orderNo: number;
  readonly account: string;
  readonly userId: string;
  /** The client's idempotency key, unique per account. */
  readonly refId: string;
  readonly symbol: string;
  readonly board: "lot" | "odd";
  readonly side: Side;
  /** Exchange price type: LO or a keyword (MP is sent as MTL). */
  readonly priceType: Exclude<PriceType, "MP">;
  /** The limit price (LO, or the price an MTL rest converted to); 0 for keyword orders. */
  readonly limitPrice: number;
  /** What a buy's cash hold is priced at: the limit, or the day's ceiling for keyword orders. */
  readonly holdPrice: number;
  /** Total volume (matched plus open). */
  readonly volume: number;
  readonly matched: number;
  /** Σ price × volume of the fills, VND. */
  readonly matchedValue: number;
  readonly fee: number;
  readonly tax: number;
  readonly state: OrderState;
  readonly doneReason: DoneReason | null;
  /** A cancel or an amend sent and not answered yet. */
  readonly pending: "cancel" | "replace" | null;
  /** The new price (LO) and total volume of an amend sent and not answered yet. */
  readonly pendingPrice: number | null;
  readonly pendingVolume: number | null;
  /** Whether an amend went through (the book's "edited"). */
  readonly edited: boolean;
  readonly exchangeOrderId: number | null;
  /** The trading day the order belongs to (an advance order: the day it is sent). */
  readonly tradeDate: IsoDate;
  readonly advance: boolean;
  readonly outRoom: boolean;
  /** Market-clock epoch ms. */
  readonly placedAt: number;
  readonly updatedAt: number;
  readonly doneAt: number | null;
  /** The result code of a refusal by the exchange. */
  readonly rejectCode: string | null;
}

/** Open volume: what can still fill. */
export function leavesOf(order: BrokerOrder): number {
  return order.state === "DONE" ? 0 : order.volume - order.matched;
}

/** The status code of the order book (accounts-session §4 "Normal order status"). */
export function statusCodeOf(order: BrokerOrder): NormalOrderStatusCode {
  const partly = order.matched > 0;
  switch (order.state) {
    case "SENDING":
    case "WAITING":
      return CODE.WAITING;
    case "OPEN":
      if (order.pending === "cancel") return CODE.PENDING_CANCEL;
      if (order.pending === "replace") return CODE.PENDING_EDIT;
      if (partly) return CODE.PARTIALLY_MATCHED;
      return order.edited ? CODE.EDITED : CODE.PENDING;
    case "DONE":
      if (order.doneReason === "FILLED") return CODE.MATCHED;
      return partly ? CODE.PARTIALLY_MATCHED_CANCELED : CODE.CANCELED;
  }
}

/** Whether the customer may still cancel or amend it (not for MOK/MAK, which never rest). */
export function isWorking(order: BrokerOrder): boolean {
  return (order.state === "OPEN" || order.state === "WAITING") && order.pending === null;
}

/**
 * A derivatives order's status as the derivatives book reads it (accounts-session §4): the
 * letter strings where the spec has one (P placed, PM part matched, PMC/PC edited, PW/PMW a
 * cancel waiting, PMX part matched then withdrawn), the normal code otherwise (0 waiting,
 * 7 matched, 4 cancelled without a fill). A PC row reads "pending edit" with quote N, so the
 * row's quote is N while an amend waits (`derivativeQuoteOf`).
 */
export function derivativeStatusOf(order: BrokerOrder): DerivativeOrderStatus | NormalOrderStatusCode {
  const partly = order.matched > 0;
  if (order.state === "OPEN") {
    if (order.pending === "cancel") return partly ? "PMW" : "PW";
    if (order.pending === "replace") return "PC";
    if (partly) return order.edited ? "PMC" : "PM";
    return order.edited ? "PC" : "P";
  }
  if (order.state === "DONE" && partly && order.doneReason !== "FILLED") return "PMX";
  return statusCodeOf(order);
}

/** The book's quote flag: Y while the order is live at the exchange and no amend waits. */
export function derivativeQuoteOf(order: BrokerOrder): "Y" | "N" {
  return order.state === "OPEN" && order.pending !== "replace" ? "Y" : "N";
}
