/** A conditional order for pure tests: a stop sell of 100 FPT waiting from 2026-06-02; overrides win. */
import type { Condition, ConditionalOrder } from "../conditional-order";

export const FIXTURE_DAY = "2026-06-02";

export function conditionalOrder(
  condition: Condition,
  overrides: Partial<ConditionalOrder> = {},
): ConditionalOrder {
  return {
    id: "co1",
    account: "058C0000011",
    userId: "u1",
    refId: "r1",
    market: "stock",
    kind: "stop",
    symbol: "FPT",
    side: "S",
    quantity: 100,
    price: 98_000,
    condition,
    fromDate: FIXTURE_DAY,
    toDate: "2026-07-01",
    status: "PENDING_TRIGGER",
    filled: 0,
    firedLeg: null,
    parentId: null,
    reason: null,
    children: [],
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}
