/**
 * The popup's technical data (price-board §2 "Technical data: summary, hourly/daily, pivot
 * points, simple and exponential moving averages, indicators"), as pure arithmetic on bars in
 * the chart's units. RSI, the EMA seed and MACD are the board's own (settings/indicators.ts).
 *
 * Choices the spec leaves open (recorded in the docs):
 * - Pivot points are the classic floor pivots of the previous exchange day's high, low and
 *   close: P = (H + L + C) / 3, R1 = 2P − L, S1 = 2P − H, R2 = P + (H − L), S2 = P − (H − L),
 *   R3 = H + 2(P − L), S3 = L − 2(H − P).
 * - Moving averages of 5, 10, 20, 50, 100 and 200 bars, simple and exponential: the last close
 *   above an average says buy, below says sell, on it neutral.
 * - RSI(14) under 30 says buy (oversold), over 70 sell; MACD(12, 26, 9) says buy when the line
 *   is above its signal line (the line's own sign while the signal needs more bars); the slow
 *   stochastic (14, 3, 3) %K under 20 says buy, over 80 sell.
 * - The summary weighs every signal alike: (buys − sells) / signals of at least 0.5 is a strong
 *   buy, at least 0.2 a buy, and the same below zero for sells; anything between is neutral.
 * - Too few bars give null for that line (shown as a dash), never a guess.
 */
import { emaSeries, macd, rsi, type Macd } from "../../settings/indicators";
import type { PriceBar } from "../chart/bars";

export type Signal = "buy" | "sell" | "neutral";
export type Verdict = "strongBuy" | "buy" | "neutral" | "sell" | "strongSell";

export const AVERAGE_PERIODS = [5, 10, 20, 50, 100, 200] as const;
const STOCHASTIC_PERIOD = 14;
const STOCHASTIC_SMOOTHING = 3;
const RSI_OVERSOLD = 30;
const RSI_OVERBOUGHT = 70;
const STOCHASTIC_OVERSOLD = 20;
const STOCHASTIC_OVERBOUGHT = 80;

export interface Pivots {
  readonly s3: number;
  readonly s2: number;
  readonly s1: number;
  readonly pivot: number;
  readonly r1: number;
  readonly r2: number;
  readonly r3: number;
}

/**
 * Classic pivot points of a day's high, low and close.
 *
 * @example classicPivots({ high: 110, low: 90, close: 100 }).r1 // 110
 */
export function classicPivots(day: Pick<PriceBar, "high" | "low" | "close">): Pivots {
  const { high, low, close } = day;
  const pivot = (high + low + close) / 3;
  const range = high - low;
  return {
    s3: low - 2 * (high - pivot),
    s2: pivot - range,
    s1: 2 * pivot - high,
    pivot,
    r1: 2 * pivot - low,
    r2: pivot + range,
    r3: high + 2 * (pivot - low),
  };
}

/**
 * The last complete exchange day before `todayStart` (epoch seconds of today's exchange
 * midnight) among daily bars, oldest first; undefined when none.
 */
export function previousDay(dailyBars: readonly PriceBar[], todayStart: number): PriceBar | undefined {
  for (let index = dailyBars.length - 1; index >= 0; index -= 1) {
    const bar = dailyBars[index];
    if (bar !== undefined && bar.time < todayStart) return bar;
  }
  return undefined;
}

/**
 * The simple moving average of the last `period` values; null with fewer.
 *
 * @example simpleAverage([1, 2, 3, 4], 2) // 3.5
 */
export function simpleAverage(values: readonly number[], period: number): number | null {
  if (values.length < period || period < 1) return null;
  let sum = 0;
  for (let index = values.length - period; index < values.length; index += 1) sum += values[index] ?? 0;
  return sum / period;
}

/** The exponential moving average of the last value (seeded with the first period's mean); null with fewer values. */
export function exponentialAverage(values: readonly number[], period: number): number | null {
  return emaSeries(values, period).at(-1) ?? null;
}

/**
 * Buy when the close is above the average, sell below, neutral on it; null without an average.
 *
 * @example averageSignal(10, 9.5) // "buy"
 */
export function averageSignal(close: number, average: number | null): Signal | null {
  if (average === null) return null;
  if (close > average) return "buy";
  return close < average ? "sell" : "neutral";
}

/** @example rsiSignal(25) // "buy" */
export function rsiSignal(value: number | null): Signal | null {
  if (value === null) return null;
  if (value < RSI_OVERSOLD) return "buy";
  return value > RSI_OVERBOUGHT ? "sell" : "neutral";
}

/** @example macdSignal({ line: 0.4, signal: 0.2, histogram: 0.2 }) // "buy" */
export function macdSignal(value: Macd | null): Signal | null {
  if (value === null) return null;
  const difference = value.histogram ?? value.line;
  if (difference > 0) return "buy";
  return difference < 0 ? "sell" : "neutral";
}

export interface Stochastic {
  /** Slow %K: the 3-bar mean of the raw %K. */
  readonly k: number;
  /** %D: the 3-bar mean of the slow %K. */
  readonly d: number;
}

