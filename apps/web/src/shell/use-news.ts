/**
 * The ticker's news: the latest from `getTopNews/6` (price-board §7), then live `snews` items first,
 * at most 10 kept (§1 Header, §9). A restart or a reconnect reloads the latest. Items keep both
 * titles, so switching the language needs no reload.
 */
import type { NewsItem } from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { FromWorker } from "../realtime/protocol";
import { useMarketMessages } from "../realtime/quote-feed";
import { addNewsItem, keptNews } from "./news-list";
import { useAfterReconnect } from "../realtime/use-after-reconnect";

/** How many items the snapshot asks for (price-board §7 `getTopNews/6`); live items add up to 10. */
const NEWS_SNAPSHOT_COUNT = "6";
export const NEWS_QUERY_KEY = ["datafeed", "getTopNews", NEWS_SNAPSHOT_COUNT] as const;

export function useNews(): readonly NewsItem[] {
  const query = useQuery({
    queryKey: NEWS_QUERY_KEY,
    queryFn: ({ signal }) => datafeed("getTopNews", NEWS_SNAPSHOT_COUNT, { signal }),
  });
  useLoadFailureLog(query.error, "news");
  const queryClient = useQueryClient();
  useAfterReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY, exact: true }, { cancelRefetch: false });
  });
  const [items, setItems] = useState<readonly NewsItem[]>([]);
  useEffect(() => {
    if (query.data !== undefined) setItems(keptNews(query.data));
  }, [query.data]);
  useMarketMessages(
    useCallback((message: FromWorker) => {
      if (message.type !== "news") return;
      const { rf, tl, tl_en, tm, sc } = message.message;
      setItems((kept) => addNewsItem(kept, { rf, tl, tl_en, tm, sc }));
    }, []),
  );
  return items;
}
