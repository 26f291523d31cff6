/**
 * The intraday line of an index tile (price-board §2 "Index chart strip"): the chart runs 09:00
 * to 15:00 with the lunch gap 11:30 to 13:00, and its points sit at 10-minute steps from 09:09
 * to 15:00.
 *
 * Decisions where the spec is silent:
 * - The steps keep one 10-minute grid across the day: 09:09, 09:19 … 11:29, then 13:09 … 14:59,
 *   and the close at 15:00. The lunch has no steps of its own; the chart draws it as empty slots.
 * - A step shows the last value at or before it, and only steps up to the one the latest value
 *   falls in have a point: the step in progress shows the latest value (a live message replaces
 *   it), later steps stay empty until the clock reaches them.
 * - A value during the lunch counts for the last morning step (the index does not move then), a
 *   value after 15:00 for the close; values before 09:00 (pre-open) are not drawn.
 * - Times are whole exchange minutes (Asia/Ho_Chi_Minh): a minute bar stamped 09:29 holds the
 *   values up to 09:29:59, and so does a live message at 09:29:30.
 */
import { exchangeTimeAt, parseClockTime, type MinuteOfDay } from "@bangia/market";

export const SESSION_OPEN_MINUTE = 9 * 60;
const LUNCH_START_MINUTE = 11 * 60 + 30;
const LUNCH_END_MINUTE = 13 * 60;
const SESSION_CLOSE_MINUTE = 15 * 60;
const FIRST_STEP_MINUTE = 9 * 60 + 9;
const STEP_MINUTES = 10;

function gridFrom(first: number, before: number): number[] {
  const steps: number[] = [];
  for (let minute = first; minute < before; minute += STEP_MINUTES) steps.push(minute);
  return steps;
}

/** The step minutes of the line: 09:09 … 11:29, 13:09 … 14:59, 15:00. */
export const INTRADAY_STEPS: readonly MinuteOfDay[] = [
  ...gridFrom(FIRST_STEP_MINUTE, LUNCH_START_MINUTE),
  ...gridFrom(FIRST_STEP_MINUTE + 240, SESSION_CLOSE_MINUTE),
  SESSION_CLOSE_MINUTE,
];

/** The empty slots of the chart's time axis: the open (09:00) and the lunch, on the same grid. */
export const AXIS_GAP_MINUTES: readonly MinuteOfDay[] = [
  SESSION_OPEN_MINUTE,
  ...gridFrom(LUNCH_START_MINUTE + STEP_MINUTES - 1, LUNCH_END_MINUTE),
];

/** A value of the index at a whole exchange minute: hundredths of a point. */
export interface MinuteValue {
  readonly minute: MinuteOfDay;
  readonly value: number;
}

/** A point of the line: the step's minute and its value (hundredths), null while empty. */
export interface IntradayPoint {
  readonly minute: MinuteOfDay;
  readonly value: number | null;
}

const LAST_MORNING_STEP = INTRADAY_STEPS.filter((minute) => minute < LUNCH_START_MINUTE).at(-1) ?? 0;

/**
 * Where a value at `minute` is drawn: the first step at or after it, the last morning step for
 * the lunch, the close after 15:00; null before the open.
 *
 * @example stepIndexOf(563) // 2 (09:23 → the 09:29 step)
 */
export function stepIndexOf(minute: MinuteOfDay): number | null {
  if (minute < SESSION_OPEN_MINUTE) return null;
  const counted = minute >= LUNCH_START_MINUTE && minute < LUNCH_END_MINUTE ? LAST_MORNING_STEP : minute;
  const index = INTRADAY_STEPS.findIndex((step) => step >= counted);
  return index === -1 ? INTRADAY_STEPS.length - 1 : index;
}

/** Every step, empty. */
export function emptyIntradayPoints(): IntradayPoint[] {
  return INTRADAY_STEPS.map((minute) => ({ minute, value: null }));
}

