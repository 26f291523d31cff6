import { describe, expect, it } from "vitest";
import { MINUTES_PER_DAY, parseClockTime } from "./minute-of-day";
import { SESSION_VENUES, type SessionVenue } from "./session-venue";
import type { TradingPhase } from "./trading-phase";
import { nextPhaseChange, phaseAt, schedule } from "./trading-schedule";

function at(time: string): number {
  const minute = parseClockTime(time);
  if (minute === null) throw new Error(time);
  return minute;
}

/** `HH:MM`, with 24:00 for the end of the day. */
function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

describe("venue schedules (market-rules §2)", () => {
  it.each<[SessionVenue, [TradingPhase, string, string][]]>([
    [
      "HOSE",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["OPENING_CALL", "09:00", "09:15"],
        ["CONTINUOUS", "09:15", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["CONTINUOUS", "13:00", "14:30"],
        ["CLOSING_CALL", "14:30", "14:45"],
        ["PUT_THROUGH_ONLY", "14:45", "15:00"],
        ["CLOSED", "15:00", "24:00"],
      ],
    ],
    [
      "HNX",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["CONTINUOUS", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["CONTINUOUS", "13:00", "14:30"],
        ["CLOSING_CALL", "14:30", "14:45"],
        ["POST_CLOSE_COLLECTION", "14:45", "14:55"],
        ["POST_CLOSE_MATCHING", "14:55", "15:00"],
        ["CLOSED", "15:00", "24:00"],
      ],
    ],
    [
      "UPCOM",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["CONTINUOUS", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["CONTINUOUS", "13:00", "15:00"],
        ["CLOSED", "15:00", "24:00"],
      ],
    ],
    [
      "DERIVATIVES",
      [
        ["PRE_OPEN", "00:00", "08:45"],
        ["OPENING_CALL", "08:45", "09:00"],
        ["CONTINUOUS", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["CONTINUOUS", "13:00", "14:30"],
        ["CLOSING_CALL", "14:30", "14:45"],
        ["CLOSED", "14:45", "24:00"],
      ],
    ],
    [
      "PRIVATE_BONDS",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["PUT_THROUGH_ONLY", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["PUT_THROUGH_ONLY", "13:00", "14:45"],
        ["CLOSED", "14:45", "24:00"],
      ],
    ],
    [
      "LISTED_BONDS",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["CONTINUOUS", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["CONTINUOUS", "13:00", "14:30"],
        ["CLOSING_CALL", "14:30", "14:45"],
        ["PUT_THROUGH_ONLY", "14:45", "15:00"],
        ["CLOSED", "15:00", "24:00"],
      ],
    ],
    [
      "GOVERNMENT_BONDS",
      [
        ["PRE_OPEN", "00:00", "09:00"],
        ["PUT_THROUGH_ONLY", "09:00", "11:30"],
        ["LUNCH", "11:30", "13:00"],
        ["PUT_THROUGH_ONLY", "13:00", "14:45"],
        ["CLOSED", "14:45", "24:00"],
      ],
    ],
  ])("%s follows its KRX-era timetable", (venue, expected) => {
    const rows = schedule(venue).map((s) => [s.phase, hhmm(s.start), hhmm(s.end)]);
    expect(rows).toEqual(expected);
  });

  it.each(SESSION_VENUES.map((venue) => [venue]))(
    "%s: phases cover the day without gaps and neighbours differ",
    (venue) => {
      const segments = schedule(venue);
      expect(segments[0]?.start).toBe(0);
      expect(segments.at(-1)?.end).toBe(MINUTES_PER_DAY);
      segments.slice(1).forEach((segment, index) => {
        expect(segment.start).toBe(segments[index]?.end);
        expect(segment.phase).not.toBe(segments[index]?.phase);
      });
    },
  );

  it.each<[SessionVenue, string, TradingPhase]>([
    ["HOSE", "08:59", "PRE_OPEN"],
    ["HOSE", "09:00", "OPENING_CALL"],
    ["HOSE", "09:14", "OPENING_CALL"],
    ["HOSE", "09:15", "CONTINUOUS"],
    ["HOSE", "11:29", "CONTINUOUS"],
    ["HOSE", "11:30", "LUNCH"],
    ["HOSE", "13:00", "CONTINUOUS"],
    ["HOSE", "14:30", "CLOSING_CALL"],
    ["HOSE", "14:45", "PUT_THROUGH_ONLY"],
    ["HOSE", "15:00", "CLOSED"],
    ["HNX", "09:00", "CONTINUOUS"],
    ["HNX", "14:44", "CLOSING_CALL"],
    ["HNX", "14:45", "POST_CLOSE_COLLECTION"],
    ["HNX", "14:54", "POST_CLOSE_COLLECTION"],
    ["HNX", "14:55", "POST_CLOSE_MATCHING"],
    ["HNX", "15:00", "CLOSED"],
    ["UPCOM", "14:30", "CONTINUOUS"],
    ["UPCOM", "14:59", "CONTINUOUS"],
    ["UPCOM", "15:00", "CLOSED"],
    ["DERIVATIVES", "08:44", "PRE_OPEN"],
    ["DERIVATIVES", "08:45", "OPENING_CALL"],
    ["DERIVATIVES", "09:00", "CONTINUOUS"],
    ["DERIVATIVES", "14:45", "CLOSED"],
    ["PRIVATE_BONDS", "10:00", "PUT_THROUGH_ONLY"],
    ["PRIVATE_BONDS", "14:45", "CLOSED"],
    ["LISTED_BONDS", "09:00", "CONTINUOUS"],
    ["LISTED_BONDS", "14:30", "CLOSING_CALL"],
    ["LISTED_BONDS", "14:45", "PUT_THROUGH_ONLY"],
    ["GOVERNMENT_BONDS", "14:44", "PUT_THROUGH_ONLY"],
    ["GOVERNMENT_BONDS", "14:45", "CLOSED"],
  ])("phaseAt(%s, %s) = %s", (venue, time, expected) => {
    expect(phaseAt(venue, at(time))).toBe(expected);
  });

  it("a fractional minute (seconds / 60) stays in the phase it has not yet left: 09:14:59 is ATO", () => {
    expect(phaseAt("HOSE", 554 + 59 / 60)).toBe("OPENING_CALL");
  });

  it.each([-1, 1_440, Number.NaN])("phaseAt rejects minute %j", (minute) => {
    expect(() => phaseAt("HOSE", minute)).toThrow(RangeError);
  });

  it.each<[SessionVenue, string, string | null, TradingPhase | null]>([
    ["HOSE", "00:00", "09:00", "OPENING_CALL"],
    ["HOSE", "09:00", "09:15", "CONTINUOUS"],
    ["HOSE", "10:00", "11:30", "LUNCH"],
    ["HOSE", "12:00", "13:00", "CONTINUOUS"],
    ["HOSE", "14:30", "14:45", "PUT_THROUGH_ONLY"],
    ["HOSE", "14:59", "15:00", "CLOSED"],
    ["HOSE", "15:00", null, null],
    ["HNX", "14:45", "14:55", "POST_CLOSE_MATCHING"],
    ["HNX", "14:50", "14:55", "POST_CLOSE_MATCHING"],
    ["DERIVATIVES", "08:00", "08:45", "OPENING_CALL"],
    ["DERIVATIVES", "14:30", "14:45", "CLOSED"],
    ["UPCOM", "13:00", "15:00", "CLOSED"],
    ["LISTED_BONDS", "14:30", "14:45", "PUT_THROUGH_ONLY"],
    ["GOVERNMENT_BONDS", "14:45", null, null],
  ])("next change on %s after %s is at %s into %s", (venue, time, changeAt, phase) => {
    const change = nextPhaseChange(venue, at(time));
    expect(change === null ? [null, null] : [change.at, change.phase]).toEqual([
      changeAt === null ? null : at(changeAt),
      phase,
    ]);
  });
});
