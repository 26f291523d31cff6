/**
 * The conditional order's statuses (order-entry §4, accounts-session §4, §8): one row per rule,
 * then the promises the engine builds on, over random event sequences.
 */
import { CONDITION_ORDER_STATUSES, findResultCode, type ConditionOrderStatus } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONDITIONAL_KINDS, isFinalStatus, type ConditionalKind } from "./conditional-order";
import { nextStatus, type Standing, type StatusEvent } from "./status-transitions";

function standing(status: ConditionOrderStatus, kind: ConditionalKind = "stop", filled = 0): Standing {
  return { kind, status, quantity: 1_000, filled };
}

interface Row {
  readonly rule: string;
  readonly from: Standing;
  readonly event: StatusEvent;
  readonly to: ConditionOrderStatus | { readonly code: number | null };
}

const rows: readonly Row[] = [
  {
    rule: "§4 order-entry: an armed order fires",
    from: standing("PENDING_TRIGGER"),
    event: { type: "trigger" },
    to: "TRIGGERED",
  },
  {
    rule: "§4 order-entry: it triggers only once",
    from: standing("TRIGGERED"),
    event: { type: "trigger" },
    to: { code: null },
  },
  {
    rule: "§4: a fired order does not fire after its child ended",
    from: standing("PARTIAL_FILLED_CANCEL", "stop", 10),
    event: { type: "trigger" },
    to: { code: null },
  },
  {
    rule: "§4 accounts-session: a child fill moves the parent (part)",
    from: standing("TRIGGERED"),
    event: { type: "childFill", filled: 300 },
    to: "PARTIAL_FILLED",
  },
  {
    rule: "§4 accounts-session: a child fill moves the parent (all)",
    from: standing("PARTIAL_FILLED", "stop", 300),
    event: { type: "childFill", filled: 1_000 },
    to: "FILLED",
  },
  {
    rule: "fills never go back",
    from: standing("PARTIAL_FILLED", "stop", 300),
    event: { type: "childFill", filled: 200 },
    to: { code: null },
  },
  {
    rule: "fills never pass the quantity",
    from: standing("TRIGGERED"),
    event: { type: "childFill", filled: 1_001 },
    to: { code: null },
  },
  {
    rule: "a partly filled child cancelled → PARTIAL_FILLED_CANCEL",
    from: standing("PARTIAL_FILLED", "stop", 300),
    event: { type: "childEnd", how: "canceled" },
    to: "PARTIAL_FILLED_CANCEL",
  },
  {
    rule: "an unfilled child expiring at the close → EXPIRED",
    from: standing("TRIGGERED"),
    event: { type: "childEnd", how: "expired" },
    to: "EXPIRED",
  },
  {
    rule: "an unfilled child cancelled → CANCELED",
    from: standing("TRIGGERED"),
    event: { type: "childEnd", how: "canceled" },
    to: "CANCELED",
  },
  {
    rule: "§4 accounts-session: a refused child → REJECTED (reason in the tooltip)",
    from: standing("TRIGGERED"),
    event: { type: "childReject", reason: "96012" },
    to: "REJECTED",
  },
  {
    rule: "§8 40036: edit while pending activation",
    from: standing("PENDING_TRIGGER"),
    event: { type: "edit" },
    to: "PENDING_TRIGGER",
  },
  {
    rule: "§8 40036: no edit once triggered",
    from: standing("TRIGGERED"),
    event: { type: "edit" },
    to: { code: 40036 },
  },
  {
    rule: "§8 40036: no edit once ended",
    from: standing("CANCELED"),
    event: { type: "edit" },
    to: { code: 40036 },
  },
  {
    rule: "§8 40037: cancel while pending",
    from: standing("PENDING_TRIGGER"),
    event: { type: "cancelRequest" },
    to: "PENDING_CANCEL",
  },
  {
    rule: "§8 40037: no cancel once triggered (the child is cancelled instead)",
    from: standing("TRIGGERED"),
    event: { type: "cancelRequest" },
    to: { code: 40037 },
  },
  {
    rule: "§8 40037: no cancel once filled",
    from: standing("FILLED", "stop", 1_000),
    event: { type: "cancelRequest" },
    to: { code: 40037 },
  },
  {
    rule: "§4 accounts-session: a TCO is cancellable when TRIGGERED",
    from: standing("TRIGGERED", "tco"),
    event: { type: "cancelRequest" },
    to: "PENDING_CANCEL",
  },
  {
    rule: "§4 accounts-session: a TCO is cancellable when PARTIAL_FILLED",
    from: standing("PARTIAL_FILLED", "tco", 100),
    event: { type: "cancelRequest" },
    to: "PENDING_CANCEL",
  },
  {
    rule: "§4 accounts-session: a TCO is cancellable when REJECTED",
    from: standing("REJECTED", "tco"),
    event: { type: "cancelRequest" },
    to: "PENDING_CANCEL",
  },
  {
    rule: "a rejected stop is final: no cancel",
    from: standing("REJECTED"),
    event: { type: "cancelRequest" },
    to: { code: 40037 },
  },
  {
    rule: "a cancel done with nothing filled → CANCELED",
    from: standing("PENDING_CANCEL"),
    event: { type: "cancelDone" },
    to: "CANCELED",
  },
  {
    rule: "a TCO cancel done after fills → PARTIAL_FILLED_CANCEL",
    from: standing("PENDING_CANCEL", "tco", 100),
    event: { type: "cancelDone" },
    to: "PARTIAL_FILLED_CANCEL",
  },
  {
    rule: "a requested cancel wins over a trigger",
    from: standing("PENDING_CANCEL"),
    event: { type: "trigger" },
    to: { code: null },
  },
  {
    rule: "a fill of the whole racing a cancel → FILLED",
    from: standing("PENDING_CANCEL", "tco", 100),
    event: { type: "childFill", filled: 1_000 },
    to: "FILLED",
  },
  {
    rule: "validity ends untriggered → EXPIRED",
    from: standing("PENDING_TRIGGER"),
    event: { type: "expire" },
    to: "EXPIRED",
  },
  {
    rule: "validity does not end a working child",
    from: standing("TRIGGERED"),
    event: { type: "expire" },
    to: { code: null },
  },
  {
    rule: "a TCO's day order ending leaves the TCO alive",
    from: standing("PARTIAL_FILLED", "tco", 100),
    event: { type: "childEnd", how: "expired" },
    to: "PARTIAL_FILLED",
  },
  {
    rule: "a TCO is sent again the next day",
    from: standing("REJECTED", "tco"),
    event: { type: "resend" },
    to: "TRIGGERED",
  },
  {
    rule: "only a TCO is sent again",
    from: standing("TRIGGERED"),
    event: { type: "resend" },
    to: { code: null },
  },
  {
    rule: "a partly filled TCO's validity ends → PARTIAL_FILLED_CANCEL",
    from: standing("PARTIAL_FILLED", "tco", 100),
    event: { type: "expire" },
    to: "PARTIAL_FILLED_CANCEL",
  },
];

