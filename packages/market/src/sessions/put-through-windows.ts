/**
 * When each venue takes put-through (negotiated) deals (market-rules §2, §10):
 *
 * | Venue         | Windows                                                        |
 * |---------------|----------------------------------------------------------------|
 * | HOSE          | 09:00–11:30, 13:00–15:00                                       |
 * | HNX           | 09:00–11:30, 13:00–14:45, post-close put-through 14:45–15:00   |
 * | UPCOM         | 09:00–11:30, 13:00–15:00                                       |
 * | DERIVATIVES   | 08:45–11:30, 13:00–14:45                                       |
 * | LISTED_BONDS  | 09:00–11:30, 13:00–15:00                                       |
 * | GOVERNMENT_BONDS, PRIVATE_BONDS | 09:00–11:30, 13:00–14:45                     |
 *
 * The lunch break takes no put-through actions (market-rules §2, HOSE). Sources give UPCOM as
 * "09:00–15:00" and HNX listed bonds as "PT to 15:00"; we read both as the trading day around
 * the common lunch break (unverified). Every window starts and ends on a phase change of the
 * venue's schedule, so the market clock needs no extra events for put-through.
 */
import { assertMinuteOfDay, type MinuteOfDay } from "./minute-of-day";
import type { SessionVenue } from "./session-venue";

/** A put-through window, `start` inclusive, `end` exclusive; `postClose` marks HNX's 14:45–15:00. */
export interface PutThroughWindow {
  readonly start: MinuteOfDay;
  readonly end: MinuteOfDay;
  readonly postClose: boolean;
}

const MORNING = { start: 540, end: 690, postClose: false } as const;
const AFTERNOON_TO_1445 = { start: 780, end: 885, postClose: false } as const;
const AFTERNOON_TO_1500 = { start: 780, end: 900, postClose: false } as const;

const WINDOWS: Readonly<Record<SessionVenue, readonly PutThroughWindow[]>> = {
  HOSE: [MORNING, AFTERNOON_TO_1500],
  HNX: [MORNING, AFTERNOON_TO_1445, { start: 885, end: 900, postClose: true }],
  UPCOM: [MORNING, AFTERNOON_TO_1500],
  DERIVATIVES: [{ start: 525, end: 690, postClose: false }, AFTERNOON_TO_1445],
  LISTED_BONDS: [MORNING, AFTERNOON_TO_1500],
  GOVERNMENT_BONDS: [MORNING, AFTERNOON_TO_1445],
  PRIVATE_BONDS: [MORNING, AFTERNOON_TO_1445],
};

/**
 * The venue's put-through windows in time order.
 *
 * @example
 * putThroughWindows("DERIVATIVES"); // [{ start: 525, end: 690, … }, { start: 780, end: 885, … }]
 */
export function putThroughWindows(venue: SessionVenue): readonly PutThroughWindow[] {
  return WINDOWS[venue];
}

/**
 * The put-through window open at `minute`, or null.
 *
 * @example
 * putThroughWindowAt("HNX", 890); // { start: 885, end: 900, postClose: true }
 * putThroughWindowAt("HOSE", 700); // null (lunch)
 */
export function putThroughWindowAt(venue: SessionVenue, minute: MinuteOfDay): PutThroughWindow | null {
  assertMinuteOfDay(minute);
  return WINDOWS[venue].find((window) => minute >= window.start && minute < window.end) ?? null;
}

/**
 * True when the venue takes put-through deals at `minute`.
 *
 * @example
 * isPutThroughOpen("HOSE", 890); // true (14:50, put-through-only phase)
 * isPutThroughOpen("DERIVATIVES", 890); // false (closed at 14:45)
 */
export function isPutThroughOpen(venue: SessionVenue, minute: MinuteOfDay): boolean {
  return putThroughWindowAt(venue, minute) !== null;
}
