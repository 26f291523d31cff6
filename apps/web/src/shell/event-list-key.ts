/**
 * Where the all-events list is kept in the browser (accounts-session §3 stored item `allEvents`),
 * apart from the cache's code so the day-start refresh can forget it without loading that code:
 * the list itself loads after the first screen (event-list-cache.ts, imported on demand).
 */
import { removeLocal } from "../state/local-value";

/** The spec's name of the stored item. */
export const EVENT_LIST_KEY = "allEvents";

/** Forgets the stored list (the day-start refresh). */
export function clearCachedEventList(): void {
  removeLocal(EVENT_LIST_KEY);
}
