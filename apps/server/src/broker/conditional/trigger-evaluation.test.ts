/**
 * Trigger evaluation (order-entry §3, §4; broker-facts §5): each kind fires exactly when its rule
 * says, in the continuous session only, and sends the right child; then the promises over random
 * trade sequences — fires at most once, a trailing level only moves in the customer's favour,
 * an OCO never sends both legs.
 */
import { TRADING_PHASES, type TradingPhase } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Condition, ConditionalOrder } from "./conditional-order";
import { exitAmountVnd } from "./exit-bracket";
import { armForFill } from "./fill-arming";
import { trailingLevel } from "./trailing-stop";
import { conditionalOrder } from "./test-support/conditional-orders";
import { evaluateTrade, judgeTrade, type Trade } from "./trigger-evaluation";

const DAY = "2026-06-02";

function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const order = conditionalOrder;

function trade(price: number, overrides: Partial<Trade> = {}): Trade {
  return { symbol: "FPT", price, volume: 100, date: DAY, phase: "CONTINUOUS", ...overrides };
}

const stopLte = order({ kind: "stop", triggerPrice: 99_000, relation: "LTEQ" });
const stopGte = order({ kind: "stop", triggerPrice: 101_000, relation: "GTEQ" }, { side: "B", price: "MTL" });
const trailingSell = order(
  { kind: "trailing", distance: { kind: "amount", amount: 2_000 }, spread: 100, best: 100_000 },
  { kind: "trailing_stop", price: null },
);
const ocoLong = order(
  { kind: "bracket", takeProfit: 195_000, stopLoss: 185_000, spread: 50 },
  { kind: "oco", market: "derivative", symbol: "VN30F2606", side: "B", quantity: 2, price: null },
);
const ocoShort: ConditionalOrder = {
  ...ocoLong,
  side: "S",
  condition: { ...ocoLong.condition, takeProfit: 185_000, stopLoss: 195_000 } as Condition,
};

interface Row {
  readonly rule: string;
  readonly order: ConditionalOrder;
  readonly trade: Trade;
  readonly child: { side: "B" | "S"; volume: number; price: number | string; symbol?: string } | null;
}

const rows: readonly Row[] = [
  {
    rule: "§3 stop LTEQ: fires at the trigger",
    order: stopLte,
    trade: trade(99_000),
    child: { side: "S", volume: 100, price: 98_000 },
  },
  {
    rule: "§3 stop LTEQ: fires below it",
    order: stopLte,
    trade: trade(97_500),
    child: { side: "S", volume: 100, price: 98_000 },
  },
  { rule: "§3 stop LTEQ: not above it", order: stopLte, trade: trade(99_100), child: null },
  {
    rule: "§3 stop GTEQ (default): fires at the trigger, child at its keyword",
    order: stopGte,
    trade: trade(101_000),
    child: { side: "B", volume: 100, price: "MTL" },
  },
  { rule: "§3 stop GTEQ: not below it", order: stopGte, trade: trade(100_900), child: null },
  {
    rule: "facts §5: no trigger in the opening call",
    order: stopLte,
    trade: trade(95_000, { phase: "OPENING_CALL" }),
    child: null,
  },
  {
    rule: "facts §5: no trigger in the closing call",
    order: stopLte,
    trade: trade(95_000, { phase: "CLOSING_CALL" }),
    child: null,
  },
  {
    rule: "facts §5: no trigger in the post-close session",
    order: stopLte,
    trade: trade(95_000, { phase: "POST_CLOSE_MATCHING" }),
    child: null,
  },
  {
    rule: "another symbol's trade does nothing",
    order: stopLte,
    trade: trade(95_000, { symbol: "VNM" }),
    child: null,
  },
  {
    rule: "§5 dates: not before the effective date",
    order: { ...stopLte, fromDate: "2026-06-03" },
    trade: trade(95_000),
    child: null,
  },
  {
    rule: "§5 dates: not after the expiry",
    order: stopLte,
    trade: trade(95_000, { date: "2026-07-02" }),
    child: null,
  },
  {
    rule: "§4: a triggered order does not fire again",
    order: { ...stopLte, status: "TRIGGERED" },
    trade: trade(95_000),
    child: null,
  },
  {
    rule: "trailing sell: fires at best − amount, child at trade − spread",
    order: trailingSell,
    trade: trade(98_000),
    child: { side: "S", volume: 100, price: 97_900 },
  },
  { rule: "trailing sell: not above best − amount", order: trailingSell, trade: trade(98_050), child: null },
  {
    rule: "OCO long: the TP leg sells at TP",
    order: ocoLong,
    trade: trade(195_000, { symbol: "VN30F2606" }),
    child: { side: "S", volume: 2, price: 195_000 },
  },
  {
    rule: "OCO long: the SL leg sells at SL − margin",
    order: ocoLong,
    trade: trade(184_900, { symbol: "VN30F2606" }),
    child: { side: "S", volume: 2, price: 184_950 },
  },
  {
    rule: "OCO long: between the exits nothing fires",
    order: ocoLong,
    trade: trade(190_000, { symbol: "VN30F2606" }),
    child: null,
  },
  {
    rule: "OCO short: the TP leg buys at TP",
    order: ocoShort,
    trade: trade(184_000, { symbol: "VN30F2606" }),
    child: { side: "B", volume: 2, price: 185_000 },
  },
  {
    rule: "OCO short: the SL leg buys at SL + margin",
    order: ocoShort,
    trade: trade(195_000, { symbol: "VN30F2606" }),
    child: { side: "B", volume: 2, price: 195_050 },
  },
  {
    rule: "a TCO never fires on a trade (it is sent by the day)",
    order: order({ kind: "daily" }, { kind: "tco" }),
    trade: trade(1),
    child: null,
  },
];

