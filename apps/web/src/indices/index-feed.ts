/**
 * The indices' data at the edges: REST snapshots (`getlistindexdetail`), today's minute history
 * (`tradingview/historiesnearest`, resolution 1) and the live `index` channel, all written to
 * the index store. Failed loads are only logged (price-board §8); the tiles keep what they had.
 * A reconnect or an info restart reloads the snapshots and the history (price-board §4).
 */
import { indexByCode, type NearestHistories } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { datafeed, requestJson } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { useMarketMessages } from "../realtime/quote-feed";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { minuteValuesOfSeries } from "./intraday-points";
import { useIndexStore } from "./index-store";

/** Query keys of the indices; a reload invalidates them all. */
export const INDEX_QUERY_KEY = ["indices"] as const;

/** Loads the entries of `codes` into the store (again when the codes change or on a reload). */
export function useIndexSnapshot(codes: readonly string[]): void {
  const list = codes.join(",");
  const query = useQuery({
    queryKey: [...INDEX_QUERY_KEY, "detail", list],
    queryFn: ({ signal }) => datafeed("getlistindexdetail", list, { signal }),
    enabled: list !== "",
  });
  useEffect(() => {
    if (query.data !== undefined) useIndexStore.getState().applyEntries(query.data);
  }, [query.data]);
  useLoadFailureLog(query.error, `index details ${list}`);
}

/**
 * The history path of today's one-minute bars of `symbols`, as price-board §7 calls it
 * (`props=c,v,t`; the lines use the closes and times only).
 */
export function nearestHistoryPath(symbols: readonly string[]): string {
  const list = symbols.map(encodeURIComponent).join(",");
  return `history/tradingview/historiesnearest?symbols=${list}&props=c,v,t&resolution=1`;
}

/** Loads today's lines of `codes` (the index symbols' minute closes) into the store. */
export function useIntradayHistory(codes: readonly string[]): void {
  const codeList = codes.join(",");
  const symbols = codes.flatMap((code) => indexByCode(code)?.symbol ?? []);
  const list = symbols.join(",");
  const query = useQuery({
    queryKey: [...INDEX_QUERY_KEY, "intraday", list],
    queryFn: ({ signal }) => requestJson<NearestHistories>(nearestHistoryPath(symbols), { signal }),
    enabled: list !== "",
  });
  useEffect(() => {
    if (query.data === undefined) return;
    const { seedLine } = useIndexStore.getState();
    for (const code of codeList.split(",")) {
      const symbol = indexByCode(code)?.symbol;
      const series = symbol === undefined ? undefined : query.data[symbol];
      if (series !== undefined) seedLine(code, minuteValuesOfSeries(series));
    }
  }, [query.data, codeList]);
  useLoadFailureLog(query.error, `index history ${list}`);
}

/**
 * Applies live `index` messages to the store, and reloads the indices' snapshots and history
 * after a reconnect or an info restart (the sequence numbers are forgotten first). The strip
 * and the table both call it: entries are idempotent by sequence number, and a reload already
 * running is not started again.
 */
export function useLiveIndices(): void {
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    useIndexStore.getState().forgetSequences();
    void queryClient.invalidateQueries({ queryKey: INDEX_QUERY_KEY }, { cancelRefetch: false });
  }, [queryClient]);
  useMarketMessages((message) => {
    if (message.type === "index") useIndexStore.getState().applyEntries([message.message]);
    else if (message.type === "refresh") reload();
  });
  useAfterReconnect(reload);
}
