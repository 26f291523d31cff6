/**
 * The route schemas name exactly the fields of the wire types of packages/market, checked at
 * compile time: `npm run typecheck` compiles this file and Vitest never runs it (the run-time
 * half, against the wire key lists, is wire-schemas.test.ts).
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
import { describe, expectTypeOf, it } from "vitest";
import type * as data from "./datafeed/datafeed-schemas";
import type * as history from "./history/history-schemas";
import type { KeysMatch } from "../http/schema-kit";
import type * as udf from "./tradingview/udf-schemas";

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

describe("route schemas", () => {
  it("name exactly the fields of the wire types (the types, checked by tsc)", () => {
    expectTypeOf<AllTrue<Checks>>().toEqualTypeOf<true>();
  });
});
