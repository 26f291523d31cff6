import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock, type MarketClock } from "@bangia/exchange";
import { epochMillisAt, type NewsItem } from "@bangia/market";
import { afterAll, describe, expect, it } from "vitest";
import type { GeneratedContent } from "../synthetic/generated-content";
import { DEMO_FIRST_DAY, MARKET_FILE, openLiveMarket, SIMULATOR_FILE, type LiveMarket } from "./live-market";
import type { OutboundMessage } from "./market-stream";

const at = (clock: string, date = DEMO_FIRST_DAY) => epochMillisAt(date, clock);
const BEAT_MILLIS = 2_000;

/** Only the news wire reads the content here. */
const content = {
  newsItem: (date: string, index: number): NewsItem => ({
    rf: `news/${date}/${index}`,
    tl: `Simulated news ${index}`,
    tm: `${date}T09:00:00+07:00`,
    sc: "simulated",
  }),
} as unknown as GeneratedContent;

const folders: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "live-market-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function open(dir: string | null, clock: MarketClock, logged: string[] = [], seed = 5): LiveMarket {
  return openLiveMarket({
    dataDir: dir,
    clockMode: "demo",
    marketSpeed: 1,
    marketSeed: seed,
    log: (message) => logged.push(message),
    content,
    clock,
  });
}

/** Beats the market `count` times, BEAT_MILLIS of market time apart; returns the commands sent. */
function beat(market: LiveMarket, clock: ManualClock, count: number): number {
  let commands = 0;
  for (let i = 0; i < count; i++) {
    clock.advance(BEAT_MILLIS);
    commands += market.step();
  }
  return commands;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the live market on a data folder", () => {
  const dir = dataDir();
  const clock = new ManualClock(at("09:20"));
  const first = open(dir, clock);
  const batches: (readonly OutboundMessage[])[] = [];
  first.publisher.subscribe((batch) => batches.push(batch));
  let lotTrades = 0;
  first.exchange.subscribe((event) => {
    if (event.type === "trade" && event.board === "lot") lotTrades += 1;
  });

  it("runs the crowd through the exchange and publishes what happens", async () => {
    expect(first.exchange.today).toBe(DEMO_FIRST_DAY);
    expect(first.isLive()).toBe(false);
    const commands = beat(first, clock, 5);
    expect(commands).toBeGreaterThan(0);
    expect(first.exchange.lastSeq).toBeGreaterThan(0);
    await nextTurn();
    const messages = batches.flat();
    expect(messages.length).toBeGreaterThan(0);
    // Every symbol's stream runs 1, 2, 3, … across its channels.
    const bySymbol = new Map<string, number[]>();
    for (const message of messages)
      if (message.room !== null)
        bySymbol.set(message.room, [...(bySymbol.get(message.room) ?? []), message.message.seq]);
    expect(bySymbol.size).toBeGreaterThan(0);
    for (const [symbol, seqs] of bySymbol) {
      expect(seqs, symbol).toEqual(seqs.map((_, i) => i + 1));
      expect(first.sequences.current(symbol)).toBe(seqs.length);
    }
    // The tape holds every board-lot match.
    const taped = first.exchange
      .instruments()
      .reduce((sum, definition) => sum + first.tape.trades(definition.symbol).length, 0);
    expect(lotTrades).toBeGreaterThan(0);
    expect(taped).toBe(lotTrades);
  });

  it("records the universe it built, so a restart builds the same one", () => {
    expect(JSON.parse(readFileSync(join(dir, "exchange", MARKET_FILE), "utf8"))).toEqual({
      version: 1,
      seed: 5,
      firstDay: DEMO_FIRST_DAY,
    });
  });

  it("snapshots at stop and recovers the exchange and the crowd on reopening", async () => {
    const lastSeq = first.exchange.lastSeq;
    const snapshot = first.exchange.snapshot();
    const crowd = first.simulator.state();
    await first.stop();
    expect(first.isLive()).toBe(false);
    expect(existsSync(join(dir, "exchange", SIMULATOR_FILE))).toBe(true);

    const logged: string[] = [];
    const reopened = open(dir, new ManualClock(clock.now()), logged);
    try {
      expect(reopened.exchange.lastSeq).toBe(lastSeq);
      expect(reopened.exchange.snapshot()).toEqual(snapshot);
      expect(reopened.simulator.state()).toEqual(crowd);
      expect(logged.join("\n")).toContain("recovered from the snapshot");
    } finally {
      await reopened.stop();
    }
  });

  it("recovers commands journaled after the last snapshot", async () => {
    const again = new ManualClock(clock.now());
    const market = open(dir, again);
    beat(market, again, 3);
    const lastSeq = market.exchange.lastSeq;
    const openOrders = market.exchange.snapshot().orders;
    // A crash: no snapshot, only what the journal wrote (it writes within 10 ms of an entry).
    market.publisher.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged: string[] = [];
    const reopened = open(dir, new ManualClock(again.now()), logged);
    try {
      expect(logged.join("\n")).toMatch(/and [1-9]\d* later entries/);
      expect(reopened.exchange.lastSeq).toBe(lastSeq);
      expect(reopened.exchange.snapshot().orders).toEqual(openOrders);
    } finally {
      await reopened.stop();
    }
  });
});

