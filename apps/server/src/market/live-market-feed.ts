/**
 * The MarketFeed over the live exchange: every data-feed answer and the market parts of the
 * history and chart feeds, built by the row builders the realtime messages use (rows/,
 * quote-projector.ts), so a REST row and a message of the same state agree. REST rows carry the
 * current number of their stream (sequences.ts); a read that answers numbered rows first has the
 * publisher publish what is pending, so a row never shows a state newer than its number (a client
 * that applies the messages after the number would otherwise apply a match twice).
 *
 * The feed is read on every HTTP request, so what only changes with the trading day (the
 * dictionary, listed contracts, the year range) is computed once per day, past proprietary days
 * once (they never change), and the fixed groups once (board-groups.ts).
 *
 * Decisions where the spec is silent:
 * - Match history pages walk back through the tape: `nextidx` is the tape index of the page's
 *   oldest match − 1, null once the page reaches the first match; pages hold at most 100.
 * - Top lists and statistics rank shares only (statistics-rows.ts): a floor's (10, 02, 03), or
 *   an index's constituents for an index code (11 VN30, 12 HNX30, 27 VN100, and any other code
 *   of INDEX_CODES the exchange computes). Foreign summaries and market info cover a floor's shares, ETFs and
 *   warrants; market info 04 covers the listed futures, values them in VND (price × volume ×
 *   the contract's multiplier) and adds their open interest, and the index codes (11, 12, 27)
 *   cover their constituents.
 * - The settlement estimate of VN30/VN100 is the nearest contract's final settlement price once
 *   the exchange has fixed it; before that, on the contract's last trading day, the underlying's
 *   current level (the price is an average of that level over the closing half hour); on other
 *   days there is none (null).
 * - Daily bars are the generated history before the universe's first day, anchored at the first
 *   day's reference (an index: its first level), so it never changes; then the recorded bars of
 *   the simulated days (daily-bar-book.ts); then today's bar from the day's open, high, low and
 *   last once the symbol has traded (an index: from its minute bars). Every bar is stamped at
 *   00:00 exchange time (UTC+7) of its date. The year range of base info reads the same bars.
 * - Past proprietary days are generated at the first day's references too, so a day's figures
 *   stay the same from one day to the next and are computed once per group and date.
 */
import {
  aliasSymbol,
  divideRounded,
  FUTURES_ALIASES,
  INDEX_CODES,
  indexByCode,
  MARKET_CODES,
  MATCH_HISTORY_PAGE_SIZE,
  previousTradingDay,
  sessionCodeOfPhase,
  type BondDetail,
  type BondRow,
  type CkIndexAnswer,
  type CoveredWarrantEntry,
  type DefinedEvent,
  type DerivativeRow,
  type DerivativeSymbolMap,
  type EtfIndicativeItem,
  type ForeignNetRow,
  type ForeignSummary,
  type HolidayList,
  type IndexEntry,
  type IndexListItem,
  type Industry,
  type IndustryEntry,
  type MarketCode,
  type MarketInfo,
  type MarketPutThroughTotal,
  type MatchHistoryPage,
  type NearestHistories,
  type NewsItem,
  type OddLotRow,
  type ProprietaryDay,
  type ProprietarySymbolDay,
  type PutThroughBoardAnswer,
  type PutThroughEntry,
  type SessionVenue,
  type SettlementEstimateAnswer,
  type Side,
  type StockBaseInfo,
  type StockDictionaryEntry,
  type StockExchange,
  type StockInfo,
  type StockQuote,
  type TenLevelBookAnswer,
  type TopForeignRow,
  type TopStockItem,
  type TopStockKind,
  type TopVolumeRow,
} from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import type {
  BondDefinition,
  FutureDefinition,
  IndexDefinition,
  InstrumentDefinition,
  MarketClock,
  MarketExchange,
  SymbolDay,
  WarrantDefinition,
} from "@bangia/exchange";
import type {
  Bar,
  ContentSubject,
  Fundamentals,
  GeneratedContent,
  ProprietaryFlow,
} from "../synthetic/generated-content";
import { createBoardGroups, derivativeBoard, type BoardGroups } from "./board-groups";
import { dailyBarTime, dayBar, DailyBarBook } from "./daily-bar-book";
import type { MarketFeed, ProprietaryGroup } from "./market-feed";
import type { NewsWire } from "./news-wire";
import type { QuoteProjector, TapeTrade, TradeTapeView } from "./projection";
import { createQuoteProjector } from "./quote-projector";
import { bondDetail, bondRow } from "./rows/bond-row";
import {
  floorOf,
  isCashInstrument,
  isFuture,
  isListedOn,
  marketCodeOf,
  typeCodeOf,
  type CashDefinition,
} from "./rows/cash-instrument";
import { indexSubject, instrumentSubject, sharesOf } from "./rows/content-subject";
import { derivativeRow, tenLevels } from "./rows/derivative-row";
import { etfIndicativeFields } from "./rows/etf-indicative";
import { matchHistoryItem } from "./rows/match";
import { hasOddLots, oddLotRow } from "./rows/odd-lot-row";
import { flowOfDay, isActive, proprietaryDay, proprietarySymbolDay } from "./rows/proprietary-rows";
import { advertEntry, dealEntry } from "./rows/put-through-entry";
import {
  foreignNetRow,
  foreignSummary,
  rankForeign,
  rankTop,
  topForeignRow,
  topStockItem,
  topVolumeRow,
  type SymbolDayEntry,
} from "./rows/statistics-rows";
import { stockQuote } from "./rows/stock-quote";
import { warrantExtras } from "./rows/warrant-extras";
import { exchangeClockText } from "./rows/wire-time";
import { streamKeys, type SequenceBook } from "./sequences";

