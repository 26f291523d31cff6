import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManualClock, type MarketClock } from "../clock/market-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import { MarketExchange } from "../exchange/market-exchange";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import { decodeEntry } from "./journal-entry";
import { JournaledExchange } from "./journaled-exchange";
import { replayJournal } from "./replay-journal";
import { MemoryJournal } from "./test-support/memory-journal";
import { RandomInputs } from "./test-support/random-inputs";

function journaled(source: MarketClock) {
  const exchangeClock = new ManualClock(source.now());
  const exchange = new MarketExchange({ universe: tinyUniverse(), clock: exchangeClock });
  const store = new MemoryJournal();
  return { journal: new JournaledExchange({ exchange, exchangeClock, source, store }), store, exchange };
}

const buy = {
  type: "new",
  clientOrderId: "c1",
  account: "a",
  symbol: "AAA",
  side: "B",
  priceType: "LO",
  price: 20_000,
  volume: 100,
} as const;

describe("the journaled exchange writes ahead", () => {
  it("journals each input before the exchange applies it", () => {
    const { journal, store, exchange } = journaled(new ManualClock(at("09:20")));
    const seen: number[] = [];
    exchange.subscribe(() => seen.push(store.position));
    journal.execute(buy);
    journal.tick();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((position) => position === 1)).toBe(true);
    expect(store.lines.map((line) => decodeEntry(line))).toEqual([
      { t: at("09:20"), c: buy },
      { t: at("09:20"), tick: true },
    ]);
  });

  it("gives the exchange the instant it journaled, even from a clock that moves on every read", () => {
    let reads = 0;
    const live: MarketClock = { now: () => at("09:20") + ++reads };
    const { journal, store, exchange } = journaled(live);
    const times: number[] = [];
    exchange.subscribe((event) => times.push(event.time));
    journal.execute(buy);
    const entry = decodeEntry(store.lines[0] ?? "");
    expect(new Set(times)).toEqual(new Set([entry.t]));
  });

  it("never moves the exchange back when the source clock is behind it", () => {
    const source = new ManualClock(at("09:20"));
    const { journal, store } = journaled(source);
    journal.execute(buy);
    const behind: MarketClock = { now: () => at("09:10") };
    const again = new JournaledExchange({
      exchange: journal.exchange,
      exchangeClock: new ManualClock(at("09:20")),
      source: behind,
      store,
    });
    again.tick();
    expect(decodeEntry(store.lines[1] ?? "").t).toBe(at("09:20"));
  });

  it("answers a command as the exchange does", () => {
    const { journal } = journaled(new ManualClock(at("09:20")));
    expect(journal.execute(buy)).toEqual({ ok: true, orderId: 1 });
    expect(journal.execute(buy)).toEqual({ ok: false, code: "EX-1301" });
  });
});

describe("recovery = snapshot + the journal after it (determinism)", () => {
  it("rebuilds the same state and the same events from a snapshot taken mid-stream", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const source = new ManualClock(RandomInputs.start());
        const { journal, store } = journaled(source);
        const inputs = new RandomInputs(seed, source, journal.exchange);
        inputs.drive(journal, 150);
        const point = journal.takeSnapshot();
        const events: ExchangeEvent[] = [];
        journal.exchange.subscribe((event) => events.push({ ...event }));
        inputs.drive(journal, 150);

        const clock = new ManualClock(point.snapshot.cursor);
        const rebuilt = new MarketExchange({ universe: tinyUniverse(), clock }, store.points[0]?.snapshot);
        const replayedEvents: ExchangeEvent[] = [];
        rebuilt.subscribe((event) => replayedEvents.push({ ...event }));
        const later = store.lines.slice(point.journalPosition).map((line) => decodeEntry(line));
        expect(replayJournal(rebuilt, clock, later)).toBe(150);
        expect(rebuilt.snapshot()).toEqual(journal.snapshot());
        expect(replayedEvents).toEqual(events);
      }),
      { numRuns: 8 },
    );
  });

  it("refuses a journal whose time runs backwards", () => {
    const clock = new ManualClock(at("09:20"));
    const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
    expect(() => replayJournal(exchange, clock, [{ t: at("09:19"), tick: true }])).toThrow(/back in time/);
  });
});