describe("nextStatus", () => {
  it.each(rows)("$rule", ({ from, event, to }) => {
    const result = nextStatus(from, event);
    if (typeof to === "string") expect(result).toMatchObject({ ok: true, status: to });
    else expect(result).toMatchObject({ ok: false, code: to.code });
  });

  it("keeps the refusal's reason on REJECTED", () => {
    expect(nextStatus(standing("TRIGGERED"), { type: "childReject", reason: "Không đủ sức mua" })).toEqual({
      ok: true,
      status: "REJECTED",
      filled: 0,
      reason: "Không đủ sức mua",
    });
  });

  it("answers codes the result-code catalogue knows", () => {
    expect(findResultCode(40036)).toBeDefined();
    expect(findResultCode(40037)).toBeDefined();
  });
});

const event: fc.Arbitrary<StatusEvent> = fc.oneof(
  fc.constantFrom<StatusEvent>(
    { type: "trigger" },
    { type: "resend" },
    { type: "edit" },
    { type: "childEnd", how: "canceled" },
    { type: "childEnd", how: "expired" },
    { type: "childReject", reason: "x" },
    { type: "cancelRequest" },
    { type: "cancelDone" },
    { type: "expire" },
  ),
  fc.integer({ min: 0, max: 1_000 }).map((filled): StatusEvent => ({ type: "childFill", filled })),
);

function run(
  kind: ConditionalKind,
  events: readonly StatusEvent[],
): { statuses: ConditionOrderStatus[]; triggers: number } {
  let order = standing("PENDING_TRIGGER", kind);
  const statuses: ConditionOrderStatus[] = [order.status];
  let triggers = 0;
  for (const next of events) {
    const result = nextStatus(order, next);
    if (!result.ok) continue;
    if (next.type === "trigger") triggers++;
    order = { ...order, status: result.status, filled: result.filled };
    statuses.push(order.status);
  }
  return { statuses, triggers };
}

describe("nextStatus, whatever the events", () => {
  const kinds = fc.constantFrom(...CONDITIONAL_KINDS);
  const events = fc.array(event, { maxLength: 40 });

  it("never leaves a final status", () => {
    fc.assert(
      fc.property(kinds, events, (kind, sequence) => {
        const { statuses } = run(kind, sequence);
        const firstFinal = statuses.findIndex((status) => isFinalStatus(kind, status));
        if (firstFinal >= 0)
          expect(new Set(statuses.slice(firstFinal))).toEqual(new Set([statuses[firstFinal]]));
      }),
      { numRuns: 500 },
    );
  });

  it("accepts at most one trigger", () => {
    fc.assert(
      fc.property(kinds, events, (kind, sequence) => {
        expect(run(kind, sequence).triggers).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it("only ever answers the spec's statuses", () => {
    fc.assert(
      fc.property(kinds, events, (kind, sequence) => {
        for (const status of run(kind, sequence).statuses) expect(CONDITION_ORDER_STATUSES).toContain(status);
      }),
    );
  });
});
