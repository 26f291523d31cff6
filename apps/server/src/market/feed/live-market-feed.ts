/**
 * The MarketFeed over the live exchange, put together from one module per part of the market
 * it serves, all over one shared day (market-day.ts):
 *
 * - board-feed.ts: stock quotes, derivative rows, put-through, odd lots, warrants, bonds;
 * - index-feed.ts: index entries, the index list, the board groups and industries, market info;
 * - statistics-feed.ts: top lists and foreign trading;
 * - proprietary-feed.ts: the proprietary board, today's and the generated days before;
 * - company-feed.ts: base info, stock info, news and defined events;
 * - chart-feed.ts: minute bars, daily bars (bar-history.ts) and match history.
 *
 * Rows are built by the row builders the realtime messages use (rows/, quote-projector.ts), so a
 * REST row and a message of the same state agree. The feed is read on every HTTP request, so
 * what only changes with the trading day is computed once per day, past proprietary days once
 * (they never change), and the fixed groups once (board-groups.ts).
 */
import type { HolidayList, Industry } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import type { IndexDefinition, MarketClock, MarketExchange } from "@bangia/exchange";
import type { GeneratedContent } from "../../synthetic/generated-content";
import { createBoardGroups } from "../board-groups";
import { DailyBarBook } from "../daily-bar-book";
import type { NewsWire } from "../news-wire";
import type { QuoteProjector, TradeTapeView } from "../projection";
import { createQuoteProjector } from "../quote-projector";
import type { SequenceBook } from "../sequences";
import { AnchoredSubjects } from "./anchored-subjects";
import { BarHistory } from "./bar-history";
import { createBoardFeed } from "./board-feed";
import { createChartFeed } from "./chart-feed";
import { createCompanyFeed } from "./company-feed";
import { createIndexFeed } from "./index-feed";
import { MarketDay, type PendingPublisher } from "./market-day";
import type { MarketFeed } from "./market-feed";
import { createProprietaryFeed } from "./proprietary-feed";
import { createStatisticsFeed } from "./statistics-feed";

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

export function createMarketFeed(parts: MarketFeedParts): MarketFeed {
  const { exchange, clock, tape, content, indices } = parts;
  const industries = parts.industries ?? readReferenceData().industries;
  const groups = createBoardGroups({ instruments: exchange.instruments(), indices, industries });
  const day = new MarketDay({
    exchange,
    clock,
    tape,
    sequences: parts.sequences,
    groups,
    publisher: parts.publisher,
  });
  const subjects = new AnchoredSubjects(exchange, indices);
  const dailyBars = parts.dailyBars ?? new DailyBarBook({ firstDay: exchange.today });
  const bars = new BarHistory(day, { content, subjects, dailyBars });
  return {
    now: () => clock.now(),
    today: () => exchange.today,
    instrument: (symbol) => exchange.instrument(symbol),
    instruments: () => day.instruments(),
    ...createBoardFeed(day),
    ...createIndexFeed(day, parts.projector ?? createQuoteProjector(exchange, tape, clock)),
    ...createStatisticsFeed(day),
    ...createProprietaryFeed(day, { content, subjects, holidays: parts.holidays ?? [] }),
    ...createCompanyFeed(day, { content, news: parts.news, bars, industries }),
    ...createChartFeed(day, { bars, indexSymbols: new Set(indices.map((index) => index.code)) }),
  };
}
