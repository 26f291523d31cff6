/**
 * The running market: the universe, the market clock, the exchange (journaled on disk when there
 * is a data folder), the simulated crowd, the driver that beats them every 100 ms of wall time,
 * the tape, the sequence book, the news wire and the realtime publisher, assembled once.
 *
 * Where it starts:
 * - demo mode: on today's trading day (the next one when the exchange is shut today; first-day.ts),
 *   or the `firstDay` given, at 09:20 (DemoClock's default start), and the demo day loops from there
 *   at the configured speed; the reference data's prices are that day's references and the
 *   generated history ends the day before it;
 * - real mode: today's exchange date (or the last trading day before it on a weekend or
 *   holiday) is the universe's first day, on the wall clock.
 *
 * Restarts (with a data folder): the exchange is recovered from its snapshot and journal in
 * `<dataDir>/exchange`. The universe's first day and seed are kept in `market.json` there, so a
 * restart builds the same universe whatever the date (a snapshot only fits its own universe); a
 * different seed is refused rather than starting a different market over the old one. The demo
 * clock resumes where the recovered exchange stands (not at the first day again). The simulator's
 * state is saved to `simulator.json` with every exchange snapshot (every 60 s and at stop) and
 * restored when readable; after a crash it may lag the journal by up to a snapshot interval,
 * which only costs the crowd a few refused duplicate order ids. The tape (trade-tape.ts: today's
 * matches and one-minute bars) is saved to `tape.json` with every snapshot too and restored when
 * it is of the recovered exchange's day (another day's, or an unreadable one, is left and the
 * tape starts empty). The tape and the other event consumers (`consumers`: the broker's ledger)
 * are attached to the restored exchange before its journal tail is replayed, so the replay gives
 * them every event after the snapshot as the live run did and a crash loses no match; each skips
 * the events it already holds by `seq` (the tape is written before the exchange snapshot, so it
 * never stands behind it). The daily
 * bars of the simulated days (daily-bar-book.ts) are written to `daily-bars.json` by the beat that
 * records them (a venue's close; a failed write is retried with the next snapshot) and read back
 * on reopening; an unreadable file is logged and the recorded days start afresh. Sequence numbers
 * (sequences.ts) live in memory only and restart at 0: clients see the jump as a gap and reload.
 *
 * Publishing: each beat ends with a flush of the publisher, so the beat's state is published
 * (and numbered) before any request can read it; the publisher's own scheduled flush remains for
 * events from elsewhere (order entry from a request).
 *
 * Robustness: an exception inside a beat is logged as an error (at most once per 10 s, with a
 * count) and the beats go on; the process never dies of one.
 *
 * Futures roll: the exchange lists new contracts at the start of a day; nothing here keeps an
 * instrument list across days (`universe` is the first day's listing, `exchange.instruments()`
 * the current one).
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildUniverse,
  configForSpeed,
  DEMO_DAY_CLOSE,
  DEMO_DAY_OPEN,
  DemoClock,
  MarketDriver,
  MarketExchange,
  jsonChunks,
  MarketSimulator,
  RealClock,
  TimeSlicer,
  type DurableOrderEntry,
  type ExchangeEvents,
  type InstrumentUniverse,
  type JournaledExchange,
  type MarketClock,
  type MarketSimulatorOptions,
  type SimulatorState,
  type Tickable,
} from "@bangia/exchange";
import {
  openJournaledExchange,
  snapshotPath,
  writeChunksDurably,
  writeFileDurably,
} from "@bangia/exchange/node";
import { exchangeTimeAt, isTradingDay, nextTradingDay, type IsoDate } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import type { ClockMode } from "../config/server-config";
import type { GeneratedContent } from "../synthetic/generated-content";
import { DailyBarBook, recordClosingBars } from "./daily-bar-book";
import { firstMarketDay } from "./first-day";
import { MarketPublisher } from "./market-publisher";
import { NewsWire } from "./news-wire";
import { createQuoteProjector } from "./quote-projector";
import { SequenceBook } from "./sequences";
import { decodeTapeFile, tapeFileChunks } from "./tape-file";
import { TradeTape } from "./trade-tape";

/**
 * The trading day after the reference data's closes (2026-02-09): the day tests pin (a manual
 * clock on it, or `firstDay`); a fresh demo starts on today's trading day instead.
 */