describe("the market clock", () => {
  it("starts a demo at 09:20 of the first day and resumes it where the exchange stood", async () => {
    const dir = dataDir();
    const options = {
      dataDir: dir,
      clockMode: "demo",
      marketSpeed: 60,
      marketSeed: 5,
      log: () => {},
      content,
    } as const;
    const first = openLiveMarket(options);
    const start = first.clock.now();
    expect(start - at("09:20")).toBeGreaterThanOrEqual(0);
    expect(start - at("09:20")).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.step();
    const cursor = first.exchange.snapshot().cursor;
    expect(cursor).toBeGreaterThan(start);
    await first.stop();
    const reopened = openLiveMarket(options);
    const resumed = reopened.clock.now();
    expect(resumed).toBeGreaterThanOrEqual(cursor);
    expect(resumed - cursor).toBeLessThan(60_000);
    await reopened.stop();
  });

  it("takes today's exchange date in real mode, or the last trading day on a weekend", async () => {
    const dir = dataDir();
    const saturday = epochMillisAt("2026-03-07", "10:00");
    const market = openLiveMarket({
      dataDir: dir,
      clockMode: "real",
      marketSpeed: 1,
      marketSeed: 5,
      log: () => {},
      content,
      clock: new ManualClock(saturday),
    });
    expect(JSON.parse(readFileSync(join(dir, "exchange", MARKET_FILE), "utf8"))).toMatchObject({
      firstDay: "2026-03-06",
    });
    await market.stop();
  });
});

describe("the live market", () => {
  it("runs in memory without a data folder", async () => {
    const clock = new ManualClock(at("10:00"));
    const market = open(null, clock);
    expect(beat(market, clock, 3)).toBeGreaterThan(0);
    market.start();
    expect(market.isLive()).toBe(true);
    await market.stop();
    expect(market.isLive()).toBe(false);
  });

  it("logs a failing beat and goes on", async () => {
    const manual = new ManualClock(at("10:00"));
    let failing = false;
    const clock: MarketClock = {
      now: () => {
        if (failing) throw new Error("clock unplugged");
        return manual.now();
      },
    };
    const logged: string[] = [];
    const market = open(null, clock, logged);
    failing = true;
    expect(market.step()).toBe(0);
    expect(market.step()).toBe(0);
    failing = false;
    manual.advance(BEAT_MILLIS);
    market.step();
    manual.advance(BEAT_MILLIS);
    expect(market.step()).toBeGreaterThan(0);
    // Repeated failures are reported once per interval, not once per beat.
    expect(logged.filter((line) => line.includes("clock unplugged"))).toHaveLength(1);
    await market.stop();
  });

  it("refuses a data folder of a market with another seed", async () => {
    const dir = dataDir();
    await open(dir, new ManualClock(at("10:00"))).stop();
    expect(() => open(dir, new ManualClock(at("10:00")), [], 6)).toThrow(/seed 5, not 6/);
  });

  it("restarts a crowd whose saved state is unreadable afresh, and says so", async () => {
    const dir = dataDir();
    const clock = new ManualClock(at("10:00"));
    await open(dir, clock).stop();
    writeFileSync(join(dir, "exchange", SIMULATOR_FILE), "{ not json");
    const logged: string[] = [];
    const market = open(dir, new ManualClock(at("10:00")), logged);
    expect(logged.join("\n")).toContain("the crowd starts afresh");
    await market.stop();
  });
});
