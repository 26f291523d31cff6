/**
 * The daily bars of a symbol, oldest first: the generated history before the universe's first
 * day, anchored at the first day's reference (an index: its first level; anchored-subjects.ts) so
 * it never changes; then the recorded bars of the simulated days (daily-bar-book.ts); then today's
 * bar from the day's open, high, low and last once the symbol has traded (an index: from its
 * minute bars). Every bar is stamped at 00:00 exchange time (UTC+7) of its date.
 */
import type { Bar, GeneratedContent } from "../../synthetic/generated-content";
import { dailyBarTime, dayBar, type DailyBarBook } from "../daily-bar-book";
import type { AnchoredSubjects } from "./anchored-subjects";
import type { MarketDay } from "./market-day";

/** Most daily bars generated for one chart request (about six years). */
export const MAX_DAILY_BARS = 1_500;

const SECONDS_PER_DAY = 86_400;

export interface BarHistoryParts {
  readonly content: GeneratedContent;
  readonly subjects: AnchoredSubjects;
  /** The recorded days; its first day is where the generated history ends. */
  readonly dailyBars: DailyBarBook;
}

export class BarHistory {
  readonly #day: MarketDay;
  readonly #content: GeneratedContent;
  readonly #subjects: AnchoredSubjects;
  readonly #recorded: DailyBarBook;

  constructor(day: MarketDay, parts: BarHistoryParts) {
    this.#day = day;
    this.#content = parts.content;
    this.#subjects = parts.subjects;
    this.#recorded = parts.dailyBars;
  }

  /** The bars between two times (epoch seconds, both included); undefined for an unknown symbol. */
  between(symbol: string, fromSeconds: number, toSeconds: number): readonly Bar[] | undefined {
    const subject = this.#subjects.of(symbol);
    if (subject === undefined) return undefined;
    if (!(fromSeconds <= toSeconds)) return [];
    const firstDay = this.#recorded.firstDay;
    const span = Math.ceil((dailyBarTime(firstDay) - fromSeconds) / SECONDS_PER_DAY);
    const days = Number.isFinite(span) ? Math.max(0, Math.min(MAX_DAILY_BARS, span)) : MAX_DAILY_BARS;
    const generated = days > 0 ? this.#content.dailyHistory(subject, firstDay, days) : [];
    const { exchange, tape } = this.#day;
    const bars = [...generated, ...this.#recorded.bars(symbol, exchange.today)];
    const todayBar = dayBar(exchange, tape, symbol);
    if (todayBar !== undefined) bars.push(todayBar);
    return bars.filter((bar) => bar.time >= fromSeconds && bar.time <= toSeconds);
  }

  /** The last `count` bars before today: recorded days, the generated past before them. */
  before(symbol: string, count: number): readonly Bar[] {
    const subject = this.#subjects.of(symbol);
    if (subject === undefined) return [];
    const recorded = this.#recorded.bars(symbol, this.#day.date).slice(-count);
    const missing = count - recorded.length;
    const generated =
      missing > 0 ? this.#content.dailyHistory(subject, this.#recorded.firstDay, missing) : [];
    return [...generated, ...recorded];
  }
}