/**
 * The slow stochastic oscillator (14, 3, 3) of the last bar; null with fewer than 18 bars.
 * A flat range (high equals low) reads 50.
 */
export function stochastic(
  bars: readonly PriceBar[],
  period: number = STOCHASTIC_PERIOD,
  smoothing: number = STOCHASTIC_SMOOTHING,
): Stochastic | null {
  const needed = period + 2 * (smoothing - 1);
  if (bars.length < needed) return null;
  const raw: number[] = [];
  for (let end = period; end <= bars.length; end += 1) {
    const window = bars.slice(end - period, end);
    const highest = Math.max(...window.map((bar) => bar.high));
    const lowest = Math.min(...window.map((bar) => bar.low));
    const close = window.at(-1)?.close ?? lowest;
    raw.push(highest === lowest ? 50 : (100 * (close - lowest)) / (highest - lowest));
  }
  const slowK: number[] = [];
  for (let end = smoothing; end <= raw.length; end += 1)
    slowK.push(simpleAverage(raw.slice(end - smoothing, end), smoothing) ?? 0);
  const k = slowK.at(-1);
  const d = simpleAverage(slowK, smoothing);
  return k === undefined || d === null ? null : { k, d };
}

/** @example stochasticSignal({ k: 85, d: 80 }) // "sell" */
export function stochasticSignal(value: Stochastic | null): Signal | null {
  if (value === null) return null;
  if (value.k < STOCHASTIC_OVERSOLD) return "buy";
  return value.k > STOCHASTIC_OVERBOUGHT ? "sell" : "neutral";
}

export interface Tally {
  readonly buy: number;
  readonly sell: number;
  readonly neutral: number;
  /** null when no signal could be computed. */
  readonly verdict: Verdict | null;
}

/**
 * The summary of signals (null ones are not counted).
 *
 * @example tally(["buy", "buy", "sell", null]).verdict // "buy"
 */
export function tally(signals: readonly (Signal | null)[]): Tally {
  let buy = 0;
  let sell = 0;
  let neutral = 0;
  for (const signal of signals) {
    if (signal === "buy") buy += 1;
    else if (signal === "sell") sell += 1;
    else if (signal === "neutral") neutral += 1;
  }
  const count = buy + sell + neutral;
  if (count === 0) return { buy, sell, neutral, verdict: null };
  const score = (buy - sell) / count;
  let verdict: Verdict = "neutral";
  if (score >= 0.5) verdict = "strongBuy";
  else if (score >= 0.2) verdict = "buy";
  else if (score <= -0.5) verdict = "strongSell";
  else if (score <= -0.2) verdict = "sell";
  return { buy, sell, neutral, verdict };
}

export interface AverageLine {
  readonly period: number;
  readonly simple: number | null;
  readonly simpleSignal: Signal | null;
  readonly exponential: number | null;
  readonly exponentialSignal: Signal | null;
}

export interface TechnicalData {
  /** The last close the signals compare with; null without bars. */
  readonly close: number | null;
  readonly averages: readonly AverageLine[];
  readonly rsi: number | null;
  readonly rsiSignal: Signal | null;
  readonly macd: Macd | null;
  readonly macdSignal: Signal | null;
  readonly stochastic: Stochastic | null;
  readonly stochasticSignal: Signal | null;
  /** Over the moving averages, over the indicators, and over all of them. */
  readonly averagesTally: Tally;
  readonly indicatorsTally: Tally;
  readonly summary: Tally;
}

/** Every moving average, indicator and tally of `bars` (oldest first). */
export function technicalData(bars: readonly PriceBar[]): TechnicalData {
  const closes = bars.map((bar) => bar.close);
  const close = closes.at(-1) ?? null;
  const averages = AVERAGE_PERIODS.map((period): AverageLine => {
    const simple = simpleAverage(closes, period);
    const exponential = exponentialAverage(closes, period);
    return {
      period,
      simple,
      simpleSignal: close === null ? null : averageSignal(close, simple),
      exponential,
      exponentialSignal: close === null ? null : averageSignal(close, exponential),
    };
  });
  const rsiValue = rsi(closes);
  const macdValue = macd(closes);
  const stochasticValue = stochastic(bars);
  const averageSignals = averages.flatMap((line) => [line.simpleSignal, line.exponentialSignal]);
  const indicatorSignals = [rsiSignal(rsiValue), macdSignal(macdValue), stochasticSignal(stochasticValue)];
  return {
    close,
    averages,
    rsi: rsiValue,
    rsiSignal: indicatorSignals[0] ?? null,
    macd: macdValue,
    macdSignal: indicatorSignals[1] ?? null,
    stochastic: stochasticValue,
    stochasticSignal: indicatorSignals[2] ?? null,
    averagesTally: tally(averageSignals),
    indicatorsTally: tally(indicatorSignals),
    summary: tally([...averageSignals, ...indicatorSignals]),
  };
}
