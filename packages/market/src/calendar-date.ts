/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, with arithmetic that never touches time zones:
 * "today" is always injected by the caller from the market clock (Asia/Ho_Chi_Minh).
 */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last conversion each way. Most calls ask about the same day — today, from every order's
 * checks and every reading of the demo clock — so one remembered answer saves parsing it again.
 */
let lastDate: IsoDate | null = null;
let lastDateDay: number | null = null;
let lastDay: number | null = null;
let lastDayDate: IsoDate = "";

/** Days since 1970-01-01 for a valid ISO date, or null. */
export function toEpochDay(date: IsoDate): number | null {
  if (date === lastDate) return lastDateDay;
  lastDateDay = parseEpochDay(date);
  lastDate = date;
  return lastDateDay;
}

function parseEpochDay(date: IsoDate): number | null {
  const match = ISO_DATE.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const millis = Date.UTC(year, month - 1, day);
  const check = new Date(millis);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return millis / 86_400_000;
}

export function fromEpochDay(epochDay: number): IsoDate {
  if (epochDay !== lastDay) {
    lastDayDate = new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
    lastDay = epochDay;
  }
  return lastDayDate;
}

export function isIsoDate(value: string): boolean {
  return toEpochDay(value) !== null;
}

/** `date` plus `days` (negative to go back). Throws on an invalid date: callers validate first. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const epochDay = toEpochDay(date);
  if (epochDay === null) throw new RangeError(`not an ISO date: ${date}`);
  return fromEpochDay(epochDay + days);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = toEpochDay(from);
  const b = toEpochDay(to);
  if (a === null || b === null) throw new RangeError(`not ISO dates: ${from}, ${to}`);
  return b - a;
}

/** `DD/MM/YYYY` (as the core calls send dates) from an ISO date. */
export function toSlashDate(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** ISO date from `DD/MM/YYYY` or `DD-MM-YYYY`, or null. */
export function fromDayFirstDate(text: string): IsoDate | null {
  const match = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text.trim());
  if (match === null) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** ISO date from the feeds' compact `yyyymmdd`, or null. */
export function fromCompactDate(text: string): IsoDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return isIsoDate(iso) ? iso : null;
}
