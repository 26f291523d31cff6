/**
 * The demo market clock: a trading day on fast-forward that never runs out. Market time runs
 * from 08:30 to 15:05 exchange time of a trading day (every venue's day, from before the
 * derivatives open to after the last put-through), then jumps to 08:30 of the next trading
 * day, skipping nights, weekends and holidays, so the demo is never closed. It starts at
 * `startMinute` (default 09:20, inside continuous trading, so boards move at once) of
 * `firstDay`, and runs `speed` times faster than the wall clock.
 *
 * "Now" is a pure function of the market time elapsed since the start (`demoTimeAt`): the
 * elapsed time is laid end to end over the daily windows.
 */
import {
  epochMillisOf,
  isIsoDate,
  isTradingDay,
  nextTradingDay,
  parseClockTime,
  type HolidayList,
  type IsoDate,
  type MinuteOfDay,
} from "@bangia/market";
import type { MarketClock } from "./market-clock";

function clockTime(text: string): MinuteOfDay {
  const minute = parseClockTime(text);
  if (minute === null) throw new RangeError(`bad clock time ${text}`);
  return minute;
}

/** Start of each demo day's window (08:30). */
export const DEMO_DAY_OPEN: MinuteOfDay = clockTime("08:30");
/** End of each demo day's window (15:05, excluded: the next instant is 08:30 of the next day). */
export const DEMO_DAY_CLOSE: MinuteOfDay = clockTime("15:05");
/** Default start: 09:20, a live continuous session on every venue. */
export const DEFAULT_DEMO_START: MinuteOfDay = clockTime("09:20");

const MILLIS_PER_MINUTE = 60_000;
/** Length of one demo day's window in milliseconds. */
export const DEMO_WINDOW_MILLIS = (DEMO_DAY_CLOSE - DEMO_DAY_OPEN) * MILLIS_PER_MINUTE;

export interface DemoDayConfig {
  /** The first demo day, YYYY-MM-DD: a trading day. */
  readonly firstDay: IsoDate;
  /** Minute of day the demo starts at, within [08:30, 15:05). */
  readonly startMinute: MinuteOfDay;
  readonly holidays: HolidayList;
}

/** Where elapsed market time falls: the n-th demo day (0 = firstDay) and how far into its window. */
export interface DemoPosition {
  readonly dayIndex: number;
  readonly millisIntoWindow: number;
}

/** Throws a RangeError unless the config describes a demo that can run. */
export function assertDemoDayConfig(config: DemoDayConfig): void {
  if (!isIsoDate(config.firstDay) || !isTradingDay(config.firstDay, config.holidays))
    throw new RangeError(`demo first day must be a trading day: ${config.firstDay}`);
  if (!(config.startMinute >= DEMO_DAY_OPEN && config.startMinute < DEMO_DAY_CLOSE))
    throw new RangeError(`demo start minute must be within 08:30–15:05: ${config.startMinute}`);
}

/** The demo day and offset in its window after `elapsedMarketMillis` (whole milliseconds count). */
export function demoPosition(config: DemoDayConfig, elapsedMarketMillis: number): DemoPosition {
  if (!(elapsedMarketMillis >= 0) || !Number.isFinite(elapsedMarketMillis))
    throw new RangeError(`elapsed market time must be a finite number ≥ 0: ${elapsedMarketMillis}`);
  const startOffset = Math.round((config.startMinute - DEMO_DAY_OPEN) * MILLIS_PER_MINUTE);
  const offset = startOffset + Math.floor(elapsedMarketMillis);
  const dayIndex = Math.floor(offset / DEMO_WINDOW_MILLIS);
  return { dayIndex, millisIntoWindow: offset - dayIndex * DEMO_WINDOW_MILLIS };
}

/** The trading day `dayIndex` trading days after `firstDay`. */
export function demoDay(firstDay: IsoDate, dayIndex: number, holidays: HolidayList): IsoDate {
  let day = firstDay;
  for (let i = 0; i < dayIndex; i++) day = nextTradingDay(day, holidays);
  return day;
}

/** Epoch milliseconds of a position on a given demo day. */
function epochMillisOn(day: IsoDate, millisIntoWindow: number): number {
  return epochMillisOf({ date: day, minute: DEMO_DAY_OPEN }) + millisIntoWindow;
}

/**
 * The demo's "now" in epoch milliseconds after `elapsedMarketMillis` of market time: monotonic,
 * and always inside 08:30–15:05 of a trading day.
 *
 * @example demoTimeAt({ firstDay: "2026-03-06", startMinute: 904, holidays: [] }, 60_000)
 * // 08:30 of Monday 2026-03-09 (Friday 15:04 + one minute)
 */
export function demoTimeAt(config: DemoDayConfig, elapsedMarketMillis: number): number {
  assertDemoDayConfig(config);
  const { dayIndex, millisIntoWindow } = demoPosition(config, elapsedMarketMillis);
  return epochMillisOn(demoDay(config.firstDay, dayIndex, config.holidays), millisIntoWindow);
}

export interface DemoClockOptions {
  /** Market milliseconds per wall millisecond (60: a wall minute is a market hour). */
  readonly speed: number;
  readonly firstDay: IsoDate;
  readonly startMinute?: MinuteOfDay;
  readonly holidays?: HolidayList;
  /** Reads the wall clock in epoch milliseconds. */
  readonly wall: () => number;
}

export class DemoClock implements MarketClock {
  readonly mode = "demo" as const;
  readonly speed: number;
  readonly #config: DemoDayConfig;
  readonly #wall: () => number;
  readonly #wallStart: number;
  #elapsed = 0;
  /** The last demo day reached: the clock only moves forward, so it steps on from here. */
  #dayIndex = 0;
  #day: IsoDate;

  constructor(options: DemoClockOptions) {
    if (!(options.speed > 0) || !Number.isFinite(options.speed))
      throw new RangeError(`demo speed must be a positive number: ${options.speed}`);
    this.speed = options.speed;
    this.#config = {
      firstDay: options.firstDay,
      startMinute: options.startMinute ?? DEFAULT_DEMO_START,
      holidays: options.holidays ?? [],
    };
    assertDemoDayConfig(this.#config);
    this.#wall = options.wall;
    this.#wallStart = options.wall();
    this.#day = options.firstDay;
  }

  now(): number {
    // A wall clock stepping back must not move the market back.
    this.#elapsed = Math.max(this.#elapsed, (this.#wall() - this.#wallStart) * this.speed);
    const { dayIndex, millisIntoWindow } = demoPosition(this.#config, this.#elapsed);
    for (; this.#dayIndex < dayIndex; this.#dayIndex++)
      this.#day = nextTradingDay(this.#day, this.#config.holidays);
    return epochMillisOn(this.#day, millisIntoWindow);
  }
}
