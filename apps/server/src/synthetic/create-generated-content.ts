/**
 * The generated content of a seed: price history, finance tables, ratios, events, news and
 * proprietary flow, each a pure function of (seed, its arguments). Holidays shape the trading
 * days of the history and of event dates; without them only weekends are skipped.
 *
 * The events of a date are the one costly answer (every share's events of two years): they come
 * from year indexes built in slices (events-by-date.ts), so no request holds the event loop.
 */
import type { HolidayList } from "@bangia/market";
import type { GeneratedContent } from "./generated-content";
import { EVENT_TYPES, companyEvents } from "./company-events";
import { dailyHistory } from "./daily-history";
import { createEventsByDate } from "./events-by-date";
import { financeData } from "./finance-data";
import { newsItem } from "./news";
import { proprietaryFlow } from "./proprietary-flow";
import { dailyRatios, fundamentals, trailingRatios } from "./ratios";

/**
 * @example
 * const content = createGeneratedContent(config.marketSeed);
 * content.newsItem("2025-03-10", 0, clock.now(), ["FPT", "VNM"]);
 */
export function createGeneratedContent(seed: number, holidays: HolidayList = []): GeneratedContent {
  const eventsByDate = createEventsByDate(seed, holidays);
  return {
    dailyHistory: (subject, today, days) => dailyHistory(seed, subject, today, days, holidays),
    financeData: (subject, today) => financeData(seed, subject, today),
    fundamentals: (subject) => fundamentals(seed, subject),
    dailyRatios: (subject) => dailyRatios(seed, subject),
    // Statements are counted back from the latest period (finance-statements.ts), so the
    // trailing ratios do not depend on the date.
    trailingRatios: (subject) => trailingRatios(seed, subject),
    companyEvents: (symbol, today) => companyEvents(seed, symbol, today, holidays),
    eventsOnDate: (symbols, typeCodes, date) => eventsByDate.eventsOnDate(symbols, typeCodes, date),
    definedEvents: () => EVENT_TYPES,
    newsItem: (date, index, time, symbols) => newsItem(seed, date, index, time, symbols),
    proprietaryFlow: (subject, date) => proprietaryFlow(seed, subject, date),
  };
}
