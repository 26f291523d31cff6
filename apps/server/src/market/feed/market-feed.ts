/**
 * What the HTTP routes read from the live market: every data-feed answer and the market-derived
 * parts of the history feed and the chart feed, already in the wire shapes of packages/market.
 * Symbols arrive normalised (trimmed, upper-case, known or not); unknown symbols are skipped in
 * lists and answer `undefined` where one is asked for, so a route can say 404.
 *
 * Rows carry the `seq` of their symbol's stream at the time of the answer (sequences.ts).
 *
 * The feed is one interface per part of the market it serves, each built by its own module of
 * this folder over one shared day (market-day.ts); `MarketFeed` is all of them, as the routes
 * receive it (live-market-feed.ts puts it together).
 */
import type {
  BondDetail,
  BondRow,
  CkIndexAnswer,
  CoveredWarrantEntry,
  DefinedEvent,
  DerivativeRow,
  DerivativeSymbolMap,
  EtfIndicativeItem,
  ForeignNetRow,
  ForeignSummary,
  IndexEntry,
  IndexListItem,
  IndustryEntry,
  MarketCode,
  MarketInfo,
  MarketPutThroughTotal,
  MatchHistoryPage,
  NearestHistories,
  NewsItem,
  OddLotRow,
  ProprietaryDay,
  ProprietarySymbolDay,
  PutThroughBoardAnswer,
  PutThroughEntry,
  SettlementEstimateAnswer,
  Side,
  StockBaseInfo,
  StockDictionaryEntry,
  StockInfo,
  StockQuote,
  TenLevelBookAnswer,
  TopForeignRow,
  TopStockItem,
  TopStockKind,
  TopVolumeRow,
} from "@bangia/market";
import type { InstrumentDefinition } from "@bangia/exchange";
import type { Bar } from "../../synthetic/generated-content";
import type { ProprietaryGroup } from "../board-groups";

/** The market's clock and what it lists. */
export interface MarketCalendar {
  /** Market-clock now, epoch milliseconds. */
  now(): number;
  /** Exchange date of the trading day, YYYY-MM-DD. */
  today(): string;
  instrument(symbol: string): InstrumentDefinition | undefined;
  instruments(): readonly InstrumentDefinition[];
}

/** The boards' rows (price-board §7): quotes, derivatives, put-through, odd lots, warrants, bonds. */
export interface BoardFeed {
  stockDictionary(): readonly StockDictionaryEntry[];
  /** Shares, ETFs, warrants and listed bonds, in the order asked. */
  stockQuotes(symbols: readonly string[]): readonly StockQuote[];
  /** Every listed derivative when `symbols` is omitted. */
  derivativeRows(symbols?: readonly string[]): readonly DerivativeRow[];
  derivativeSymbolMap(): DerivativeSymbolMap;
  /** Listed contracts of the index-futures (INDEX) or bond-futures (TPCP) board. */
  derivativeSymbols(board: "INDEX" | "TPCP"): readonly string[];
  tenLevelBook(symbol: string, side: Side): TenLevelBookAnswer | undefined;
  settlementEstimate(underlying: "VN30" | "VN100"): SettlementEstimateAnswer;
  /** Today's put-through adverts (live ones) and deals, oldest first. */
  putThroughEntries(): readonly PutThroughEntry[];
  putThroughBoard(floor: "ALL" | "HOSE" | "HNX" | "UPCOM"): PutThroughBoardAnswer;
  putThroughTotals(marketCodes: readonly string[]): readonly MarketPutThroughTotal[];
  etfIndicative(symbols: readonly string[]): readonly EtfIndicativeItem[];
  oddLotRows(floor: "HOSE" | "HNX", symbols: readonly string[]): readonly OddLotRow[];
  oddLotSymbols(floor: "HOSE" | "HNX"): readonly string[];
  warrantEntries(): readonly CoveredWarrantEntry[];
  bondRows(kind?: "PRIVATE" | "CORPORATE"): readonly BondRow[];
  bondDetail(symbol: string): BondDetail | undefined;
}

/** Indices, their groups, industries and each market's totals. */
export interface IndexFeed {
  /** Unknown codes are skipped. */
  indexEntries(codes: readonly string[]): readonly IndexEntry[];
  indexList(): readonly IndexListItem[];
  /** `list_allindex`, `list_exindex`, or the symbols of a group; undefined for an unknown group. */
  ckIndex(group: string): CkIndexAnswer | undefined;
  indexSymbols(indexCode: string): readonly string[] | undefined;
  industries(): readonly IndustryEntry[];
  industrySymbols(icbCode: string): readonly string[] | undefined;
  marketInfo(marketCode: MarketCode): MarketInfo | undefined;
}

/** The statistics board: top lists and foreign trading. */
export interface StatisticsFeed {
  topStocks(kind: TopStockKind, count: number, marketCode: string): readonly TopStockItem[];
  topVolume(marketCode: string, count: number): readonly TopVolumeRow[];
  topForeign(marketCode: string, count: number): readonly TopForeignRow[];
  foreignSummary(marketCode: string): ForeignSummary | undefined;
  foreignNet(): readonly ForeignNetRow[];
}

/** The proprietary (self-trading) board: today's flow and the days before. */
export interface ProprietaryFeed {
  proprietaryAggregate(group: ProprietaryGroup): ProprietaryDay;
  proprietarySnapshot(group: ProprietaryGroup): readonly ProprietarySymbolDay[];
  /** The last `days` trading days including today, oldest first. */
  proprietaryHistory(group: ProprietaryGroup, days: number): readonly ProprietaryDay[];
}

/** What the popup and the news panel say of a company. */
export interface CompanyFeed {
  baseInfo(symbol: string): StockBaseInfo | undefined;
  stockInfo(symbol: string): StockInfo | undefined;
  /** The most recent news first, at most `count`. */
  news(count: number): readonly NewsItem[];
  definedEvents(): readonly DefinedEvent[];
}

/** Bars and matches of the past: the charts and the match list. */
export interface ChartFeed {
  /** Today's one-minute bars of a symbol or an index symbol (VNINDEX), oldest first. */
  minuteBars(symbol: string): readonly Bar[] | undefined;
  /** Daily bars before today (generated, marked simulated) then today's, oldest first. */
  dailyBars(symbol: string, fromSeconds: number, toSeconds: number): readonly Bar[] | undefined;
  /** Today's one-minute closes, volumes and times per symbol (tradingview/historiesnearest). */
  nearestHistories(symbols: readonly string[]): NearestHistories;
  /** Newest first; `before` is the `nextidx` of the previous page (null for the first page). */
  matchHistory(symbol: string, pageSize: number, before: number | null): MatchHistoryPage | undefined;
}

/** Everything the routes read of the live market. */
export interface MarketFeed
  extends MarketCalendar, BoardFeed, IndexFeed, StatisticsFeed, ProprietaryFeed, CompanyFeed, ChartFeed {}
