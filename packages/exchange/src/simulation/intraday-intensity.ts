/**
 * How busy the market is through the day, relative to a calm midday: the U shape of real
 * order flow. The morning burst fades over the first half hour or so, the afternoon builds up
 * toward the close, the calls collect a crowd, lunch and the closed hours take nothing. The
 * simulator thins each symbol's action stream by this curve, so it only ever needs the maximum
 * to schedule and the value at one minute to accept or drop a candidate.
 */
import { phaseAt, schedule, type MinuteOfDay, type SessionVenue, type TradingPhase } from "@bangia/market";

/** An upper bound of `intradayIntensity` over every venue and minute. */
export const MAX_INTRADAY_INTENSITY = 3;

/** The cash market opens at 09:00: the morning burst is measured from there. */
const DAY_OPEN: MinuteOfDay = 540;
const OPEN_BURST = 2.4;
const OPEN_DECAY_MINUTES = 30;
const CLOSE_BUILD_UP = 1.8;
const CLOSE_DECAY_MINUTES = 35;
const MIDDAY = 0.45;

/** Phases in which a venue takes anything at all: orders, amendments or put-through. */
export function isActivePhase(phase: TradingPhase): boolean {
  return phase !== "PRE_OPEN" && phase !== "LUNCH" && phase !== "CLOSED";
}

/** End of the venue's last continuous session (14:30, or 15:00 on UPCOM); null if it has none. */
function lastContinuousEnd(venue: SessionVenue): MinuteOfDay | null {
  const segments = schedule(venue).filter((segment) => segment.phase === "CONTINUOUS");
  return segments.at(-1)?.end ?? null;
}

const CLOSE_BY_VENUE = new Map<SessionVenue, MinuteOfDay | null>();

function closeOf(venue: SessionVenue): MinuteOfDay | null {
  if (!CLOSE_BY_VENUE.has(venue)) CLOSE_BY_VENUE.set(venue, lastContinuousEnd(venue));
  return CLOSE_BY_VENUE.get(venue) ?? null;
}

/** The U of continuous trading at `minute`. */
function continuousIntensity(minute: MinuteOfDay, close: MinuteOfDay): number {
  const sinceOpen = Math.max(0, minute - DAY_OPEN);
  const toClose = Math.max(0, close - minute);
  return (
    MIDDAY +
    OPEN_BURST * Math.exp(-sinceOpen / OPEN_DECAY_MINUTES) +
    CLOSE_BUILD_UP * Math.exp(-toClose / CLOSE_DECAY_MINUTES)
  );
}

/**
 * Relative activity of `venue` at `minute` (0 when the venue takes nothing).
 *
 * @example intradayIntensity("HOSE", 560) > intradayIntensity("HOSE", 640) // 09:20 busier than 10:40
 */
export function intradayIntensity(venue: SessionVenue, minute: MinuteOfDay): number {
  const phase = phaseAt(venue, minute);
  switch (phase) {
    case "OPENING_CALL":
      return 1.4;
    case "CONTINUOUS":
      return continuousIntensity(minute, closeOf(venue) ?? minute);
    case "CLOSING_CALL":
      return 2.4;
    case "POST_CLOSE_COLLECTION":
    case "POST_CLOSE_MATCHING":
      return 0.4;
    case "PUT_THROUGH_ONLY":
      // Bond venues trade only by put-through; elsewhere it is a quiet tail after the close.
      return venue === "GOVERNMENT_BONDS" || venue === "PRIVATE_BONDS" ? 1 : 0.05;
    default:
      return 0;
  }
}

/**
 * The first minute at or after `minute` when the venue is active, or null when it stays idle
 * until midnight.
 *
 * @example nextActiveMinute("HOSE", 700) // 780 (lunch → 13:00)
 */
export function nextActiveMinute(venue: SessionVenue, minute: MinuteOfDay): MinuteOfDay | null {
  for (const segment of schedule(venue)) {
    if (segment.end <= minute || !isActivePhase(segment.phase)) continue;
    return Math.max(segment.start, minute);
  }
  return null;
}
