/**
 * The detail chart's data (price-board §2 "a detail panel with a chart"): the contract's one-minute
 * bars of today from the chart feed (`/api/tradingview/history`, resolution 1; prices already in
 * chart units, times in epoch seconds), kept current by the live matches: a match adds to the bar
 * of its minute, or opens the next one.
 */
import { epochMillisOf, type IsoDate, type UdfHistory } from "@bangia/market";

/** A minute of the chart: its close and the contracts traded in it. */
export interface ChartBar {
  /** Epoch seconds of the minute's start. */
  readonly time: number;
  readonly close: number;
  readonly volume: number;
}

/** The bars of a history answer, oldest first; none for "no_data" or an error. */
export function barsOfHistory(history: UdfHistory): ChartBar[] {
  if (history.s !== "ok") return [];
  return history.t.flatMap((time, index) => {
    const close = history.c[index];
    if (close === undefined) return [];
    return [{ time, close, volume: history.v[index] ?? 0 }];
  });
}

const CLOCK = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * Epoch seconds of the start of the exchange minute of `clock` ("HH:mm:ss") on `date`, or null
 * for a clock text it cannot read.
 *
 * @example minuteStartOf("2026-02-10", "09:20:31") // Date.UTC(2026, 1, 10, 2, 20) / 1000
 */
export function minuteStartOf(date: IsoDate, clock: string): number | null {
  const match = CLOCK.exec(clock);
  if (match === null) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute >= 24 * 60 || Number(match[2]) >= 60) return null;
  return epochMillisOf({ date, minute }) / 1_000;
}

/**
 * The bars after a match at `time` (minute start, epoch seconds): the last bar's minute takes the
 * new close and adds the volume; a later minute opens a bar; an earlier one (a late message) is
 * left out, the chart draws forward only.
 *
 * @example withMatch([{ time: 60, close: 1945.8, volume: 2 }], 60, 1946, 1) // [{ time: 60, close: 1946, volume: 3 }]
 */
export function withMatch(
  bars: readonly ChartBar[],
  time: number,
  close: number,
  volume: number,
): ChartBar[] {
  const last = bars.at(-1);
  if (last === undefined || time > last.time) return [...bars, { time, close, volume }];
  if (time < last.time) return [...bars];
  return [...bars.slice(0, -1), { time, close, volume: last.volume + volume }];
}

const ICT_OFFSET_SECONDS = 7 * 3_600;

/**
 * The chart axis text of a bar time: the exchange clock "HH:mm" (the chart itself draws UTC).
 *
 * @example exchangeClockText(Date.UTC(2026, 1, 10, 2, 5) / 1000) // "09:05"
 */
export function exchangeClockText(epochSeconds: number): string {
  const secondsOfDay = (((epochSeconds + ICT_OFFSET_SECONDS) % 86_400) + 86_400) % 86_400;
  const hours = Math.floor(secondsOfDay / 3_600);
  const minutes = Math.floor((secondsOfDay % 3_600) / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
