/**
 * The charts and the match list: today's minute bars from the tape, the daily bars of
 * bar-history.ts, and the tape's matches page by page.
 *
 * Decision where the spec is silent: match history pages walk back through the tape: `nextidx`
 * is the tape index of the page's oldest match − 1, null once the page reaches the first match;
 * pages hold at most 100.
 */
import { MATCH_HISTORY_PAGE_SIZE, type NearestHistories } from "@bangia/market";
import type { TapeTrade } from "../projection";
import { matchHistoryItem } from "../rows/match";
import type { BarHistory } from "./bar-history";
import type { MarketDay } from "./market-day";
import type { ChartFeed } from "./market-feed";

export interface ChartFeedParts {
  readonly bars: BarHistory;
  /** The symbols of the indices the exchange computes: they have charts too. */
  readonly indexSymbols: ReadonlySet<string>;
}

export function createChartFeed(day: MarketDay, parts: ChartFeedParts): ChartFeed {
  const { exchange, tape } = day;
  /** A symbol with charts: an instrument or an index the exchange computes. */
  const charted = (symbol: string) =>
    exchange.instrument(symbol) !== undefined || parts.indexSymbols.has(symbol);

  return {
    minuteBars: (symbol) => (charted(symbol) ? tape.minuteBars(symbol) : undefined),

    dailyBars: (symbol, fromSeconds, toSeconds) => parts.bars.between(symbol, fromSeconds, toSeconds),

    nearestHistories(symbols) {
      const histories: Record<string, { c: number[]; v: number[]; t: number[] }> = {};
      for (const symbol of symbols) {
        if (!charted(symbol) || Object.hasOwn(histories, symbol)) continue;
        const bars = tape.minuteBars(symbol);
        histories[symbol] = {
          c: bars.map((bar) => bar.close),
          v: bars.map((bar) => bar.volume),
          t: bars.map((bar) => bar.time),
        };
      }
      return histories satisfies NearestHistories;
    },

    matchHistory(symbol, pageSize, before) {
      if (exchange.instrument(symbol) === undefined) return undefined;
      const band = exchange.day(symbol) ?? { reference: 0, ceiling: 0, floor: 0 };
      const trades = tape.trades(symbol);
      const size =
        Number.isFinite(pageSize) && pageSize >= 1
          ? Math.min(MATCH_HISTORY_PAGE_SIZE, Math.floor(pageSize))
          : MATCH_HISTORY_PAGE_SIZE;
      const end = before === null ? trades.length : countAtOrBelow(trades, before);
      const start = Math.max(0, end - size);
      const data = trades
        .slice(start, end)
        .reverse()
        .map((trade) => matchHistoryItem(trade, band));
      const oldest = trades[start];
      const nextidx = start > 0 && oldest !== undefined && oldest.index > 1 ? oldest.index - 1 : null;
      return { nextidx, data };
    },
  };
}

/** The number of tape trades with index ≤ `index` (the tape is in index order). */
function countAtOrBelow(trades: readonly TapeTrade[], index: number): number {
  let low = 0;
  let high = trades.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((trades[middle]?.index ?? Infinity) <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}
