/**
 * The statistics board's rows and the top lists (price-board §2 "Statistics board", §3
 * "Statistics rows", §7 gettopstock). Rankings are over shares only:
 * - by volume (gettopstock kind 5, top volume): the day's board-lot volume, largest first;
 * - gainers (kind 9) and losers (kind 8): the percent change of the last price, only symbols
 *   that traded above (below) their reference;
 * - top foreign: foreign buy + sell volume, largest first.
 * Ties go to the symbol in alphabetical order, so a list is stable between two calls.
 */
import {
  TOP_STOCK_KINDS,
  changePercentHundredths,
  type ForeignNetRow,
  type ForeignSummary,
  type MarketCode,
  type TopForeignRow,
  type TopStockItem,
  type TopStockKind,
  type TopVolumeRow,
} from "@bangia/market";
import type { SymbolDay } from "@bangia/exchange";
import { changeOf, changePercentOf, colourCode } from "./price-fields";

/** A symbol's day with its market code. */
export interface SymbolDayEntry {
  readonly symbol: string;
  readonly mc: MarketCode;
  readonly day: SymbolDay;
}

/** Longest top list served. */
export const MAX_TOP_COUNT = 50;

/** A count asked for, as a whole number in 0..50. */
export function topCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.min(MAX_TOP_COUNT, Math.floor(count))) : 0;
}

const bySymbol = (a: SymbolDayEntry, b: SymbolDayEntry) =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

function percentOf(entry: SymbolDayEntry): number {
  return changePercentHundredths(entry.day.last, entry.day.reference) ?? 0;
}

/** The entries of a top list in rank order, at most `count`. */
export function rankTop(
  entries: readonly SymbolDayEntry[],
  kind: TopStockKind,
  count: number,
): SymbolDayEntry[] {
  const traded = entries.filter((entry) => entry.day.last > 0);
  let ranked: SymbolDayEntry[];
  switch (kind) {
    case TOP_STOCK_KINDS.TOP_VOLUME:
      ranked = traded
        .filter((entry) => entry.day.totalVolume > 0)
        .sort((a, b) => b.day.totalVolume - a.day.totalVolume || bySymbol(a, b));
      break;
    case TOP_STOCK_KINDS.TOP_GAINERS:
      ranked = traded
        .filter((entry) => entry.day.last > entry.day.reference)
        .sort((a, b) => percentOf(b) - percentOf(a) || bySymbol(a, b));
      break;
    case TOP_STOCK_KINDS.TOP_LOSERS:
      ranked = traded
        .filter((entry) => entry.day.last < entry.day.reference)
        .sort((a, b) => percentOf(a) - percentOf(b) || bySymbol(a, b));
      break;
  }
  return ranked.slice(0, topCount(count));
}

export function topStockItem(entry: SymbolDayEntry): TopStockItem {
  const { day } = entry;
  return {
    sym: entry.symbol,
    lastPrice: day.last,
    ot: changeOf(day.last, day.reference),
    changePc: changePercentOf(day.last, day.reference),
    lot: day.totalVolume,
    color: colourCode(day.last, day),
    mc: entry.mc,
  };
}

export function topVolumeRow(entry: SymbolDayEntry): TopVolumeRow {
  return {
    sym: entry.symbol,
    lot: entry.day.totalVolume,
    lastPrice: entry.day.last,
    mc: entry.mc,
    color: colourCode(entry.day.last, entry.day),
  };
}

const foreignVolume = (entry: SymbolDayEntry) => entry.day.foreignBuyVolume + entry.day.foreignSellVolume;

/** The entries with foreign trading, most foreign volume first, at most `count`. */
export function rankForeign(entries: readonly SymbolDayEntry[], count: number): SymbolDayEntry[] {
  return entries
    .filter((entry) => foreignVolume(entry) > 0)
    .sort((a, b) => foreignVolume(b) - foreignVolume(a) || bySymbol(a, b))
    .slice(0, topCount(count));
}

export function topForeignRow(entry: SymbolDayEntry): TopForeignRow {
  return {
    sym: entry.symbol,
    fBVol: entry.day.foreignBuyVolume,
    fSVolume: entry.day.foreignSellVolume,
    lastPrice: entry.day.last,
    mc: entry.mc,
  };
}

/** Foreign buying and selling summed over a market's days. */
export function foreignSummary(days: readonly SymbolDay[]): ForeignSummary {
  let fBVol = 0;
  let fSVol = 0;
  let fBVal = 0;
  let fSVal = 0;
  for (const day of days) {
    fBVol += day.foreignBuyVolume;
    fSVol += day.foreignSellVolume;
    fBVal += day.foreignBuyValue;
    fSVal += day.foreignSellValue;
  }
  return { fBVol, fSVol, fBVal, fSVal };
}

/** A floor's net foreign trading, named by its composite index. */
export function foreignNetRow(index: string, summary: ForeignSummary): ForeignNetRow {
  return { index, vol: summary.fBVol - summary.fSVol, val: summary.fBVal - summary.fSVal };
}