export const DEMO_FIRST_DAY: IsoDate = "2026-02-10";
/** Wall milliseconds between beats of the market. */
export const STEP_MILLIS = 100;
/** Wall milliseconds between snapshots of the exchange and the simulator. */
export const SNAPSHOT_MILLIS = 60_000;
/** Files in `<dataDir>/exchange` besides the exchange's own journal and snapshot. */
export const MARKET_FILE = "market.json";
export const SIMULATOR_FILE = "simulator.json";
export const DAILY_BARS_FILE = "daily-bars.json";
export const TAPE_FILE = "tape.json";

/** How bad a logged message is; a logger without levels may ignore it. */
export type LogLevel = "info" | "warn" | "error";
export type MarketLog = (message: string, level?: LogLevel) => void;

const ERROR_LOG_MILLIS = 10_000;
/** Waits for the event consumers before a snapshot gives up for that round. */
const SETTLE_ATTEMPTS = 20;

export interface LiveMarketOptions {
  /** Folder of the recovery files; null runs the market in memory only. */
  readonly dataDir: string | null;
  readonly clockMode: ClockMode;
  /** Market seconds per wall second in demo mode. */
  readonly marketSpeed: number;
  readonly marketSeed: number;
  /** Progress at "info" (the default), trouble the market survives at "warn" or "error". */
  readonly log: MarketLog;
  readonly content: GeneratedContent;
  /**
   * A clock of the caller's own (tests: a ManualClock); the mode then only picks the first day,
   * which a fresh market takes from this clock's date.
   */
  readonly clock?: MarketClock;
  /** The first day of a fresh market (MARKET_FIRST_DAY: tests and demos pin it); a trading day. */
  readonly firstDay?: IsoDate;
  /** The wall clock that dates a fresh market without a clock of its own (default Date.now). */
  readonly wallClock?: () => number;
  /**
   * Keepers of state derived from the exchange's events (the broker's ledger): attached before
   * any journal entry is replayed, and settled before each exchange snapshot.
   */
  readonly consumers?: readonly EventConsumer[];
}

/** A durable consumer of the exchange's events. */
export interface EventConsumer {
  /** Subscribes; called once, on the restored (or fresh) exchange, before the journal's tail replays. */
  attach(events: ExchangeEvents): void;
  /**
   * Resolves once every event received so far is durable: the exchange's recovery point may then
   * move past them (a later recovery no longer replays them).
   */
  settle(): Promise<void>;
  /** Whether every event received so far is durable, now. */
  readonly settled: boolean;
}

export interface LiveMarket {
  readonly clock: MarketClock;
  /** The market view and event stream; send commands through `orderEntry`. */
  readonly exchange: MarketExchange;
  /** Order entry into the exchange: through the journal when there is one, so nothing is lost. */
  readonly orderEntry: DurableOrderEntry;
  /** The first day's listing; `exchange.instruments()` is today's (futures roll). */
  readonly universe: InstrumentUniverse;
  readonly tape: TradeTape;
  readonly sequences: SequenceBook;
  readonly publisher: MarketPublisher;
  readonly news: NewsWire;
  /** The recorded daily bars of the simulated days. */
  readonly dailyBars: DailyBarBook;
  /** The simulated crowd (its state and statistics). */
  readonly simulator: MarketSimulator;
  /**
   * One beat: the exchange catches up with the clock, the crowd acts, and what changed is
   * published. Returns the crowd's commands.
   */
  step(): number;
  /** Beats every STEP_MILLIS and snapshots every SNAPSHOT_MILLIS of wall time. */
  start(): void;
  /** Stops the beats, publishes what is pending, snapshots and closes the journal. */
  stop(): Promise<void>;
  isLive(): boolean;
  /**
   * Snapshots now (as the timer does every SNAPSHOT_MILLIS): captured at once, written in slices
   * of the event loop; resolves when written. While one is being written, that one's promise.
   */
  snapshot(): Promise<void>;
  /** The longest slice of the event loop the last snapshot took, in milliseconds (0 before one). */
  readonly lastSnapshotSliceMillis: number;
}

