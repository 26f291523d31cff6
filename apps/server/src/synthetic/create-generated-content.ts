/**
 * The generated content of a seed: price history, finance tables, ratios, events, news and
 * proprietary flow, each a pure function of (seed, its arguments). Holidays shape the trading
 * days of the history and of event dates; without them only weekends are skipped.
 *
 * The events of a date are the one costly answer (every share's events of two years, some
 * 150 ms for a whole market) and a board asks for the same date again and again, so the last
 * EVENTS_ON_DATE_KEPT answers are kept: pure functions need no expiry.
 */
import type { CompanyEvent, HolidayList } from "@bangia/market";
import type { GeneratedContent } from "./generated-content";
import { EVENT_TYPES, companyEvents, eventsOnDate } from "./company-events";
import { dailyHistory } from "./daily-history";
import { financeData } from "./finance-data";
import { newsItem } from "./news";
import { LruCache } from "./lru-cache";
import { proprietaryFlow } from "./proprietary-flow";
import { dailyRatios, fundamentals, trailingRatios } from "./ratios";

/** Answers of eventsOnDate kept: (date, types, symbols) combinations. */
export const EVENTS_ON_DATE_KEPT = 64;

/**
 * @example
 * const content = createGeneratedContent(config.marketSeed);
 * content.newsItem("2025-03-10", 0, clock.now(), ["FPT", "VNM"]);
 */
export function createGeneratedContent(seed: number, holidays: HolidayList = []): GeneratedContent {
  const eventsByDate = new LruCache<string, readonly CompanyEvent[]>(EVENTS_ON_DATE_KEPT);
  function cachedEventsOnDate(
    symbols: readonly string[],
    typeCodes: readonly string[],
    date: string,
  ): readonly CompanyEvent[] {
    const key = `${date}|${[...typeCodes].sort().join(",")}|${symbols.join(",")}`;
    const kept = eventsByDate.get(key);
    if (kept !== undefined) return kept;
    const events = eventsOnDate(seed, symbols, typeCodes, date, holidays);
    eventsByDate.set(key, events);
    return events;
  }

  return {
    dailyHistory: (subject, today, days) => dailyHistory(seed, subject, today, days, holidays),
    financeData: (subject, today) => financeData(seed, subject, today),
    fundamentals: (subject) => fundamentals(seed, subject),
    dailyRatios: (subject) => dailyRatios(seed, subject),
    // Statements are counted back from the latest period (finance-statements.ts), so the
    // trailing ratios do not depend on the date.
    trailingRatios: (subject) => trailingRatios(seed, subject),
    companyEvents: (symbol, today) => companyEvents(seed, symbol, today, holidays),
    eventsOnDate: cachedEventsOnDate,
    definedEvents: () => EVENT_TYPES,
    newsItem: (date, index, time, symbols) => newsItem(seed, date, index, time, symbols),
    proprietaryFlow: (subject, date) => proprietaryFlow(seed, subject, date),
  };
}
