/**
 * The footer's server time (price-board §1 Footer): `gettimedifference` gives the server's now;
 * between fetches the clock runs from that sample on the local clock. The simulated market's
 * demo clock may run faster than the wall (MARKET_SPEED), so the sample carries its speed.
 */
import { epochMillisOf, exchangeTimeAt, toSlashDate } from "@bangia/market";

/** The server-time refetch interval (price-board §9). */
export const SERVER_TIME_REFETCH_MS = 75_000;

/** One reading of the server's clock. */
export interface ServerClockSample {
  /** The server's now, epoch ms. */
  readonly serverTime: number;
  /** The local clock (Date.now) when the reading arrived. */
  readonly localTime: number;
  /** Server milliseconds per local millisecond (1 in real time). */
  readonly speed: number;
}

/**
 * The server's now at local time `localNow`, whole milliseconds.
 *
 * @example serverNowAt({ serverTime: 5_000, localTime: 1_000, speed: 1 }, 3_000) // 7_000
 * @example serverNowAt({ serverTime: 5_000, localTime: 1_000, speed: 60 }, 2_000) // 65_000
 */
export function serverNowAt(sample: ServerClockSample, localNow: number): number {
  return Math.floor(sample.serverTime + (localNow - sample.localTime) * sample.speed);
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as the footer shows it: exchange time (Asia/Ho_Chi_Minh) `HH:mm:ss dd/MM/yyyy`.
 *
 * @example formatServerTime(Date.UTC(2025, 3, 17, 2, 15, 30)) // "09:15:30 17/04/2025"
 */
export function formatServerTime(epochMillis: number): string {
  const { date } = exchangeTimeAt(epochMillis);
  const seconds = Math.floor((epochMillis - epochMillisOf({ date, minute: 0 })) / 1_000);
  const clock = `${pad(Math.floor(seconds / 3_600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return `${clock} ${toSlashDate(date)}`;
}
