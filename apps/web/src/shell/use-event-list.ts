/**
 * The all-events list for a screen that shows it (event-list-cache.ts): the query the app fills
 * at start (event-list-at-start.ts, prefetch-event-list.ts), kept for the day. A failed load is
 * only logged (accounts-session §8: list-load failures are only logged).
 */
import type { DefinedEvent } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { EVENT_LIST_QUERY_KEY, loadEventList } from "./prefetch-event-list";

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
