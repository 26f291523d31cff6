/**
 * Loading the all-events list (event-list-cache.ts): from the browser's copy while it lasts
 * (until 08:30 the next day), else from the data feed; a failed load is only logged
 * (accounts-session §8: list-load failures are only logged). Apart from the hook
 * (use-event-list.ts) so the load at start (event-list-at-start.ts) brings no React code with it.
 */
import type { DefinedEvent } from "@bangia/market";
import type { QueryClient } from "@tanstack/react-query";
import { datafeed, logLoadFailure } from "../api/http";
import { readCachedEventList, writeCachedEventList } from "./event-list-cache";

export const EVENT_LIST_QUERY_KEY = ["datafeed", "getlistdefinedevents"] as const;

export async function loadEventList(signal: AbortSignal): Promise<readonly DefinedEvent[]> {
  const cached = readCachedEventList(Date.now());
  if (cached !== null) return cached;
  const { data } = await datafeed("getlistdefinedevents", undefined, { signal });
  // An empty answer is not kept: the next start asks again rather than keep nothing for a day.
  if (data.length > 0) writeCachedEventList(data, Date.now());
  return data;
}

/** Loads the list into the query cache (the app does at start, event-list-at-start.ts). */
export function prefetchEventList(client: QueryClient): void {
  client
    .prefetchQuery({
      queryKey: EVENT_LIST_QUERY_KEY,
      queryFn: ({ signal }) => loadEventList(signal),
      staleTime: Number.POSITIVE_INFINITY,
    })
    .catch((error: unknown) => logLoadFailure("events list", error));
}
