/**
 * The info and board restarts (price-board §1, §4 Realtime): at 08:00, 08:15, 08:30 and 08:45
 * server time, and on a `refreshinfo` message, the quote worker reloads its data and renews the
 * subscription and every REST answer is refetched. A "day-start" refresh also forgets the cached
 * lists and reloads the page, so nothing of the previous day survives.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { FromWorker } from "../realtime/protocol";
import { quoteFeed, useMarketMessages } from "../realtime/quote-feed";
import { msUntilNextRestart } from "./restart-schedule";
import { serverNowAt, type ServerClockSample } from "../realtime/server-clock";
import { clearCachedEventList } from "./event-list-key";
import { clearCachedStockList } from "../symbol-search/stock-list-key";

/** Fire just after the restart time, so the server's data are already those of the new slot. */
const AFTER_RESTART_MS = 250;

export function useRestartSchedule(sample: ServerClockSample | null): void {
  const queryClient = useQueryClient();
  // Server times of the last restart done and of the one the timer waits for. A refetched clock
  // a little behind ours must not restart twice; one ahead of ours (or the demo clock's speed
  // arriving late) must not skip the restart it has just passed.
  const lastRestart = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<number | null>(null);

  const restart = useCallback(() => {
    quoteFeed().reload();
    void queryClient.invalidateQueries();
  }, [queryClient]);

  useEffect(() => {
    if (sample === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const now = serverNowAt(sample, Date.now());
      const due = pending.current;
      if (due !== null && due <= now) {
        lastRestart.current = due;
        restart();
      }
      const from = Math.max(now, lastRestart.current);
      const at = from + msUntilNextRestart(from);
      pending.current = at;
      const wait = Math.max(0, (at - now) / sample.speed) + AFTER_RESTART_MS;
      timer = setTimeout(() => {
        pending.current = null;
        lastRestart.current = at;
        restart();
        arm();
      }, wait);
    };
    arm();
    return () => clearTimeout(timer);
  }, [sample, restart]);

  useMarketMessages(
    useCallback(
      (message: FromWorker) => {
        if (message.type !== "refresh") return;
        if (message.message.reason === "day-start") {
          clearCachedStockList();
          clearCachedEventList();
          queryClient.clear();
          globalThis.location.reload();
        } else {
          restart();
        }
      },
      [queryClient, restart],
    ),
  );
}
