/**
 * The statistics board's three lists from the history feed, refetched every 10 s while the board
 * shows, after a reconnect and by the restarts (which refetch every query). A failed load is only
 * logged and the tables keep what they showed (price-board §8).
 */
import type { HistoryFeedAnswers, TopForeignRow, TopVolumeRow } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { requestJson } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import {
  concatMarkets,
  STATISTICS_MARKETS,
  STATISTICS_REFRESH_MS,
  TOP_COUNT_PER_MARKET,
  type StatisticsData,
} from "./statistics-data";

const STATISTICS_QUERY_KEY = ["history", "statistics"] as const;

const NONE: readonly never[] = Object.freeze([]);

/** A top list of each market, concatenated in market order. */
async function perMarket<T>(path: "topvolume" | "topforeign", signal: AbortSignal): Promise<readonly T[]> {
  const lists = await Promise.all(
    STATISTICS_MARKETS.map((mc) =>
      requestJson<{ readonly data: readonly T[] }>(
        `history/statistics/${path}/${mc}?count=${TOP_COUNT_PER_MARKET}`,
        { signal },
      ).then((answer) => answer.data),
    ),
  );
  return concatMarkets(lists);
}

export interface StatisticsView extends StatisticsData {
  /** True until each list answered once (or failed). */
  readonly loading: boolean;
}

export function useStatistics(): StatisticsView {
  const options = { refetchInterval: STATISTICS_REFRESH_MS, staleTime: 0 } as const;
  const foreignNet = useQuery({
    ...options,
    queryKey: [...STATISTICS_QUERY_KEY, "foreignnet"],
    queryFn: ({ signal }) =>
      requestJson<HistoryFeedAnswers["foreignNet"]>("history/statistics/foreignnet", { signal }).then(
        (answer) => answer.data,
      ),
  });
  const topVolume = useQuery({
    ...options,
    queryKey: [...STATISTICS_QUERY_KEY, "topvolume"],
    queryFn: ({ signal }) => perMarket<TopVolumeRow>("topvolume", signal),
  });
  const topForeign = useQuery({
    ...options,
    queryKey: [...STATISTICS_QUERY_KEY, "topforeign"],
    queryFn: ({ signal }) => perMarket<TopForeignRow>("topforeign", signal),
  });
  useLoadFailureLog(foreignNet.error, "statistics foreign net");
  useLoadFailureLog(topVolume.error, "statistics top volume");
  useLoadFailureLog(topForeign.error, "statistics top foreign");

  const queryClient = useQueryClient();
  useAfterReconnect(() => void queryClient.invalidateQueries({ queryKey: STATISTICS_QUERY_KEY }));

  return {
    foreignNet: foreignNet.data ?? NONE,
    topVolume: topVolume.data ?? NONE,
    topForeign: topForeign.data ?? NONE,
    loading: foreignNet.isPending || topVolume.isPending || topForeign.isPending,
  };
}