interface MarketFile {
  readonly version: 1;
  readonly seed: number;
  readonly firstDay: IsoDate;
}

/** Opens (or recovers) the market; it runs once `start()` is called. */
export function openLiveMarket(options: LiveMarketOptions): LiveMarket {
  const { log } = options;
  const dir = options.dataDir === null ? null : join(options.dataDir, "exchange");
  if (dir !== null) mkdirSync(dir, { recursive: true });
  const firstDay = chooseFirstDay(options, dir);
  const universe = buildUniverse(readReferenceData(), { seed: options.marketSeed, firstDay });
  const speed = options.clock === undefined && options.clockMode === "real" ? 1 : options.marketSpeed;

  const tapePath = dir === null ? null : join(dir, TAPE_FILE);
  let tape: TradeTape | undefined;
  const consumers = options.consumers ?? [];
  const attach = (exchange: MarketExchange) => {
    const restored = openTape(tapePath, exchange, log);
    exchange.subscribe((event) => restored.onEvent(event));
    tape = restored;
    for (const consumer of consumers) consumer.attach(exchange);
  };
  const opened = openExchange(options, dir, universe, firstDay, speed, attach);
  const { clock: marketClock, exchange, journaled } = opened;
  if (tape === undefined) throw new Error("the exchange opened without attaching the tape");
  const tapeOpened: TradeTape = tape;
  // In memory there is no journal to write out: flushing is a no-op.
  const orderEntry: DurableOrderEntry & Tickable = journaled ?? {
    execute: (command) => exchange.execute(command),
    tick: () => exchange.tick(),
    flush: () => {},
  };

  const simulatorOptions: MarketSimulatorOptions = {
    instruments: exchange.instruments(),
    indices: universe.indices,
    view: exchange,
    entry: orderEntry,
    seed: options.marketSeed,
    config: configForSpeed(speed),
  };
  const simulatorPath = dir === null ? null : join(dir, SIMULATOR_FILE);
  const simulator = openSimulator(simulatorOptions, simulatorPath, log);
  const driver = new MarketDriver(marketClock, orderEntry, simulator);

  const dailyBarsPath = dir === null ? null : join(dir, DAILY_BARS_FILE);
  const dailyBars = openDailyBars(dailyBarsPath, firstDay, log);
  const unsubscribeBars = recordClosingBars(dailyBars, exchange, tapeOpened, universe.indices);
  const sequences = new SequenceBook();
  const stocks = universe.instruments.filter((definition) => definition.kind === "STOCK");
  const news = new NewsWire(
    options.content,
    stocks.map((definition) => definition.symbol),
  );
  const publisher = new MarketPublisher({
    exchange,
    clock: marketClock,
    projector: createQuoteProjector(exchange, tapeOpened, marketClock),
    tape: tapeOpened,
    sequences,
    news,
    log: errorLog((message) => log(message, "error")),
  });

  const errors = errorLog((message) => log(message, "error"));
  /** The revision of the daily bars last written (or tried): a beat tries each one once. */
  let barsTried = -1;
  /** The daily bars being written, if any: one write of the file at a time. */
  let barsWriting: Promise<void> | null = null;
  /**
   * Writes the daily bars in slices of the event loop until the file holds every recorded day
   * (days recorded while it is written are written next); a failure ends it, and the next
   * snapshot tries again.
   */
  const saveDailyBars = (): Promise<void> => {
    if (barsWriting !== null) return barsWriting;
    if (dailyBarsPath === null || !dailyBars.unsaved) return Promise.resolve();
    const path = dailyBarsPath;
    const written = (async () => {
      while (dailyBars.unsaved) {
        const revision = dailyBars.revision;
        barsTried = revision;
        await writeChunksDurably(path, jsonChunks(dailyBars.capture()), new TimeSlicer());
        if (dailyBars.revision === revision) dailyBars.markSaved();
      }
    })().finally(() => {
      barsWriting = null;
    });
    barsWriting = written;
    return written;
  };
  /**
   * Starts a snapshot of this instant: the tape, the exchange (one journal position) and the crowd
   * are captured in one synchronous step, cheaply, and then written in slices of the event loop
   * (the returned function), the tape first: it must never stand behind the exchange's recovery
   * point. A crash on the way leaves older files, which recover to the same market.
   */
  const beginSnapshot = (): (() => Promise<void>) => {
    if (journaled === null || simulatorPath === null) return async () => {};
    const date = exchange.today;
    const tapeState = tapePath === null ? null : tapeOpened.state();
    const pending = journaled.beginSnapshot();
    const simulatorState = simulator.state();
    return async () => {
      const slicer = new TimeSlicer();
      try {
        if (tapePath !== null && tapeState !== null)
          await writeChunksDurably(tapePath, tapeFileChunks(date, tapeState), slicer);
        await pending.store(slicer);
        await writeChunksDurably(simulatorPath, jsonChunks(simulatorState), slicer);
        // The daily bars with it, if a failed write left them unsaved (the beat writes them first).
        await saveDailyBars();
      } finally {
        lastSnapshotSlice = slicer.longestMillis;
      }
    };
  };
  /** The snapshot being written, if any: one at a time. */
  let writing: Promise<void> | null = null;
  /** The longest slice of the event loop the last snapshot took (milliseconds). */
  let lastSnapshotSlice = 0;
  /**
   * A snapshot once every consumer holds what it received durably (checked and captured in one
   * synchronous step, so no event slips between); a consumer that never settles skips the round.
   */
  const snapshotWhenSettled = async (): Promise<void> => {
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) {
      if (consumers.every((consumer) => consumer.settled)) return beginSnapshot()();
      await Promise.all(consumers.map((consumer) => consumer.settle()));
    }
    log(`a market snapshot waited for the event consumers ${SETTLE_ATTEMPTS} times; skipped`, "warn");
  };
  /** Starts a snapshot unless one is being written (the timer's round then waits for that one). */
  const snapshotInBackground = (): Promise<void> => {
    if (writing !== null) return writing;
    const started = snapshotWhenSettled().finally(() => {
      writing = null;
    });
    writing = started;
    return started;
  };
  const step = (): number => {
    let commands = 0;
    try {
      commands = driver.step();
    } catch (error) {
      errors(`a market beat failed: ${describe(error)}`);
    }
    // Numbered before any request reads the state (the publisher guards its own failures).
    publisher.flush();
    // A venue closed: its day's bars are written now (in the background), not up to a snapshot
    // interval later; a failed write is retried with the next snapshot.
    if (dailyBars.unsaved && dailyBars.revision !== barsTried && barsWriting === null)
      saveDailyBars().catch((error: unknown) => errors(`saving the daily bars failed: ${describe(error)}`));
    return commands;
  };

  // A fresh recovery point, so the next restart does not replay what was just replayed.
  if (opened.recovered)
    snapshotInBackground().catch((error: unknown) => errors(`a market snapshot failed: ${describe(error)}`));

  let stepTimer: ReturnType<typeof setInterval> | null = null;
  let snapshotTimer: ReturnType<typeof setInterval> | null = null;
  let started = false;
  let stopped = false;
  return {
    clock: marketClock,
    exchange,
    orderEntry,
    universe,
    tape: tapeOpened,
    sequences,
    publisher,
    news,
    dailyBars,
    simulator,
    step,
    start() {
      if (started || stopped) return;
      started = true;
      // The HTTP server keeps the process alive, not the market's timers.
      stepTimer = setInterval(step, STEP_MILLIS);
      stepTimer.unref();
      snapshotTimer = setInterval(() => {
        snapshotInBackground().catch((error: unknown) => {
          errors(`a market snapshot failed: ${describe(error)}`);
        });
      }, SNAPSHOT_MILLIS);
      snapshotTimer.unref();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (stepTimer !== null) clearInterval(stepTimer);
      if (snapshotTimer !== null) clearInterval(snapshotTimer);
      publisher.flush();
      publisher.stop();
      unsubscribeBars();
      try {
        // The one being written (if any) first: the last snapshot holds everything.
        await writing?.catch(() => {});
        await snapshotInBackground();
      } finally {
        journaled?.close();
      }
    },
    isLive: () => started && !stopped,
    snapshot: snapshotInBackground,
    get lastSnapshotSliceMillis() {
      return lastSnapshotSlice;
    },
  };
}

