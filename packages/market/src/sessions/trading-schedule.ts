/**
 * The trading day of each venue as an ordered list of phases (market-rules §2, KRX era; the
 * times did not change with KRX on 5 May 2025). Times are exchange time, minutes since midnight.
 *
 * | Venue         | Phases                                                                              |
 * |---------------|-------------------------------------------------------------------------------------|
 * | HOSE          | pre-open · ATO 09:00–09:15 · continuous 09:15–11:30 · lunch · continuous 13:00–14:30 · ATC 14:30–14:45 · put-through only 14:45–15:00 · closed |
 * | HNX           | pre-open · continuous 09:00–11:30 (no ATO) · lunch · continuous 13:00–14:30 · ATC 14:30–14:45 · PLO collection 14:45–14:55 · PLO matching 14:55–15:00 · closed |
 * | UPCOM         | pre-open · continuous 09:00–11:30 · lunch · continuous 13:00–15:00 · closed (no ATO/ATC/PLO) |
 * | DERIVATIVES   | pre-open · ATO 08:45–09:00 · continuous 09:00–11:30 · lunch · continuous 13:00–14:30 · ATC 14:30–14:45 · closed |
 * | LISTED_BONDS  | pre-open · continuous 09:00–11:30 · lunch · continuous 13:00–14:30 · closing call 14:30–14:45 · put-through only 14:45–15:00 · closed |
 * | GOVERNMENT_BONDS, PRIVATE_BONDS | pre-open · put-through only 09:00–11:30 · lunch · put-through only 13:00–14:45 · closed |
 *
 * HNX listed corporate bonds trade LO in continuous matching and the closing call, with
 * put-through to 15:00. Government debt instruments (outright, repo, sell-buyback) are
 * negotiated deals; the reporting of forward-dated deals until 17:00 is a reporting window,
 * not a trading phase, and is not modelled.
 *
 * The day starts PRE_OPEN at 00:00 and ends CLOSED at 24:00; whether the day trades at all is the
 * trading calendar's business (see session-events).
 */
import { assertMinuteOfDay, MINUTES_PER_DAY, parseClockTime, type MinuteOfDay } from "./minute-of-day";
import type { SessionVenue } from "./session-venue";
import type { TradingPhase } from "./trading-phase";

/** One phase of the day, from `start` (inclusive) to `end` (exclusive). */
export interface PhaseSegment {
  readonly phase: TradingPhase;
  readonly start: MinuteOfDay;
  readonly end: MinuteOfDay;
}

/** The next change of phase: at minute `at` the venue enters `phase`. */
export interface PhaseChange {
  readonly at: MinuteOfDay;
  readonly phase: TradingPhase;
}

/** Builds contiguous segments from [phase, start] pairs; the last runs to midnight. */
function segments(...points: readonly (readonly [TradingPhase, string])[]): readonly PhaseSegment[] {
  const starts = points.map(([, time]) => {
    const minute = parseClockTime(time);
    if (minute === null) throw new RangeError(`bad schedule time ${time}`);
    return minute;
  });
  return points.map(([phase], index) => ({
    phase,
    start: starts[index] ?? 0,
    end: starts[index + 1] ?? MINUTES_PER_DAY,
  }));
}

/** Government debt and private-placement bonds: negotiated deals only, around the lunch break. */
const PUT_THROUGH_BOND_DAY = segments(
  ["PRE_OPEN", "00:00"],
  ["PUT_THROUGH_ONLY", "09:00"],
  ["LUNCH", "11:30"],
  ["PUT_THROUGH_ONLY", "13:00"],
  ["CLOSED", "14:45"],
);

const SCHEDULES: Readonly<Record<SessionVenue, readonly PhaseSegment[]>> = {
  HOSE: segments(
    ["PRE_OPEN", "00:00"],
    ["OPENING_CALL", "09:00"],
    ["CONTINUOUS", "09:15"],
    ["LUNCH", "11:30"],
    ["CONTINUOUS", "13:00"],
    ["CLOSING_CALL", "14:30"],
    ["PUT_THROUGH_ONLY", "14:45"],
    ["CLOSED", "15:00"],
  ),
  HNX: segments(
    ["PRE_OPEN", "00:00"],
    ["CONTINUOUS", "09:00"],
    ["LUNCH", "11:30"],
    ["CONTINUOUS", "13:00"],
    ["CLOSING_CALL", "14:30"],
    ["POST_CLOSE_COLLECTION", "14:45"],
    ["POST_CLOSE_MATCHING", "14:55"],
    ["CLOSED", "15:00"],
  ),
  UPCOM: segments(
    ["PRE_OPEN", "00:00"],
    ["CONTINUOUS", "09:00"],
    ["LUNCH", "11:30"],
    ["CONTINUOUS", "13:00"],
    ["CLOSED", "15:00"],
  ),
  DERIVATIVES: segments(
    ["PRE_OPEN", "00:00"],
    ["OPENING_CALL", "08:45"],
    ["CONTINUOUS", "09:00"],
    ["LUNCH", "11:30"],
    ["CONTINUOUS", "13:00"],
    ["CLOSING_CALL", "14:30"],
    ["CLOSED", "14:45"],
  ),
  LISTED_BONDS: segments(
    ["PRE_OPEN", "00:00"],
    ["CONTINUOUS", "09:00"],
    ["LUNCH", "11:30"],
    ["CONTINUOUS", "13:00"],
    ["CLOSING_CALL", "14:30"],
    ["PUT_THROUGH_ONLY", "14:45"],
    ["CLOSED", "15:00"],
  ),
  GOVERNMENT_BONDS: PUT_THROUGH_BOND_DAY,
  PRIVATE_BONDS: PUT_THROUGH_BOND_DAY,
};

/**
 * The venue's phases in order, covering the whole day from 00:00 to 24:00.
 *
 * @example
 * schedule("UPCOM").map((s) => s.phase);
 * // ["PRE_OPEN", "CONTINUOUS", "LUNCH", "CONTINUOUS", "CLOSED"]
 */
export function schedule(venue: SessionVenue): readonly PhaseSegment[] {
  return SCHEDULES[venue];
}

/** Index of the segment holding `minute`; the segments cover the day, so one always does. */
function segmentIndexAt(venue: SessionVenue, minute: MinuteOfDay): number {
  assertMinuteOfDay(minute);
  return SCHEDULES[venue].findIndex((segment) => minute < segment.end);
}

/**
 * The phase the venue is in at `minute` (a boundary belongs to the phase it starts).
 *
 * @example
 * phaseAt("HOSE", 555); // "CONTINUOUS" (09:15, the ATO has just matched)
 * phaseAt("HNX", 895); // "POST_CLOSE_MATCHING" (14:55)
 */
export function phaseAt(venue: SessionVenue, minute: MinuteOfDay): TradingPhase {
  const segment = SCHEDULES[venue][segmentIndexAt(venue, minute)];
  if (segment === undefined) throw new RangeError(`no phase at minute ${minute}`);
  return segment.phase;
}

/**
 * The first phase change strictly after `minute`, or null when the venue stays CLOSED until
 * midnight. The exchange clock emits a session event at each change.
 *
 * @example
 * nextPhaseChange("HOSE", 600); // { at: 690, phase: "LUNCH" }
 * nextPhaseChange("HOSE", 900); // null
 */
export function nextPhaseChange(venue: SessionVenue, minute: MinuteOfDay): PhaseChange | null {
  const next = SCHEDULES[venue][segmentIndexAt(venue, minute) + 1];
  return next === undefined ? null : { at: next.start, phase: next.phase };
}
