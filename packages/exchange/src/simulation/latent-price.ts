/**
 * A name's latent fair value: the price the simulated crowd believes in, kept as a float in log
 * space and only ever emitted through the tick and band rules. It moves by
 *
 * - the market and sector factors (shared moves, permanent for the day: the anchor moves too),
 * - momentum: an Ornstein–Uhlenbeck drift, so returns are autocorrelated over a spell,
 * - mean reversion of the name's own deviation back to its anchor,
 * - its own noise, and rare news shocks that jump price and anchor together,
 * - a planned limit move, which swaps the anchor for a target beyond the band and pulls hard.
 *
 * Time is trading time (seconds of open market), so nothing drifts over lunch or overnight.
 * The state is updated lazily, when the name acts, by the exact step over the elapsed time.
 */
import type { SeededRandom } from "../random/seeded-random";

/** Seconds of HOSE matching in a day (09:00–11:30, 13:00–14:45): the unit of "per day". */
export const SECONDS_PER_TRADING_DAY = 15_300;

/** One name's latent state; plain numbers so it serialises as it is. */
export interface LatentPrice {
  /** Log of the fair value in the instrument's price unit. */
  logFair: number;
  /** Log level the name reverts to. */
  anchor: number;
  /** Momentum: log drift per trading day. */
  momentum: number;
  /** Loading on the market factor. */
  beta: number;
  /** Trading seconds and factor levels at the last update. */
  clock: number;
  marketMark: number;
  sectorMark: number;
}

/** Where the world is now, for one name. */
export interface LatentMove {
  /** Trading seconds since the simulation began. */
  readonly clock: number;
  readonly market: number;
  /** Level of the name's sector factor (0 when it has none). */
  readonly sector: number;
  /** Log target of a planned limit move under way, else null. */
  readonly target: number | null;
  /** The name's own daily volatility. */
  readonly volatility: number;
  /** Whether news shocks hit this name (shares only: contracts and bonds have none). */
  readonly news: boolean;
}

export interface LatentParameters {
  readonly meanReversion: number;
  readonly momentumTimescale: number;
  readonly momentumVolatility: number;
  readonly newsRate: number;
  readonly newsJumpMin: number;
  readonly newsJumpMax: number;
}

/** Pull toward a limit-move target, per day: it gets there in well under an hour. */
const TARGET_PULL = 12;

/** A name that starts at `price` with no momentum. */
export function initialLatentPrice(
  price: number,
  beta: number,
  clock: number,
  market: number,
  sector: number,
): LatentPrice {
  const log = Math.log(price);
  return { logFair: log, anchor: log, momentum: 0, beta, clock, marketMark: market, sectorMark: sector };
}

/** Brings `price` up to `move.clock` in place. */
export function advanceLatentPrice(
  price: LatentPrice,
  move: LatentMove,
  parameters: LatentParameters,
  rng: SeededRandom,
): void {
  const shared = price.beta * (move.market - price.marketMark) + (move.sector - price.sectorMark);
  price.logFair += shared;
  price.anchor += shared;
  price.marketMark = move.market;
  price.sectorMark = move.sector;
  const days = (move.clock - price.clock) / SECONDS_PER_TRADING_DAY;
  price.clock = move.clock;
  if (days <= 0) return;

  const timescale = parameters.momentumTimescale;
  const fade = Math.exp(-days / timescale);
  const drift = price.momentum * timescale * (1 - fade);
  price.momentum =
    price.momentum * fade + parameters.momentumVolatility * Math.sqrt(1 - fade * fade) * rng.normal();

  const target = move.target ?? price.anchor;
  const pull = move.target === null ? parameters.meanReversion : TARGET_PULL;
  const keep = Math.exp(-pull * days);
  price.logFair =
    target + (price.logFair - target) * keep + drift + move.volatility * Math.sqrt(days) * rng.normal();

  if (move.news && rng.chance(1 - Math.exp(-parameters.newsRate * days))) {
    const size = parameters.newsJumpMin + (parameters.newsJumpMax - parameters.newsJumpMin) * rng.next();
    const jump = rng.chance(0.5) ? size : -size;
    price.logFair += jump;
    price.anchor += jump;
  }
}

/** Re-anchors a name at the start of a day: halfway between its anchor and the reference. */
export function reanchor(price: LatentPrice, reference: number): void {
  if (reference > 0) price.anchor = (price.anchor + Math.log(reference)) / 2;
}
