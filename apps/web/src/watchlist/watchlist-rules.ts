/**
 * The watchlist rules of price-board §4 and §5 as pure functions over immutable lists: symbols
 * are trimmed and uppercased, a symbol already on a list is not added twice, new symbols go to the
 * top or the bottom by setting, a reorder never adds or loses a symbol, names are trimmed and not
 * blank (the market package's validateWatchlistName), and deleting the current list clears the
 * current list. The store applies them locally (anonymous lists, and at once before the server
 * answers for a logged-in customer).
 */
import { validateWatchlistName, type Watchlist, type WatchlistAppendPosition } from "@bangia/market";
import { normaliseSymbol } from "../state/symbol-code";

// The symbol rule is shared with the other kept values (pinned rows).
export { normaliseSymbol };

/**
 * The symbols with `symbol` added at `position`; unchanged (the same array) when it is already
 * there or is not a symbol.
 */
export function withSymbol(
  symbols: readonly string[],
  raw: string,
  position: WatchlistAppendPosition,
): readonly string[] {
  const symbol = normaliseSymbol(raw);
  if (symbol === null || symbols.includes(symbol)) return symbols;
  return position === "top" ? [symbol, ...symbols] : [...symbols, symbol];
}

/** The symbols without `symbol`; the same array when it is not there. */
export function withoutSymbol(symbols: readonly string[], raw: string): readonly string[] {
  const symbol = normaliseSymbol(raw);
  if (symbol === null || !symbols.includes(symbol)) return symbols;
  return symbols.filter((item) => item !== symbol);
}

/**
 * The list's symbols in the order asked for. The set never changes: symbols the order names but
 * the list lacks are dropped, and list symbols it omits keep their old relative order after it.
 * (A drag on a board that was updated in between must not resurrect or lose a symbol.)
 */
export function reorderedSymbols(symbols: readonly string[], order: readonly string[]): readonly string[] {
  const known = new Set(symbols);
  const placed = new Set<string>();
  for (const raw of order) {
    const symbol = normaliseSymbol(raw);
    if (symbol !== null && known.has(symbol)) placed.add(symbol);
  }
  return [...placed, ...symbols.filter((symbol) => !placed.has(symbol))];
}

/** `lists` with the list `id` replaced by `change(list)`. */
export function updateList(
  lists: readonly Watchlist[],
  id: string,
  change: (list: Watchlist) => Watchlist,
): readonly Watchlist[] {
  return lists.map((list) => (list.Id === id ? change(list) : list));
}

/** `lists` with `id` renamed; null when the name is refused (blank, too long, hidden characters). */
export function renamedLists(
  lists: readonly Watchlist[],
  id: string,
  name: string,
): readonly Watchlist[] | null {
  const valid = validateWatchlistName(name);
  if (valid === null) return null;
  return updateList(lists, id, (list) => ({ ...list, Name: valid }));
}

/**
 * The current list when the lists are first read: the remembered one when it still exists, else
 * the first list.
 */
export function currentAfter(lists: readonly Watchlist[], currentId: string | null): string | null {
  if (currentId !== null && lists.some((list) => list.Id === currentId)) return currentId;
  return lists[0]?.Id ?? null;
}

/**
 * The current list after a change of `lists`: kept when it still exists, else none (price-board
 * §4 "Deleting the current one clears the current list"; also when another tab deleted it).
 */
export function keptCurrent(lists: readonly Watchlist[], currentId: string | null): string | null {
  return currentId !== null && lists.some((list) => list.Id === currentId) ? currentId : null;
}

/**
 * The Id of a new local list: its creation time in epoch milliseconds as text (price-board §3),
 * moved past the newest existing Id so two lists made in one millisecond still differ.
 */
export function nextLocalId(now: number, lists: readonly Watchlist[]): string {
  let newest = 0;
  for (const list of lists) {
    const time = Number(list.Id);
    if (Number.isSafeInteger(time) && time > newest) newest = time;
  }
  return String(Math.max(Math.floor(now), newest + 1));
}

/**
 * The name of a list made without typing one (the bar's "new list" button, or the first search
 * pick when there is no list yet): `named(n)` for the first n from the list count up that no list
 * already has.
 *
 * @example unusedListName([], (n) => `Watchlist ${n}`) // "Watchlist 1"
 */
export function unusedListName(lists: readonly Watchlist[], named: (n: number) => string): string {
  const taken = new Set(lists.map((list) => list.Name));
  let n = lists.length + 1;
  while (taken.has(named(n))) n += 1;
  return named(n);
}
