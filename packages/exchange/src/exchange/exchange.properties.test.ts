/**
 * Invariants of the whole exchange under random streams of valid and invalid inputs across
 * sessions (the recovery tests' input generator): the event stream has no gaps, no board-lot
 * book is left crossed in continuous trading, every trade is on the tick grid and within the
 * day's band, and every order's volume is accounted for: filled + cancelled + open = entered.
 */
import { isOnPriceStep, type StepContext } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import { RandomInputs } from "../journal/test-support/random-inputs";
import { tinyUniverse } from "../test-support/tiny-universe";
import { MarketExchange } from "./market-exchange";

const SYMBOLS = ["AAA", "HHH", "UUU"] as const;
const STEP: Readonly<Record<(typeof SYMBOLS)[number], StepContext>> = {
  AAA: { kind: "STOCK", venue: "HOSE" },
  HHH: { kind: "STOCK", venue: "HNX" },
  UUU: { kind: "STOCK", venue: "UPCOM" },
};

function run(seed: number, inputs: number) {
  const clock = new ManualClock(RandomInputs.start());
  const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
  const events: ExchangeEvent[] = [];
  const problems: string[] = [];
  exchange.subscribe((event) => {
    events.push(event);
    if (event.type !== "trade" || event.board === "pt") return;
    const day = exchange.day(event.symbol);
    const step = STEP[event.symbol as (typeof SYMBOLS)[number]];
    if (day === undefined || event.price < day.floor || event.price > day.ceiling)
      problems.push(`trade ${event.tradeId} at ${event.price} outside the band`);
    if (step !== undefined && !isOnPriceStep(step, event.price))
      problems.push(`trade ${event.tradeId} at ${event.price} off the grid`);
  });
  const stream = new RandomInputs(seed, clock, exchange);
  for (let i = 0; i < inputs; i++) {
    stream.drive(exchange, 1);
    for (const symbol of SYMBOLS) {
      const definition = exchange.instrument(symbol);
      if (definition === undefined || exchange.phaseOf(definition.sessionVenue) !== "CONTINUOUS") continue;
      const bid = exchange.depth(symbol, "lot", "B", 1)[0]?.price ?? 0;
      const ask = exchange.depth(symbol, "lot", "S", 1)[0]?.price ?? 0;
      if (bid > 0 && ask > 0 && bid >= ask) problems.push(`${symbol} crossed ${bid}/${ask} after input ${i}`);
    }
  }
  return { exchange, events, problems };
}

describe("exchange invariants under random input streams", () => {
  it("holds the band, the grid, an uncrossed book and a gap-free stream", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { events, problems } = run(seed, 300);
        expect(problems).toEqual([]);
        const first = events[0]?.seq ?? 0;
        expect(events.every((event, index) => event.seq === first + index)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it("the streams really trade, cancel and amend (so the properties above bite)", () => {
    const { events } = run(7, 300);
    const count = (type: ExchangeEvent["type"]) => events.filter((event) => event.type === type).length;
    expect(count("trade")).toBeGreaterThan(5);
    expect(count("cancelled")).toBeGreaterThan(5);
    expect(count("replaced")).toBeGreaterThan(0);
    expect(count("rejected")).toBeGreaterThan(5);
  });

  it("accounts for every order's volume: filled + cancelled + open = entered", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const { exchange, events } = run(seed, 300);
        const entered = new Map<number, number>();
        const done = new Map<number, number>();
        const add = (orderId: number, volume: number) => done.set(orderId, (done.get(orderId) ?? 0) + volume);
        for (const event of events) {
          if (event.type === "accepted") entered.set(event.orderId, event.volume);
          if (event.type === "replaced") entered.set(event.orderId, event.volume);
          if (event.type === "cancelled") add(event.orderId, event.volume);
          if (event.type === "trade" && event.board !== "pt") {
            add(event.buyOrderId, event.volume);
            add(event.sellOrderId, event.volume);
          }
        }
        const accounts = new Set(events.flatMap((event) => ("account" in event ? [event.account] : [])));
        for (const account of accounts)
          for (const order of exchange.openOrders(account)) add(order.orderId, order.leaves);
        for (const [orderId, volume] of entered)
          expect(done.get(orderId) ?? 0, `order ${orderId}`).toBe(volume);
      }),
      { numRuns: 25 },
    );
  });
});
