/**
 * The trigger index shows a trade every order the trade may fire (never misses one), and only
 * orders whose watched level the trade reaches; the trailing stops a trade moves it moves itself,
 * by group, and what the database must hold of that is one row per group, not one per stop.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Condition, ConditionalOrder } from "./conditional-order";
import { conditionalOrder } from "./test-support/conditional-orders";
import { evaluateTrade } from "./trigger-evaluation";
import type { TrailGroupRow } from "./trailing-group";
import { Slot, TriggerIndex, watchOf } from "./trigger-index";

const DAY = "2026-06-02";
const none = () => false;

/** The index as these tests speak to it: orders by id (the engine keeps the slots). */
class ById {
  readonly index = new TriggerIndex();
  readonly #slots = new Map<string, Slot>();

  put(order: ConditionalOrder) {
    let slot = this.#slots.get(order.id);
    if (slot === undefined) this.#slots.set(order.id, (slot = new Slot(order)));
    slot.order = order;
    return this.index.put(slot);
  }

  remove(id: string): void {
    const slot = this.#slots.get(id);
    if (slot !== undefined) this.index.remove(slot);
  }

  trade(symbol: string, price: number, date: string, held: (id: string) => boolean): string[] {
    return this.index.trade(symbol, price, date, (slot) => held(slot.order.id)).map((slot) => slot.order.id);
  }

  groupOf(id: string) {
    const slot = this.#slots.get(id);
    return slot === undefined ? null : this.index.groupOf(slot);
  }

  takeRegrouped(): string[] {
    return this.index.takeRegrouped().map((slot) => slot.order.id);
  }

  takeGroupWrites(write: (id: number, row: TrailGroupRow | null) => void): void {
    this.index.takeGroupWrites({ writeTrailGroup: write });
  }

  watches(symbol: string): boolean {
    return this.index.watches(symbol);
  }

