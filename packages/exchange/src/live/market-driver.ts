/**
 * What keeps the market moving: on every beat (the server calls `step` on a timer), the
 * exchange first catches up with the clock — auctions, expiries, the close, a new day — and
 * then the simulated participants act for the market time that passed since the last beat.
 * The order matters: participants always see the session the exchange is in. With a fast demo
 * clock, build the simulator with `configForSpeed(speed)` so a beat never skips most of the
 * crowd's actions as "overdue" and the crowd's CPU cost per wall second stays bounded.
 */
import type { MarketClock } from "../clock/market-clock";
import type { MarketSimulator } from "../simulation/market-simulator";

/** The exchange as the driver needs it: a way to run session events up to "now". */
export interface Tickable {
  tick(): void;
}

export class MarketDriver {
  #last: number | null = null;

  constructor(
    readonly clock: MarketClock,
    readonly exchange: Tickable,
    readonly simulator: MarketSimulator,
  ) {}

  /** One beat; returns how many commands the participants sent. */
  step(): number {
    const now = this.clock.now();
    this.exchange.tick();
    const elapsed = this.#last === null ? 0 : Math.max(0, now - this.#last);
    this.#last = now;
    return this.simulator.step(now, elapsed);
  }
}