export interface MarketFeedParts {
  readonly exchange: MarketExchange;
  readonly clock: MarketClock;
  readonly tape: TradeTapeView;
  readonly content: GeneratedContent;
  readonly sequences: SequenceBook;
  readonly news: NewsWire;
  /** The universe's index definitions (buildUniverse(...).indices). */
  readonly indices: readonly IndexDefinition[];
  /** ICB level-2 industries; the packaged reference data's when omitted. */
  readonly industries?: readonly Industry[];
  /** The exchange's holidays, to count the trading days of the proprietary history. */
  readonly holidays?: HolidayList;
  /** The projector the publisher uses, to share it; one over the exchange when omitted. */
  readonly projector?: QuoteProjector;
  /** The publisher of the stream, flushed before numbered rows are built (live.publisher). */
  readonly publisher?: PendingPublisher;
  /**
   * The recorded days (live.dailyBars); without it, none are recorded and the exchange's day
   * when the feed is created counts as the first day.
   */
  readonly dailyBars?: DailyBarBook;
}

/** What the feed needs of the publisher (market-publisher.ts). */
export interface PendingPublisher {
  flushPending(): void;
}

/** Trading days of generated history behind the 52-week range. */
export const YEAR_RANGE_DAYS = 250;
/** Most proprietary days served (the board asks for 10). */
export const MAX_PROPRIETARY_DAYS = 60;
/** Most daily bars generated for one chart request (about six years). */
export const MAX_DAILY_BARS = 1_500;
/** Dates of past proprietary days kept (the history walks back at most MAX_PROPRIETARY_DAYS). */
const PROPRIETARY_DATES_KEPT = MAX_PROPRIETARY_DAYS + 5;

const SECONDS_PER_DAY = 86_400;

const FLOOR_OF_MARKET: ReadonlyMap<string, StockExchange> = new Map([
  [MARKET_CODES.HOSE, "HOSE"],
  [MARKET_CODES.HNX, "HNX"],
  [MARKET_CODES.UPCOM, "UPCOM"],
]);

/** The composite index that names each floor on the statistics board. */
const FLOOR_INDEX: Readonly<Record<StockExchange, string>> = {
  HOSE: "VNINDEX",
  HNX: "HNXINDEX",
  UPCOM: "UPCOMINDEX",
};

/** What the feed keeps for one trading day. */
interface DayCache {
  readonly date: string;
  readonly instruments: readonly InstrumentDefinition[];
  readonly dictionary: readonly StockDictionaryEntry[];
  /** Futures listed today, by product then nearest expiry. */
  readonly futures: readonly FutureDefinition[];
  readonly boards: Readonly<Record<"INDEX" | "TPCP", readonly string[]>>;
  readonly symbolMap: DerivativeSymbolMap;
  readonly warrants: readonly WarrantDefinition[];
  readonly bonds: readonly BondDefinition[];
  /** Per symbol: fundamentals and the year range of the daily bars before today. */
  readonly baseFacts: Map<string, BaseFacts>;
}

