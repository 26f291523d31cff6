/**
 * The five scenarios of nodejs-order-book's own benchmark (benchmarks/benchmark_lob.js in its
 * repository), re-created as operation streams at the largest size the original runs each one.
 * Differences from the original: prices and sizes are rounded to integers (the original feeds
 * raw gaussian floats, which our integer book does not take); prices start at 1, because the
 * original's price 0 is rejected by nodejs-order-book 10 itself; randomness is seeded.
 * Small scenarios are replayed into `repeat` fresh books per timed round, so each round is long
 * enough to time.
 */
import { BUY, SELL } from "../../packages/exchange/src/book/book-order";
import type { PriceRange } from "../../packages/exchange/src/book/order-book";
import { SeededRandom } from "../../packages/exchange/src/random/seeded-random";
import { CANCEL, LIMIT, MARKET, OperationStream } from "./operation-stream";

export interface PeerScenario {
  readonly title: string;
  readonly stream: OperationStream;
  /** Prices the scenario can reach: our book's range. */
  readonly range: PriceRange;
  /** Fresh books per timed round. */
  readonly repeat: number;
}

/** Rounded normal deviate, kept inside [low, high]. */
function gaussianInt(rng: SeededRandom, mean: number, deviation: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, Math.round(mean + deviation * rng.normal())));
}

/** "Spam new Limits": buys at distinct, rising prices. */
function distinctPriceLimits(count: number): PeerScenario {
  const stream = new OperationStream(count);
  for (let i = 0; i < count; i++) stream.push(LIMIT, i, BUY, i + 1, 50);
  return {
    title: `${count.toLocaleString("en")} new limits at distinct prices`,
    stream,
    range: { low: 1, high: count, unit: 1 },
    repeat: 1,
  };
}

/** "Spam new Orders": buys cycling over 5 price levels. */
function fiveLevelLimits(count: number, repeat: number): PeerScenario {
  const stream = new OperationStream(count);
  for (let i = 0; i < count; i++) stream.push(LIMIT, i, BUY, (i % 5) + 1, 50);
  return {
    title: `${count.toLocaleString("en")} new limits over 5 price levels (×${repeat} books)`,
    stream,
    range: { low: 1, high: 5, unit: 1 },
    repeat,
  };
}

/** "Spam orders and randomly cancel orders": gaussian prices, every 5th order cancels the one 5 back. */
function gaussianWithCancels(seed: number, count: number, repeat: number): PeerScenario {
  const rng = SeededRandom.derive(seed, "gaussian-cancels");
  const stream = new OperationStream(count + Math.floor(count / 5));
  for (let i = 0; i < count; i++) {
    stream.push(LIMIT, i, BUY, gaussianInt(rng, 500, 30, 1, 1_000), 50);
    if (i > 0 && i % 5 === 0) stream.push(CANCEL, i - 5, BUY, 0, 0);
  }
  return {
    title: `${count.toLocaleString("en")} gaussian limits (500 ± 30), every 5th cancels (×${repeat} books)`,
    stream,
    range: { low: 1, high: 1_000, unit: 1 },
    repeat,
  };
}

/** "Limit orders and occasional market orders": a market sell after every 100th limit buy. */
function limitsWithOccasionalMarkets(seed: number, count: number): PeerScenario {
  const rng = SeededRandom.derive(seed, "occasional-markets");
  const stream = new OperationStream(count + Math.floor(count / 100));
  for (let i = 1; i < count; i++) {
    stream.push(LIMIT, i, BUY, gaussianInt(rng, 500, 20, 1, 1_000), 100);
    if (i % 100 === 0) stream.push(MARKET, 0, SELL, 0, gaussianInt(rng, 100, 10, 1, 1_000));
  }
  return {
    title: `${count.toLocaleString("en")} gaussian limits, a market order every 100`,
    stream,
    range: { low: 1, high: 1_000, unit: 1 },
    repeat: 1,
  };
}

/** "Limit orders and constant market orders": a limit buy and a market sell, alternating. */
function alternatingLimitMarket(seed: number, count: number, repeat: number): PeerScenario {
  const rng = SeededRandom.derive(seed, "constant-markets");
  const stream = new OperationStream(2 * count);
  for (let i = 1; i < count; i++) {
    stream.push(LIMIT, i, BUY, gaussianInt(rng, 500, 20, 1, 1_000), 100);
    stream.push(MARKET, 0, SELL, 0, gaussianInt(rng, 50, 10, 1, 1_000));
  }
  return {
    title: `${count.toLocaleString("en")} limits and market orders alternating (×${repeat} books)`,
    stream,
    range: { low: 1, high: 1_000, unit: 1 },
    repeat,
  };
}

export function peerScenarios(seed: number): PeerScenario[] {
  return [
    distinctPriceLimits(300_000),
    fiveLevelLimits(1_000, 100),
    gaussianWithCancels(seed, 10_000, 10),
    limitsWithOccasionalMarkets(seed, 100_000),
    alternatingLimitMarket(seed, 10_000, 10),
  ];
}
