/**
 * Bars for the TradingView UDF `/history` answer: the resolutions we serve, how minute and
 * daily bars are grouped into them, the range a request selects, and the division of integer
 * prices into the chart's units (wire/tradingview-udf.ts: the one place prices are divided).
 *
 * Grouping rules:
 * - minutes: a bar starts on a multiple of its length in epoch time. Vietnam is UTC+7, a whole
 *   number of hours, so 5-, 15-, 30- and 60-minute bars start on the exchange's clock too
 *   (09:00, 09:15, …);
 * - weeks: ISO weeks (Monday to Sunday) of the exchange date; months: calendar months. The bar
 *   takes the time of its Monday (or first day of the month) at the daily bars' time of day, so
 *   it lines up with the daily bars the chart already has.
 */
import type { UdfHistoryBars, UdfHistoryNoData, UdfResolution } from "@bangia/market";
import type { Bar } from "../../synthetic/generated-content";

export type BarPeriod =
  | { readonly unit: "minute"; readonly minutes: number }
  | { readonly unit: "day" }
  | { readonly unit: "week" }
  | { readonly unit: "month" };

/** Every resolution text a chart may send, to the period it means. */
const PERIODS: Readonly<Record<string, BarPeriod>> = {
  "1": { unit: "minute", minutes: 1 },
  "5": { unit: "minute", minutes: 5 },
  "15": { unit: "minute", minutes: 15 },
  "30": { unit: "minute", minutes: 30 },
  "60": { unit: "minute", minutes: 60 },
  D: { unit: "day" },
  "1D": { unit: "day" },
  W: { unit: "week" },
  "1W": { unit: "week" },
  M: { unit: "month" },
  "1M": { unit: "month" },
};

/** Resolution texts `/history` accepts: the UDF ones and their one-letter forms. */
export const ACCEPTED_RESOLUTIONS = Object.keys(PERIODS);

/** Resolutions announced in `/config` and `/symbols`. */
export const SERVED_RESOLUTIONS: readonly UdfResolution[] = ["1", "5", "15", "30", "60", "1D", "1W", "1M"];

/** The period of a resolution text, or null when we do not serve it. */
export function periodOf(resolution: string): BarPeriod | null {
  return Object.hasOwn(PERIODS, resolution) ? (PERIODS[resolution] ?? null) : null;
}

const SECONDS_PER_DAY = 86_400;
/** Exchange time is UTC+7 all year. */
const EXCHANGE_OFFSET_SECONDS = 7 * 3_600;

interface Bucket extends Bar {
  /** Time of the last bar grouped in. */
  readonly last: number;
}

/** Groups bars (oldest first) by `keyOf`, keeping the bucket's time from `startOf`. */
function group(
  bars: readonly Bar[],
  keyOf: (time: number) => number,
  startOf: (bar: Bar) => number,
): Bucket[] {
  const buckets: Bucket[] = [];
  let key: number | null = null;
  for (const bar of bars) {
    const barKey = keyOf(bar.time);
    const current = buckets.at(-1);
    if (current === undefined || barKey !== key) {
      buckets.push({ ...bar, time: startOf(bar), last: bar.time });
      key = barKey;
      continue;
    }
    buckets[buckets.length - 1] = {
      time: current.time,
      open: current.open,
      high: Math.max(current.high, bar.high),
      low: Math.min(current.low, bar.low),
      close: bar.close,
      volume: current.volume + bar.volume,
      last: bar.time,
    };
  }
  return buckets;
}

function exchangeDate(time: number): Date {
  return new Date((time + EXCHANGE_OFFSET_SECONDS) * 1_000);
}

/** Days since the Monday of the ISO week of the exchange date of `time` (0 on Mondays). */
function daysSinceMonday(time: number): number {
  return (exchangeDate(time).getUTCDay() + 6) % 7;
}

/**
 * Bars of `period` from bars of the period below (minute bars for minutes, daily bars for
 * weeks and months), oldest first. Each result carries `last`, the time of its last input bar.
 *
 * @example groupBars([{ time: 0, … }, { time: 60, … }], { unit: "minute", minutes: 5 }) // one bar at 0
 */
export function groupBars(bars: readonly Bar[], period: BarPeriod): Bucket[] {
  switch (period.unit) {
    case "minute": {
      const length = period.minutes * 60;
      const start = (time: number) => time - (((time % length) + length) % length);
      return group(bars, start, (bar) => start(bar.time));
    }
    case "day":
      return group(
        bars,
        (time) => time,
        (bar) => bar.time,
      );
    case "week": {
      const monday = (time: number) => time - daysSinceMonday(time) * SECONDS_PER_DAY;
      return group(
        bars,
        (time) => Math.floor((monday(time) + EXCHANGE_OFFSET_SECONDS) / SECONDS_PER_DAY),
        (bar) => monday(bar.time),
      );
    }
    case "month": {
      const key = (time: number) => {
        const date = exchangeDate(time);
        return date.getUTCFullYear() * 12 + date.getUTCMonth();
      };
      const first = (time: number) => time - (exchangeDate(time).getUTCDate() - 1) * SECONDS_PER_DAY;
      return group(bars, key, (bar) => first(bar.time));
    }
  }
}

export interface BarRange {
  /** Epoch seconds, inclusive. */
  readonly from: number;
  /** Epoch seconds, exclusive. */
  readonly to: number;
  /** When set, the last `countback` bars before `to`, whatever `from` says (UDF). */
  readonly countback?: number;
}

/**
 * The bars of a request: those overlapping [from, to) — a grouped bar counts when any of its
 * input bars falls in the range — or, with `countback`, the last that many before `to`.
 */
export function selectBars(bars: readonly Bucket[], range: BarRange): Bucket[] {
  const before = bars.filter((bar) => bar.time < range.to);
  if (range.countback !== undefined) return before.slice(-range.countback);
  return before.filter((bar) => bar.last >= range.from);
}

/**
 * The UDF answer of selected bars, prices divided by `divisor` (1000: VND to thousands; 100:
 * hundredths to points). No bars: `no_data`, with `nextTime` the time of the latest bar before
 * the range when there is one.
 */
export function udfHistoryOf(
  selected: readonly Bar[],
  divisor: number,
  earlier: Bar | undefined,
): UdfHistoryBars | UdfHistoryNoData {
  if (selected.length === 0)
    return earlier === undefined ? { s: "no_data" } : { s: "no_data", nextTime: earlier.time };
  const price = (value: number) => value / divisor;
  return {
    s: "ok",
    t: selected.map((bar) => bar.time),
    o: selected.map((bar) => price(bar.open)),
    h: selected.map((bar) => price(bar.high)),
    l: selected.map((bar) => price(bar.low)),
    c: selected.map((bar) => price(bar.close)),
    v: selected.map((bar) => bar.volume),
  };
}
