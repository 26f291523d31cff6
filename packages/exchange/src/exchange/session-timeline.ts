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

/**
 * The pending session events of every venue (and the periodic calls when restricted stocks are
 * listed), handed out in time order. At the same instant a periodic call comes before a phase
 * change, so the 11:30 and 14:30 rounds match before lunch and the closing call begin.
 */
export class SessionTimeline {
  readonly #pending = new Map<SessionVenue | "periodic", SessionEvent>();

  constructor(
    venues: readonly SessionVenue[],
    periodicCalls: boolean,
    after: number,
    private readonly holidays: HolidayList,
  ) {
    for (const venue of venues) this.#pending.set(venue, nextPhaseEvent(venue, after, holidays));
    if (periodicCalls) this.#pending.set("periodic", nextPeriodicCallEvent(after, holidays));
  }

  /** The earliest pending event if it is due by `now`, scheduling the next of its kind; else null. */
  takeDue(now: number): SessionEvent | null {
    let next: SessionEvent | null = null;
    for (const candidate of this.#pending.values()) {
      const earlier =
        next === null ||
        candidate.at < next.at ||
        (candidate.at === next.at && candidate.kind === "periodic-call" && next.kind !== "periodic-call");
      if (earlier) next = candidate;
    }
    if (next === null || next.at > now) return null;
    if (next.kind === "phase")
      this.#pending.set(next.venue, nextPhaseEvent(next.venue, next.at, this.holidays));
    else this.#pending.set("periodic", nextPeriodicCallEvent(next.at, this.holidays));
    return next;
  }
}

/** The exchange a session venue belongs to (the bond venues are HNX's). */
export function exchangeOfSessionVenue(venue: SessionVenue): "HOSE" | "HNX" | "UPCOM" | "DERIVATIVES" {
  switch (venue) {
    case "HOSE":
    case "UPCOM":
    case "DERIVATIVES":
      return venue;
    default:
      return "HNX";
  }
}
