/**
 * The put-through board of a floor, kept current (price-board §4 Realtime, §8): the snapshot of
 * `getlistptdata/{floor}` (refetched after a reconnect and by the restarts, which refetch every
 * query), then each live `spt` message the quote worker forwards. Messages that arrive while a
 * snapshot loads are kept and applied on top of it when it lands. A failed load clears the tables
 * (§8 "The put-through table body … cleared when their load fails") and is logged.
 */
import type { PutThroughEntry } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { MarketMessage } from "../realtime/quote-feed";
import { useMarketMessages } from "../realtime/quote-feed";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import {
  applyPutThroughEntry,
  EMPTY_PUT_THROUGH_BOARD,
  mergeSnapshot,
  type PutThroughBoardState,
  type PutThroughFloor,
} from "./put-through-state";

export const putThroughQueryKey = (floor: PutThroughFloor) => ["datafeed", "getlistptdata", floor] as const;

export interface PutThroughBoardView {
  readonly board: PutThroughBoardState;
  /** True until the first snapshot of this floor answered (or failed). */
  readonly loading: boolean;
}

export function usePutThroughBoard(floor: PutThroughFloor): PutThroughBoardView {
  // Live messages since the current load started; null when no load is running.
  const duringLoad = useRef<PutThroughEntry[] | null>(null);
  const query = useQuery({
    queryKey: putThroughQueryKey(floor),
    queryFn: async ({ signal }) => {
      duringLoad.current = [];
      return datafeed("getlistptdata", floor, { signal });
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useLoadFailureLog(query.error, `put-through board ${floor}`);

  const queryClient = useQueryClient();
  useAfterReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: putThroughQueryKey(floor), exact: true });
  });

  const [board, setBoard] = useState<PutThroughBoardState>(EMPTY_PUT_THROUGH_BOARD);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (query.data === undefined) return;
    const live = duringLoad.current ?? [];
    duringLoad.current = null;
    setBoard(mergeSnapshot(query.data, live, floor));
    setAnswered(true);
  }, [query.data, query.dataUpdatedAt, floor]);

  useEffect(() => {
    if (query.errorUpdatedAt === 0) return;
    duringLoad.current = null;
    setBoard(EMPTY_PUT_THROUGH_BOARD);
    setAnswered(true);
  }, [query.errorUpdatedAt]);

  useMarketMessages(
    useCallback(
      (message: MarketMessage) => {
        if (message.type !== "putthrough") return;
        duringLoad.current?.push(message.message);
        setBoard((current) => applyPutThroughEntry(current, message.message, floor));
      },
      [floor],
    ),
  );

  return { board, loading: !answered };
}
