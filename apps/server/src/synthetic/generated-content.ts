/**
 * Content a real brokerage buys from data vendors and we generate: daily price history before
 * the simulated market began, company finance tables, ratios, events and news. Everything is a
 * pure function of (seed, symbol, date), so every start and every server process answers the
 * same, and every item says it is simulated.
 */
import type {
  CompanyEvent,
  DailyRatios,
  DefinedEvent,
  FinanceData,
  NewsItem,
  TrailingRatios,
} from "@bangia/market";

/**
 * One bar of a chart: epoch seconds of its start; prices in the instrument's wire unit. The
 * generated daily history is made of them, and the live market continues it with the bars of
 * the simulated days and today's minutes.
 */
export interface Bar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Per-share fundamentals behind the base-info panel, VND. */
export interface Fundamentals {
  readonly eps: number;
  readonly bvps: number;
  /** Cash dividend per share of the last year, VND. */
  readonly dividend: number;
  readonly beta: number;
  /** Forward PE, decimal. */
  readonly fwpe: number;
}

/** A day of proprietary (self-trading) flow of one symbol, shares and VND. */
export interface ProprietaryFlow {
  readonly buyVolume: number;
  readonly buyValue: number;
  readonly sellVolume: number;
  readonly sellValue: number;
}

/** The facts of an instrument the generators scale to (its size and price level). */
export interface ContentSubject {
  readonly symbol: string;
  /** Price unit of the instrument: VND, or hundredths of a point for index futures and indices. */
  readonly reference: number;
  /** Shares (0 when meaningless: indices, futures). */
  readonly sharesOutstanding: number;
  /** Tick of the price grid at `reference`, so generated prices sit on it. */
  readonly tick: (price: number) => number;
}

export interface GeneratedContent {
  /**
   * `days` trading days of daily bars ending on the last trading day before `today`, whose
   * close is the subject's reference; every price on its tick grid, oldest first.
   */
  dailyHistory(subject: ContentSubject, today: string, days: number): readonly Bar[];
  financeData(subject: ContentSubject, today: string): FinanceData;
  fundamentals(subject: ContentSubject): Fundamentals;
  dailyRatios(subject: ContentSubject): DailyRatios;
  trailingRatios(subject: ContentSubject, today: string): TrailingRatios;
  /** Events of a symbol, newest first. */
  companyEvents(symbol: string, today: string): readonly CompanyEvent[];
  /**
   * Events of the given type codes (definedEvents) published on `date` (YYYY-MM-DD); asynchronous
   * because a new year's work runs in slices that yield the event loop.
   */
  eventsOnDate(
    symbols: readonly string[],
    typeCodes: readonly string[],
    date: string,
  ): Promise<readonly CompanyEvent[]>;
  definedEvents(): readonly DefinedEvent[];
  /** The `index`-th news item of `date` (0-based), published at `time` (epoch ms). */
  newsItem(date: string, index: number, time: number, symbols: readonly string[]): NewsItem;
  /** Proprietary flow of a symbol on a past day. */
  proprietaryFlow(subject: ContentSubject, date: string): ProprietaryFlow;
}
