/**
 * The all-events list (`getlistdefinedevents`: the company-event types, accounts-session §3
 * stored item `allEvents`; §4 "the all-stocks and events lists are cached locally and refreshed
 * once a day, cache expiry 08:30 next day"): kept in the browser until the next 08:30 exchange
 * time after it was fetched, like the stock list, so a day's visits load it once.
 */
import type { DefinedEvent } from "@bangia/market";
import { readLocal, writeLocal } from "../state/local-value";
import { EVENT_LIST_KEY } from "./event-list-key";
import { stockListExpiry } from "../symbol-search/stock-list-cache";

interface CachedEventList {
  /** Epoch ms after which the list is fetched again. */
  readonly expires: number;
  readonly events: readonly DefinedEvent[];
}

/** The longest a list can legitimately be kept: until the next 08:30, at most a day away. */
const MAX_KEPT_MS = 24 * 60 * 60 * 1_000;

function isDefinedEvent(raw: unknown): raw is DefinedEvent {
  if (typeof raw !== "object" || raw === null) return false;
  const { code, name_vn, name_en } = raw as Record<string, unknown>;
  return (
    typeof code === "string" && code !== "" && typeof name_vn === "string" && typeof name_en === "string"
  );
}

function parseCached(raw: unknown): CachedEventList | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { expires, events } = raw as Record<string, unknown>;
  if (typeof expires !== "number" || !Number.isFinite(expires) || !Array.isArray(events)) return null;
  return events.length > 0 && events.every(isDefinedEvent) ? { expires, events } : null;
}

/**
 * The stored list if it has not expired at `now`; an entry claiming to last beyond a day (edited
 * by hand, or written under a clock since put back) is not trusted, so the list is fetched again.
 */
export function readCachedEventList(now: number): readonly DefinedEvent[] | null {
  const cached = readLocal(EVENT_LIST_KEY, parseCached, null);
  if (cached === null || now >= cached.expires || cached.expires > now + MAX_KEPT_MS) return null;
  return cached.events;
}

export function writeCachedEventList(events: readonly DefinedEvent[], fetchedAt: number): void {
  const cached: CachedEventList = { expires: stockListExpiry(fetchedAt), events };
  writeLocal(EVENT_LIST_KEY, cached);
}
