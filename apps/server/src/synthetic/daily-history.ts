/**
 * Daily bars before the simulated market began, so a chart has a past on the first day.
 *
 * The walk runs backwards from the subject's reference: the last bar (the last trading day
 * before today) closes exactly at the reference, and each earlier close is drawn so the next
 * day's close stays inside its ±7% band. Each day's draws come from a stream keyed by the date,
 * so asking for 30 or 250 days gives the same overlapping bars.
 *
 * Invariants: every open, high, low and close is a grid price (positive, a multiple of the tick
 * at itself); low ≤ open, close ≤ high; the bar stays inside the band of the previous close;
 * volume is a positive integer (board lots when the subject has shares).
 *
 * Bar.time is the exchange's midnight (00:00 at UTC+7) of the trading day, in epoch seconds:
 * the bar starts when the exchange's day starts, so a chart set to Asia/Ho_Chi_Minh labels it
 * with its own date.
 */
import { BOARD_LOT, previousTradingDay, toEpochDay, type HolidayList, type IsoDate } from "@bangia/market";
import type { Bar, ContentSubject } from "./generated-content";
import { ceilToGrid, floorToGrid, roundToGrid, type TickOf } from "./price-grid";
import { randomStream, type RandomStream } from "./seeded-random";

/** The daily band the walk respects (HOSE shares and index futures; wider bands hold too). */
export const DAILY_BAND_PERCENT = 7;

const SECONDS_PER_DAY = 86_400;
const EXCHANGE_UTC_OFFSET_SECONDS = 7 * 3_600;
/** Largest drawn close-to-close move, below the band so rounding to the grid stays inside it. */
const MAX_DAILY_RETURN = 0.065;

/**
 * Epoch seconds of 00:00 exchange time (UTC+7) on `date`.
 *
 * @example exchangeMidnightSeconds("2025-03-10") // 1_741_539_600 (2025-03-09T17:00:00Z)
 */
export function exchangeMidnightSeconds(date: IsoDate): number {
  const epochDay = toEpochDay(date);
  if (epochDay === null) throw new RangeError(`not an ISO date: ${date}`);
  return epochDay * SECONDS_PER_DAY - EXCHANGE_UTC_OFFSET_SECONDS;
}

/**
 * The `count` trading days strictly before `today`, oldest first.
 *
 * @example tradingDaysBefore("2025-03-10", 2, []) // ["2025-03-06", "2025-03-07"]
 */
export function tradingDaysBefore(today: IsoDate, count: number, holidays: HolidayList): IsoDate[] {
  const days: IsoDate[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    day = previousTradingDay(day, holidays);
    days.push(day);
  }
  return days.reverse();
}

/** The grid prices a close may take the day after `previous`: its ±7% band. */
export interface DailyBand {
  readonly floor: number;
  readonly ceiling: number;
}

export function dailyBand(previous: number, tick: TickOf): DailyBand {
  return {
    floor: ceilToGrid((previous * (100 - DAILY_BAND_PERCENT)) / 100, tick),
    ceiling: floorToGrid((previous * (100 + DAILY_BAND_PERCENT)) / 100, tick),
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** How a symbol moves and trades: drawn once per symbol. */
interface WalkProfile {
  /** Standard deviation of the daily return. */
  readonly volatility: number;
  /** Typical daily volume: shares, or contracts when the subject has no shares. */
  readonly typicalVolume: number;
}

function walkProfile(seed: number, subject: ContentSubject): WalkProfile {
  const random = randomStream(seed, "daily-profile", subject.symbol);
  const volatility = random.between(0.015, 0.025);
  const typicalVolume =
    subject.sharesOutstanding > 0
      ? subject.sharesOutstanding * random.between(0.0005, 0.006)
      : random.between(2_000, 200_000);
  return { volatility, typicalVolume };
}

/** The close of the day before a day that closed at `close`, so `close` sits in its band. */
function previousClose(close: number, random: RandomStream, profile: WalkProfile, tick: TickOf): number {
  const move = clamp(profile.volatility * random.normal(), -MAX_DAILY_RETURN, MAX_DAILY_RETURN);
  const drawn = roundToGrid(close / (1 + move), tick);
  const band = dailyBand(drawn, tick);
  // Near the smallest prices the band is narrower than a tick: the price then stays put.
  return close >= band.floor && close <= band.ceiling ? drawn : close;
}

function dailyVolume(
  random: RandomStream,
  profile: WalkProfile,
  subject: ContentSubject,
  move: number,
): number {
  // Busier on big moves, as real tape is.
  const raw = profile.typicalVolume * random.between(0.4, 1.6) * (1 + 8 * Math.abs(move));
  if (subject.sharesOutstanding > 0) return Math.max(BOARD_LOT, Math.round(raw / BOARD_LOT) * BOARD_LOT);
  return Math.max(1, Math.round(raw));
}

function dailyBar(
  seed: number,
  subject: ContentSubject,
  profile: WalkProfile,
  date: IsoDate,
  previous: number,
  close: number,
): Bar {
  const { tick } = subject;
  const random = randomStream(seed, "daily-bar", subject.symbol, date);
  const band = dailyBand(previous, tick);
  const open = clamp(
    roundToGrid(previous * (1 + 0.35 * profile.volatility * random.normal()), tick),
    band.floor,
    band.ceiling,
  );
  const top = Math.max(open, close);
  const bottom = Math.min(open, close);
  const high = clamp(
    roundToGrid(top * (1 + 0.6 * profile.volatility * Math.abs(random.normal())), tick),
    top,
    Math.max(band.ceiling, top),
  );
  const low = clamp(
    roundToGrid(bottom * (1 - 0.6 * profile.volatility * Math.abs(random.normal())), tick),
    Math.min(band.floor, bottom),
    bottom,
  );
  const volume = dailyVolume(random, profile, subject, close / previous - 1);
  return { time: exchangeMidnightSeconds(date), open, high, low, close, volume };
}

/**
 * `days` daily bars ending on the last trading day before `today`, oldest first; the last
 * close is `subject.reference`.
 *
 * @example
 * const bars = dailyHistory(1, subject, "2025-03-10", 250, []);
 * bars.at(-1)?.close === subject.reference; // true
 */
export function dailyHistory(
  seed: number,
  subject: ContentSubject,
  today: IsoDate,
  days: number,
  holidays: HolidayList,
): Bar[] {
  const count = Math.max(0, Math.floor(days));
  if (count === 0) return [];
  const profile = walkProfile(seed, subject);
  const dates = tradingDaysBefore(today, count, holidays);

  // closes[i] closes dates[i - 1]; closes[0] is the close before the first bar, its reference.
  const closes = new Array<number>(count + 1).fill(subject.reference);
  for (let i = count; i > 0; i--) {
    const date = dates[i - 1] ?? today;
    const close = closes[i] ?? subject.reference;
    closes[i - 1] = previousClose(
      close,
      randomStream(seed, "daily-close", subject.symbol, date),
      profile,
      subject.tick,
    );
  }

  return dates.map((date, i) =>
    dailyBar(
      seed,
      subject,
      profile,
      date,
      closes[i] ?? subject.reference,
      closes[i + 1] ?? subject.reference,
    ),
  );
}
