/**
 * The popup's REST calls (price-board §7): UDF bars, the match history, company events, daily
 * and trailing ratios, basic data, finance tables and the saved chart layout.
 * One function per call; failures reach the caller, which logs them and keeps what it showed
 * (§8).
 */
import {
  MATCH_HISTORY_PAGE_SIZE,
  type ChartLayout,
  type HistoryFeedAnswers,
  type MatchHistoryPage,
  type StockBaseInfo,
  type UdfHistory,
} from "@bangia/market";
import { datafeed, requestJson } from "../api/http";
import { barsOf, barsQuery, type PopupResolution, type PriceBar } from "./chart/bars";

const segment = (value: string) => encodeURIComponent(value);

export const popupKeys = {
  bars: (symbol: string, resolution: PopupResolution) => ["popup", "bars", symbol, resolution] as const,
  matches: (symbol: string) => ["popup", "matches", symbol] as const,
  events: (symbol: string) => ["popup", "events", symbol] as const,
  dailyRatios: (symbol: string) => ["popup", "ratiodaily", symbol] as const,
  trailingRatios: (symbol: string) => ["popup", "ratiottm", symbol] as const,
  baseInfo: (symbol: string) => ["popup", "baseinfo", symbol] as const,
  finance: (symbol: string) => ["popup", "finance", symbol] as const,
  layout: (userId: string) => ["popup", "chart-layout", userId] as const,
};

export async function fetchBars(
  symbol: string,
  resolution: PopupResolution,
  signal?: AbortSignal,
): Promise<readonly PriceBar[]> {
  const answer = await requestJson<UdfHistory>(
    `tradingview/history?${barsQuery(symbol, resolution)}`,
    signal ? { signal } : {},
  );
  return barsOf(answer);
}

/** One page of matches, newest first; `nextidx` null for the first (newest) page. */
export function fetchMatchPage(
  symbol: string,
  nextidx: number | null,
  signal?: AbortSignal,
): Promise<MatchHistoryPage> {
  const query = new URLSearchParams({ numpage: String(MATCH_HISTORY_PAGE_SIZE) });
  if (nextidx !== null) query.set("nextidx", String(nextidx));
  return requestJson<MatchHistoryPage>(
    `datafeed/getliststocktrade_cs/${segment(symbol)}?${query}`,
    signal ? { signal } : {},
  );
}

export async function fetchCompanyEvents(
  symbol: string,
  signal?: AbortSignal,
): Promise<HistoryFeedAnswers["companyEvents"]["data"]["data"]> {
  const answer = await requestJson<HistoryFeedAnswers["companyEvents"]>(
    `history/company/events/${segment(symbol)}`,
    signal ? { signal } : {},
  );
  return answer.data.data;
}

export async function fetchDailyRatios(
  symbol: string,
  signal?: AbortSignal,
): Promise<HistoryFeedAnswers["dailyRatios"]["data"]["data"]> {
  const answer = await requestJson<HistoryFeedAnswers["dailyRatios"]>(
    `history/ratiodaily/${segment(symbol)}`,
    signal ? { signal } : {},
  );
  return answer.data.data;
}

/** The latest period's trailing ratios (`data.data[0]`); null when the server has none. */
export async function fetchTrailingRatios(
  symbol: string,
  signal?: AbortSignal,
): Promise<HistoryFeedAnswers["trailingRatios"]["data"]["data"][number] | null> {
  const answer = await requestJson<HistoryFeedAnswers["trailingRatios"]>(
    `history/ratiottm/list/${segment(symbol)}?limit=1`,
    signal ? { signal } : {},
  );
  return answer.data.data[0] ?? null;
}

/** Basic data (first element of `getliststockbaseinfo/{symbol}`); null when none. */
export async function fetchBaseInfo(symbol: string, signal?: AbortSignal): Promise<StockBaseInfo | null> {
  const answer = await datafeed("getliststockbaseinfo", symbol, signal ? { signal } : {});
  return answer[0] ?? null;
}

export async function fetchFinance(
  symbol: string,
  signal?: AbortSignal,
): Promise<HistoryFeedAnswers["financeData"]["data"]> {
  const answer = await requestJson<HistoryFeedAnswers["financeData"]>(
    `history/finance/${segment(symbol)}`,
    signal ? { signal } : {},
  );
  return answer.data;
}

/** The user's saved chart layout, or null before the first save. */
export async function fetchChartLayout(userId: string, signal?: AbortSignal): Promise<ChartLayout | null> {
  const answer = await requestJson<ChartLayout | { readonly data: null }>(
    `tradingview/layout/${segment(userId)}`,
    signal ? { signal } : {},
  );
  return "symbol" in answer ? answer : null;
}

/** The layout the popup saves: the symbol and resolution on the chart (its own state is small). */
export function saveChartLayout(
  userId: string,
  layout: Pick<ChartLayout, "symbol" | "resolution" | "content">,
): Promise<ChartLayout> {
  return requestJson<ChartLayout>(`tradingview/layout/${segment(userId)}`, { method: "PUT", body: layout });
}
