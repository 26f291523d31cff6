/**
 * Trading days (market-rules preamble and §8): Monday to Friday except public holidays.
 * Holidays are injected as ISO dates (the exchange publishes them yearly, and makes ad-hoc
 * changes), so nothing here knows a holiday by itself. Dates are exchange-local ISO dates.
 */
import { addDays, isIsoDate, toEpochDay, type IsoDate } from "../calendar-date";

/** The exchange's holidays (weekdays on which it does not trade), as ISO dates. */
export type HolidayList = readonly IsoDate[];

/**
 * Checks a configured holiday list and returns it sorted without repeats. A date that is not a
 * real ISO date throws: "2025-4-30" would otherwise never match and the market would open on
 * the holiday.
 *
 * @example parseHolidayList(["2026-05-01", "2026-04-30"]) // ["2026-04-30", "2026-05-01"]
 */
export function parseHolidayList(dates: readonly string[]): HolidayList {
  const bad = dates.filter((date) => !isIsoDate(date));
  if (bad.length > 0) throw new RangeError(`holidays must be ISO dates (YYYY-MM-DD): ${bad.join(", ")}`);
  return [...new Set(dates)].sort();
}

function epochDayOf(date: IsoDate): number {
  const epochDay = toEpochDay(date);
  if (epochDay === null) throw new RangeError(`not an ISO date: ${date}`);
  return epochDay;
}

/**
 * Day of the week, 0 = Sunday … 6 = Saturday. Throws on an invalid date.
 *
 * @example
 * dayOfWeek("2025-04-17"); // 4 (Thursday)
 */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((epochDayOf(date) + 4) % 7) + 7) % 7;
}

/**
 * True on Saturday and Sunday.
 *
 * @example
 * isWeekend("2025-04-19"); // true
 */
export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/**
 * True when the exchange trades on `date`: a weekday not in `holidays`.
 *
 * @example
 * isTradingDay("2025-04-30", ["2025-04-30", "2025-05-01"]); // false (Reunification Day)
 * isTradingDay("2025-05-02", ["2025-04-30", "2025-05-01"]); // true
 */
export function isTradingDay(date: IsoDate, holidays: HolidayList): boolean {
  return !isWeekend(date) && !holidays.includes(date);
}

function stepToTradingDay(date: IsoDate, holidays: HolidayList, direction: 1 | -1): IsoDate {
  let day = date;
  // Holidays are finite and weekdays recur, so this ends.
  while (!isTradingDay(day, holidays)) day = addDays(day, direction);
  return day;
}

/**
 * The first trading day strictly after `date`.
 *
 * @example
 * nextTradingDay("2025-04-29", ["2025-04-30", "2025-05-01"]); // "2025-05-02"
 */
export function nextTradingDay(date: IsoDate, holidays: HolidayList): IsoDate {
  return stepToTradingDay(addDays(date, 1), holidays, 1);
}

/**
 * The last trading day strictly before `date`.
 *
 * @example
 * previousTradingDay("2025-05-05", []); // "2025-05-02" (Monday → Friday)
 */
export function previousTradingDay(date: IsoDate, holidays: HolidayList): IsoDate {
  return stepToTradingDay(addDays(date, -1), holidays, -1);
}

/**
 * `date` itself when it trades, else the trading day before it ("the earlier business day if
 * a holiday", as futures expiries are moved).
 *
 * @example
 * tradingDayOnOrBefore("2025-05-03", []); // "2025-05-02" (Saturday → Friday)
 */
export function tradingDayOnOrBefore(date: IsoDate, holidays: HolidayList): IsoDate {
  return stepToTradingDay(date, holidays, -1);
}
