/**
 * The trading schedule on real dates (market-rules §2 with the trading calendar): on a trading
 * day the venue follows its schedule; a weekend or holiday is CLOSED from 00:00 to 24:00. The
 * exchange clock asks for the next change to schedule its next session event; the changes of a
 * trading day are those of `schedule(venue)`, the first being PRE_OPEN at 00:00.
 */
import type { IsoDate } from "../calendar-date";
import type { MinuteOfDay } from "./minute-of-day";
import type { SessionVenue } from "./session-venue";
import { isTradingDay, nextTradingDay, type HolidayList } from "./trading-calendar";
import type { TradingPhase } from "./trading-phase";
import { nextPhaseChange, phaseAt } from "./trading-schedule";

/** An instant in exchange time: a local date and a minute of that day. */
export interface ExchangeTime {
  readonly date: IsoDate;
  readonly minute: MinuteOfDay;
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
