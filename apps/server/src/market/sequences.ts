/**
 * Sequence numbers of the realtime streams (packages/market wire/socket.ts): one counter per
 * stream key — a symbol, an index code, a market's put-through totals, or a channel. A message
 * takes the next number; a REST row shows the current one, so a client that loaded the row
 * drops messages at or below it and treats any jump other than +1 as a gap.
 */
export class SequenceBook {
  readonly #counters = new Map<string, number>();

  /** The number of the last message of `key`, 0 before the first. */
  current(key: string): number {
    return this.#counters.get(key) ?? 0;
  }

  /** Takes the next number of `key`. */
  next(key: string): number {
    const value = (this.#counters.get(key) ?? 0) + 1;
    this.#counters.set(key, value);
    return value;
  }
}

/** Stream keys that are not symbols, prefixed so they never collide with a symbol. */
export const streamKeys = {
  index: (code: string) => `#index:${code}`,
  aggregateMarket: (marketCode: string) => `#aggregatemarket:${marketCode}`,
  channel: (channel: "spt" | "snews" | "refreshinfo" | "tradingsesder") => `#${channel}`,
} as const;
