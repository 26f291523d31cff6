/**
 * The ticker's news: the latest 10 from `getTopNews/10`, then live `snews` items first
 * (price-board §1 Header, §9).
 */
import type { NewsItem } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { datafeed } from "../api/http";
import type { FromWorker } from "../realtime/protocol";
import { useMarketMessages } from "../realtime/quote-feed";
import { addNewsItem, keptNews, MAX_NEWS_ITEMS } from "./news-list";
import { useLoadFailureLog } from "./use-load-failure-log";

const NEWS_COUNT = String(MAX_NEWS_ITEMS);

export function useNews(): readonly NewsItem[] {
  const query = useQuery({
    queryKey: ["datafeed", "getTopNews", NEWS_COUNT],
    queryFn: ({ signal }) => datafeed("getTopNews", NEWS_COUNT, { signal }),
  });
  useLoadFailureLog(query.error, "news");
  const [items, setItems] = useState<readonly NewsItem[]>([]);
  useEffect(() => {
    if (query.data !== undefined) setItems(keptNews(query.data));
  }, [query.data]);
  useMarketMessages(
    useCallback((message: FromWorker) => {
      if (message.type !== "news") return;
      const { rf, tl, tm, sc } = message.message;
      setItems((kept) => addNewsItem(kept, { rf, tl, tm, sc }));
    }, []),
  );
  return items;
}
