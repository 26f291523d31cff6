/**
 * Records the real market's socket stream in this process, deterministically: the server's own
 * market (openLiveMarket: the seeded simulated crowd, the exchange, the publisher the socket layer
 * routes) on a ManualClock, beaten every STEP_MILLIS of would-be wall time as the server beats it,
 * at the demo speed asked for. Of every batch the publisher hands to the socket layer, the
 * messages for the board's symbols' rooms and the broadcasts are kept: exactly the
 * [channel, message] pairs a socket joined to every board symbol with `bundle=1` receives, batch
 * by batch. The same seed, speed and start give the same recording on any machine.
 *
 * The rows are the feed's getliststockdata answer for every share, ETF, warrant and listed bond
 * (the stock dictionary), taken after a short warm-up so the books have depth and some symbols
 * have traded; their seq numbers match the first messages that follow.
 */
import { ManualClock } from "@bangia/exchange";
import { epochMillisAt } from "@bangia/market";
import { createMarketFeed } from "../../apps/server/src/market/feed/live-market-feed";
import { DEMO_FIRST_DAY, openLiveMarket, STEP_MILLIS } from "../../apps/server/src/market/live-market";
import { createGeneratedContent } from "../../apps/server/src/synthetic/create-generated-content";
import type { RecordedEvent, Recording } from "./recording";

export interface MarketRecordingOptions {
  readonly seed: number;
  /** Demo clock speed: market seconds per wall second (the server's MARKET_SPEED). */
  readonly speed: number;
  /** Market time of day the warm-up starts, "HH:MM" (HOSE trades continuously from 09:15). */
  readonly start: string;
  /** Beats before the rows are taken. */
  readonly warmUpBeats: number;
  /** Wall seconds of stream to record (beats × STEP_MILLIS). */
  readonly seconds: number;
}

export const DEFAULT_MARKET_RECORDING: MarketRecordingOptions = {
  seed: 1,
  speed: 60,
  start: "09:30",
  warmUpBeats: 50,
  seconds: 60,
};

export function recordMarket(options: MarketRecordingOptions = DEFAULT_MARKET_RECORDING): Recording {
  const clock = new ManualClock(epochMillisAt(DEMO_FIRST_DAY, options.start));
  const content = createGeneratedContent(options.seed);
  const live = openLiveMarket({
    dataDir: null,
    clockMode: "demo",
    marketSpeed: options.speed,
    marketSeed: options.seed,
    log: () => undefined,
    content,
    clock,
  });
  const feed = createMarketFeed({
    exchange: live.exchange,
    clock: live.clock,
    tape: live.tape,
    content,
    sequences: live.sequences,
    news: live.news,
    indices: live.universe.indices,
    publisher: live.publisher,
    dailyBars: live.dailyBars,
  });
  const beat = () => {
    clock.advance(STEP_MILLIS * options.speed);
    live.step();
  };
  try {
    for (let i = 0; i < options.warmUpBeats; i++) beat();
    const symbols = feed.stockDictionary().map((entry) => entry.stock_code);
    const rows = feed.stockQuotes(symbols);
    const joined = new Set(symbols);
    const events: RecordedEvent[] = [];
    let ms = 0;
    // What a socket joined to every board symbol receives: their rooms and the broadcasts.
    const unsubscribe = live.publisher.subscribe((batch) => {
      for (const { channel, room, message } of batch)
        if (room === null || joined.has(room))
          events.push([ms, channel, message as unknown as Readonly<Record<string, unknown>>]);
    });
    const beats = Math.round((options.seconds * 1_000) / STEP_MILLIS);
    for (let i = 0; i < beats; i++) {
      ms = i * STEP_MILLIS;
      beat();
    }
    unsubscribe();
    return {
      source: `market seed ${options.seed} ×${options.speed} from ${options.start} (+${options.warmUpBeats} beats), in process`,
      rows,
      events,
    };
  } finally {
    live.publisher.stop();
  }
}
