/** A broker order for pure tests: a resting buy of 1,000 AAA at 20,000; overrides win. */
import type { BrokerOrder } from "../orders/broker-order";

export function brokerOrder(overrides: Partial<BrokerOrder> = {}): BrokerOrder {
  return {
    orderNo: 1,
    account: "0001001",
    userId: "u",
    refId: "r1",
    symbol: "AAA",
    board: "lot",
    side: "B",
    priceType: "LO",
    limitPrice: 20_000,
    holdPrice: 20_000,
    volume: 1_000,
    matched: 0,
    matchedValue: 0,
    fee: 0,
    tax: 0,
    state: "OPEN",
    doneReason: null,
    pending: null,
    pendingPrice: null,
    pendingVolume: null,
    edited: false,
    exchangeOrderId: 11,
    tradeDate: "2026-02-10",
    advance: false,
    outRoom: false,
    placedAt: 0,
    updatedAt: 0,
    doneAt: null,
    rejectCode: null,
    ...overrides,
  };
}
