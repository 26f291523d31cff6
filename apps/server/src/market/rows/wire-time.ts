/**
 * Exchange-time text of the wire: `HH:mm:ss` clock times and `yyyymmdd` dates. Exchange time is
 * ICT, a fixed UTC+7 with no daylight saving, so both are plain arithmetic on epoch
 * milliseconds and never depend on the host's time zone.
 */
import { floorDiv } from "@bangia/market";

const MILLIS_PER_SECOND = 1_000;
const SECONDS_PER_DAY = 86_400;
const ICT_OFFSET_SECONDS = 7 * 3_600;

const two = (value: number) => String(value).padStart(2, "0");

/**
 * `HH:mm:ss` exchange time of an instant (epoch milliseconds); seconds are truncated.
 *
 * @example exchangeClockText(Date.UTC(2025, 2, 10, 2, 15, 30, 900)) // "09:15:30"
 */
export function exchangeClockText(epochMillis: number): string {
  const localSeconds = floorDiv(Math.trunc(epochMillis), MILLIS_PER_SECOND) + ICT_OFFSET_SECONDS;
  const second = localSeconds - floorDiv(localSeconds, SECONDS_PER_DAY) * SECONDS_PER_DAY;
  return `${two(Math.floor(second / 3_600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`;
}

/**
 * The feeds' compact `yyyymmdd` of an ISO date.
 *
 * @example compactDate("2025-03-20") // "20250320"
 */
export function compactDate(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}
