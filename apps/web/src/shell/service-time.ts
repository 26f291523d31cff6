/**
 * The service-time panel (price-board §1 "a link to a service-time document exists for each
 * language"; ours is a popover in the current language built from the exchange schedule rather
 * than a document we do not serve): the trading sessions of HOSE, HNX, UPCOM and derivatives.
 */
import { formatClockTime, schedule, type SessionVenue, type TradingPhase } from "@bangia/market";

export const SERVICE_TIME_VENUES = [
  "HOSE",
  "HNX",
  "UPCOM",
  "DERIVATIVES",
] as const satisfies readonly SessionVenue[];
export type ServiceTimeVenue = (typeof SERVICE_TIME_VENUES)[number];

export interface ServiceSession {
  readonly phase: TradingPhase;
  /** `HH:MM`, exchange time. */
  readonly start: string;
  readonly end: string;
}

/**
 * The venue's sessions of a trading day, from the first to the last: the time before and after
 * trading (PRE_OPEN, CLOSED) is left out.
 *
 * @example serviceSessions("UPCOM")[0] // { phase: "CONTINUOUS", start: "09:00", end: "11:30" }
 */
export function serviceSessions(venue: ServiceTimeVenue): readonly ServiceSession[] {
  return schedule(venue)
    .filter((segment) => segment.phase !== "PRE_OPEN" && segment.phase !== "CLOSED")
    .map((segment) => ({
      phase: segment.phase,
      start: formatClockTime(segment.start),
      end: formatClockTime(segment.end),
    }));
}
