/**
 * The market clock's minute of the day, for the ATO/ATC label of a zero price (price-board §5:
 * "ATC after 12:00 and ATO before", by the server's time, not the visitor's): the footer's
 * server-clock sample run forward, re-read every few seconds.
 */
import { exchangeTimeAt } from "@bangia/market";
import { useEffect, useState } from "react";
import { serverNowAt, type ServerClockSample } from "../realtime/server-clock";
import { useServerClock } from "../realtime/use-server-clock";

const TICK_MS = 5_000;

/**
 * The exchange minute of the day (with the seconds as a fraction) at local time `localNow`;
 * before the first server reading, the local clock's.
 *
 * @example marketMinuteAt({ serverTime: Date.UTC(2026, 1, 10, 5, 0), localTime: 0, speed: 1 }, 0) // 720
 */
export function marketMinuteAt(sample: ServerClockSample | null, localNow: number): number {
  return exchangeTimeAt(sample === null ? Math.floor(localNow) : serverNowAt(sample, localNow)).minute;
}

/** The market minute of the day, whole, kept current. */
export function useMarketMinute(): number {
  const sample = useServerClock();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return Math.floor(marketMinuteAt(sample, Math.max(now, sample?.localTime ?? now)));
}