  get size(): number {
    return this.index.size;
  }
}

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
    const index = new ById();
    index.put(conditionalOrder(stop(101_000, "GTEQ"), { id: "up" }));
    index.put(conditionalOrder(stop(99_000, "LTEQ"), { id: "down" }));
    index.put(conditionalOrder(stop(99_000, "LTEQ"), { id: "other", symbol: "VNM" }));
    expect(index.trade("FPT", 100_000, DAY, none)).toEqual([]);
    expect(index.trade("FPT", 101_000, DAY, none)).toEqual(["up"]);
    expect(index.trade("FPT", 99_000, DAY, none)).toEqual(["down"]);
    index.remove("down");
    expect(index.trade("FPT", 98_000, DAY, none)).toEqual([]);
    expect(index.watches("VNM")).toBe(true);
    index.remove("other");
    expect(index.watches("VNM")).toBe(false);
  });

  it("files an order again under its new levels when it is put again", () => {
    const index = new ById();
    index.put(conditionalOrder(stop(99_000, "LTEQ")));
    index.put(conditionalOrder(stop(95_000, "LTEQ")));
    expect(index.trade("FPT", 98_000, DAY, none)).toEqual([]);
    expect(index.trade("FPT", 95_000, DAY, none)).toEqual(["co1"]);
    expect(index.size).toBe(1);
  });

  it.each(["in their order", "in reverse", "from the middle out"])(
    "many orders at one price leave it one by one, %s, and what is filed again stays",
    (how) => {
      const index = new ById();
      const ids = Array.from({ length: 40 }, (_, i) => `s${i}`);
      for (const id of ids) index.put(conditionalOrder(stop(99_000, "LTEQ"), { id }));
      expect(index.trade("FPT", 99_000, DAY, none)).toEqual(ids);
      const order =
        how === "in their order"
          ? ids
          : how === "in reverse"
            ? [...ids].reverse()
            : ids.map((_, i) => ids[20 + (i % 2 === 0 ? i / 2 : -(i + 1) / 2)] as string);
      // One is taken out and filed again at the same price on the way: it stays, the others go.
      for (const id of order) {
        index.remove(id);
        if (id === "s7") index.put(conditionalOrder(stop(99_000, "LTEQ"), { id }));
      }
      expect(index.size).toBe(1);
      expect(index.trade("FPT", 99_000, DAY, none)).toEqual(["s7"]);
    },
  );

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
        const index = new ById();
        for (const order of list) index.put(order);
        const candidates = new Set(index.trade("FPT", at, DAY, none));
        for (const order of list) {
          const evaluation = evaluateTrade(order, {
            symbol: "FPT",
            price: at,
            volume: 100,
            date: order.fromDate,
            phase: "CONTINUOUS",
          });
          const { condition } = evaluation.order;
          // A trailing stop in a group moves with it; any other change is the engine's, one by one.
          if (
            order.condition.kind === "trailing" &&
            order.condition.best !== null &&
            condition.kind === "trailing"
          )
            expect(index.groupOf(order.id)?.best).toBe(condition.best);
          else if (evaluation.order !== order) expect(candidates.has(order.id)).toBe(true);
          if (evaluation.fired) expect(candidates.has(order.id)).toBe(true);
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

  it("a trade's candidates are exactly the orders it fires or gives a first best, and a new high moves the group, not its orders (property)", () => {
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
          const index = new ById();
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
            const candidates = index.trade("FPT", at, DAY, none);
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
              orders.set(id, evaluation.order);
              const grouped = order.condition.kind === "trailing" && order.condition.best !== null;
              // A group's move is the index's own: only what fires, or gets a first best, is shown.
              if (grouped && !evaluation.fired) continue;
              concerned.push(id);
              index.put(evaluation.order);
            }
            expect(candidates.sort()).toEqual(concerned.sort());
            for (const [id, order] of orders)
              if (order.status === "PENDING_TRIGGER" && order.condition.kind === "trailing")
                expect(index.groupOf(id)?.best ?? null).toBe(order.condition.best);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("what a new high writes", () => {
  const sell = (id: string, amount: number, best: number, overrides: Partial<ConditionalOrder> = {}) =>
    conditionalOrder(
      { kind: "trailing", distance: { kind: "amount", amount }, spread: 0, best },
      { id, kind: "trailing_stop", ...overrides },
    );
  const writesOf = (index: ById) => {
    const rows = new Map<number, TrailGroupRow | null>();
    index.takeGroupWrites((id, row) => rows.set(id, row));
    return rows;
  };

  it("one group row, whatever the number of stops it moves, and no order", () => {
    const index = new ById();
    for (let i = 0; i < 50; i++) index.put(sell(`s${i}`, 1_000 + i * 100, 100_000));
    const group = index.groupOf("s0");
    expect([...writesOf(index).keys()]).toEqual([group?.id]);
    expect(index.trade("FPT", 100_500, DAY, none)).toEqual([]);
    expect(writesOf(index)).toEqual(
      new Map([[group?.id, { id: group?.id, symbol: "FPT", side: "S", best: 100_500, mergedInto: null }]]),
    );
    expect(index.takeRegrouped()).toEqual([]);
    expect(index.groupOf("s49")?.best).toBe(100_500);
  });

  it("groups a new high passes become one; the lighter ones point at the heavier", () => {
    const index = new ById();
    for (let i = 0; i < 3; i++) index.put(sell(`a${i}`, 1_000, 100_000));
    index.put(sell("b", 1_000, 100_200));
    const heavy = index.groupOf("a0")?.id as number;
    const light = index.groupOf("b")?.id as number;
    writesOf(index);
    index.trade("FPT", 100_300, DAY, none);
    expect(writesOf(index)).toEqual(
      new Map([
        [light, { id: light, symbol: "FPT", side: "S", best: 100_300, mergedInto: heavy }],
        [heavy, { id: heavy, symbol: "FPT", side: "S", best: 100_300, mergedInto: null }],
      ]),
    );
    expect(index.groupOf("b")?.id).toBe(heavy);
    expect(index.groupOf("b")?.aliases).toEqual([light]);
    // Its last stop gone, a group's row and its aliases' go.
    for (const id of ["a0", "a1", "a2", "b"]) index.remove(id);
    expect(writesOf(index)).toEqual(
      new Map([
        [light, null],
        [heavy, null],
      ]),
    );
  });

  it.each([
    { moves: "heavier", side: "S" as const, from: 100_000, to: 100_300 },
    { moves: "lighter", side: "S" as const, from: 100_000, to: 100_300 },
    { moves: "heavier", side: "B" as const, from: 100_300, to: 100_000 },
    { moves: "lighter", side: "B" as const, from: 100_300, to: 100_000 },
  ])("a group that comes to the next group's best joins it ($moves one moving, side $side)", (c) => {
    const index = new ById();
    const stop = (id: string, best: number) => sell(id, 1_000, best, { side: c.side });
    const [many, few] = c.moves === "heavier" ? [c.from, c.to] : [c.to, c.from];
    for (let i = 0; i < 3; i++) index.put(stop(`m${i}`, many));
    index.put(stop("f", few));
    const heavy = index.groupOf("m0")?.id as number;
    const light = index.groupOf("f")?.id as number;
    writesOf(index);
    // The trade is at the best of the group it joins: only the other moves.
    expect(index.trade("FPT", c.to, DAY, none)).toEqual([]);
    const expected = new Map<number, TrailGroupRow>([
      [light, { id: light, symbol: "FPT", side: c.side, best: c.to, mergedInto: heavy }],
    ]);
    // The heavier group's row changes only when it is the one that moved.
    if (c.moves === "heavier")
      expected.set(heavy, { id: heavy, symbol: "FPT", side: c.side, best: c.to, mergedInto: null });
    expect(writesOf(index)).toEqual(expected);
    for (const id of ["m0", "m1", "m2", "f"]) expect(index.groupOf(id)?.id).toBe(heavy);
    expect(index.groupOf("f")?.best).toBe(c.to);
    // One group, whose fire level is its best less (a buy's: plus) the gap: a trade reaching it fires all four.
    const fire = c.side === "S" ? c.to - 1_000 : c.to + 1_000;
    expect(index.trade("FPT", fire, DAY, none).length).toBe(4);
  });

  it("a stop the trade does not move stays at its best, in a group of its own the engine must name", () => {
    const index = new ById();
    index.put(sell("moves", 1_000, 100_000));
    index.put(sell("waits", 1_000, 100_000, { fromDate: "2026-06-03" }));
    writesOf(index);
    index.trade("FPT", 100_500, DAY, (id) => id === "waits");
    expect(index.groupOf("moves")?.best).toBe(100_500);
    expect(index.groupOf("waits")?.best).toBe(100_000);
    expect(index.takeRegrouped()).toEqual(["waits"]);
    const split = index.groupOf("waits")?.id as number;
    expect(writesOf(index).get(split)).toEqual({
      id: split,
      symbol: "FPT",
      side: "S",
      best: 100_000,
      mergedInto: null,
    });
  });
});
