/**
 * The popup's price bars (price-board §2 "Chart tab"): what the charts ask the UDF feed
 * (`/api/tradingview/history`) for each resolution, the answer as bars, and a live match folded
 * into the last bar so the chart moves between loads.
 *
 * UDF prices are the chart's units (thousands of VND for stocks, wire/tradingview-udf.ts) and
 * times are epoch seconds. Bars start on exchange time (UTC+7): minute bars on multiples of their
 * length, daily bars at the exchange's midnight, weekly bars on Monday, monthly bars on the
 * first of the month (as the server groups them, udf-bars.ts).
 */
import type { PriceUnit, UdfHistory } from "@bangia/market";

/** The resolution switch of the chart tab: minutes, then day, week, month. */
export const POPUP_RESOLUTIONS = ["1", "5", "15", "60", "D", "W", "M"] as const;
export type PopupResolution = (typeof POPUP_RESOLUTIONS)[number];

/** The chart tab opens on daily bars: the server keeps minute bars for today only. */
export const DEFAULT_RESOLUTION: PopupResolution = "D";

export function isPopupResolution(value: string): value is PopupResolution {
  return (POPUP_RESOLUTIONS as readonly string[]).includes(value);
}

export interface PriceBar {
  /** Epoch seconds of the bar's start. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Vietnam is UTC+7 all year. */
export const EXCHANGE_OFFSET_SECONDS = 7 * 3_600;
const DAY_SECONDS = 86_400;

/**
 * Bars asked for per resolution. Minute bars exist for today only, so their count is a ceiling;
 * 400 daily bars cover the 200-day averages of the technical data and a readable chart.
 */
const BAR_COUNTS: Readonly<Record<PopupResolution, number>> = {
  "1": 1_000,
  "5": 300,
  "15": 100,
  "60": 30,
  D: 400,
  W: 300,
  M: 120,
};

/**
 * `to` of the request: the route's upper bound. With `countback` the answer is the latest bars
 * whatever the market clock shows (the demo clock is not the browser's).
 */
const LATEST = 2 ** 40;

/**
 * The `/history` query of the latest bars of `symbol` at `resolution`.
 *
 * @example barsQuery("FPT", "D") // "symbol=FPT&resolution=D&from=0&to=1099511627776&countback=400"
 */
export function barsQuery(symbol: string, resolution: PopupResolution): string {
  return new URLSearchParams({
    symbol,
    resolution,
    from: "0",
    to: String(LATEST),
    countback: String(BAR_COUNTS[resolution]),
  }).toString();
}

/** The bars of a UDF answer, oldest first; none for `no_data`, an error or unequal arrays. */
export function barsOf(answer: UdfHistory): PriceBar[] {
  if (answer.s !== "ok") return [];
  const { t, o, h, l, c, v } = answer;
  const bars: PriceBar[] = [];
  for (let index = 0; index < t.length; index += 1) {
    const time = t[index];
    const open = o[index];
    const high = h[index];
    const low = l[index];
    const close = c[index];
    if (
      time === undefined ||
      open === undefined ||
      high === undefined ||
      low === undefined ||
      close === undefined
    )
      return [];
    bars.push({ time, open, high, low, close, volume: v[index] ?? 0 });
  }
  return bars;
}

/** The exchange's midnight (epoch seconds) of the day holding `epochSeconds`. */
export function exchangeDayStart(epochSeconds: number): number {
  return (
    Math.floor((epochSeconds + EXCHANGE_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - EXCHANGE_OFFSET_SECONDS
  );
}

/**
 * The start of the bar holding `epochSeconds` at `resolution`.
 *
 * @example barStart(Date.UTC(2026, 1, 10, 2, 20, 30) / 1000, "5") // 02:20:00 UTC (09:20 exchange time)
 */
export function barStart(epochSeconds: number, resolution: PopupResolution): number {
  switch (resolution) {
    case "1":
    case "5":
    case "15":
    case "60": {
      const length = Number(resolution) * 60;
      return Math.floor(epochSeconds / length) * length;
    }
    case "D":
      return exchangeDayStart(epochSeconds);
    case "W": {
      const day = Math.floor((epochSeconds + EXCHANGE_OFFSET_SECONDS) / DAY_SECONDS);
      // Epoch day 0 was a Thursday: Monday is 3 days before it.
      const monday = day - ((((day + 3) % 7) + 7) % 7);
      return monday * DAY_SECONDS - EXCHANGE_OFFSET_SECONDS;
    }
    case "M": {
      const local = new Date((epochSeconds + EXCHANGE_OFFSET_SECONDS) * 1_000);
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) / 1_000 - EXCHANGE_OFFSET_SECONDS;
    }
  }
}

/**
 * A wire price in the chart's unit, as the UDF feed divides it: index futures ("points") from
 * hundredths of a point to points, everything else ("vnd": shares, ETFs, warrants, bonds, bond
 * futures) from whole VND to thousands.
 *
 * @example chartPrice(99_500, "vnd") // 99.5
 * @example chartPrice(195_050, "points") // 1950.5
 */
export function chartPrice(wirePrice: number, unit: PriceUnit): number {
  return wirePrice / (unit === "points" ? 100 : 1_000);
}

/** A match as the chart takes it: its time, price in the chart's unit and volume. */
export interface ChartTrade {
  /** Epoch seconds. */
  readonly time: number;
  readonly price: number;
  readonly volume: number;
}

/**
 * The bars after a live match: the last bar extended when the match falls in it, a new bar when
 * it starts a later one, the bars unchanged when it is older than the last bar (a reload will
 * have it) or there is no bar to extend (the chart reloads instead of guessing older bars).
 */
export function withTrade(
  bars: readonly PriceBar[],
  trade: ChartTrade,
  resolution: PopupResolution,
): readonly PriceBar[] {
  const last = bars.at(-1);
  if (last === undefined || !(trade.price > 0)) return bars;
  const start = barStart(trade.time, resolution);
  if (start < last.time) return bars;
  if (start === last.time)
    return [
      ...bars.slice(0, -1),
      {
        ...last,
        high: Math.max(last.high, trade.price),
        low: Math.min(last.low, trade.price),
        close: trade.price,
        volume: last.volume + trade.volume,
      },
    ];
  return [
    ...bars,
    {
      time: start,
      open: trade.price,
      high: trade.price,
      low: trade.price,
      close: trade.price,
      volume: trade.volume,
    },
  ];
}

/**
 * The epoch seconds of a match's `HH:mm:ss` exchange time on the exchange day of `nowSeconds`;
 * null when the text is not a time.
 */
export function matchEpochSeconds(clock: string, nowSeconds: number): number | null {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(clock);
  if (match === null) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return exchangeDayStart(nowSeconds) + hours * 3_600 + minutes * 60 + seconds;
}

/** The continuous-trading day the one-day chart spans, exchange minutes: 09:00–11:30, 13:00–15:00. */
const DAY_CHART_SPANS: readonly (readonly [number, number])[] = [
  [9 * 60, 11 * 60 + 30],
  [13 * 60, 15 * 60],
];

/**
 * The minute starts (epoch seconds) of the one-day chart's trading hours on the exchange day
 * starting at `dayStart`: the chart keeps the whole day on its axis, empty after the last bar.
 */
export function tradingDayMinutes(dayStart: number): number[] {
  const minutes: number[] = [];
  for (const [from, to] of DAY_CHART_SPANS)
    for (let minute = from; minute <= to; minute += 1) minutes.push(dayStart + minute * 60);
  return minutes;
}

/** A point of the one-day line: a minute (display time, bars.ts displayTime) and its close, if any. */
export interface DayLinePoint {
  readonly time: number;
  readonly value?: number;
}

/**
 * The bars the one-day chart draws: those of the last bar's exchange day that start on a minute
 * of its trading hours with a real price. Anything else would be drawn as a vertical stroke near
 * the open: an earlier day's bar joins yesterday's close to today's first price, a pre-open or
 * lunch minute is added to the axis next to the open, a 0 or NaN close drops the line to zero.
 */
export function dayChartBars(bars: readonly PriceBar[]): PriceBar[] {
  const last = bars.at(-1);
  if (last === undefined) return [];
  const minutes = new Set(tradingDayMinutes(exchangeDayStart(last.time)));
  return bars.filter((bar) => minutes.has(bar.time) && Number.isFinite(bar.close) && bar.close > 0);
}

/**
 * The one-day line: every minute of the trading day on the axis, a close where the day has a bar
 * and a blank point (no value) elsewhere, so the line grows from left to right as the day goes on.
 *
 * @example dayLinePoints([]) // []
 */
export function dayLinePoints(bars: readonly PriceBar[]): DayLinePoint[] {
  const drawn = dayChartBars(bars);
  const first = drawn[0];
  if (first === undefined) return [];
  const closes = new Map(drawn.map((bar) => [bar.time, bar.close]));
  return tradingDayMinutes(exchangeDayStart(first.time)).map((time) => {
    const close = closes.get(time);
    return close === undefined ? { time: displayTime(time) } : { time: displayTime(time), value: close };
  });
}

/**
 * The time the chart library shows for an epoch: it draws times in UTC, so bars move by the
 * exchange's offset to read in exchange time (09:15 is 09:15 for every visitor).
 */
export function displayTime(epochSeconds: number): number {
  return epochSeconds + EXCHANGE_OFFSET_SECONDS;
}

/**
 * The blank minutes kept before the first and after the last minute of the one-day chart, so the
 * time labels at both ends are drawn whole: 4% of the day, at least 4 minutes.
 *
 * @example dayMargin(271) // 11
 */
export function dayMargin(points: number): number {
  return Math.max(4, Math.round(points * 0.04));
}

/** A price axis's range, in the chart's unit. */
export interface PriceRange {
  readonly minValue: number;
  readonly maxValue: number;
}

/**
 * Half the one-day axis's height when the day has not left its reference (no trade yet, or every
 * trade at the reference): 1% of the reference, so a flat line sits mid-chart and reads as flat.
 */
const FLAT_DAY_HALF_SPAN = 0.01;

/**
 * The one-day chart's price axis, centred on the reference price as Vietnamese boards draw it:
 * the reference line (yellow) runs mid-chart, the day's prices above it are up and below it
 * down, and the axis reaches as far each way as the day's farthest price from the reference.
 * `prices` is the range of the day's prices, null before the first one.
 *
 * @example referenceCentredRange({ minValue: 98.5, maxValue: 99.5 }, 99) // { minValue: 98.5, maxValue: 99.5 }
 * @example referenceCentredRange({ minValue: 99.2, maxValue: 100 }, 99) // { minValue: 98, maxValue: 100 }
 */
export function referenceCentredRange(prices: PriceRange | null, reference: number): PriceRange {
  const reach =
    prices === null
      ? 0
      : Math.max(Math.abs(prices.maxValue - reference), Math.abs(reference - prices.minValue));
  const half = reach > 0 ? reach : Math.abs(reference) * FLAT_DAY_HALF_SPAN;
  return { minValue: reference - half, maxValue: reference + half };
}
