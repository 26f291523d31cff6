/**
 * What the HTTP routes read from the live market: every data-feed answer and the market-derived
 * parts of the history feed and the chart feed, already in the wire shapes of packages/market.
 * Symbols arrive normalised (trimmed, upper-case, known or not); unknown symbols are skipped in
 * lists and answer `undefined` where one is asked for, so a route can say 404.
 *
 * Rows carry the `seq` of their symbol's stream at the time of the answer (sequences.ts).
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
import type { Bar } from "../synthetic/generated-content";

/** The groups of the proprietary board (price-board §2 `tu-doanh-*`); other values: tong-quan. */
export const PROPRIETARY_GROUPS = ["tong-quan", "VNI", "VN30", "HNX", "HNX30", "UPCOM"] as const;
export type ProprietaryGroup = (typeof PROPRIETARY_GROUPS)[number];

export interface MarketFeed {
  /** Market-clock now, epoch milliseconds. */
  now(): number;
  /** Exchange date of the trading day, YYYY-MM-DD. */
  today(): string;
  instrument(symbol: string): InstrumentDefinition | undefined;
  instruments(): readonly InstrumentDefinition[];

  // ── Data feed (price-board §7) ──
  stockDictionary(): readonly StockDictionaryEntry[];
  /** Shares, ETFs, warrants and listed bonds, in the order asked. */
  stockQuotes(symbols: readonly string[]): readonly StockQuote[];
  /** Every listed derivative when `symbols` is omitted. */
  derivativeRows(symbols?: readonly string[]): readonly DerivativeRow[];
  derivativeSymbolMap(): DerivativeSymbolMap;
  /** Listed contracts of the index-futures (INDEX) or bond-futures (TPCP) board. */
  derivativeSymbols(board: "INDEX" | "TPCP"): readonly string[];
  tenLevelBook(symbol: string, side: Side): TenLevelBookAnswer | undefined;
  /** Today's put-through adverts (live ones) and deals, oldest first. */
  putThroughEntries(): readonly PutThroughEntry[];
  putThroughBoard(floor: "ALL" | "HOSE" | "HNX" | "UPCOM"): PutThroughBoardAnswer;
  putThroughTotals(marketCodes: readonly string[]): readonly MarketPutThroughTotal[];
  /** Unknown codes are skipped. */
  indexEntries(codes: readonly string[]): readonly IndexEntry[];
  topStocks(kind: TopStockKind, count: number, marketCode: string): readonly TopStockItem[];
  baseInfo(symbol: string): StockBaseInfo | undefined;
  /** The most recent news first, at most `count`. */
  news(count: number): readonly NewsItem[];
  /** `list_allindex`, `list_exindex`, or the symbols of a group; undefined for an unknown group. */
  ckIndex(group: string): CkIndexAnswer | undefined;
  indexSymbols(indexCode: string): readonly string[] | undefined;
  /** Newest first; `before` is the `nextidx` of the previous page (null for the first page). */
  matchHistory(symbol: string, pageSize: number, before: number | null): MatchHistoryPage | undefined;
  settlementEstimate(underlying: "VN30" | "VN100"): SettlementEstimateAnswer;
  etfIndicative(symbols: readonly string[]): readonly EtfIndicativeItem[];
  oddLotRows(floor: "HOSE" | "HNX", symbols: readonly string[]): readonly OddLotRow[];
  oddLotSymbols(floor: "HOSE" | "HNX"): readonly string[];
  warrantEntries(): readonly CoveredWarrantEntry[];
  bondRows(kind?: "PRIVATE" | "CORPORATE"): readonly BondRow[];
  bondDetail(symbol: string): BondDetail | undefined;
  definedEvents(): readonly DefinedEvent[];
  marketInfo(marketCode: MarketCode): MarketInfo | undefined;

  // ── History feed, market parts (price-board §7) ──
  industries(): readonly IndustryEntry[];
  industrySymbols(icbCode: string): readonly string[] | undefined;
  stockInfo(symbol: string): StockInfo | undefined;
  proprietaryAggregate(group: ProprietaryGroup): ProprietaryDay;
  proprietarySnapshot(group: ProprietaryGroup): readonly ProprietarySymbolDay[];
  /** The last `days` trading days including today, oldest first. */
  proprietaryHistory(group: ProprietaryGroup, days: number): readonly ProprietaryDay[];
  foreignSummary(marketCode: string): ForeignSummary | undefined;
  foreignNet(): readonly ForeignNetRow[];
  topVolume(marketCode: string, count: number): readonly TopVolumeRow[];
  topForeign(marketCode: string, count: number): readonly TopForeignRow[];
  indexList(): readonly IndexListItem[];
  /** Today's one-minute closes, volumes and times per symbol (tradingview/historiesnearest). */
  nearestHistories(symbols: readonly string[]): NearestHistories;

  // ── Charts ──
  /** Today's one-minute bars of a symbol or an index symbol (VNINDEX), oldest first. */
  minuteBars(symbol: string): readonly Bar[] | undefined;
  /** Daily bars before today (generated, marked simulated) then today's, oldest first. */
  dailyBars(symbol: string, fromSeconds: number, toSeconds: number): readonly Bar[] | undefined;
}
