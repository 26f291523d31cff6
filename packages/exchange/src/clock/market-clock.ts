/**
 * The market clock: the one source of "now" for the exchange, the simulator and the server.
 * Times are epoch milliseconds; the exchange converts them to Vietnamese exchange time
 * (UTC+7, no daylight saving) with `exchangeTimeAt` from the market package.
 */
export interface MarketClock {
  /** Epoch milliseconds of the market's "now". */
  now(): number;
}

/** A clock tests and replays move by hand. */
export class ManualClock implements MarketClock {
  #now: number;

  constructor(start: number) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  /** Moves to `time`; the market clock never runs backwards. */
  set(time: number): void {
    if (time < this.#now) throw new RangeError(`clock cannot go back from ${this.#now} to ${time}`);
    this.#now = time;
  }

  advance(millis: number): void {
    this.set(this.#now + millis);
  }
}
