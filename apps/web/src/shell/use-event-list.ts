/**
 * The all-events list (event-list-cache.ts): loaded once when the app starts, from the browser's
 * copy while it lasts (until 08:30 the next day), else from the data feed. A failed load is only
 * logged (accounts-session §8: list-load failures are only logged).
 */
import type { DefinedEvent } from "@bangia/market";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { datafeed, logLoadFailure } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { readCachedEventList, writeCachedEventList } from "./event-list-cache";

export const EVENT_LIST_QUERY_KEY = ["datafeed", "getlistdefinedevents"] as const;

async function loadEventList(signal: AbortSignal): Promise<readonly DefinedEvent[]> {
  const cached = readCachedEventList(Date.now());
  if (cached !== null) return cached;
  const { data } = await datafeed("getlistdefinedevents", undefined, { signal });
  // An empty answer is not kept: the next start asks again rather than keep nothing for a day.
  if (data.length > 0) writeCachedEventList(data, Date.now());
  return data;
}

/**
 * Loads the list into the query cache at start (the app imports this module on demand: nothing
 * on the first screen needs the list, and the initial bundle is tight); a failure is only logged.
 */
export function prefetchEventList(client: QueryClient): void {
  client
    .prefetchQuery({
      queryKey: EVENT_LIST_QUERY_KEY,
      queryFn: ({ signal }) => loadEventList(signal),
      staleTime: Number.POSITIVE_INFINITY,
    })
    .catch((error: unknown) => logLoadFailure("events list", error));
}

/** The company-event types; undefined until loaded (or when the load failed). */
export function useEventList(): readonly DefinedEvent[] | undefined {
  const query = useQuery({
    queryKey: EVENT_LIST_QUERY_KEY,
    queryFn: ({ signal }) => loadEventList(signal),
    // The browser copy decides freshness; the day-start refresh clears both.
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "events list");
  return query.data;
}
