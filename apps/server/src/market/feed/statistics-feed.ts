/**
 * The statistics board over today's trading: the top lists and foreign trading, ranked and
 * summed by statistics-rows.ts.
 *
 * Decision where the spec is silent: top lists rank shares only, a floor's (10, 02, 03) or an
 * index's constituents for an index code (11 VN30, 12 HNX30, 27 VN100, and any other code of
 * INDEX_CODES the exchange computes); foreign summaries cover a floor's shares, ETFs and
 * warrants.
 */
import { indexByCode, type StockExchange } from "@bangia/market";
import type { SymbolDay } from "@bangia/exchange";
import { floorOfMarketCode, marketCodeOf } from "../rows/cash-instrument";
import {
  foreignNetRow,
  foreignSummary,
  rankForeign,
  rankTop,
  topForeignRow,
  topStockItem,
  topVolumeRow,
  type SymbolDayEntry,
} from "../rows/statistics-rows";
import type { MarketDay } from "./market-day";
import type { StatisticsFeed } from "./market-feed";

/** The composite index that names each floor on the statistics board. */
const FLOOR_INDEX: Readonly<Record<StockExchange, string>> = {
  HOSE: "VNINDEX",
  HNX: "HNXINDEX",
  UPCOM: "UPCOMINDEX",
};

export function createStatisticsFeed(day: MarketDay): StatisticsFeed {
  return {
    topStocks: (kind, count, marketCode) =>
      rankTop(shareDays(day, marketCode), kind, count).map(topStockItem),
    topVolume: (marketCode, count) => rankTop(shareDays(day, marketCode), "5", count).map(topVolumeRow),
    topForeign: (marketCode, count) => rankForeign(shareDays(day, marketCode), count).map(topForeignRow),

    foreignSummary(marketCode) {
      const floor = floorOfMarketCode(marketCode);
      return floor === undefined ? undefined : foreignSummary(floorDays(day, floor));
    },

    foreignNet: () =>
      (["HOSE", "HNX", "UPCOM"] as const).map((floor) =>
        foreignNetRow(FLOOR_INDEX[floor], foreignSummary(floorDays(day, floor))),
      ),
  };
}

/** The days of a floor's shares, ETFs and warrants. */
function floorDays(day: MarketDay, floor: StockExchange): SymbolDay[] {
  const days: SymbolDay[] = [];
  for (const definition of day.floorCash(floor)) {
    const symbolDay = day.exchange.day(definition.symbol);
    if (symbolDay !== undefined) days.push(symbolDay);
  }
  return days;
}

/** The shares a market code ranks: a floor's, or an index's constituents (11, 12, 27, …). */
function shareDays(day: MarketDay, marketCode: string): SymbolDayEntry[] {
  const floor = floorOfMarketCode(marketCode);
  const symbols =
    floor !== undefined
      ? day.groups.floorShares(floor)
      : indexByCode(marketCode) === undefined
        ? []
        : (day.groups.indexMembers(marketCode) ?? []);
  const entries: SymbolDayEntry[] = [];
  for (const symbol of symbols) {
    const definition = day.exchange.instrument(symbol);
    const symbolDay = day.exchange.day(symbol);
    if (definition?.kind !== "STOCK" || symbolDay === undefined) continue;
    entries.push({ symbol, mc: marketCodeOf(definition), day: symbolDay });
  }
  return entries;
}
