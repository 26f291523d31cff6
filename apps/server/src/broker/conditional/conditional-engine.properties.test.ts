/**
 * The engine's trigger check against a naive scan (fast-check): random armed orders of two symbols
 * — stops both ways, brackets, trailing stops by amount and by ppm, with and without a best, some
 * not yet sellable, some outside their validity — and a random path of trades, some outside the
 * continuous session. After every trade the engine, which looks only at the orders its index
 * hands it (trailing stops filed by group), has fired exactly what evaluating every armed order
 * fires, and every trailing stop's best is the one the scan keeps.
 *
 * What the engine writes goes to a disk of rows (orders, and the trailing groups that hold their
 * best once per group). At random points the engine restarts from that disk, or a trade's writes
 * are lost (a crash before its batch landed) and it restarts and sees the trade again: the bests
 * and what fires still match the scan, which sees each trade once.
 */
import type { TradingPhase } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConditionalEngine, type EngineHost } from "./conditional-engine";
import type { Condition, ConditionalOrder } from "./conditional-order";
import { conditionalOrder } from "./test-support/conditional-orders";
import { namedGroups, type TrailGroupRow } from "./trailing-group";
import { evaluateTrade } from "./trigger-evaluation";

const DAYS = ["2026-06-02", "2026-06-03", "2026-06-04"] as const;
const SYMBOLS = ["FPT", "VNM"] as const;

const price = fc.integer({ min: 90, max: 110 }).map((p) => p * 100);

const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc
    .tuple(price, fc.constantFrom("GTEQ" as const, "LTEQ" as const))
    .map(([triggerPrice, relation]) => ({ kind: "stop" as const, triggerPrice, relation })),
  fc
    .tuple(fc.option(price, { nil: null }), fc.option(price, { nil: null }))
    .map(([takeProfit, stopLoss]) => ({ kind: "bracket" as const, takeProfit, stopLoss, spread: 0 })),
  fc
    .tuple(
      fc.oneof(
        // On the price grid too, so levels land exactly on trades.
        fc
          .oneof(
            fc.integer({ min: 0, max: 6 }).map((ticks) => ticks * 100),
            fc.integer({ min: 0, max: 600 }),
          )
          .map((amount) => ({ kind: "amount" as const, amount })),
        fc
          .oneof(
            fc.integer({ min: 0, max: 6 }).map((n) => n * 10_000),
            fc.integer({ min: 0, max: 60_000 }),
          )
          .map((ppm) => ({ kind: "ppm" as const, ppm })),
      ),
      // Bests cluster on a few prices, so groups share them and merge.
      fc.option(
        fc.integer({ min: 97, max: 103 }).map((p) => p * 100),
        { nil: null },
      ),
    )
    .map(([distance, best]) => ({ kind: "trailing" as const, distance, spread: 0, best })),
  fc.constant({ kind: "next-trade" as const }),
);

const order = fc.record({
  condition,
  side: fc.constantFrom("B" as const, "S" as const),
  symbol: fc.constantFrom(...SYMBOLS),
  from: fc.integer({ min: 0, max: 2 }),
  days: fc.integer({ min: 0, max: 2 }),
  // An exit armed by a fill acts only once its shares are settled.
  exit: fc.boolean(),
});

const trade = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  // Near the bests, so trailing levels are met exactly as well as crossed.
  price: fc.integer({ min: 95, max: 105 }).map((p) => p * 100),
  day: fc.integer({ min: 0, max: 2 }),
  phase: fc.constantFrom<TradingPhase>(
    "CONTINUOUS",
    "CONTINUOUS",
    "CONTINUOUS",
    "OPENING_CALL",
    "CLOSING_CALL",
  ),
  settled: fc.boolean(),
  // After the trade: nothing, a restart, or its writes lost (a restart, and the trade again).
  then: fc.constantFrom(
    "go on" as const,
    "go on" as const,
    "go on" as const,
    "restart" as const,
    "lose" as const,
  ),
});

type Spec = typeof order extends fc.Arbitrary<infer T> ? T : never;