interface OpenedExchange {
  readonly clock: MarketClock;
  readonly exchange: MarketExchange;
  /** The journal in front of the exchange; null in memory. */
  readonly journaled: JournaledExchange | null;
  /** Whether it was recovered from a snapshot and a journal (rather than opened fresh). */
  readonly recovered: boolean;
}

/** The exchange (recovered from `dir` when it holds one) and the clock it runs on. */
function openExchange(
  options: LiveMarketOptions,
  dir: string | null,
  universe: InstrumentUniverse,
  firstDay: IsoDate,
  speed: number,
  attach: (exchange: MarketExchange) => void,
): OpenedExchange {
  let clock: MarketClock | undefined = options.clock;
  if (dir === null) {
    clock ??= freshClock(options.clockMode, speed, firstDay);
    const exchange = new MarketExchange({ universe, clock });
    attach(exchange);
    return { clock, exchange, journaled: null, recovered: false };
  }
  const recovering = existsSync(snapshotPath(dir));
  // A recovered demo resumes where its exchange stands, known only once it is recovered.
  if (clock === undefined && !(recovering && options.clockMode === "demo"))
    clock = freshClock(options.clockMode, speed, firstDay);
  const source: MarketClock = {
    now: () => {
      if (clock === undefined) throw new Error("the market clock is read before it is set");
      return clock.now();
    },
  };
  const journaled = openJournaledExchange({
    dir,
    universe,
    clock: source,
    log: options.log,
    attach,
  });
  if (recovering) {
    // (A fresh recovery point follows once the consumers hold what the replay gave them.)
    const cursor = journaled.exchangeTime;
    clock ??= resumedDemoClock(cursor, speed);
    const ahead = cursor - clock.now();
    if (ahead > 60_000)
      options.log(
        `the recovered exchange stands ${Math.round(ahead / 1_000)} s ahead of the clock; it waits`,
        "warn",
      );
  }
  if (clock === undefined) throw new Error("no market clock");
  return { clock, exchange: journaled.exchange, journaled, recovered: recovering };
}

