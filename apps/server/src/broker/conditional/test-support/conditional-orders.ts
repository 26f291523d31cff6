/** Conditional orders and an engine host for pure tests and the trigger bench. */
import type { EngineHost } from "../conditional-engine";
import type { Condition, ConditionalOrder } from "../conditional-order";

export const FIXTURE_DAY = "2026-06-02";

/** A stop sell of 100 FPT waiting from `FIXTURE_DAY`; overrides win. */
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

/**
 * A host in the continuous session of `FIXTURE_DAY` on HOSE, with no band, every share settled,
 * no child known and nothing written or told; `own` gives how it places children, and overrides
 * the rest.
 */
export function continuousHost<T extends Pick<EngineHost, "place"> & Partial<EngineHost>>(
  own: T,
): EngineHost & T {
  return {
    now: 0,
    today: FIXTURE_DAY,
    holidays: [],
    phaseOf: () => "CONTINUOUS",
    venueOf: () => "HOSE",
    band: () => null,
    settlementDate: (date) => date,
    isSettled: () => true,
    cancelChild: () => {},
    child: () => undefined,
    write: () => {},
    writeTrailGroup: () => {},
    notify: () => {},
    ...own,
  };
}
