/**
 * The match history of an index future in the derivative detail (price-board §2, §4): pages of
 * `getliststocktrade_ps/{symbol}?numpage=100&nextidx=` newest first, older pages by the answer's
 * `nextidx` (null: none left), and live 3220 matches put on top.
 *
 * A match that happens while the first page loads may or may not be in it (the page carries no
 * sequence number). Matches that arrive meanwhile are held; when the page comes, those after the
 * page's newest match (the last held one equal to it) go on top, and all of them when none is
 * equal (the page was answered before any of them).
 */
import type { DerivativeMatchMessage, MatchHistoryItem, MatchHistoryPage } from "@bangia/market";

export interface MatchHistoryState {
  /** Newest first. */
  readonly items: readonly MatchHistoryItem[];
  /** Cursor of the next older page; null when there is none. */
  readonly nextidx: number | null;
  /** The first page is loading; live matches are held in `held` meanwhile. */
  readonly loading: boolean;
  /** Live matches received while the first page loads, oldest first. */
  readonly held: readonly MatchHistoryItem[];
}

export const INITIAL_MATCH_HISTORY: MatchHistoryState = { items: [], nextidx: null, loading: true, held: [] };

export type MatchHistoryEvent =
  /** A (re)load of the first page starts: the list is rebuilt from it. */
  | { readonly type: "reload" }
  | { readonly type: "first"; readonly page: MatchHistoryPage }
  /** An older page, asked for with the cursor `after`; an answer for an old cursor is ignored. */
  | { readonly type: "more"; readonly after: number; readonly page: MatchHistoryPage }
  | { readonly type: "live"; readonly item: MatchHistoryItem }
  /** The first page failed: the list keeps what it showed, the live matches held meanwhile on top. */
  | { readonly type: "failed" };

/** The fields of a live match (3220) the history keeps. */
export type LiveMatch = Pick<
  DerivativeMatchMessage,
  "sym" | "time" | "lastVol" | "lastPrice" | "change" | "cl" | "side"
>;

/** A live match as a history item. */
export function matchOfMessage(message: LiveMatch): MatchHistoryItem {
  return {
    sym: message.sym,
    time: message.time,
    lastVol: message.lastVol,
    lastPrice: message.lastPrice,
    change: message.change,
    cl: message.cl,
    side: message.side,
  };
}

function sameMatch(a: MatchHistoryItem, b: MatchHistoryItem): boolean {
  return a.time === b.time && a.lastPrice === b.lastPrice && a.lastVol === b.lastVol && a.side === b.side;
}

/**
 * The held live matches (oldest first) that the page does not hold, newest first.
 *
 * @example newerThanPage([m2, m1], [m2, m3]) // [m3]
 * @example newerThanPage([], [m1, m2]) // [m2, m1]
 */
export function newerThanPage(
  page: readonly MatchHistoryItem[],
  held: readonly MatchHistoryItem[],
): MatchHistoryItem[] {
  const newest = page[0];
  let start = 0;
  if (newest !== undefined)
    for (let index = held.length - 1; index >= 0; index--) {
      const item = held[index];
      if (item !== undefined && sameMatch(item, newest)) {
        start = index + 1;
        break;
      }
    }
  return held.slice(start).reverse();
}

/** The history after an event. */
export function matchHistoryAfter(state: MatchHistoryState, event: MatchHistoryEvent): MatchHistoryState {
  switch (event.type) {
    case "reload":
      return { ...state, loading: true, held: [] };
    case "first":
      return {
        items: [...newerThanPage(event.page.data, state.held), ...event.page.data],
        nextidx: event.page.nextidx,
        loading: false,
        held: [],
      };
    case "failed":
      return { ...state, items: [...[...state.held].reverse(), ...state.items], loading: false, held: [] };
    case "more":
      if (state.loading || state.nextidx !== event.after) return state;
      return { ...state, items: [...state.items, ...event.page.data], nextidx: event.page.nextidx };
    case "live":
      if (state.loading) return { ...state, held: [...state.held, event.item] };
      return { ...state, items: [event.item, ...state.items] };
  }
}
