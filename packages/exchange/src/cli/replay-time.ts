/**
 * Exchange time as the replay files write it: "HH:MM:SS" on a known day, or
 * "YYYY-MM-DD HH:MM:SS". Conversions go through the market package's exchange time (ICT).
 */
import { epochMillisOf, exchangeTimeAt, formatClockTime, isIsoDate, type IsoDate } from "@bangia/market";

const TIME = /^(?:(\d{4}-\d{2}-\d{2}) )?(\d{2}):(\d{2}):(\d{2})$/;

export interface ParsedTime {
  /** The date written in the cell, if any. */
  readonly date: IsoDate | null;
  /** Seconds since midnight. */
  readonly seconds: number;
}

/** Reads a time cell; null when it is not one of the two forms or not a real time. */
export function parseReplayTime(text: string): ParsedTime | null {
  const match = TIME.exec(text);
  if (match === null) return null;
  const [, date, hours, minutes, seconds] = match;
  const [h, m, s] = [Number(hours), Number(minutes), Number(seconds)];
  if (h > 23 || m > 59 || s > 59 || (date !== undefined && !isIsoDate(date))) return null;
  return { date: date ?? null, seconds: h * 3_600 + m * 60 + s };
}

/** Epoch milliseconds of `seconds` after midnight (exchange time) on `date`. */
export function instantOf(date: IsoDate, seconds: number): number {
  return epochMillisOf({ date, minute: 0 }) + seconds * 1_000;
}

/** "YYYY-MM-DD HH:MM:SS" of an instant, in exchange time. */
export function formatReplayTime(epochMillis: number): string {
  const { date } = exchangeTimeAt(epochMillis);
  const seconds = Math.floor((epochMillis - epochMillisOf({ date, minute: 0 })) / 1_000);
  const minute = Math.floor(seconds / 60);
  return `${date} ${formatClockTime(minute)}:${String(seconds % 60).padStart(2, "0")}`;
}
