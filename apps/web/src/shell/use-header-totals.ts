/**
 * The header's totals: snapshots from the data feed, then the live `index` and `aggregatemarket`
 * messages the quote worker forwards (price-board §4 Realtime). A restart or a reconnect refetches
 * the snapshots.
 */
import { applyIndexTotal, EMPTY_MATCHED_VALUE_TOTALS, type MatchedValueTotals } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { FromWorker } from "../realtime/protocol";
import { useMarketMessages } from "../realtime/quote-feed";
import {
  applyPutThroughTotal,
  MATCHED_TOTAL_INDEX_CODES,
  matchedTotalsOf,
  matchedValueText,
  PUT_THROUGH_MARKET_CODES,
  putThroughByMarketOf,
  putThroughValueText,
  type PutThroughByMarket,
} from "./header-totals";
import { useAfterReconnect } from "../realtime/use-after-reconnect";

export interface HeaderTotals {
  /** HOSE + HNX matched value, billions; empty until loaded. */
  readonly matched: string;
  /** Put-through value of the day, billions; empty until loaded. */
  readonly putThrough: string;
}

/** Query keys of the header's snapshots. */
const HEADER_TOTALS_QUERY_KEYS = {
  matched: ["datafeed", "getlistindexdetail", MATCHED_TOTAL_INDEX_CODES],
  putThrough: ["datafeed", "aggregate/pt/snapshot/markets", PUT_THROUGH_MARKET_CODES],
} as const;

export function useHeaderTotals(): HeaderTotals {
  const indices = useQuery({
    queryKey: HEADER_TOTALS_QUERY_KEYS.matched,
    queryFn: ({ signal }) => datafeed("getlistindexdetail", MATCHED_TOTAL_INDEX_CODES, { signal }),
  });
  const putThrough = useQuery({
    queryKey: HEADER_TOTALS_QUERY_KEYS.putThrough,
    queryFn: ({ signal }) => datafeed("aggregate/pt/snapshot/markets", PUT_THROUGH_MARKET_CODES, { signal }),
  });
  const queryClient = useQueryClient();
  useAfterReconnect(() => {
    for (const queryKey of Object.values(HEADER_TOTALS_QUERY_KEYS))
      void queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  });
  useLoadFailureLog(indices.error, "header matched value");
  useLoadFailureLog(putThrough.error, "header put-through value");

  const [matched, setMatched] = useState<MatchedValueTotals | null>(null);
  const [putThroughByMarket, setPutThroughByMarket] = useState<PutThroughByMarket | null>(null);
  useEffect(() => {
    if (indices.data !== undefined) setMatched(matchedTotalsOf(indices.data));
  }, [indices.data]);
  useEffect(() => {
    if (putThrough.data !== undefined) setPutThroughByMarket(putThroughByMarketOf(putThrough.data));
  }, [putThrough.data]);

  useMarketMessages(
    useCallback((message: FromWorker) => {
      if (message.type === "index") {
        const { mc, value } = message.message;
        setMatched((totals) =>
          applyIndexTotal(totals ?? EMPTY_MATCHED_VALUE_TOTALS, { marketCode: mc, value }),
        );
      } else if (message.type === "aggregate") {
        const { mc, ptValue } = message.message;
        setPutThroughByMarket((totals) => applyPutThroughTotal(totals ?? {}, mc, ptValue));
      }
    }, []),
  );

  return {
    matched: matched === null ? "" : matchedValueText(matched),
    putThrough: putThroughByMarket === null ? "" : putThroughValueText(putThroughByMarket),
  };
}
