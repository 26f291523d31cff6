/**
 * What happens next on the exchange's calendar: the earliest phase change of any venue, or the
 * end of a restricted stock's periodic call (market-rules §2), strictly after an instant. The
 * exchange applies these one by one as its clock moves, so a jump of hours (or a replay) runs
 * every auction and every close in order.
 */
import {
  epochMillisOf,
  exchangeTimeAt,
  isTradingDay,
  nextRestrictedCallMatch,
  nextSessionChange,
  RESTRICTED_CALL_WINDOWS,
  type HolidayList,
  type SessionVenue,
  type TradingPhase,
} from "@bangia/market";

export type SessionEvent =
  | {
      readonly kind: "phase";
      readonly at: number;
      readonly date: string;
      readonly venue: SessionVenue;
      readonly phase: TradingPhase;
    }
  | { readonly kind: "periodic-call"; readonly at: number; readonly date: string };

/** The next phase change of `venue` strictly after `after` (epoch ms). */
export function nextPhaseEvent(venue: SessionVenue, after: number, holidays: HolidayList): SessionEvent {
  const change = nextSessionChange(venue, exchangeTimeAt(after), holidays);
  return { kind: "phase", at: epochMillisOf(change), date: change.date, venue, phase: change.phase };
}

/**
 * The next end of a periodic call (not the opening or closing call, which are HOSE's own phase
 * changes) strictly after `after`, looking up to a week ahead.
 */
export function nextPeriodicCallEvent(after: number, holidays: HolidayList): SessionEvent {
  let time = exchangeTimeAt(after);
  for (let day = 0; day < 8; day++) {
    if (isTradingDay(time.date, holidays)) {
      let minute = nextRestrictedCallMatch(time.minute);
      while (minute !== null && !isPeriodicEnd(minute)) minute = nextRestrictedCallMatch(minute);
      if (minute !== null) {
        const at = epochMillisOf({ date: time.date, minute });
        return { kind: "periodic-call", at, date: time.date };
      }
    }
    const nextDay = exchangeTimeAt(epochMillisOf({ date: time.date, minute: 0 }) + 86_400_000);
    time = { date: nextDay.date, minute: 0 };
  }
  throw new RangeError("no periodic call within a week");
}

function isPeriodicEnd(minute: number): boolean {
  return RESTRICTED_CALL_WINDOWS.some((window) => window.kind === "PERIODIC_CALL" && window.end === minute);
}