/**
 * The universe's first day: the one a data folder recorded, else the one given, else the trading
 * day of today's exchange date (first-day.ts) by the caller's clock or the wall clock.
 */
function chooseFirstDay(options: LiveMarketOptions, dir: string | null): IsoDate {
  const path = dir === null ? null : join(dir, MARKET_FILE);
  const recorded = path === null ? undefined : readMarketFile(path);
  if (recorded !== undefined) {
    if (recorded.seed !== options.marketSeed)
      throw new Error(
        `the market in ${dir ?? ""} was started with seed ${recorded.seed}, not ${options.marketSeed}: ` +
          "start it with the same seed, or with an empty data folder for a new market",
      );
    return recorded.firstDay;
  }
  const now = options.clock?.now() ?? (options.wallClock ?? Date.now)();
  const firstDay = options.firstDay ?? firstMarketDay(options.clockMode, exchangeTimeAt(now).date, []);
  if (path !== null) {
    const file: MarketFile = { version: 1, seed: options.marketSeed, firstDay };
    writeFileDurably(path, `${JSON.stringify(file)}\n`);
  }
  return firstDay;
}

function readMarketFile(path: string): MarketFile | undefined {
  if (!existsSync(path)) return undefined;
  const value: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (
    typeof value !== "object" ||
    value === null ||
    !("seed" in value) ||
    !("firstDay" in value) ||
    typeof value.seed !== "number" ||
    typeof value.firstDay !== "string"
  )
    throw new Error(`${path} is not a market file; refusing to guess which market it holds`);
  return { version: 1, seed: value.seed, firstDay: value.firstDay };
}

