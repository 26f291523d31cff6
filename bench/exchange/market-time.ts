/**
 * Exchange time for the exchange benchmark's report: the clock time of an instant. (Instants are
 * named with the market package's `epochMillisAt`, as the exchange's own tests do.)
 */
import { exchangeTimeAt, formatClockTime } from "@bangia/market";

export const MILLIS_PER_SECOND = 1_000;

/** Exchange clock time "HH:MM" of epoch milliseconds. */
export function clockTimeOf(epochMillis: number): string {
  return formatClockTime(exchangeTimeAt(epochMillis).minute);
}
