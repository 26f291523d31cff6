/**
 * Time of day in exchange time (Asia/Ho_Chi_Minh, ICT, UTC+7) as minutes since local midnight
 * (market-rules §2: every session boundary falls on a whole minute). The market clock converts
 * its injected "now" to this number; nothing here reads a clock. Fractions are allowed, so a
 * caller holding seconds may pass `seconds / 60`: 09:14:59 is 554.98…, still before 09:15.
 */

/** Minutes since local midnight, 0 ≤ m < 1440. */
export type MinuteOfDay = number;

export const MINUTES_PER_DAY = 1_440;

/**
 * The minute of day of `hours:minutes`.
 *
 * @example
 * minuteOfDay(9, 15); // 555
 */
export function minuteOfDay(hours: number, minutes = 0): MinuteOfDay {
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours < 0 || minutes < 0 || minutes > 59)
    throw new RangeError(`not a time of day: ${hours}:${minutes}`);
  const total = hours * 60 + minutes;
  if (total >= MINUTES_PER_DAY) throw new RangeError(`not a time of day: ${hours}:${minutes}`);
  return total;
}

/**
 * Parses `HH:MM` (24-hour clock), or returns null.
 *
 * @example
 * parseClockTime("14:45"); // 885
 * parseClockTime("25:00"); // null
 */
export function parseClockTime(text: string): MinuteOfDay | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * `HH:MM` of a minute of day (fractions of a minute are dropped).
 *
 * @example
 * formatClockTime(555); // "09:15"
 */
export function formatClockTime(minute: MinuteOfDay): string {
  assertMinuteOfDay(minute);
  const whole = Math.floor(minute);
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/**
 * Throws a RangeError unless `minute` is a finite number in [0, 1440).
 *
 * @example
 * assertMinuteOfDay(600); // ok
 * assertMinuteOfDay(1440); // throws
 */
export function assertMinuteOfDay(minute: number): void {
  if (!Number.isFinite(minute) || minute < 0 || minute >= MINUTES_PER_DAY)
    throw new RangeError(`minute of day out of range: ${minute}`);
}