describe("evaluateTrade", () => {
  it.each(rows)("$rule", ({ order: armed, trade: print, child }) => {
    const result = evaluateTrade(armed, print);
    if (child === null) {
      expect(result.fired).toBe(false);
      return;
    }
    expect(result.fired).toBe(true);
    if (!result.fired) return;
    expect(result.child).toEqual({ symbol: armed.symbol, ...child });
    expect(result.order.status).toBe("TRIGGERED");
  });

  it("records the leg an OCO sent", () => {
    const result = evaluateTrade(ocoLong, trade(184_000, { symbol: "VN30F2606" }));
    expect(result.fired && result.order.firedLeg).toBe("SL");
  });

  it("a trailing sell's best follows new highs, and the level with it", () => {
    const higher = evaluateTrade(trailingSell, trade(103_000));
    expect(higher.fired).toBe(false);
    expect(higher.order.condition).toMatchObject({ best: 103_000 });
    expect(evaluateTrade(higher.order, trade(101_000)).fired).toBe(true);
    expect(evaluateTrade(higher.order, trade(101_100)).fired).toBe(false);
  });

  it("a call-auction print does not move a trailing stop's best", () => {
    const result = evaluateTrade(trailingSell, trade(110_000, { phase: "OPENING_CALL" }));
    expect(result.order).toBe(trailingSell);
  });

  it("a price gapped through in the ATO fires on the first continuous trade still across", () => {
    expect(evaluateTrade(stopLte, trade(95_000, { phase: "OPENING_CALL" })).fired).toBe(false);
    expect(evaluateTrade(stopLte, trade(95_100)).fired).toBe(true);
  });
});

describe("judgeTrade (the engine's check: no copy of the order)", () => {
  it("answers what evaluateTrade does, every row", () => {
    for (const { order: armed, trade: print } of rows) {
      const verdict = judgeTrade(armed, print);
      const evaluation = evaluateTrade(armed, print);
      expect(verdict.fired).toBe(evaluation.fired);
      if (!verdict.fired || !evaluation.fired) continue;
      expect(verdict.child).toEqual(evaluation.child);
      expect(verdict.status).toBe(evaluation.order.status);
      expect(verdict.leg).toBe(evaluation.order.firedLeg);
    }
  });

  it("judges a trailing stop from the newer best it is given (its group's), not its own", () => {
    // Own best 100,000 (level 98,000); its group's best is 103,000 (level 101,000).
    expect(judgeTrade(trailingSell, trade(101_000)).fired).toBe(false);
    const verdict = judgeTrade(trailingSell, trade(101_000), 103_000);
    expect(verdict).toMatchObject({ fired: true, best: 103_000, child: { price: 100_900 } });
    // A new high from the given best moves it; a stop that is not trailing has none.
    expect(judgeTrade(trailingSell, trade(104_000), 103_000)).toMatchObject({ fired: false, best: 104_000 });
    expect(judgeTrade(stopLte, trade(99_500), 103_000)).toMatchObject({ fired: false, best: null });
  });
});

