/**
 * The daily restarts of price-board §1 and §9: at 08:00, 08:15, 08:30 and 08:45 server time the
 * info and the board reload. Times are exchange time (Asia/Ho_Chi_Minh, a fixed UTC+7 with no
 * daylight saving), so the next one follows from the server's epoch milliseconds by arithmetic.
 */
import { addDays, epochMillisAt, exchangeTimeAt } from "@bangia/market";

/** Restart times of the day, exchange time, in order. */
const RESTART_TIMES = ["08:00", "08:15", "08:30", "08:45"] as const;

/**
 * Milliseconds from `now` to the first of `times` (exchange "HH:MM", in order) strictly after it;
 * at a time exactly, the next one is meant.
 *
 * @example msUntilNextExchangeTime(epochMillisAt("2025-04-17", "08:10"), ["08:15"]) // 300_000
 */
export function msUntilNextExchangeTime(now: number, times: readonly string[]): number {
  const { date } = exchangeTimeAt(now);
  for (const day of [date, addDays(date, 1)]) {
    for (const time of times) {
      const at = epochMillisAt(day, time);
      if (at > now) return at - now;
    }
  }
  throw new RangeError("no exchange time given");
}

/**
 * Milliseconds from the server's `now` (epoch ms) to the next restart, strictly after it.
 *
 * @example msUntilNextRestart(epochMillisAt("2025-04-17", "08:00")) // 900_000 (08:15)
 * @example msUntilNextRestart(epochMillisAt("2025-04-17", "09:00")) // until 08:00 the next day
 */
export function msUntilNextRestart(now: number): number {
  return msUntilNextExchangeTime(now, RESTART_TIMES);
}
