/**
 * The popup's match history (price-board §3 "Match history item", §4 "The match history
 * paginates backward with a next-index cursor"): REST pages, newest first, and live matches
 * (3220) put on top.
 *
 * A live match may also be in a page loaded after it arrived (the first page, or every page
 * again after a reconnect), and the REST items carry no sequence number. So live matches are
 * kept apart and merged on display: a live match equal (time, price, volume, side) to one of the
 * page items from its time on is the same trade and shows once. Live messages themselves are
 * deduplicated by their sequence number.
 */
import type { DerivativeMatchMessage, MatchHistoryItem, StockMatchMessage } from "@bangia/market";

/** A live match as the list keeps it: the item fields and the message's sequence number. */
export interface LiveMatch extends MatchHistoryItem {
  readonly seq: number;
}

/** The list item of a live 3220 message. */
export function liveMatchOf(message: StockMatchMessage | DerivativeMatchMessage): LiveMatch {
  return {
    sym: message.sym,
    time: message.time,
    lastVol: message.lastVol,
    lastPrice: message.lastPrice,
    change: message.change,
    cl: message.cl,
    side: message.side,
    seq: message.seq,
  };
}

/**
 * Live matches after a message, newest first: a message at or below the newest sequence number
 * held is a repeat (or stale) and changes nothing.
 */
export function addLiveMatch(live: readonly LiveMatch[], message: LiveMatch): readonly LiveMatch[] {
  const newest = live[0];
  if (newest !== undefined && message.seq <= newest.seq) return live;
  return [message, ...live];
}

function tradeKey(item: MatchHistoryItem): string {
  return `${item.time}|${item.lastPrice}|${item.lastVol}|${item.side}`;
}

/** A row of the list: the match and a key that stays with it while pages and live matches arrive. */
export interface ShownMatch {
  /** `live-{seq}` for a live match, `{page}-{position}` for a page item. */
  readonly key: string;
  readonly item: MatchHistoryItem;
}

/**
 * The list shown: the live matches that no loaded page holds yet, then the pages' items, all
 * newest first. `live` is newest first; `pages` are in load order, each newest first.
 */
export function mergeMatches(
  live: readonly LiveMatch[],
  pages: readonly (readonly MatchHistoryItem[])[],
): readonly ShownMatch[] {
  const loaded = pages.flatMap((page, pageIndex) =>
    page.map((item, position) => ({ key: `${pageIndex}-${position}`, item })),
  );
  const oldestLive = live.at(-1);
  if (oldestLive === undefined) return loaded;
  // The page items a live match could repeat: those from the oldest live match's time on.
  const pending = new Map<string, number>();
  for (const { item } of loaded) {
    if (item.time < oldestLive.time) break;
    const key = tradeKey(item);
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }
  // Oldest first: the page holds a prefix of the live run, in the same order.
  const fresh: ShownMatch[] = [];
  for (let index = live.length - 1; index >= 0; index -= 1) {
    const match = live[index];
    if (match === undefined) continue;
    const key = tradeKey(match);
    const count = pending.get(key) ?? 0;
    if (count > 0) pending.set(key, count - 1);
    else fresh.push({ key: `live-${match.seq}`, item: match });
  }
  fresh.reverse();
  return [...fresh, ...loaded];
}

/** True when a scrolled list is within `slack` pixels of its bottom. */
export function nearBottom(
  box: { readonly scrollTop: number; readonly clientHeight: number; readonly scrollHeight: number },
  slack = 48,
): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - slack;
}
