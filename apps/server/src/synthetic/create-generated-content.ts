/**
 * The generated content of a seed: price history, finance tables, ratios, events, news and
 * proprietary flow, each a pure function of (seed, its arguments). Holidays shape the trading
 * days of the history and of event dates; without them only weekends are skipped.
 */
import type { HolidayList } from "@bangia/market";
import type { GeneratedContent } from "./generated-content";
import { EVENT_TYPES, companyEvents, eventsOnDate } from "./company-events";
import { dailyHistory } from "./daily-history";
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
  return {
    dailyHistory: (subject, today, days) => dailyHistory(seed, subject, today, days, holidays),
    financeData: (subject, today) => financeData(seed, subject, today),
    fundamentals: (subject) => fundamentals(seed, subject),
    dailyRatios: (subject) => dailyRatios(seed, subject),
    // Statements are counted back from the latest period (finance-statements.ts), so the
    // trailing ratios do not depend on the date.
    trailingRatios: (subject) => trailingRatios(seed, subject),
    companyEvents: (symbol, today) => companyEvents(seed, symbol, today, holidays),
    eventsOnDate: (symbols, typeCodes, date) => eventsOnDate(seed, symbols, typeCodes, date, holidays),
    definedEvents: () => EVENT_TYPES,
    newsItem: (date, index, time, symbols) => newsItem(seed, date, index, time, symbols),
    proprietaryFlow: (subject, date) => proprietaryFlow(seed, subject, date),
  };
}
