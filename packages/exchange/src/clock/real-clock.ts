/**
 * The market clock of a live deployment: exchange time is wall time. The wall clock may step
 * back (a time-server correction); the market clock never does, so it holds still until the
 * wall catches up.
 */
import type { MarketClock } from "./market-clock";

export class RealClock implements MarketClock {
  readonly mode = "real" as const;
  /** Market time runs at wall speed. */
  readonly speed = 1;
  readonly #wall: () => number;
  #last = Number.NEGATIVE_INFINITY;

  /** `wall` reads the wall clock in epoch milliseconds; tests inject their own. */
  constructor(wall: () => number = Date.now) {
    this.#wall = wall;
  }

  now(): number {
    this.#last = Math.max(this.#last, Math.floor(this.#wall()));
    return this.#last;
  }
}