describe("fill arming (facts §5: each fill spawns its own TP/SL; derivative exits by amount)", () => {
  const sltpBuy = order(
    { kind: "exits-per-fill", exits: { by: "price", takeProfit: 110_000, stopLoss: 95_000 }, spread: 100 },
    { kind: "sl_tp", side: "B", quantity: 1_000, price: 100_000 },
  );

  it("a fill arms a bracket for its own volume, from its day to the parent's expiry", () => {
    const armed = armForFill(sltpBuy, {
      id: "co1-f1",
      volume: 300,
      price: 100_000,
      date: "2026-06-03",
      time: 0,
    });
    expect(armed).toMatchObject({
      id: "co1-f1",
      parentId: "co1",
      quantity: 300,
      side: "B",
      fromDate: "2026-06-03",
      toDate: "2026-07-01",
      status: "PENDING_TRIGGER",
      condition: { kind: "bracket", takeProfit: 110_000, stopLoss: 95_000, spread: 100 },
    });
    const fired = evaluateTrade(defined(armed), trade(94_900, { date: "2026-06-03" }));
    expect(fired.fired && fired.child).toEqual({ symbol: "FPT", side: "S", volume: 300, price: 94_900 });
  });

  it("by amount: VPS's example, long at 1537 +10/−5 → exits 1547 and 1532", () => {
    const long = order(
      { kind: "exits-per-fill", exits: { by: "amount", takeProfit: 1_000, stopLoss: 500 }, spread: 0 },
      { kind: "sl_tp", market: "derivative", symbol: "VN30F2606", side: "B", quantity: 1 },
    );
    const armed = armForFill(long, { id: "f", volume: 1, price: 153_700, date: DAY, time: 0 });
    expect(armed?.condition).toEqual({ kind: "bracket", takeProfit: 154_700, stopLoss: 153_200, spread: 0 });
    expect(exitAmountVnd(500, 1_000, 1)).toBe(500_000);
  });

  it("a short by amount mirrors it", () => {
    const short = order(
      { kind: "exits-per-fill", exits: { by: "amount", takeProfit: 1_000, stopLoss: 500 }, spread: 0 },
      { kind: "sl_tp", market: "derivative", symbol: "VN30F2606", side: "S", quantity: 1 },
    );
    expect(armForFill(short, { id: "f", volume: 1, price: 153_700, date: DAY, time: 0 })?.condition).toEqual({
      kind: "bracket",
      takeProfit: 152_700,
      stopLoss: 154_200,
      spread: 0,
    });
  });

  it("arbitrage (ours): a fill legs into the reciprocal contract, opposite side, MTL, next continuous trade", () => {
    const arbitrage = order(
      { kind: "reciprocal-per-fill", reciprocalSymbol: "VN30F2609" },
      {
        kind: "arbitrage",
        market: "derivative",
        symbol: "VN30F2606",
        side: "B",
        quantity: 5,
        price: 190_000,
      },
    );
    const armed = armForFill(arbitrage, { id: "f", volume: 2, price: 190_000, date: DAY, time: 0 });
    expect(armed).toMatchObject({ symbol: "VN30F2609", side: "S", price: "MTL", quantity: 2 });
    expect(
      evaluateTrade(defined(armed), trade(191_000, { symbol: "VN30F2609", phase: "OPENING_CALL" })).fired,
    ).toBe(false);
    const fired = evaluateTrade(defined(armed), trade(191_000, { symbol: "VN30F2609" }));
    expect(fired.fired && fired.child).toEqual({ symbol: "VN30F2609", side: "S", volume: 2, price: "MTL" });
  });

  it("a stop arms nothing", () => {
    expect(armForFill(stopLte, { id: "f", volume: 1, price: 1, date: DAY, time: 0 })).toBeNull();
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────

const phase = fc.constantFrom<TradingPhase>(...TRADING_PHASES, "CONTINUOUS", "CONTINUOUS", "CONTINUOUS");
const tradeArb = (symbol: string) =>
  fc.record({
    symbol: fc.constant(symbol),
    price: fc.integer({ min: 80_000, max: 120_000 }),
    volume: fc.integer({ min: 1, max: 10_000 }),
    date: fc.constantFrom(DAY, "2026-06-03", "2026-07-02"),
    phase,
  });

const armedOrder: fc.Arbitrary<ConditionalOrder> = fc.oneof(
  fc
    .record({
      triggerPrice: fc.integer({ min: 80_000, max: 120_000 }),
      relation: fc.constantFrom("GTEQ", "LTEQ") as fc.Arbitrary<"GTEQ" | "LTEQ">,
    })
    .map(({ triggerPrice, relation }) => order({ kind: "stop", triggerPrice, relation })),
  fc
    .record({ side: fc.constantFrom<"B" | "S">("B", "S"), amount: fc.integer({ min: 1, max: 10_000 }) })
    .map(({ side, amount }) =>
      order(
        { kind: "trailing", distance: { kind: "amount", amount }, spread: 0, best: null },
        { kind: "trailing_stop", side, price: null },
      ),
    ),
  fc
    .record({
      side: fc.constantFrom<"B" | "S">("B", "S"),
      low: fc.integer({ min: 80_000, max: 99_000 }),
      high: fc.integer({ min: 100_000, max: 120_000 }),
    })
    .map(({ side, low, high }) =>
      order(
        {
          kind: "bracket",
          takeProfit: side === "B" ? high : low,
          stopLoss: side === "B" ? low : high,
          spread: 0,
        },
        { kind: "oco", side, price: null },
      ),
    ),
);

/** Runs a trade sequence through an order as the engine would: store what comes back. */
function play(start: ConditionalOrder, trades: readonly Trade[]) {
  let current = start;
  const children = [];
  const levels: number[] = [];
  for (const print of trades) {
    const result = evaluateTrade(current, print);
    current = result.order;
    if (result.fired) children.push(result.child);
    const { condition } = current;
    if (condition.kind === "trailing" && condition.best !== null)
      levels.push(trailingLevel(current.side, condition.best, condition.distance));
  }
  return { children, levels, end: current };
}

describe("evaluateTrade, whatever the trades", () => {
  it("fires at most once", () => {
    fc.assert(
      fc.property(armedOrder, fc.array(tradeArb("FPT"), { maxLength: 60 }), (armed, trades) => {
        expect(play(armed, trades).children.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it("a trailing stop's level only moves in the customer's favour (up for a sell, down for a buy)", () => {
    const trailing = fc.record({
      side: fc.constantFrom<"B" | "S">("B", "S"),
      distance: fc.oneof(
        fc.integer({ min: 1, max: 50_000 }).map((amount) => ({ kind: "amount" as const, amount })),
        fc.integer({ min: 1, max: 999_999 }).map((ppm) => ({ kind: "ppm" as const, ppm })),
      ),
    });
    fc.assert(
      fc.property(trailing, fc.array(tradeArb("FPT"), { maxLength: 60 }), ({ side, distance }, trades) => {
        // Once fired the order no longer moves, so the levels after it repeat the last one.
        const start = order(
          { kind: "trailing", distance, spread: 0, best: null },
          { kind: "trailing_stop", side, price: null },
        );
        const { levels } = play(start, trades);
        for (let i = 1; i < levels.length; i++)
          if (side === "S") expect(levels[i]).toBeGreaterThanOrEqual(defined(levels[i - 1]));
          else expect(levels[i]).toBeLessThanOrEqual(defined(levels[i - 1]));
      }),
      { numRuns: 500 },
    );
  });

  it("an OCO never sends both legs, and sends the leg it records", () => {
    const oco = armedOrder.filter((armed) => armed.kind === "oco");
    fc.assert(
      fc.property(oco, fc.array(tradeArb("FPT"), { maxLength: 60 }), (armed, trades) => {
        const { children, end } = play(armed, trades);
        expect(children.length).toBeLessThanOrEqual(1);
        if (children.length === 1) {
          const { condition } = armed;
          if (condition.kind !== "bracket") throw new Error("not a bracket");
          const legPrice = end.firedLeg === "TP" ? condition.takeProfit : condition.stopLoss;
          expect(defined(children[0]).price).toBe(legPrice);
          expect(defined(children[0]).side).not.toBe(armed.side);
        } else expect(end.firedLeg).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
