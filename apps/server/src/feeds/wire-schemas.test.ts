/**
 * The route schemas restate the wire types of packages/market; these checks fail when a field
 * is added to or removed from one side only (a schema that lacked a field would silently drop
 * it from every answer): against the types at compile time (tsc), and against the wire key
 * lists at run time (vitest).
 */
import type {
  BondDetail,
  BondRow,
  ChartLayout,
  CompanyEvent,
  CoveredWarrantEntry,
  DailyRatios,
  DerivativeRow,
  EtfIndicativeItem,
  FinanceData,
  ForeignNetRow,
  ForeignSummary,
  IndexEntry,
  IndexListItem,
  IndustryEntry,
  MarketInfo,
  MarketPutThroughTotal,
  MatchHistoryPage,
  NewsItem,
  OddLotRow,
  ProprietaryDay,
  ProprietarySymbolDay,
  PutThroughBoardAnswer,
  PutThroughEntry,
  SettlementEstimateAnswer,
  StockBaseInfo,
  StockDictionaryEntry,
  StockInfo,
  StockQuote,
  TenLevelBookAnswer,
  TopForeignRow,
  TopStockItem,
  TopVolumeRow,
  TrailingRatios,
  UdfConfig,
  UdfSearchItem,
  UdfSymbolInfo,
  UserSettingItem,
  Watchlist,
  DefinedEvent,
} from "@bangia/market";
import { WIRE_KEYS, type WireKeySet } from "@bangia/market";
import type { TSchema } from "typebox";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as data from "./datafeed/datafeed-schemas";
import * as history from "./history/history-schemas";
import type { KeysMatch } from "./schema-kit";
import * as udf from "./tradingview/udf-schemas";

type Checks = [
  KeysMatch<typeof data.StockDictionaryEntrySchema, StockDictionaryEntry>,
  KeysMatch<typeof data.StockQuoteSchema, StockQuote>,
  KeysMatch<typeof data.CoveredWarrantEntrySchema, CoveredWarrantEntry>,
  KeysMatch<typeof data.OddLotRowSchema, OddLotRow>,
  KeysMatch<typeof data.DerivativeRowSchema, DerivativeRow>,
  KeysMatch<typeof data.TenLevelBookSchema, TenLevelBookAnswer>,
  KeysMatch<typeof data.PutThroughEntrySchema, PutThroughEntry>,
  KeysMatch<typeof data.IndexEntrySchema, IndexEntry>,
  KeysMatch<typeof data.MarketPutThroughTotalSchema, MarketPutThroughTotal>,
  KeysMatch<typeof data.TopStockItemSchema, TopStockItem>,
  KeysMatch<typeof data.StockBaseInfoSchema, StockBaseInfo>,
  KeysMatch<typeof data.NewsItemSchema, NewsItem>,
  KeysMatch<typeof data.MatchHistoryPageSchema, MatchHistoryPage>,
  KeysMatch<typeof data.SettlementEstimateSchema, SettlementEstimateAnswer>,
  KeysMatch<typeof data.EtfIndicativeItemSchema, EtfIndicativeItem>,
  KeysMatch<typeof data.BondRowSchema, BondRow>,
  KeysMatch<typeof data.BondDetailSchema, BondDetail>,
  KeysMatch<typeof data.PutThroughBoardSchema, PutThroughBoardAnswer>,
  KeysMatch<typeof data.DefinedEventSchema, DefinedEvent>,
  KeysMatch<typeof data.MarketInfoSchema, MarketInfo>,
  KeysMatch<typeof history.WatchlistSchema, Watchlist>,
  KeysMatch<typeof history.CompanyEventSchema, CompanyEvent>,
  KeysMatch<typeof history.DailyRatiosSchema, DailyRatios>,
  KeysMatch<typeof history.TrailingRatiosSchema, TrailingRatios>,
  KeysMatch<typeof history.FinanceDataSchema, FinanceData>,
  KeysMatch<typeof history.UserSettingItemSchema, UserSettingItem>,
  KeysMatch<typeof history.IndustryEntrySchema, IndustryEntry>,
  KeysMatch<typeof history.ProprietaryDaySchema, ProprietaryDay>,
  KeysMatch<typeof history.ProprietarySymbolDaySchema, ProprietarySymbolDay>,
  KeysMatch<typeof history.ForeignSummarySchema, ForeignSummary>,
  KeysMatch<typeof history.ForeignNetRowSchema, ForeignNetRow>,
  KeysMatch<typeof history.TopVolumeRowSchema, TopVolumeRow>,
  KeysMatch<typeof history.TopForeignRowSchema, TopForeignRow>,
  KeysMatch<typeof history.StockInfoSchema, StockInfo>,
  KeysMatch<typeof history.IndexListItemSchema, IndexListItem>,
  KeysMatch<typeof udf.UdfConfigSchema, UdfConfig>,
  KeysMatch<typeof udf.UdfSymbolInfoSchema, UdfSymbolInfo>,
  KeysMatch<typeof udf.UdfSearchItemSchema, UdfSearchItem>,
  KeysMatch<typeof udf.ChartLayoutSchema, ChartLayout>,
];

/** Every entry of a tuple is `true`. */
type AllTrue<T extends readonly unknown[]> = T[number] extends true ? true : false;

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
  it("name exactly the fields of the wire types (the types, checked by tsc)", () => {
    expectTypeOf<AllTrue<Checks>>().toEqualTypeOf<true>();
  });

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
