/**
 * RSI(14) and MACD of a symbol for the board's optional columns: the daily closes come from the
 * UDF history (`/api/tradingview/history`, resolution D), one query per symbol, kept an hour
 * (daily indicators barely move within a session). Nothing is fetched while the columns are
 * hidden. A failed load is only logged and leaves the cells empty (price-board §8).
 */
import type { UdfHistory } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { logLoadFailure, requestJson } from "../api/http";
import { macd, MACD_SIGNAL_PERIOD, MACD_SLOW_PERIOD, rsi } from "./indicators";

export interface Indicators {
  readonly rsi: number | null;
  /** The MACD line (EMA12 − EMA26), in the chart's price unit (thousands of VND for stocks). */
  readonly macd: number | null;
}

const NO_INDICATORS: Indicators = { rsi: null, macd: null };

const ONE_HOUR_MS = 60 * 60 * 1_000;

/**
 * Daily bars asked for: enough for MACD's signal (34) and for Wilder's smoothing to settle, a
 * few months of sessions.
 */
export const DAILY_BARS = 4 * (MACD_SLOW_PERIOD + MACD_SIGNAL_PERIOD);

/**
 * `to` of the request: the route's upper bound. With `countback` the answer is the latest bars
 * whatever time the market clock shows (the demo market's clock is not the browser's).
 */
const LATEST = 2 ** 40;

function indicatorsQueryKey(symbol: string): readonly unknown[] {
  return ["udf-daily-closes", symbol];
}

/** The symbol's daily closes, oldest first; empty when the server has none or the load fails. */
export async function fetchDailyCloses(symbol: string, signal?: AbortSignal): Promise<readonly number[]> {
  const query = new URLSearchParams({
    symbol,
    resolution: "D",
    from: "0",
    to: String(LATEST),
    countback: String(DAILY_BARS),
  });
  try {
    const answer = await requestJson<UdfHistory>(`tradingview/history?${query}`, signal ? { signal } : {});
    return answer.s === "ok" ? answer.c.filter(Number.isFinite) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    logLoadFailure(`daily closes of ${symbol}`, error);
    return [];
  }
}

/** Both indicators of the last close. */
function indicatorsOf(closes: readonly number[]): Indicators {
  return { rsi: rsi(closes), macd: macd(closes)?.line ?? null };
}

/** RSI(14) and the MACD line of `symbol`; both null while disabled, loading or without history. */
export function useIndicators(symbol: string, enabled: boolean): Indicators {
  const { data } = useQuery({
    queryKey: indicatorsQueryKey(symbol),
    queryFn: ({ signal }) => fetchDailyCloses(symbol, signal),
    enabled: enabled && symbol !== "",
    staleTime: ONE_HOUR_MS,
    select: indicatorsOf,
  });
  return enabled && data !== undefined ? data : NO_INDICATORS;
}