interface BaseFacts {
  readonly fundamentals: Fundamentals;
  /** Lowest low and highest high of the year before today; 0 without history. */
  readonly low: number;
  readonly high: number;
}

export function createMarketFeed(parts: MarketFeedParts): MarketFeed {
  return new LiveMarketFeed(parts);
}

class LiveMarketFeed implements MarketFeed {
  readonly #exchange: MarketExchange;
  readonly #clock: MarketClock;
  readonly #tape: TradeTapeView;
  readonly #content: GeneratedContent;
  readonly #sequences: SequenceBook;
  readonly #news: NewsWire;
  readonly #projector: QuoteProjector;
  readonly #indexSymbols: ReadonlySet<string>;
  readonly #industries: readonly Industry[];
  readonly #holidays: HolidayList;
  readonly #groups: BoardGroups;
  readonly #publisher: PendingPublisher | undefined;
  readonly #dailyBars: DailyBarBook;
  /** Each index's level at the start of the first day, by index symbol. */
  readonly #initialLevels: ReadonlyMap<string, number>;
  /** Subjects at the first day's reference, by symbol: they never change. */
  readonly #anchored = new Map<string, ContentSubject>();
  /** Generated proprietary days by date, then group: a past day never changes. */
  readonly #proprietaryPast = new Map<string, Map<ProprietaryGroup, ProprietaryDay>>();
  #day: DayCache | undefined;

