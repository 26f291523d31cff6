/**
 * The engine's trigger check against a naive scan (fast-check): random armed orders of two symbols
 * — stops both ways, brackets, trailing stops by amount and by ppm, with and without a best, some
 * not yet sellable, some outside their validity — and a random path of trades, some outside the
 * continuous session. After every trade the engine, which looks only at the orders its index
 * hands it (trailing stops filed by group), has fired exactly what evaluating every armed order
 * fires, and every trailing stop's best is the one the scan keeps.
 */
import type { TradingPhase } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConditionalEngine, type EngineHost } from "./conditional-engine";
import type { Condition, ConditionalOrder } from "./conditional-order";
import { conditionalOrder } from "./test-support/conditional-orders";
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

function hostFor(fired: string[], at: { day: string; settled: boolean; phase: TradingPhase }): EngineHost {
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
    write: () => {},
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
          const engine = new ConditionalEngine();
          engine.load(orders, orders.length);
          const naive = new Map(orders.map((o) => [o.id, o]));
          for (const t of path) {
            const at = { day: DAYS[t.day] as string, settled: t.settled, phase: t.phase };
            const fired: string[] = [];
            engine.onTrade(
              { symbol: t.symbol, price: t.price, volume: 100, date: at.day },
              hostFor(fired, at),
            );
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
