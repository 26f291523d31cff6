/**
 * The realtime order notices of accounts-session §4 as the wire carries them (`ordernotice`,
 * market socket.ts): the order's row fields, its status code, and the event type — "I" when a
 * new order entered the book (the page reloads its list), otherwise the kind of change.
 */
import type { OrderNotice as WireOrderNotice } from "@bangia/market";
import type { NoticeKind, OrderNotice } from "./orders/apply-report";
import { statusCodeOf } from "./orders/broker-order";

/** `type` of each kind: I entered, F fully matched, P partly matched, C cancelled, X partly matched then cancelled, R rejected. */
export const NOTICE_TYPES: Readonly<Record<NoticeKind, string>> = {
  PENDING: "I",
  MATCHED: "F",
  PARTIALLY_MATCHED: "P",
  CANCELLED: "C",
  PARTIALLY_CANCELLED: "X",
  REJECTED: "R",
};

export function wireOrderNotice(notice: OrderNotice, seq: number): WireOrderNotice {
  const { order } = notice;
  return {
    seq,
    orderNo: String(order.orderNo),
    accountCode: order.account,
    symbol: order.symbol,
    side: order.side,
    // The notice's own volume and price: a fill's for a match, the order's otherwise.
    volume: notice.kind === "MATCHED" || notice.kind === "PARTIALLY_MATCHED" ? notice.volume : order.volume,
    matchVolume: order.matched,
    showPrice: notice.price > 0 || order.priceType === "LO" ? notice.price : order.priceType,
    type: NOTICE_TYPES[notice.kind],
    ...(order.advance ? { pk_orderNo: String(order.orderNo) } : {}),
    status_code: statusCodeOf(order),
  };
}