  constructor(parts: MarketFeedParts) {
    this.#exchange = parts.exchange;
    this.#clock = parts.clock;
    this.#tape = parts.tape;
    this.#content = parts.content;
    this.#sequences = parts.sequences;
    this.#news = parts.news;
    this.#projector = parts.projector ?? createQuoteProjector(parts.exchange, parts.tape, parts.clock);
    this.#indexSymbols = new Set(parts.indices.map((index) => index.code));
    this.#initialLevels = new Map(parts.indices.map((index) => [index.code, index.initialLevel]));
    this.#publisher = parts.publisher;
    this.#dailyBars = parts.dailyBars ?? new DailyBarBook({ firstDay: parts.exchange.today });
    this.#industries = parts.industries ?? readReferenceData().industries;
    this.#holidays = parts.holidays ?? [];
    this.#groups = createBoardGroups({
      instruments: parts.exchange.instruments(),
      indices: parts.indices,
      industries: this.#industries,
    });
  }

  now(): number {
    return this.#clock.now();
  }

  today(): string {
    return this.#exchange.today;
  }

  instrument(symbol: string): InstrumentDefinition | undefined {
    return this.#exchange.instrument(symbol);
  }

  instruments(): readonly InstrumentDefinition[] {
    return this.#cache().instruments;
  }

  // ── Data feed ───────────────────────────────────────────────────────────────────────────

  stockDictionary(): readonly StockDictionaryEntry[] {
    return this.#cache().dictionary;
  }

  stockQuotes(symbols: readonly string[]): readonly StockQuote[] {
    this.#flushPending();
    const rows: StockQuote[] = [];
    for (const symbol of symbols) {
      const definition = this.#cash(symbol);
      const row = definition && stockQuote(this.#exchange, definition, this.#sequences.current(symbol));
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  derivativeRows(symbols?: readonly string[]): readonly DerivativeRow[] {
    this.#flushPending();
    const futures =
      symbols === undefined
        ? this.#cache().futures
        : symbols.map((symbol) => this.#future(symbol)).filter((future) => future !== undefined);
    const rows: DerivativeRow[] = [];
    for (const future of futures) {
      const row = derivativeRow(this.#exchange, future, this.#sequences.current(future.symbol));
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  derivativeSymbolMap(): DerivativeSymbolMap {
    return this.#cache().symbolMap;
  }

  derivativeSymbols(board: "INDEX" | "TPCP"): readonly string[] {
    return this.#cache().boards[board];
  }

  tenLevelBook(symbol: string, side: Side): TenLevelBookAnswer | undefined {
    return this.#future(symbol) && { ndata: tenLevels(this.#exchange, symbol, side) };
  }

  putThroughEntries(): readonly PutThroughEntry[] {
    this.#flushPending();
    const seq = this.#sequences.current(streamKeys.channel("spt"));
    const desk = this.#exchange.putThrough;
    const entries: PutThroughEntry[] = [];
    const timed: { readonly time: number; readonly entry: PutThroughEntry | undefined }[] = [
      ...desk
        .adverts()
        .map((advert) => ({ time: advert.time, entry: advertEntry(this.#exchange, advert, seq) })),
      ...desk.deals().map((deal) => ({ time: deal.time, entry: dealEntry(this.#exchange, deal, seq) })),
    ];
    // A stable sort keeps adverts before deals of the same millisecond, each in desk order.
    for (const { entry } of timed.sort((a, b) => a.time - b.time))
      if (entry !== undefined) entries.push(entry);
    return entries;
  }

  putThroughBoard(floor: "ALL" | "HOSE" | "HNX" | "UPCOM"): PutThroughBoardAnswer {
    const entries = this.putThroughEntries().filter((entry) => floor === "ALL" || entry.marketID === floor);
    const matched = entries.filter((entry) => entry.type === "PTM");
    return {
      buy: entries.filter((entry) => entry.type === "PTB"),
      sell: entries.filter((entry) => entry.type === "PTS"),
      matched,
      totalVolume: matched.reduce((total, entry) => total + entry.volume, 0),
      totalValue: matched.reduce((total, entry) => total + entry.value, 0),
    };
  }

  putThroughTotals(marketCodes: readonly string[]): readonly MarketPutThroughTotal[] {
    const totals: MarketPutThroughTotal[] = [];
    for (const code of marketCodes) {
      const floor = FLOOR_OF_MARKET.get(code);
      if (floor === undefined) continue;
      const { volume, value } = this.#exchange.putThrough.totals(floor);
      totals.push({ mc: MARKET_CODES[floor], value, volume });
    }
    return totals;
  }

  indexEntries(codes: readonly string[]): readonly IndexEntry[] {
    this.#flushPending();
    const entries: IndexEntry[] = [];
    for (const code of codes) {
      const entry = this.#projector.indexEntry(code, this.#sequences.current(streamKeys.index(code)));
      if (entry !== undefined) entries.push(entry);
    }
    return entries;
  }

  topStocks(kind: TopStockKind, count: number, marketCode: string): readonly TopStockItem[] {
    return rankTop(this.#shareDays(marketCode), kind, count).map(topStockItem);
  }

  baseInfo(symbol: string): StockBaseInfo | undefined {
    const definition = this.#exchange.instrument(symbol);
    const day = this.#exchange.day(symbol);
    if (definition === undefined || day === undefined) return undefined;
    if (definition.kind !== "STOCK" && definition.kind !== "ETF" && definition.kind !== "CW")
      return undefined;
    const facts = this.#baseFacts(definition, day);
    const price = day.last > 0 ? day.last : day.reference;
    const { fundamentals } = facts;
    return {
      sym: symbol,
      capitalLevel: price * definition.sharesOutstanding,
      dumua: this.#exchange.openVolume(symbol, "lot", "B"),
      duban: this.#exchange.openVolume(symbol, "lot", "S"),
      yearlow: lowest(facts.low, day.low),
      yearhigh: Math.max(facts.high, day.high),
      foreignRoom: day.foreignRoom,
      dividend: fundamentals.dividend,
      yield: twoDecimals(fundamentals.dividend * 100, price),
      pb: twoDecimals(price, fundamentals.bvps),
      eps: fundamentals.eps,
      beta: fundamentals.beta,
      fwpe: fundamentals.fwpe,
      bvps: fundamentals.bvps,
    };
  }

  news(count: number): readonly NewsItem[] {
    return this.#news.latest(this.#clock.now(), count);
  }

  ckIndex(group: string): CkIndexAnswer | undefined {
    return this.#groups.ckIndex(group);
  }

  indexSymbols(indexCode: string): readonly string[] | undefined {
    return this.#groups.indexMembers(indexCode);
  }

  matchHistory(symbol: string, pageSize: number, before: number | null): MatchHistoryPage | undefined {
    if (this.#exchange.instrument(symbol) === undefined) return undefined;
    const band = this.#exchange.day(symbol) ?? { reference: 0, ceiling: 0, floor: 0 };
    const trades = this.#tape.trades(symbol);
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
  }

  settlementEstimate(underlying: "VN30" | "VN100"): SettlementEstimateAnswer {
    const nearest = this.#cache().futures.find(
      (future) => future.kind === "INDEX_FUTURE" && future.underlying === underlying,
    );
    if (nearest === undefined) return { calFSP: null };
    const fixed = this.#exchange.finalSettlementPrice(nearest.symbol);
    if (fixed !== undefined) return { calFSP: fixed };
    if (nearest.lastTradingDate !== this.#exchange.today) return { calFSP: null };
    return { calFSP: this.#exchange.indexValue(underlying) ?? null };
  }

  etfIndicative(symbols: readonly string[]): readonly EtfIndicativeItem[] {
    const items: EtfIndicativeItem[] = [];
    for (const symbol of symbols) {
      const fields = etfIndicativeFields(this.#exchange, symbol);
      if (fields !== undefined) items.push({ sym: symbol, inav: fields.iNav, index: fields.iIndex });
    }
    return items;
  }

  oddLotRows(floor: "HOSE" | "HNX", symbols: readonly string[]): readonly OddLotRow[] {
    this.#flushPending();
    const rows: OddLotRow[] = [];
    for (const symbol of symbols) {
      const definition = this.#exchange.instrument(symbol);
      if (definition === undefined || !hasOddLots(definition) || definition.exchange !== floor) continue;
      const trading = this.#tape.oddLotTrading(symbol);
      const row = oddLotRow(this.#exchange, definition, trading, this.#sequences.current(symbol));
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  oddLotSymbols(floor: "HOSE" | "HNX"): readonly string[] {
    return this.#groups.oddLotSymbols(floor);
  }

  warrantEntries(): readonly CoveredWarrantEntry[] {
    return this.#cache().warrants.map((warrant) => ({
      stock_code: warrant.symbol,
      ...warrantExtras(warrant),
    }));
  }

  bondRows(kind?: "PRIVATE" | "CORPORATE"): readonly BondRow[] {
    this.#flushPending();
    return this.#cache()
      .bonds.filter((bond) => kind === undefined || bond.bondType === kind)
      .map((bond) => bondRow(this.#exchange, bond, this.#sequences.current(bond.symbol)));
  }

  bondDetail(symbol: string): BondDetail | undefined {
    const definition = this.#exchange.instrument(symbol);
    if (definition?.kind !== "BOND") return undefined;
    this.#flushPending();
    return bondDetail(this.#exchange, definition, this.#sequences.current(symbol));
  }

  definedEvents(): readonly DefinedEvent[] {
    return this.#content.definedEvents();
  }

  marketInfo(marketCode: MarketCode): MarketInfo | undefined {
    const market = this.#market(marketCode);
    if (market === undefined) return undefined;
    this.#flushPending();
    let vol = 0;
    let value = 0;
    let oi = 0;
    for (const symbol of market.symbols) {
      const day = this.#exchange.day(symbol);
      if (day === undefined) continue;
      vol += day.totalVolume;
      // A future's day keeps price × volume in its price unit; the multiplier makes it VND.
      value += day.totalValue * (this.#future(symbol)?.multiplier ?? 1);
      oi += day.openInterest;
    }
    return {
      mc: marketCode,
      status: sessionCodeOfPhase(this.#exchange.phaseOf(market.venue)),
      vol,
      value,
      ...(marketCode === MARKET_CODES.DERIVATIVES ? { oi } : {}),
      time: exchangeClockText(this.#clock.now()),
      seq: this.#sequences.current(streamKeys.index(marketCode)),
    };
  }

  // ── History feed, market parts ──────────────────────────────────────────────────────────

  industries(): readonly IndustryEntry[] {
    return this.#groups.industries();
  }

  industrySymbols(icbCode: string): readonly string[] | undefined {
    return this.#groups.industrySymbols(icbCode);
  }

  stockInfo(symbol: string): StockInfo | undefined {
    const definition = this.#exchange.instrument(symbol);
    if (definition === undefined) return undefined;
    const icbCode = definition.kind === "STOCK" ? definition.icbCode : null;
    const industry =
      icbCode === null ? undefined : this.#industries.find((entry) => entry.icbCode === icbCode);
    const shares = sharesOf(definition);
    return {
      symbol,
      name_vn: definition.nameVi,
      name_en: definition.nameEn,
      exchange: definition.exchange,
      IcbCode: icbCode,
      IcbName: industry?.nameVi ?? null,
      IcbNameEn: industry?.nameEn ?? null,
      sharesOutstanding: shares,
      marketCap: (this.#exchange.day(symbol)?.reference ?? 0) * shares,
      simulated: definition.simulated,
    };
  }

  proprietaryAggregate(group: ProprietaryGroup): ProprietaryDay {
    return proprietaryDay(
      this.#exchange.today,
      this.#todayFlows(group).map((entry) => entry.flow),
    );
  }

  proprietarySnapshot(group: ProprietaryGroup): readonly ProprietarySymbolDay[] {
    const today = this.#exchange.today;
    return this.#todayFlows(group)
      .filter((entry) => isActive(entry.flow))
      .map((entry) => proprietarySymbolDay(today, entry.symbol, entry.flow));
  }

  proprietaryHistory(group: ProprietaryGroup, days: number): readonly ProprietaryDay[] {
    const wanted = Number.isFinite(days) ? Math.max(0, Math.min(MAX_PROPRIETARY_DAYS, Math.floor(days))) : 0;
    if (wanted === 0) return [];
    const today = this.#exchange.today;
    const history: ProprietaryDay[] = [this.proprietaryAggregate(group)];
    for (let date = today; history.length < wanted;) {
      date = previousTradingDay(date, this.#holidays);
      history.push(this.#pastProprietary(group, date));
    }
    return history.reverse();
  }

  foreignSummary(marketCode: string): ForeignSummary | undefined {
    const floor = FLOOR_OF_MARKET.get(marketCode);
    return floor === undefined ? undefined : foreignSummary(this.#floorDays(floor));
  }

  foreignNet(): readonly ForeignNetRow[] {
    return (["HOSE", "HNX", "UPCOM"] as const).map((floor) =>
      foreignNetRow(FLOOR_INDEX[floor], foreignSummary(this.#floorDays(floor))),
    );
  }

  topVolume(marketCode: string, count: number): readonly TopVolumeRow[] {
    return rankTop(this.#shareDays(marketCode), "5", count).map(topVolumeRow);
  }

  topForeign(marketCode: string, count: number): readonly TopForeignRow[] {
    return rankForeign(this.#shareDays(marketCode), count).map(topForeignRow);
  }

  indexList(): readonly IndexListItem[] {
    const items: IndexListItem[] = [];
    for (const { code, symbol } of INDEX_CODES) {
      const index = this.#exchange.index(symbol);
      if (index !== undefined) items.push({ mc: code, value: index.tradedValue, cIndex: index.value });
    }
    return items;
  }

  nearestHistories(symbols: readonly string[]): NearestHistories {
    const histories: Record<string, { c: number[]; v: number[]; t: number[] }> = {};
    for (const symbol of symbols) {
      if (!this.#charted(symbol) || Object.hasOwn(histories, symbol)) continue;
      const bars = this.#tape.minuteBars(symbol);
      histories[symbol] = {
        c: bars.map((bar) => bar.close),
        v: bars.map((bar) => bar.volume),
        t: bars.map((bar) => bar.time),
      };
    }
    return histories;
  }

  // ── Charts ──────────────────────────────────────────────────────────────────────────────

  minuteBars(symbol: string): readonly Bar[] | undefined {
    return this.#charted(symbol) ? this.#tape.minuteBars(symbol) : undefined;
  }

  dailyBars(symbol: string, fromSeconds: number, toSeconds: number): readonly Bar[] | undefined {
    const subject = this.#anchoredSubject(symbol);
    if (subject === undefined) return undefined;
    if (!(fromSeconds <= toSeconds)) return [];
    const firstDay = this.#dailyBars.firstDay;
    const span = Math.ceil((dailyBarTime(firstDay) - fromSeconds) / SECONDS_PER_DAY);
    const days = Number.isFinite(span) ? Math.max(0, Math.min(MAX_DAILY_BARS, span)) : MAX_DAILY_BARS;
    const generated = days > 0 ? this.#content.dailyHistory(subject, firstDay, days) : [];
    const today = this.#exchange.today;
    const bars = [...generated, ...this.#dailyBars.bars(symbol, today)];
    const todayBar = dayBar(this.#exchange, this.#tape, symbol);
    if (todayBar !== undefined) bars.push(todayBar);
    return bars.filter((bar) => bar.time >= fromSeconds && bar.time <= toSeconds);
  }

  // ── Helpers ─────────────────────────────────────────────────────────────────────────────

  #cache(): DayCache {
    const date = this.#exchange.today;
    if (this.#day?.date !== date) this.#day = this.#buildDay(date);
    return this.#day;
  }

  #buildDay(date: string): DayCache {
    const instruments = this.#exchange.instruments();
    const listed = instruments.filter((definition) => isListedOn(definition, date));
    const cash = listed.filter(isCashInstrument);
    const boards = {
      INDEX: derivativeBoard(instruments, "INDEX", date),
      TPCP: derivativeBoard(instruments, "TPCP", date),
    };
    const futures = [...boards.INDEX, ...boards.TPCP]
      .map((symbol) => this.#exchange.instrument(symbol))
      .filter((definition) => definition !== undefined)
      .filter(isFuture);
    return {
      date,
      instruments,
      dictionary: cash.map(dictionaryEntry),
      futures,
      boards,
      symbolMap: symbolMapOf(futures),
      warrants: cash.filter((definition) => definition.kind === "CW"),
      bonds: cash.filter((definition) => definition.kind === "BOND"),
      baseFacts: new Map(),
    };
  }

  #cash(symbol: string): CashDefinition | undefined {
    const definition = this.#exchange.instrument(symbol);
    return definition !== undefined && isCashInstrument(definition) ? definition : undefined;
  }

  #future(symbol: string): FutureDefinition | undefined {
    const definition = this.#exchange.instrument(symbol);
    return definition !== undefined && isFuture(definition) ? definition : undefined;
  }

  /** A symbol with charts: an instrument or an index the exchange computes. */
  #charted(symbol: string): boolean {
    return this.#exchange.instrument(symbol) !== undefined || this.#indexSymbols.has(symbol);
  }

  /**
   * The subject of the generated past: an instrument at its first day's reference (a contract
   * the roll listed later: its listing day's), an index at its first day's level.
   */
  #anchoredSubject(symbol: string): ContentSubject | undefined {
    let subject = this.#anchored.get(symbol);
    if (subject !== undefined) return subject;
    const definition = this.#exchange.instrument(symbol);
    const level = this.#initialLevels.get(symbol);
    if (definition !== undefined) subject = instrumentSubject(definition, definition.initialReference);
    else if (level !== undefined) subject = indexSubject(symbol, level);
    else return undefined;
    this.#anchored.set(symbol, subject);
    return subject;
  }

  /** The last `count` daily bars before today: recorded days, the generated past before them. */
  #pastBars(symbol: string, count: number): readonly Bar[] {
    const subject = this.#anchoredSubject(symbol);
    if (subject === undefined) return [];
    const recorded = this.#dailyBars.bars(symbol, this.#exchange.today).slice(-count);
    const missing = count - recorded.length;
    const generated =
      missing > 0 ? this.#content.dailyHistory(subject, this.#dailyBars.firstDay, missing) : [];
    return [...generated, ...recorded];
  }

  #baseFacts(definition: InstrumentDefinition, day: SymbolDay): BaseFacts {
    const cache = this.#cache().baseFacts;
    let facts = cache.get(definition.symbol);
    if (facts === undefined) {
      const history = this.#pastBars(definition.symbol, YEAR_RANGE_DAYS);
      facts = {
        fundamentals: this.#content.fundamentals(instrumentSubject(definition, day.reference)),
        low: history.reduce((low, bar) => lowest(low, bar.low), 0),
        high: history.reduce((high, bar) => Math.max(high, bar.high), 0),
      };
      cache.set(definition.symbol, facts);
    }
    return facts;
  }

  /** The days of a floor's shares, ETFs and warrants. */
  #floorDays(floor: StockExchange): SymbolDay[] {
    const days: SymbolDay[] = [];
    for (const definition of this.#cache().instruments) {
      if (definition.exchange !== floor || definition.kind === "BOND" || !isCashInstrument(definition))
        continue;
      const day = this.#exchange.day(definition.symbol);
      if (day !== undefined) days.push(day);
    }
    return days;
  }

  /** The shares a market code ranks: a floor's, or an index's constituents (11, 12, 27, …). */
  #shareDays(marketCode: string): SymbolDayEntry[] {
    const floor = FLOOR_OF_MARKET.get(marketCode);
    const symbols =
      floor !== undefined
        ? this.#groups.floorShares(floor)
        : indexByCode(marketCode) === undefined
          ? []
          : (this.#groups.indexMembers(marketCode) ?? []);
    const entries: SymbolDayEntry[] = [];
    for (const symbol of symbols) {
      const definition = this.#exchange.instrument(symbol);
      const day = this.#exchange.day(symbol);
      if (definition?.kind !== "STOCK" || day === undefined) continue;
      entries.push({ symbol, mc: marketCodeOf(definition), day });
    }
    return entries;
  }

  /** The symbols and session venue of a market code of marketInfo. */
  #market(
    marketCode: string,
  ): { readonly symbols: readonly string[]; readonly venue: SessionVenue } | undefined {
    if (marketCode === MARKET_CODES.DERIVATIVES)
      return { symbols: this.#cache().futures.map((future) => future.symbol), venue: "DERIVATIVES" };
    const floor = FLOOR_OF_MARKET.get(marketCode);
    if (floor !== undefined) {
      const symbols = this.#cache()
        .instruments.filter(
          (definition) =>
            definition.exchange === floor && definition.kind !== "BOND" && isCashInstrument(definition),
        )
        .map((definition) => definition.symbol);
      return { symbols, venue: floor };
    }
    const index = indexByCode(marketCode);
    const members = index === undefined ? undefined : this.#groups.indexMembers(index.symbol);
    return index === undefined || members === undefined
      ? undefined
      : { symbols: members, venue: index.exchange };
  }

  #todayFlows(group: ProprietaryGroup): { readonly symbol: string; readonly flow: ProprietaryFlow }[] {
    const flows: { readonly symbol: string; readonly flow: ProprietaryFlow }[] = [];
    for (const symbol of this.#groups.proprietarySymbols(group)) {
      const day = this.#exchange.day(symbol);
      if (day !== undefined) flows.push({ symbol, flow: flowOfDay(day) });
    }
    return flows;
  }

  #pastProprietary(group: ProprietaryGroup, date: string): ProprietaryDay {
    let groups = this.#proprietaryPast.get(date);
    if (groups === undefined) {
      groups = new Map();
      this.#proprietaryPast.set(date, groups);
      if (this.#proprietaryPast.size > PROPRIETARY_DATES_KEPT) {
        const oldest = [...this.#proprietaryPast.keys()].sort()[0];
        if (oldest !== undefined) this.#proprietaryPast.delete(oldest);
      }
    }
    let day = groups.get(group);
    if (day === undefined) {
      const flows: ProprietaryFlow[] = [];
      for (const symbol of this.#groups.proprietarySymbols(group)) {
        const subject = this.#anchoredSubject(symbol);
        if (subject !== undefined) flows.push(this.#content.proprietaryFlow(subject, date));
      }
      day = proprietaryDay(date, flows);
      groups.set(group, day);
    }
    return day;
  }

  /** Has the publisher number what is pending, before a numbered row reads the state. */
  #flushPending(): void {
    this.#publisher?.flushPending();
  }
}

function dictionaryEntry(definition: CashDefinition): StockDictionaryEntry {
  return {
    stock_code: definition.symbol,
    name_vn: definition.nameVi,
    name_en: definition.nameEn,
    post_to: floorOf(definition),
    type: typeCodeOf(definition),
  };
}

/**
 * The board's generic names of the listed index futures (pslistmap): per product, the contracts
 * nearest first are F1M (this month), F2M (next month), F1Q and F2Q (the next two quarter
 * months) — the order the exchange lists them in (market-rules §8).
 */
function symbolMapOf(futures: readonly FutureDefinition[]): DerivativeSymbolMap {
  const map: Record<string, string> = {};
  for (const underlying of ["VN30", "VN100"] as const) {
    const contracts = futures.filter(
      (future) => future.kind === "INDEX_FUTURE" && future.underlying === underlying,
    );
    contracts.forEach((future, position) => {
      const alias = FUTURES_ALIASES[position];
      if (alias !== undefined) map[aliasSymbol(underlying, alias)] = future.symbol;
    });
  }
  return map;
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

/** The lower of two prices where 0 means "none". */
function lowest(a: number, b: number): number {
  if (a <= 0) return b;
  return b <= 0 ? a : Math.min(a, b);
}

/** numerator ÷ denominator with two decimals (display ratios); 0 without a denominator. */
function twoDecimals(numerator: number, denominator: number): number {
  if (!(denominator > 0)) return 0;
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator))
    return divideRounded(numerator * 100, denominator) / 100;
  return Math.round((numerator / denominator) * 100) / 100;
}
