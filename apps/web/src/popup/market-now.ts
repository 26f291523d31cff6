/**
 * The market clock's now for the popup (the demo market's clock is not the browser's): the
 * footer's `gettimedifference` sample run forward, else the browser's clock.
 */
import { useCallback } from "react";
import { serverNowAt } from "../realtime/server-clock";
import { useServerClock } from "../realtime/use-server-clock";

/** A function giving the market's now in epoch seconds. */
export function useMarketNow(): () => number {
  const sample = useServerClock();
  return useCallback(
    () => Math.floor((sample === null ? Date.now() : serverNowAt(sample, Date.now())) / 1_000),
    [sample],
  );
}