function armed(specs: readonly Spec[]): ConditionalOrder[] {
  return specs.map((spec, i) =>
    conditionalOrder(spec.condition, {
      id: `o${i}`,
      refId: `r${i}`,
      side: spec.side,
      symbol: spec.symbol,
      kind: spec.condition.kind === "trailing" ? "trailing_stop" : "stop",
      fromDate: DAYS[spec.from] as string,
      toDate: DAYS[Math.min(2, spec.from + spec.days)] as string,
      parentId: spec.exit ? "p" : null,
    }),
  );
}

/** What the engine wrote, as the database holds it. */
class Disk {
  readonly orders = new Map<string, ConditionalOrder>();
  readonly groups = new Map<number, TrailGroupRow>();

  constructor(orders: readonly ConditionalOrder[]) {
    for (const order of orders) this.orders.set(order.id, order);
  }

  /** A step's writes, landed whole. */
  land(writes: Writes): void {
    for (const order of writes.orders) this.orders.set(order.id, order);
    for (const [id, row] of writes.groups)
      if (row === null) this.groups.delete(id);
      else this.groups.set(id, row);
  }

  /** A new engine over what the disk holds (the groups no armed stop names are dropped, as loading does). */
  restart(): ConditionalEngine {
    const orders = [...this.orders.values()];
    const kept = namedGroups(orders, this.groups);
    for (const id of [...this.groups.keys()]) if (!kept.has(id)) this.groups.delete(id);
    const engine = new ConditionalEngine();
    engine.load(orders, orders.length, [...this.groups.values()]);
    return engine;
  }
}

interface Writes {
  readonly orders: ConditionalOrder[];
  readonly groups: Map<number, TrailGroupRow | null>;
}

function hostFor(
  fired: string[],
  at: { day: string; settled: boolean; phase: TradingPhase },
  writes: Writes = { orders: [], groups: new Map() },
): EngineHost {
  let childNo = 0;
  return {
    now: 0,
    today: at.day,
    holidays: [],
    phaseOf: () => at.phase,
    venueOf: () => "HOSE",
    band: () => null,
    settlementDate: (date) => date,
    isSettled: () => at.settled,
    place: (parent) => {
      fired.push(parent.id);
      return { ok: true, orderNo: ++childNo };
    },
    cancelChild: () => {},
    child: () => undefined,
    write: (order) => writes.orders.push(order),
    writeTrailGroup: (id, row) => writes.groups.set(id, row),
    notify: () => {},
  };
}

describe("the engine fires what a naive scan fires", () => {
  it("over random orders and trade paths (property)", () => {
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 40, size: "medium" }),
        fc.array(trade, { minLength: 1, maxLength: 30, size: "medium" }),
        (specs, path) => {
          const orders = armed(specs);
          const disk = new Disk(orders);
          let engine = new ConditionalEngine();
          engine.load(orders, orders.length);
          const naive = new Map(orders.map((o) => [o.id, o]));
          for (const t of path) {
            const at = { day: DAYS[t.day] as string, settled: t.settled, phase: t.phase };
            const onTrade = () => {
              const fired: string[] = [];
              const writes: Writes = { orders: [], groups: new Map() };
              engine.onTrade(
                { symbol: t.symbol, price: t.price, volume: 100, date: at.day },
                hostFor(fired, at, writes),
              );
              return { fired, writes };
            };
            let { fired, writes } = onTrade();
            if (t.then === "lose") {
              engine = disk.restart();
              ({ fired, writes } = onTrade());
            }
            disk.land(writes);
            if (t.then === "restart") engine = disk.restart();
            const expected: string[] = [];
            for (const [id, o] of naive) {
              if (o.parentId !== null && !t.settled) continue;
              const evaluation = evaluateTrade(o, {
                symbol: t.symbol,
                price: t.price,
                volume: 100,
                date: at.day,
                phase: t.phase,
              });
              if (evaluation.fired) expected.push(id);
              naive.set(id, evaluation.order);
            }
            expect([...fired].sort()).toEqual(expected.sort());
            for (const [id, o] of naive) {
              const kept = engine.get(id);
              expect(kept?.status).toBe(o.status);
              if (o.condition.kind === "trailing" && kept?.condition.kind === "trailing")
                expect(kept.condition.best).toBe(o.condition.best);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
