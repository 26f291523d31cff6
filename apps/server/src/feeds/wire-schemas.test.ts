/**
 * The route schemas restate the wire types of packages/market; these checks fail when a field
 * is added to or removed from one side only (a schema that lacked a field would silently drop
 * it from every answer): against the wire key lists at run time here, and against the types at
 * compile time in wire-schemas.test-d.ts.
 */
import { WIRE_KEYS, type WireKeySet } from "@bangia/market";
import type { TSchema } from "typebox";
import { describe, expect, it } from "vitest";
import * as data from "./datafeed/datafeed-schemas";
import * as history from "./history/history-schemas";
import * as udf from "./tradingview/udf-schemas";

/** The property names of an object schema. */
function fieldsOf(schema: TSchema): string[] {
  const properties: unknown = (schema as { properties?: unknown }).properties;
  return typeof properties === "object" && properties !== null ? Object.keys(properties).sort() : [];
}

/** Every name of the wire key sets (a schema restating a union names the fields of all members). */
function wireFields(...sets: readonly WireKeySet[]): string[] {
  return [...new Set(sets.flatMap((set) => [...set.required, ...set.optional]))].sort();
}

describe("route schemas", () => {
  it.each<[string, TSchema, readonly WireKeySet[]]>([
    ["StockDictionaryEntry", data.StockDictionaryEntrySchema, [WIRE_KEYS.stockDictionaryEntry]],
    ["StockQuote", data.StockQuoteSchema, [WIRE_KEYS.shareQuote, WIRE_KEYS.etfQuote, WIRE_KEYS.warrantQuote]],
    ["CoveredWarrantEntry", data.CoveredWarrantEntrySchema, [WIRE_KEYS.coveredWarrantEntry]],
    ["OddLotRow", data.OddLotRowSchema, [WIRE_KEYS.oddLotRow]],
    ["DerivativeRow", data.DerivativeRowSchema, [WIRE_KEYS.derivativeRow]],
    ["TenLevelBook", data.TenLevelBookSchema, [WIRE_KEYS.tenLevelBookAnswer]],
    ["PutThroughEntry", data.PutThroughEntrySchema, [WIRE_KEYS.putThroughEntry]],
    ["IndexEntry", data.IndexEntrySchema, [WIRE_KEYS.indexEntry]],
    ["MarketPutThroughTotal", data.MarketPutThroughTotalSchema, [WIRE_KEYS.marketPutThroughTotal]],
    ["TopStockItem", data.TopStockItemSchema, [WIRE_KEYS.topStockItem]],
    ["StockBaseInfo", data.StockBaseInfoSchema, [WIRE_KEYS.stockBaseInfo]],
    ["NewsItem", data.NewsItemSchema, [WIRE_KEYS.newsItem]],
    ["MatchHistoryPage", data.MatchHistoryPageSchema, [WIRE_KEYS.matchHistoryPage]],
    ["SettlementEstimate", data.SettlementEstimateSchema, [WIRE_KEYS.settlementEstimateAnswer]],
    ["EtfIndicativeItem", data.EtfIndicativeItemSchema, [WIRE_KEYS.etfIndicativeItem]],
    ["BondRow", data.BondRowSchema, [WIRE_KEYS.bondRow]],
    ["BondDetail", data.BondDetailSchema, [WIRE_KEYS.bondDetail]],
    ["PutThroughBoard", data.PutThroughBoardSchema, [WIRE_KEYS.putThroughBoardAnswer]],
    ["DefinedEvent", data.DefinedEventSchema, [WIRE_KEYS.definedEvent]],
    ["MarketInfo", data.MarketInfoSchema, [WIRE_KEYS.marketInfo]],
    ["Watchlist", history.WatchlistSchema, [WIRE_KEYS.watchlist]],
    ["CompanyEvent", history.CompanyEventSchema, [WIRE_KEYS.companyEvent]],
    ["DailyRatios", history.DailyRatiosSchema, [WIRE_KEYS.dailyRatios]],
    ["TrailingRatios", history.TrailingRatiosSchema, [WIRE_KEYS.trailingRatios]],
    ["FinanceData", history.FinanceDataSchema, [WIRE_KEYS.financeData]],
    ["UserSettingItem", history.UserSettingItemSchema, [WIRE_KEYS.userSettingItem]],
    ["IndustryEntry", history.IndustryEntrySchema, [WIRE_KEYS.industryEntry]],
    ["ProprietaryDay", history.ProprietaryDaySchema, [WIRE_KEYS.proprietaryDay]],
    ["ProprietarySymbolDay", history.ProprietarySymbolDaySchema, [WIRE_KEYS.proprietarySymbolDay]],
    ["ForeignSummary", history.ForeignSummarySchema, [WIRE_KEYS.foreignSummary]],
    ["ForeignNetRow", history.ForeignNetRowSchema, [WIRE_KEYS.foreignNetRow]],
    ["TopVolumeRow", history.TopVolumeRowSchema, [WIRE_KEYS.topVolumeRow]],
    ["TopForeignRow", history.TopForeignRowSchema, [WIRE_KEYS.topForeignRow]],
    ["StockInfo", history.StockInfoSchema, [WIRE_KEYS.stockInfo]],
    ["IndexListItem", history.IndexListItemSchema, [WIRE_KEYS.indexListItem]],
    ["UdfConfig", udf.UdfConfigSchema, [WIRE_KEYS.udfConfig]],
    ["UdfSymbolInfo", udf.UdfSymbolInfoSchema, [WIRE_KEYS.udfSymbolInfo]],
    ["UdfSearchItem", udf.UdfSearchItemSchema, [WIRE_KEYS.udfSearchItem]],
    ["ChartLayout", udf.ChartLayoutSchema, [WIRE_KEYS.chartLayout]],
  ])("%s names exactly the wire fields (at run time)", (_name, schema, sets) => {
    expect(fieldsOf(schema)).toEqual(wireFields(...sets));
  });
});
