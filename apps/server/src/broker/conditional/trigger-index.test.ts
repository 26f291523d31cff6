/**
 * The trigger index shows a trade every order the trade may fire or move (never misses one), and
 * only orders whose watched level the trade reaches.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Condition, ConditionalOrder } from "./conditional-order";
import { conditionalOrder } from "./test-support/conditional-orders";
import { evaluateTrade } from "./trigger-evaluation";
import { TriggerIndex, watchOf } from "./trigger-index";

const stop = (triggerPrice: number, relation: "GTEQ" | "LTEQ"): Condition => ({
  kind: "stop",
  triggerPrice,
  relation,
});

describe("what an armed order watches", () => {
  it.each([
    [
      "a stop ≥ watches from its trigger up",
      conditionalOrder(stop(101_000, "GTEQ")),
      { up: 101_000, down: null, any: false },
    ],
    [
      "a stop ≤ watches from its trigger down",
      conditionalOrder(stop(99_000, "LTEQ")),
      { up: null, down: 99_000, any: false },
    ],
    [
      "a long's bracket: take-profit above, stop-loss below",
      conditionalOrder({ kind: "bracket", takeProfit: 110, stopLoss: 90, spread: 0 }, { side: "B" }),
      { up: 110, down: 90, any: false },
    ],
    [
      "a short's bracket: stop-loss above, take-profit below",
      conditionalOrder({ kind: "bracket", takeProfit: 90, stopLoss: 110, spread: 0 }, { side: "S" }),
      { up: 110, down: 90, any: false },
    ],
    [
      "a trailing sell: fires at its level, moves on a new high",
      conditionalOrder({
        kind: "trailing",
        distance: { kind: "amount", amount: 2_000 },
        spread: 0,
        best: 100_000,
      }),
      { up: 100_001, down: 98_000, any: false },
    ],
    [
      "a trailing stop before its first trade watches every trade",
      conditionalOrder({
        kind: "trailing",
        distance: { kind: "amount", amount: 2_000 },
        spread: 0,
        best: null,
      }),
      { up: null, down: null, any: true },
    ],
    [
      "an arbitrage's leg fires on the next trade",
      conditionalOrder({ kind: "next-trade" }),
      { up: null, down: null, any: true },
    ],
  ])("%s", (_, order, watch) => {
    expect(watchOf(order)).toEqual(watch);
  });

  it("a TCO, an SL/TP parent or an order no longer waiting watches nothing", () => {
    expect(watchOf(conditionalOrder({ kind: "daily" }, { kind: "tco" }))).toBeNull();
    expect(watchOf(conditionalOrder(stop(99_000, "LTEQ"), { status: "TRIGGERED" }))).toBeNull();
  });
});

describe("the trigger index", () => {
  it("answers the orders a price reaches, and forgets what it is told to", () => {
    const index = new TriggerIndex();
    index.put(conditionalOrder(stop(101_000, "GTEQ"), { id: "up" }));
    index.put(conditionalOrder(stop(99_000, "LTEQ"), { id: "down" }));
    index.put(conditionalOrder(stop(99_000, "LTEQ"), { id: "other", symbol: "VNM" }));
    expect(index.candidates("FPT", 100_000)).toEqual([]);
    expect(index.candidates("FPT", 101_000)).toEqual(["up"]);
    expect(index.candidates("FPT", 99_000)).toEqual(["down"]);
    index.remove("down");
    expect(index.candidates("FPT", 98_000)).toEqual([]);
    expect(index.watches("VNM")).toBe(true);
    index.remove("other");
    expect(index.watches("VNM")).toBe(false);
  });

  it("files an order again under its new levels when it is put again", () => {
    const index = new TriggerIndex();
    index.put(conditionalOrder(stop(99_000, "LTEQ")));
    index.put(conditionalOrder(stop(95_000, "LTEQ")));
    expect(index.candidates("FPT", 98_000)).toEqual([]);
    expect(index.candidates("FPT", 95_000)).toEqual(["co1"]);
    expect(index.size).toBe(1);
  });

  const price = fc.integer({ min: 90, max: 110 }).map((p) => p * 1_000);
  const condition: fc.Arbitrary<Condition> = fc.oneof(
    fc.tuple(price, fc.constantFrom("GTEQ" as const, "LTEQ" as const)).map(([p, r]) => stop(p, r)),
    fc
      .tuple(fc.option(price, { nil: null }), fc.option(price, { nil: null }))
      .map(([takeProfit, stopLoss]) => ({ kind: "bracket" as const, takeProfit, stopLoss, spread: 0 })),
    fc.tuple(fc.integer({ min: 1, max: 5_000 }), fc.option(price, { nil: null })).map(([amount, best]) => ({
      kind: "trailing" as const,
      distance: { kind: "amount" as const, amount },
      spread: 0,
      best,
    })),
    fc.constant({ kind: "next-trade" as const }),
  );
  const orders = fc
    .array(fc.tuple(condition, fc.constantFrom("B" as const, "S" as const)), { maxLength: 40 })
    .map((list) =>
      list.map(([c, side], i) =>
        conditionalOrder(c, { id: `o${i}`, side, kind: c.kind === "trailing" ? "trailing_stop" : "stop" }),
      ),
    );

  it("never misses an order a trade fires or moves (property)", () => {
    fc.assert(
      fc.property(orders, price, (list: ConditionalOrder[], at: number) => {
        const index = new TriggerIndex();
        for (const order of list) index.put(order);
        const candidates = new Set(index.candidates("FPT", at));
        for (const order of list) {
          const evaluation = evaluateTrade(order, {
            symbol: "FPT",
            price: at,
            volume: 100,
            date: order.fromDate,
            phase: "CONTINUOUS",
          });
          const concerned = evaluation.fired || evaluation.order !== order;
          if (concerned) expect(candidates.has(order.id)).toBe(true);
        }
      }),
    );
  });
});

describe("trailing stops filed by group", () => {
  const near = fc.integer({ min: 95, max: 105 }).map((p) => p * 1_000);
  const trailing = fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 5 }).map((ticks) => ({ kind: "amount" as const, amount: ticks * 1_000 })),
        fc.integer({ min: 0, max: 5 }).map((n) => ({ kind: "ppm" as const, ppm: n * 10_000 })),
      ),
      fc.option(near, { nil: null }),
      fc.constantFrom("B" as const, "S" as const),
    )
    .map(([distance, best, side]) => ({ distance, best, side }));
  const others: fc.Arbitrary<Condition> = fc.oneof(
    fc.tuple(near, fc.constantFrom("GTEQ" as const, "LTEQ" as const)).map(([p, r]) => stop(p, r)),
    fc
      .tuple(fc.option(near, { nil: null }), fc.option(near, { nil: null }))
      .map(([takeProfit, stopLoss]) => ({ kind: "bracket" as const, takeProfit, stopLoss, spread: 0 })),
  );

  it("a trade's candidates are exactly the orders it fires or moves, and a new high moves the group, not its orders (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            trailing,
            others.map((c) => ({ c })),
          ),
          { maxLength: 30 },
        ),
        fc.array(near, { minLength: 1, maxLength: 20 }),
        (specs, path) => {
          const index = new TriggerIndex();
          const orders = new Map<string, ConditionalOrder>();
          specs.forEach((spec, i) => {
            const order =
              "c" in spec
                ? conditionalOrder(spec.c, { id: `o${i}` })
                : conditionalOrder(
                    { kind: "trailing", distance: spec.distance, spread: 0, best: spec.best },
                    { id: `o${i}`, side: spec.side, kind: "trailing_stop" },
                  );
            orders.set(order.id, order);
            index.put(order);
          });
          for (const at of path) {
            const candidates = index.trade("FPT", at);
            const concerned: string[] = [];
            for (const [id, order] of orders) {
              const evaluation = evaluateTrade(order, {
                symbol: "FPT",
                price: at,
                volume: 100,
                date: order.fromDate,
                phase: "CONTINUOUS",
              });
              if (!evaluation.fired && evaluation.order === order) continue;
              concerned.push(id);
              orders.set(id, evaluation.order);
              // What fired leaves the index, a first trade files a best; a group's move is the index's own.
              const grouped = order.condition.kind === "trailing" && order.condition.best !== null;
              if (evaluation.fired || !grouped) index.put(evaluation.order);
            }
            expect(candidates.sort()).toEqual(concerned.sort());
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
