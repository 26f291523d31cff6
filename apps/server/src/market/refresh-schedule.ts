/**
 * The board's restart signals (price-board §4 "info restart signal", §9 "Restart times"): at
 * 08:00, 08:15, 08:30 and 08:45 exchange time the client reloads its info and board data and
 * renews its subscription. We send them on `refreshinfo` as market-clock times pass.
 *
 * Decisions where the spec is silent:
 * - 08:00 is the start of the day ("day-start": clear cached lists, reload the page); the other
 *   three are "restart" (reload board data, renew the subscription). A new trading day of the
 *   exchange (its "day" event) is a "day-start" too, wherever the clock is.
 * - The times pass on every calendar day, trading or not: the spec speaks of server time.
 * - A clock that jumps (the fast demo clock, which leaps from 15:05 to 08:30 of the next trading
 *   day) passes several times at once; callers merge them into one message, "day-start" winning,
 *   since several reloads in a row would only repeat each other. Only the last two calendar days
 *   of a long jump are looked at: anything older is superseded by what follows.
 */
import { addDays, epochMillisOf, exchangeTimeAt, type RefreshInfoMessage } from "@bangia/market";

export type RefreshReason = RefreshInfoMessage["reason"];

export interface RefreshSignal {
  /** Market-clock epoch milliseconds of the signal. */
  readonly time: number;
  readonly reason: RefreshReason;
}

/** Minutes of the exchange day with their reasons, in time order. */
export const REFRESH_TIMES: readonly { readonly minute: number; readonly reason: RefreshReason }[] = [
  { minute: 8 * 60, reason: "day-start" },
  { minute: 8 * 60 + 15, reason: "restart" },
  { minute: 8 * 60 + 30, reason: "restart" },
  { minute: 8 * 60 + 45, reason: "restart" },
];

/** Calendar days of a long jump that still matter (see the module comment). */
const DAYS_LOOKED_AT = 2;

/**
 * The signals whose time lies in (previous, current], oldest first.
 *
 * @example refreshSignalsBetween(at("2026-02-10", "08:10"), at("2026-02-10", "08:31"))
 * // [{ time: at(…, "08:15"), reason: "restart" }, { time: at(…, "08:30"), reason: "restart" }]
 */
export function refreshSignalsBetween(previous: number, current: number): RefreshSignal[] {
  if (!(current > previous)) return [];
  const last = exchangeTimeAt(current).date;
  const earliest = addDays(last, 1 - DAYS_LOOKED_AT);
  const first = exchangeTimeAt(previous).date;
  const signals: RefreshSignal[] = [];
  for (let date = first < earliest ? earliest : first; date <= last; date = addDays(date, 1))
    for (const { minute, reason } of REFRESH_TIMES) {
      const time = epochMillisOf({ date, minute });
      if (time > previous && time <= current) signals.push({ time, reason });
    }
  return signals;
}

/**
 * One reason for several signals: "day-start" if any is, else "restart", else null.
 *
 * @example mergeRefreshReasons(["restart", "day-start"]) // "day-start"
 */
export function mergeRefreshReasons(reasons: Iterable<RefreshReason | null>): RefreshReason | null {
  let merged: RefreshReason | null = null;
  for (const reason of reasons) {
    if (reason === "day-start") return reason;
    if (reason === "restart") merged = reason;
  }
  return merged;
}
