/**
 * The proprietary board's data from the history feed (price-board §7): the day's totals
 * (`proprietary/aggregate/{group}`), the day per symbol (`proprietary/snapshot/{group}`) and the
 * last 10 days (`proprietary/hist/{group}/10`). Refetched after a reconnect, when the exchange
 * day changes (by the server's clock), by the restarts (which refetch every query) and every
 * 30 s while shown — the desks trade all day. A failed load is only logged and the board keeps
 * what it showed (price-board §8).
 */
import {
  exchangeTimeAt,
  PROPRIETARY_HISTORY_DAYS,
  type HistoryFeedAnswers,
  type ProprietaryDay,
  type ProprietarySymbolDay,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { requestJson } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { serverNowAt } from "../realtime/server-clock";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { useServerClock } from "../realtime/use-server-clock";

export const PROPRIETARY_QUERY_KEY = ["history", "proprietary"] as const;
/** Decision where the spec is silent: the figures move all day, so the board refreshes them. */
export const PROPRIETARY_REFRESH_MS = 30_000;

export interface ProprietaryData {
  readonly summary: ProprietaryDay | undefined;
  readonly symbols: readonly ProprietarySymbolDay[] | undefined;
  readonly history: readonly ProprietaryDay[] | undefined;
}

function load<K extends "proprietaryAggregate" | "proprietarySnapshot" | "proprietaryHistory">(
  path: string,
  signal: AbortSignal,
): Promise<HistoryFeedAnswers[K]["data"]> {
  return requestJson<HistoryFeedAnswers[K]>(`history/proprietary/${path}`, { signal }).then(
    (answer) => answer.data,
  );
}

/** The exchange date now by the server's clock; null until the clock is read. */
function useExchangeDay(): string | null {
  const clock = useServerClock();
  return clock === null ? null : exchangeTimeAt(serverNowAt(clock, Date.now())).date;
}

export function useProprietary(group: string): ProprietaryData {
  const options = { refetchInterval: PROPRIETARY_REFRESH_MS, staleTime: 0 } as const;
  const segment = encodeURIComponent(group);
  const summary = useQuery({
    ...options,
    queryKey: [...PROPRIETARY_QUERY_KEY, group, "aggregate"],
    queryFn: ({ signal }) => load<"proprietaryAggregate">(`aggregate/${segment}`, signal),
  });
  const symbols = useQuery({
    ...options,
    queryKey: [...PROPRIETARY_QUERY_KEY, group, "snapshot"],
    queryFn: ({ signal }) => load<"proprietarySnapshot">(`snapshot/${segment}`, signal),
  });
  const history = useQuery({
    ...options,
    queryKey: [...PROPRIETARY_QUERY_KEY, group, "hist"],
    queryFn: ({ signal }) =>
      load<"proprietaryHistory">(`hist/${segment}/${PROPRIETARY_HISTORY_DAYS}`, signal),
  });
  useLoadFailureLog(summary.error, `proprietary totals of ${group}`);
  useLoadFailureLog(symbols.error, `proprietary symbols of ${group}`);
  useLoadFailureLog(history.error, `proprietary history of ${group}`);

  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: PROPRIETARY_QUERY_KEY });
  useAfterReconnect(reload);

  const day = useExchangeDay();
  const shownDay = useRef(day);
  useEffect(() => {
    if (day === null || day === shownDay.current) return;
    const first = shownDay.current === null;
    shownDay.current = day;
    // The first reading of the clock is the day just loaded.
    if (!first) void queryClient.invalidateQueries({ queryKey: PROPRIETARY_QUERY_KEY });
  }, [day, queryClient]);

  return { summary: summary.data, symbols: symbols.data, history: history.data };
}
