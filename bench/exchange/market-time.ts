/**
 * Exchange time for the exchange benchmark: epoch milliseconds of an "HH:MM[:SS]" on a date,
 * the way the exchange's own tests name instants, so the scenarios read like the schedule.
 */
import { epochMillisOf, exchangeTimeAt, formatClockTime, parseClockTime } from "@bangia/market";

export const MILLIS_PER_SECOND = 1_000;

/** Epoch milliseconds of exchange time `clock` ("HH:MM" or "HH:MM:SS") on `date` (YYYY-MM-DD). */
export function marketTime(clock: string, date: string): number {
  const minute = parseClockTime(clock.slice(0, 5));
  if (minute === null) throw new RangeError(`not a clock time: ${clock}`);
  return epochMillisOf({ date, minute }) + Number(clock.slice(6) || 0) * MILLIS_PER_SECOND;
}

/** Exchange clock time "HH:MM" of epoch milliseconds. */
export function clockTimeOf(epochMillis: number): string {
  return formatClockTime(exchangeTimeAt(epochMillis).minute);
}
