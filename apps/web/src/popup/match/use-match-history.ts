/**
 * The match history of a symbol (price-board §4 "Stock popup", §7 `getliststocktrade_cs`):
 * pages of 100 newest first, the next (older) page asked with the last page's `nextidx`, and the
 * live matches since the popup opened on top. A reconnect reloads the pages (the cursors are
 * tape positions, so every page stays valid) and the merge drops the live matches they now hold.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { useAfterReconnect } from "../../realtime/use-after-reconnect";
import { useLiveMatches } from "../live-matches";
import { fetchMatchPage, popupKeys } from "../popup-api";
import { addLiveMatch, liveMatchOf, mergeMatches, type LiveMatch, type ShownMatch } from "./match-history";

export interface MatchHistoryState {
  readonly items: readonly ShownMatch[];
  readonly status: "pending" | "error" | "success";
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** Asks for the next older page, unless one is loading or none is left. */
  readonly loadMore: () => void;
}

const NONE: readonly LiveMatch[] = Object.freeze([]);

export function useMatchHistory(symbol: string): MatchHistoryState {
  const query = useInfiniteQuery({
    queryKey: popupKeys.matches(symbol),
    queryFn: ({ pageParam, signal }) => fetchMatchPage(symbol, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextidx ?? undefined,
    // Pages are newest first: a new open reloads them, live matches keep them current after.
    staleTime: 0,
  });
  useLoadFailureLog(query.error, `match history of ${symbol}`);
  const { refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  useAfterReconnect(() => void refetch());

  // Live matches of the shown symbol only.
  const [live, setLive] = useState<{ symbol: string; matches: readonly LiveMatch[] }>({
    symbol,
    matches: NONE,
  });
  const matches = live.symbol === symbol ? live.matches : NONE;
  useLiveMatches(symbol, (message) =>
    setLive((state) => ({
      symbol,
      matches: addLiveMatch(state.symbol === symbol ? state.matches : NONE, liveMatchOf(message)),
    })),
  );

  const pages = query.data?.pages;
  const items = useMemo(() => mergeMatches(matches, pages?.map((page) => page.data) ?? []), [matches, pages]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { items, status: query.status, hasMore: hasNextPage, loadingMore: isFetchingNextPage, loadMore };
}
