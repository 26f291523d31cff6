/**
 * The trading schedule on real dates (market-rules §2 with the trading calendar): on a trading
 * day the venue follows its schedule; a weekend or holiday is CLOSED from 00:00 to 24:00. The
 * exchange clock asks for the next change to schedule its next session event; the changes of a
 * trading day are those of `schedule(venue)`, the first being PRE_OPEN at 00:00.
 *
 * The clock keeps time as epoch milliseconds; exchange time is ICT, a fixed UTC+7 (Vietnam keeps
 * no daylight saving), so the two convert by arithmetic alone: `exchangeTimeAt(now)` to ask,
 * `epochMillisOf(change)` to set the timer for the answer.
 */
import { fromEpochDay, toEpochDay, type IsoDate } from "../calendar-date";
import { floorDiv } from "../integer-division";
import { assertMinuteOfDay, MINUTES_PER_DAY, parseClockTime, type MinuteOfDay } from "./minute-of-day";
import type { SessionVenue } from "./session-venue";
import { isTradingDay, nextTradingDay, type HolidayList } from "./trading-calendar";
import type { TradingPhase } from "./trading-phase";
import { nextPhaseChange, phaseAt } from "./trading-schedule";

/** An instant in exchange time: a local date and a minute of that day. */
export interface ExchangeTime {
  readonly date: IsoDate;
  readonly minute: MinuteOfDay;
}

const MILLIS_PER_MINUTE = 60_000;
const MILLIS_PER_DAY = MINUTES_PER_DAY * MILLIS_PER_MINUTE;
/** ICT is UTC+7 all year. */
const ICT_OFFSET_MILLIS = 7 * 60 * MILLIS_PER_MINUTE;

/**
 * The exchange time of an instant given as epoch milliseconds (UTC); the minute keeps the
 * seconds as a fraction, so 09:14:59 is still before 09:15.
 *
 * @example
 * exchangeTimeAt(Date.UTC(2025, 3, 17, 2, 0)); // { date: "2025-04-17", minute: 540 } (09:00 ICT)
 */
export function exchangeTimeAt(epochMillis: number): ExchangeTime {
  if (!Number.isSafeInteger(epochMillis)) throw new RangeError(`not an instant: ${epochMillis}`);
  const local = epochMillis + ICT_OFFSET_MILLIS;
  const epochDay = floorDiv(local, MILLIS_PER_DAY);
  return { date: fromEpochDay(epochDay), minute: (local - epochDay * MILLIS_PER_DAY) / MILLIS_PER_MINUTE };
}

/**
 * The epoch milliseconds (UTC) of an exchange time, to the nearest millisecond.
 *
 * @example
 * epochMillisOf({ date: "2025-04-17", minute: 540 }); // Date.UTC(2025, 3, 17, 2, 0)
 */
export function epochMillisOf(time: ExchangeTime): number {
  const epochDay = toEpochDay(time.date);
  if (epochDay === null) throw new RangeError(`not an ISO date: ${time.date}`);
  assertMinuteOfDay(time.minute);
  return epochDay * MILLIS_PER_DAY + Math.round(time.minute * MILLIS_PER_MINUTE) - ICT_OFFSET_MILLIS;
}

const CLOCK_WITH_SECONDS = /^(\d{2}:\d{2})(?::([0-5]\d))?$/;

/**
 * The epoch milliseconds of exchange clock time "HH:MM" or "HH:MM:SS" on `date`, for tests,
 * tools and benchmarks that name instants the way the schedule does.
 *
 * @throws RangeError when `clock` is not such a time.
 * @example epochMillisAt("2025-04-17", "09:15:30") // Date.UTC(2025, 3, 17, 2, 15, 30)
 */
export function epochMillisAt(date: IsoDate, clock: string): number {
  const match = CLOCK_WITH_SECONDS.exec(clock);
  const minute = match?.[1] === undefined ? null : parseClockTime(match[1]);
  if (minute === null) throw new RangeError(`not a clock time: ${clock}`);
  return epochMillisOf({ date, minute }) + Number(match?.[2] ?? 0) * 1_000;
}

/** A phase change on a date: from `date` `minute` the venue is in `phase`. */
export interface SessionChange extends ExchangeTime {
  readonly phase: TradingPhase;
}

/**
 * The phase of `venue` at `time`, CLOSED on non-trading days.
 *
 * @example
 * phaseOn("HOSE", { date: "2025-04-17", minute: 600 }, []); // "CONTINUOUS"
 * phaseOn("HOSE", { date: "2025-04-19", minute: 600 }, []); // "CLOSED" (Saturday)
 */
export function phaseOn(venue: SessionVenue, time: ExchangeTime, holidays: HolidayList): TradingPhase {
  const scheduled = phaseAt(venue, time.minute);
  return isTradingDay(time.date, holidays) ? scheduled : "CLOSED";
}

/**
 * The first phase change strictly after `time`, looking past non-trading days: later the same
 * trading day, or else PRE_OPEN at 00:00 of the next trading day.
 *
 * @example
 * nextSessionChange("HOSE", { date: "2025-04-18", minute: 900 }, []);
 * // { date: "2025-04-21", minute: 0, phase: "PRE_OPEN" } (Friday close → Monday)
 */
export function nextSessionChange(
  venue: SessionVenue,
  time: ExchangeTime,
  holidays: HolidayList,
): SessionChange {
  const change = nextPhaseChange(venue, time.minute);
  if (change !== null && isTradingDay(time.date, holidays))
    return { date: time.date, minute: change.at, phase: change.phase };
  return { date: nextTradingDay(time.date, holidays), minute: 0, phase: phaseAt(venue, 0) };
}