/**
 * The line from a day's values (minute bars' closes): each step takes the last value at or
 * before it, up to the step of the latest value. Values must be oldest first.
 *
 * @example
 * intradayPoints([{ minute: 545, value: 100 }, { minute: 563, value: 120 }]).slice(0, 3)
 * // [{ minute: 549, value: 100 }, { minute: 559, value: 100 }, { minute: 569, value: 120 }]
 */
export function intradayPoints(values: readonly MinuteValue[]): IntradayPoint[] {
  const points = emptyIntradayPoints();
  let filled = -1;
  let last: number | null = null;
  for (const { minute, value } of values) {
    const index = stepIndexOf(minute);
    if (index === null) continue;
    // Steps the values skipped keep the last value before them.
    for (let step = filled + 1; step < index; step++) {
      const point = points[step];
      if (point !== undefined) points[step] = { minute: point.minute, value: last };
    }
    const point = points[index];
    if (point !== undefined) points[index] = { minute: point.minute, value };
    filled = Math.max(filled, index);
    last = value;
  }
  return points;
}

/**
 * A live value: replaces the step it falls in (the last point) or appends it after the last
 * point, carrying the last value over skipped steps. A value for a step before the last point
 * starts the line again from it: only a new trading day goes back in time (stale messages are
 * dropped by their sequence number before they get here).
 *
 * @example applyLiveValue(emptyIntradayPoints(), { minute: 560, value: 175_401 })[2]
 * // { minute: 569, value: 175_401 } (09:20 → the 09:29 step)
 */
export function applyLiveValue(
  points: readonly IntradayPoint[],
  live: MinuteValue,
): readonly IntradayPoint[] {
  const index = stepIndexOf(live.minute);
  if (index === null) return points;
  const lastFilled = points.findLastIndex((point) => point.value !== null);
  if (lastFilled === index && points[index]?.value === live.value) return points;
  const restart = index < lastFilled;
  const next = restart ? emptyIntradayPoints() : [...points];
  if (!restart) {
    const carried = points[lastFilled]?.value ?? null;
    for (let step = lastFilled + 1; step < index; step++) {
      const point = next[step];
      if (point !== undefined) next[step] = { minute: point.minute, value: carried };
    }
  }
  const point = next[index];
  if (point !== undefined) next[index] = { minute: point.minute, value: live.value };
  return next;
}

/** The whole exchange minute of an epoch-seconds time stamp. */
export function exchangeMinuteOfEpochSeconds(seconds: number): MinuteOfDay {
  return Math.floor(exchangeTimeAt(Math.round(seconds) * 1_000).minute);
}

/** The whole minute of an `HH:mm:ss` exchange time, or null when it is not one. */
export function minuteOfClockText(time: string): MinuteOfDay | null {
  return parseClockTime(time.slice(0, 5));
}

/**
 * A day's values from a `historiesnearest` series (closes `c` in hundredths, times `t` in epoch
 * seconds, oldest first); pairs with a missing or non-integer side are dropped.
 */
export function minuteValuesOfSeries(series: {
  readonly c?: readonly number[];
  readonly t?: readonly number[];
}): MinuteValue[] {
  const closes = series.c ?? [];
  const times = series.t ?? [];
  const values: MinuteValue[] = [];
  for (let i = 0; i < Math.min(closes.length, times.length); i++) {
    const value = closes[i];
    const time = times[i];
    if (value === undefined || time === undefined || !Number.isSafeInteger(value) || !Number.isFinite(time))
      continue;
    values.push({ minute: exchangeMinuteOfEpochSeconds(time), value });
  }
  return values;
}

/**
 * A line in percent change against `reference` (the global chart), empty points kept.
 *
 * @example percentPoints([{ minute: 549, value: 101_000 }], 100_000) // [{ minute: 549, value: 1 }]
 */
export function percentPoints(points: readonly IntradayPoint[], reference: number): IntradayPoint[] {
  return points.map((point) => ({
    minute: point.minute,
    value: point.value === null || reference <= 0 ? null : ((point.value - reference) * 100) / reference,
  }));
}
