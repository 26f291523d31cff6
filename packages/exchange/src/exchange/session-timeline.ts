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
  nextTradingDay,
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
 * changes) strictly after `after`: later today, else the first of the next trading day.
 */
export function nextPeriodicCallEvent(after: number, holidays: HolidayList): SessionEvent {
  const time = exchangeTimeAt(after);
  const later = isTradingDay(time.date, holidays) ? periodicEndAfter(time.minute) : null;
  const date = later === null ? nextTradingDay(time.date, holidays) : time.date;
  const minute = later ?? periodicEndAfter(0);
  if (minute === null) throw new RangeError("the schedule has no periodic call");
  return { kind: "periodic-call", at: epochMillisOf({ date, minute }), date };
}

/** The first end of a periodic round strictly after `minute`, or null after the last one. */
function periodicEndAfter(minute: number): number | null {
  let end = nextRestrictedCallMatch(minute);
  while (end !== null && !RESTRICTED_CALL_WINDOWS.some((w) => w.kind === "PERIODIC_CALL" && w.end === end))
    end = nextRestrictedCallMatch(end);
  return end;
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

  /** When the earliest pending event is due (epoch ms; never when there is none). */
  nextAt(): number {
    let at = Number.POSITIVE_INFINITY;
    for (const candidate of this.#pending.values()) at = Math.min(at, candidate.at);
    return at;
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
