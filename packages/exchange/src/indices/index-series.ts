/**
 * The intraday chart of an index: one point per 10 minutes of exchange time, 09:00–15:00, with
 * no points in the lunch break (11:30–13:00). A sample lands in the slot its time falls in
 * (labelled by the slot's start, "09:00" holds 09:00–09:09:59) and the last sample of a slot
 * wins. Samples before 09:00, in the lunch break or from 15:00 on are dropped.
 *
 * The exchange may sample often, so the 10-minute bucket of the last sample is kept in epoch
 * milliseconds: a sample in the same bucket is two comparisons and a store.
 */
import { epochMillisOf, exchangeTimeAt, formatClockTime, minuteOfDay, schedule } from "@bangia/market";

export const SERIES_INTERVAL_MINUTES = 10;
const SERIES_START = minuteOfDay(9);
const SERIES_END = minuteOfDay(15);
const INTERVAL_MILLIS = SERIES_INTERVAL_MINUTES * 60_000;

function lunchBreak(): { readonly start: number; readonly end: number } {
  const lunch = schedule("HOSE").find((segment) => segment.phase === "LUNCH");
  if (lunch === undefined) throw new Error("the HOSE schedule has no lunch break");
  return lunch;
}

/** Slot start minutes of the day, in order: 09:00 … 11:20, 13:00 … 14:50. */
export const SERIES_SLOT_MINUTES: readonly number[] = (() => {
  const lunch = lunchBreak();
  const slots: number[] = [];
  for (let minute = SERIES_START; minute < SERIES_END; minute += SERIES_INTERVAL_MINUTES)
    if (minute < lunch.start || minute >= lunch.end) slots.push(minute);
  return slots;
})();

const SLOT_LABELS = SERIES_SLOT_MINUTES.map(formatClockTime);

/** Slot index of each 10-minute bucket of the day (−1 outside the series). */
const SLOT_OF_BUCKET: readonly number[] = (() => {
  const buckets = new Array<number>(1_440 / SERIES_INTERVAL_MINUTES).fill(-1);
  SERIES_SLOT_MINUTES.forEach((minute, slot) => (buckets[minute / SERIES_INTERVAL_MINUTES] = slot));
  return buckets;
})();

export interface SeriesPoint {
  /** Slot start, exchange time HH:MM. */
  readonly time: string;
  /** Index level, hundredths of a point. */
  readonly value: number;
}

export class IndexSeries {
  /** 0 marks an empty slot: an index level is never 0. */
  readonly #values = new Float64Array(SERIES_SLOT_MINUTES.length);
  #bucketStart = 0;
  #bucketEnd = 0;
  #bucketSlot = -1;

  /** Records `value` as the point of the slot `time` (epoch ms) falls in. */
  record(time: number, value: number): void {
    if (time < this.#bucketStart || time >= this.#bucketEnd) this.#locate(time);
    if (this.#bucketSlot >= 0) this.#values[this.#bucketSlot] = value;
  }

  #locate(time: number): void {
    const { date, minute } = exchangeTimeAt(time);
    const bucket = Math.floor(minute / SERIES_INTERVAL_MINUTES);
    this.#bucketStart = epochMillisOf({ date, minute: bucket * SERIES_INTERVAL_MINUTES });
    this.#bucketEnd = this.#bucketStart + INTERVAL_MILLIS;
    this.#bucketSlot = SLOT_OF_BUCKET[bucket] ?? -1;
  }

  /** Empties every slot (a new day). */
  reset(): void {
    this.#values.fill(0);
  }

  /** Every slot's value in order, 0 for empty: a snapshot. */
  values(): readonly number[] {
    return [...this.#values];
  }

  /** Puts back a snapshot taken with values(). */
  restore(values: readonly number[]): void {
    if (values.length !== this.#values.length)
      throw new RangeError(`a series has ${this.#values.length} slots`);
    this.#values.set(values);
  }

  /** The recorded points in time order; slots without a sample are left out. */
  points(): readonly SeriesPoint[] {
    const points: SeriesPoint[] = [];
    this.#values.forEach((value, slot) => {
      if (value > 0) points.push({ time: SLOT_LABELS[slot] ?? "", value });
    });
    return points;
  }
}
