import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock, type MarketClock } from "@bangia/exchange";
import { epochMillisAt, nextTradingDay, type NewsItem } from "@bangia/market";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createGeneratedContent } from "../synthetic/create-generated-content";
import type { GeneratedContent } from "../synthetic/generated-content";
import { dailyBarTime } from "./daily-bar-book";
import {
  DAILY_BARS_FILE,
  DEMO_FIRST_DAY,
  MARKET_FILE,
  openLiveMarket,
  SIMULATOR_FILE,
  TAPE_FILE,
  type LiveMarket,
  type LogLevel,
} from "./live-market";
import { createMarketFeed } from "./feed/live-market-feed";
import type { OutboundMessage } from "./market-stream";

const at = (clock: string, date = DEMO_FIRST_DAY) => epochMillisAt(date, clock);
const BEAT_MILLIS = 2_000;

/** Only the news wire reads the content here. */
const content = {
  newsItem: (date: string, index: number): NewsItem => ({
    rf: `news/${date}/${index}`,
    tl: `Simulated news ${index}`,
    tl_en: `Simulated news ${index} (en)`,
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

function open(
  dir: string | null,
  clock: MarketClock,
  logged: string[] = [],
  seed = 5,
  levels: LogLevel[] = [],
): LiveMarket {
  return openLiveMarket({
    dataDir: dir,
    clockMode: "demo",
    marketSpeed: 1,
    marketSeed: seed,
    log: (message, level = "info") => {
      logged.push(message);
      levels.push(level);
    },
    content,
    clock,
  });
}

/** The feed over a live market, as the server builds it. */
function feedOf(market: LiveMarket, generated: GeneratedContent = content) {
  return createMarketFeed({
    exchange: market.exchange,
    clock: market.clock,
    tape: market.tape,
    content: generated,
    sequences: market.sequences,
    news: market.news,
    indices: market.universe.indices,
    publisher: market.publisher,
    dailyBars: market.dailyBars,
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
    // The recovery point taken after reopening is written in the background: in place first.
    await market.snapshot();
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

describe("the tape across a restart", () => {
  const symbolsOf = (market: LiveMarket) => [
    ...market.exchange.instruments().map((definition) => definition.symbol),
    ...market.universe.indices.map((index) => index.code),
  ];
  /** Every symbol's trades and minute bars, for those that have any. */
  const tapeOf = (market: LiveMarket) =>
    symbolsOf(market)
      .map((symbol) => ({
        symbol,
        trades: market.tape.trades(symbol),
        bars: market.tape.minuteBars(symbol),
      }))
      .filter((entry) => entry.bars.length > 0);

  /** A market stopped after some trading, with its tape as it was. */
  async function tradedAndStopped() {
    const dir = dataDir();
    const clock = new ManualClock(at("10:00"));
    const market = open(dir, clock);
    beat(market, clock, 40);
    const before = tapeOf(market);
    await market.stop();
    return { dir, clock, before };
  }

  it("keeps the day's trades and minute bars, and goes on numbering after them", async () => {
    const { dir, clock, before } = await tradedAndStopped();
    expect(before.some((entry) => entry.trades.length > 0)).toBe(true);
    expect(existsSync(join(dir, "exchange", TAPE_FILE))).toBe(true);
    const logged: string[] = [];
    const levels: LogLevel[] = [];
    const again = new ManualClock(clock.now());
    const reopened = open(dir, again, logged, 5, levels);
    try {
      expect(tapeOf(reopened)).toEqual(before);
      expect(levels).not.toContain("warn");
      const lastIndex = new Map(before.map((entry) => [entry.symbol, entry.trades.at(-1)?.index ?? 0]));
      beat(reopened, again, 20);
      for (const { symbol, trades } of tapeOf(reopened)) {
        const kept = lastIndex.get(symbol) ?? 0;
        const indexes = trades.map((trade) => trade.index);
        expect(indexes, symbol).toEqual(indexes.map((_, i) => i + 1));
        expect(indexes.length, symbol).toBeGreaterThanOrEqual(kept);
      }
    } finally {
      await reopened.stop();
    }
  });

  it("leaves a tape of another day and starts empty", async () => {
    const { dir, clock } = await tradedAndStopped();
    const path = join(dir, "exchange", TAPE_FILE);
    const file = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
    writeFileSync(path, JSON.stringify({ ...file, date: "2026-02-09" }));
    const logged: string[] = [];
    const levels: LogLevel[] = [];
    const reopened = open(dir, new ManualClock(clock.now()), logged, 5, levels);
    try {
      expect(tapeOf(reopened)).toEqual([]);
      const line = logged.findIndex((message) => message.includes("is of 2026-02-09"));
      expect(levels[line]).toBe("info");
    } finally {
      await reopened.stop();
    }
  });

  it("logs a damaged tape at warn and starts empty", async () => {
    const { dir, clock } = await tradedAndStopped();
    writeFileSync(join(dir, "exchange", TAPE_FILE), '{"version":1,"date":');
    const logged: string[] = [];
    const levels: LogLevel[] = [];
    const reopened = open(dir, new ManualClock(clock.now()), logged, 5, levels);
    try {
      expect(tapeOf(reopened)).toEqual([]);
      const line = logged.findIndex((message) => message.includes("the tape in"));
      expect(logged[line]).toContain("cannot be used");
      expect(levels[line]).toBe("warn");
    } finally {
      await reopened.stop();
    }
  });

  it("loses no match to crashes, however many: the replayed journal rebuilds the tape", async () => {
    const { dir, clock } = await tradedAndStopped();
    let now = clock.now();
    for (let crash = 0; crash < 3; crash++) {
      const again = new ManualClock(now);
      const market = open(dir, again);
      await market.snapshot();
      beat(market, again, 15);
      const before = tapeOf(market);
      // A crash: the journal holds the beats, the tape file only what the last snapshot saved.
      market.publisher.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = again.now();
      const levels: LogLevel[] = [];
      const logged: string[] = [];
      const reopened = open(dir, new ManualClock(now), logged, 5, levels);
      try {
        expect(tapeOf(reopened)).toEqual(before);
        expect(logged.filter((_, i) => levels[i] === "warn")).toEqual([]);
      } finally {
        // Its recovery point is written in the background; one process per folder, as in life.
        await reopened.snapshot();
        reopened.publisher.stop();
      }
    }
  }, 60_000);
});

describe("the market clock", () => {
  it("starts a demo at 09:20 of the first day and resumes it where the exchange stood", async () => {
    const dir = dataDir();
    const options = {
      dataDir: dir,
      clockMode: "demo",
      marketSpeed: 60,
      marketSeed: 5,
      // Pinned: a fresh demo otherwise starts on today's trading day.
      firstDay: DEMO_FIRST_DAY,
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
    const levels: LogLevel[] = [];
    const market = open(null, clock, logged, 5, levels);
    failing = true;
    expect(market.step()).toBe(0);
    expect(market.step()).toBe(0);
    failing = false;
    manual.advance(BEAT_MILLIS);
    market.step();
    manual.advance(BEAT_MILLIS);
    expect(market.step()).toBeGreaterThan(0);
    // Repeated failures are reported once per interval, not once per beat, as errors.
    const beats = logged.filter((line) => line.startsWith("a market beat failed"));
    expect(beats).toHaveLength(1);
    const failures = logged.flatMap((line, i) => (line.includes("clock unplugged") ? [levels[i]] : []));
    // The beat's and the publisher's (it reads the clock too).
    expect(failures).toEqual(["error", "error"]);
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
    const levels: LogLevel[] = [];
    const market = open(dir, new ManualClock(at("10:00")), logged, 5, levels);
    const warning = logged.findIndex((line) => line.includes("the crowd starts afresh"));
    expect(levels[warning]).toBe("warn");
    await market.stop();
  });
});

describe("REST rows against the stream", () => {
  const symbolsOf = (market: LiveMarket) =>
    market.universe.instruments.filter((d) => d.kind === "STOCK").map((d) => d.symbol);

  it("never publishes after a snapshot a deal or a match the snapshot already holds", async () => {
    const clock = new ManualClock(at("09:20"));
    const market = open(null, clock);
    const feed = feedOf(market);
    const symbols = symbolsOf(market);
    const batches: (readonly OutboundMessage[])[] = [];
    market.publisher.subscribe((batch) => batches.push(batch));
    let deals = 0;
    let matches = 0;
    const repeated: string[] = [];
    for (let i = 0; i < 60; i++) {
      beat(market, clock, 1);
      // A request served in the same turn as the beat, before any scheduled flush.
      const entries = feed.putThroughEntries();
      const rows = new Map(feed.stockQuotes(symbols).map((row) => [row.sym, row]));
      const before = batches.length;
      await nextTurn();
      await nextTurn();
      const sptSeq = entries[0]?.seq ?? 0;
      const dealKey = (e: { sym: string; time: string; price: number; volume: number }) =>
        `${e.sym}|${e.time}|${e.price}|${e.volume}`;
      const held = new Set(entries.filter((e) => e.type === "PTM").map(dealKey));
      for (const { channel, message } of batches.slice(before).flat()) {
        if (channel === "spt" && message.type === "PTM") {
          deals += 1;
          if (message.seq > sptSeq && held.has(dealKey(message))) repeated.push(`deal ${dealKey(message)}`);
        }
        if (channel === "stock" && message.id === 3220) {
          matches += 1;
          const row = rows.get(message.sym);
          if (row !== undefined && message.seq > row.seq && message.totalVol === row.lot)
            repeated.push(`match ${message.sym} ${message.totalVol}`);
        }
      }
    }
    expect(repeated).toEqual([]);
    // Beats publish at once: nothing is left for a later turn to repeat.
    expect(deals + matches).toBe(0);
    // The beats did trade, and what they published carries the numbers the rows show.
    const published = batches.flat().filter((m) => m.channel === "stock" && m.message.id === 3220);
    expect(published.length).toBeGreaterThan(0);
    for (const row of feed.stockQuotes(symbols)) expect(row.seq).toBe(market.sequences.current(row.sym));
    await market.stop();
    // A whole market and sixty beats with every row read after each: more than the default 5 s on a busy machine.
  }, 60_000);

  it("publishes an order's match from outside the beat before a row shows it", async () => {
    const clock = new ManualClock(at("09:20"));
    const market = open(null, clock);
    const feed = feedOf(market);
    beat(market, clock, 3);
    const batches: (readonly OutboundMessage[])[] = [];
    market.publisher.subscribe((batch) => batches.push(batch));
    const symbol = "FPT";
    const reference = market.exchange.day(symbol)?.reference ?? 0;
    const tradesBefore = market.tape.trades(symbol).length;
    for (const side of ["S", "B"] as const)
      market.orderEntry.execute({
        type: "new",
        clientOrderId: `rest-${side}`,
        account: `rest-${side}`,
        symbol,
        side,
        priceType: "LO",
        price: reference,
        volume: 100,
      });
    expect(market.tape.trades(symbol).length).toBeGreaterThan(tradesBefore);
    expect(batches).toHaveLength(0);
    const [row] = feed.stockQuotes([symbol]);
    const matched = batches.flat().filter((m) => m.channel === "stock" && m.message.id === 3220);
    expect(matched.length).toBeGreaterThan(0);
    for (const message of matched) expect(message.message.seq).toBeLessThanOrEqual(row?.seq ?? 0);
    await nextTurn();
    expect(batches.slice(1)).toEqual([]);
    await market.stop();
  });
});

describe("daily bars over the days", () => {
  const generated = createGeneratedContent(5);
  const SYMBOL = "FPT";
  const day1 = DEMO_FIRST_DAY;
  const day2 = nextTradingDay(day1, []);
  const clock = new ManualClock(at("09:20"));
  const dir = dataDir();
  const market = open(dir, clock);
  const feed = feedOf(market, generated);
  const from = dailyBarTime(day1) - 365 * 86_400;
  const year = (to: number) => feed.dailyBars(SYMBOL, from, to) ?? [];
  const nowSeconds = () => Math.floor(clock.now() / 1_000);
  let pastOnDay1: readonly unknown[] = [];
  let closeOfDay1: Record<string, number> = {};

  it("ends the bars of `to = now` with today's, stamped at 00:00 exchange time", () => {
    beat(market, clock, 20);
    const day = market.exchange.day(SYMBOL);
    expect(day?.last).toBeGreaterThan(0);
    const bars = year(nowSeconds());
    pastOnDay1 = bars.filter((bar) => bar.time < dailyBarTime(day1));
    expect(bars.at(-1)).toEqual({
      time: dailyBarTime(day1),
      open: day?.open,
      high: day?.high,
      low: day?.low,
      close: day?.last,
      volume: day?.totalVolume,
    });
    expect(dailyBarTime(day1)).toBe(Date.parse(`${day1}T00:00:00+07:00`) / 1_000);
    // The generated past ends the day before, at the first day's reference.
    expect(bars.at(-2)?.time).toBeLessThan(dailyBarTime(day1));
    expect(bars.at(-2)?.close).toBe(market.exchange.day(SYMBOL)?.reference);
  });

  it("records each instrument's and index's bar of the day when its venue closes, and saves it", async () => {
    clock.set(at("14:50"));
    market.step();
    const day = market.exchange.day(SYMBOL);
    const index = market.exchange.index("VNINDEX");
    clock.set(at("15:10"));
    market.step();
    expect(market.exchange.phaseOf("HOSE")).toBe("CLOSED");
    expect(market.exchange.today).toBe(day1);
    closeOfDay1 = {
      open: day?.open ?? 0,
      high: day?.high ?? 0,
      low: day?.low ?? 0,
      close: day?.last ?? 0,
      volume: day?.totalVolume ?? 0,
    };
    expect(closeOfDay1.close).not.toBe(day?.reference);
    expect(market.dailyBars.bars(SYMBOL)).toEqual([{ time: dailyBarTime(day1), ...closeOfDay1 }]);
    expect(market.dailyBars.bars("VNINDEX")).toMatchObject([
      { time: dailyBarTime(day1), close: index?.value, volume: index?.volume },
    ]);
    // Saved by the closing beat (written in the background), not a snapshot interval later.
    const path = join(dir, "exchange", DAILY_BARS_FILE);
    await vi.waitFor(() => expect(market.dailyBars.unsaved).toBe(false), { timeout: 5_000 });
    const saved = JSON.parse(readFileSync(path, "utf8")) as unknown;
    expect(saved).toMatchObject({ version: 1, firstDay: day1, days: [{ date: day1 }] });
  });

  it("keeps the past as it was on the next day, the simulated day as the exchange had it", () => {
    clock.set(at("09:20", day2));
    beat(market, clock, 20);
    expect(market.exchange.today).toBe(day2);
    // The new day's reference is the first day's close: a past regenerated from it would shift.
    expect(market.exchange.day(SYMBOL)?.reference).toBe(closeOfDay1.close);
    const bars = year(nowSeconds());
    const firstDayAt = bars.findIndex((bar) => bar.time === dailyBarTime(day1));
    expect(bars.slice(0, firstDayAt)).toEqual(pastOnDay1);
    expect(bars[firstDayAt]).toEqual({ time: dailyBarTime(day1), ...closeOfDay1 });
    expect(bars.at(-1)?.time).toBe(dailyBarTime(day2));
  });

  it("reads the recorded days back after a restart", async () => {
    const recorded = market.dailyBars.bars(SYMBOL);
    await market.stop();
    const reopened = open(dir, new ManualClock(clock.now()));
    try {
      expect(reopened.dailyBars.bars(SYMBOL)).toEqual(recorded);
      expect(reopened.dailyBars.dates()).toEqual([day1]);
    } finally {
      await reopened.stop();
    }
  });
});