function freshClock(mode: ClockMode, speed: number, firstDay: IsoDate): MarketClock {
  return mode === "real" ? new RealClock() : new DemoClock({ speed, firstDay, wall: Date.now });
}

/** A demo clock that goes on from `cursor` (or the next demo window, if it lies outside one). */
function resumedDemoClock(cursor: number, speed: number): DemoClock {
  const { date, minute } = exchangeTimeAt(cursor);
  const trading = isTradingDay(date, []);
  let start: { firstDay: IsoDate; startMinute: number };
  if (trading && minute >= DEMO_DAY_OPEN && minute < DEMO_DAY_CLOSE)
    start = { firstDay: date, startMinute: minute };
  else if (trading && minute < DEMO_DAY_OPEN) start = { firstDay: date, startMinute: DEMO_DAY_OPEN };
  else start = { firstDay: nextTradingDay(date, []), startMinute: DEMO_DAY_OPEN };
  return new DemoClock({ speed, ...start, wall: Date.now });
}

/** The simulator saved at `path` when it is there and fits, else a fresh one. */
function openSimulator(
  options: MarketSimulatorOptions,
  path: string | null,
  log: MarketLog,
): MarketSimulator {
  if (path === null || !existsSync(path)) return new MarketSimulator(options);
  try {
    const state = JSON.parse(readFileSync(path, "utf8")) as SimulatorState;
    if (state.version !== 1) throw new Error(`unknown version ${String(state.version)}`);
    return MarketSimulator.restore(options, state);
  } catch (error) {
    log(
      `the simulator state in ${path} cannot be used (${describe(error)}); the crowd starts afresh`,
      "warn",
    );
    return new MarketSimulator(options);
  }
}

/** The daily bars saved at `path` when they are there and belong to this market, else none yet. */
function openDailyBars(path: string | null, firstDay: IsoDate, log: MarketLog): DailyBarBook {
  if (path === null || !existsSync(path)) return new DailyBarBook({ firstDay });
  try {
    const book = DailyBarBook.fromJSON(JSON.parse(readFileSync(path, "utf8")));
    if (book.firstDay !== firstDay)
      throw new Error(`they start on ${book.firstDay}, the market on ${firstDay}`);
    return book;
  } catch (error) {
    log(
      `the daily bars in ${path} cannot be used (${error instanceof Error ? error.message : String(error)}); ` +
        "the recorded days start afresh",
      "warn",
    );
    return new DailyBarBook({ firstDay });
  }
}

/**
 * The tape saved at `path` when it is there, readable and of the exchange's day, else an empty
 * one. It is opened on the exchange as restored from its snapshot; the replay then brings it up to
 * date (it skips the events it already holds).
 */
function openTape(
  path: string | null,
  exchange: Pick<MarketExchange, "today" | "index" | "lastSeq">,
  log: MarketLog,
): TradeTape {
  const indexVolume = (code: string) => exchange.index(code)?.volume;
  if (path === null || !existsSync(path)) return new TradeTape({ indexVolume });
  try {
    const saved = decodeTapeFile(readFileSync(path, "utf8"));
    if (saved.date !== exchange.today) {
      log(`the tape in ${path} is of ${saved.date}, the exchange is on ${exchange.today}; it starts empty`);
      return new TradeTape({ indexVolume });
    }
    // Written before the exchange's snapshot, so never behind it: a tape behind lost events for good.
    if (saved.state.seq < exchange.lastSeq)
      throw new Error(`it goes to event ${saved.state.seq}, the exchange's snapshot to ${exchange.lastSeq}`);
    return new TradeTape({ indexVolume, state: saved.state });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    log(`the tape in ${path} cannot be used (${why}); it starts empty`, "warn");
    return new TradeTape({ indexVolume });
  }
}

/** Logs the first failure, then at most one line per ERROR_LOG_MILLIS with how many were held back. */
function errorLog(log: (message: string) => void): (message: string) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (message) => {
    const now = Date.now();
    if (now - lastAt < ERROR_LOG_MILLIS) {
      held += 1;
      return;
    }
    lastAt = now;
    log(held > 0 ? `${message} (and ${held} more failures since the last report)` : message);
    held = 0;
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
