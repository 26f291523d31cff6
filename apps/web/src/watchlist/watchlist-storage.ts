/**
 * Watchlists kept in the browser (price-board §3 "Locally kept values": the watchlist map and
 * the last selected watchlist, local and remote ids). A visitor's lists live here only; a
 * logged-in customer's lists live on the server and only the last selected Id is kept here.
 */
import { validateWatchlistName, type Watchlist } from "@bangia/market";
import { readLocal, removeLocal, writeLocal } from "../state/local-value";
import { normaliseSymbol } from "./watchlist-rules";

/** Storage keys. */
export const WATCHLIST_KEYS = {
  /** The visitor's lists: `{ [Id]: Watchlist }`. */
  map: "watchlistMap",
  /** Last selected list of the visitor. */
  localId: "watchlistLocalId",
  /** Last selected server list; cleared on logout (accounts-session §4). */
  remoteId: "watchlistRemoteId",
} as const;

type StoredMap = Readonly<Record<string, Watchlist>>;

/** A stored list, cleaned; null when it cannot be one (a hand-edited or outdated entry). */
function parseList(raw: unknown): Watchlist | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { Id, Name, Symbols } = raw as Record<string, unknown>;
  const name = validateWatchlistName(Name);
  if (typeof Id !== "string" || Id === "" || name === null || !Array.isArray(Symbols)) return null;
  const symbols = Symbols.map((item) => (typeof item === "string" ? normaliseSymbol(item) : null));
  return { Id, Name: name, Symbols: [...new Set(symbols.filter((item) => item !== null))] };
}

function parseMap(raw: unknown): Watchlist[] | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  return Object.values(raw)
    .map(parseList)
    .filter((list) => list !== null);
}

/** Ids are creation times: numeric order is creation order. */
function byCreation(a: Watchlist, b: Watchlist): number {
  return Number(a.Id) - Number(b.Id) || a.Id.localeCompare(b.Id);
}

const parseSortedMap = (raw: unknown): Watchlist[] | null => parseMap(raw)?.sort(byCreation) ?? null;

// False after a failed write: storage then lags behind the lists on screen.
let listsSaved = true;

/** The visitor's lists in creation order; what is shown from now on. */
export function readLocalLists(): readonly Watchlist[] {
  listsSaved = true;
  return readLocal(WATCHLIST_KEYS.map, parseSortedMap, []);
}

/**
 * The lists a visitor's change starts from: as stored now, since another tab may have changed
 * them, so writing the result never drops that tab's lists. `shown` when storage has none or
 * lags behind (a failed write).
 */
export function freshLocalLists(shown: readonly Watchlist[]): readonly Watchlist[] {
  return listsSaved ? readLocal(WATCHLIST_KEYS.map, parseSortedMap, shown) : shown;
}

export function writeLocalLists(lists: readonly Watchlist[]): void {
  const map: Record<string, Watchlist> = {};
  for (const list of lists) map[list.Id] = list;
  listsSaved = writeLocal(WATCHLIST_KEYS.map, map satisfies StoredMap);
}

const parseId = (raw: unknown): string | null => (typeof raw === "string" && raw !== "" ? raw : null);

/** The last selected Id for the login state (`remote` when logged in). */
export function readSelectedId(remote: boolean): string | null {
  return readLocal(remote ? WATCHLIST_KEYS.remoteId : WATCHLIST_KEYS.localId, parseId, null);
}

export function writeSelectedId(remote: boolean, id: string | null): void {
  const key = remote ? WATCHLIST_KEYS.remoteId : WATCHLIST_KEYS.localId;
  if (id === null) removeLocal(key);
  else writeLocal(key, id);
}
