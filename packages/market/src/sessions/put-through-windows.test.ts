import { describe, expect, it } from "vitest";
import { parseClockTime } from "./minute-of-day";
import { isPutThroughOpen, putThroughWindowAt, putThroughWindows } from "./put-through-windows";
import { SESSION_VENUES, type SessionVenue } from "./session-venue";
import { nextPhaseChange, phaseAt } from "./trading-schedule";

function at(time: string): number {
  const minute = parseClockTime(time);
  if (minute === null) throw new Error(time);
  return minute;
}

describe("put-through windows (market-rules §2, §10)", () => {
  it.each<[SessionVenue, [string, string, boolean][]]>([
    [
      "HOSE",
      [
        ["09:00", "11:30", false],
        ["13:00", "15:00", false],
      ],
    ],
    [
      "HNX",
      [
        ["09:00", "11:30", false],
        ["13:00", "14:45", false],
        ["14:45", "15:00", true],
      ],
    ],
    [
      "UPCOM",
      [
        ["09:00", "11:30", false],
        ["13:00", "15:00", false],
      ],
    ],
    [
      "DERIVATIVES",
      [
        ["08:45", "11:30", false],
        ["13:00", "14:45", false],
      ],
    ],
    [
      "PRIVATE_BONDS",
      [
        ["09:00", "11:30", false],
        ["13:00", "14:45", false],
      ],
    ],
    [
      "LISTED_BONDS",
      [
        ["09:00", "11:30", false],
        ["13:00", "15:00", false],
      ],
    ],
    [
      "GOVERNMENT_BONDS",
      [
        ["09:00", "11:30", false],
        ["13:00", "14:45", false],
      ],
    ],
  ])("%s windows", (venue, expected) => {
    expect(putThroughWindows(venue)).toEqual(
      expected.map(([start, end, postClose]) => ({ start: at(start), end: at(end), postClose })),
    );
  });

  it.each<[SessionVenue, string, boolean]>([
    ["HOSE", "08:59", false],
    ["HOSE", "09:00", true],
    ["HOSE", "09:10", true],
    ["HOSE", "11:30", false],
    ["HOSE", "12:00", false],
    ["HOSE", "14:50", true],
    ["HOSE", "15:00", false],
    ["HNX", "14:50", true],
    ["UPCOM", "12:15", false],
    ["DERIVATIVES", "08:45", true],
    ["DERIVATIVES", "14:45", false],
    ["PRIVATE_BONDS", "14:44", true],
    ["PRIVATE_BONDS", "14:45", false],
    ["LISTED_BONDS", "14:50", true],
    ["LISTED_BONDS", "15:00", false],
    ["GOVERNMENT_BONDS", "14:45", false],
  ])("isPutThroughOpen(%s, %s) = %s", (venue, time, expected) => {
    expect(isPutThroughOpen(venue, at(time))).toBe(expected);
  });

  it("HNX's 14:45–15:00 window is the post-close put-through window", () => {
    expect(putThroughWindowAt("HNX", at("14:50"))?.postClose).toBe(true);
    expect(putThroughWindowAt("HNX", at("14:40"))?.postClose).toBe(false);
  });

  it.each(SESSION_VENUES.map((venue) => [venue]))(
    "%s: no put-through during the lunch break or while the market is closed",
    (venue) => {
      for (let minute = 0; minute < 1_440; minute += 1) {
        const phase = phaseAt(venue, minute);
        if (phase === "LUNCH" || phase === "PRE_OPEN" || phase === "CLOSED")
          expect(isPutThroughOpen(venue, minute), `${venue} ${minute}`).toBe(false);
      }
    },
  );

  it.each(SESSION_VENUES.map((venue) => [venue]))(
    "%s: every window opens and closes on a phase change, so the clock needs no extra events",
    (venue) => {
      const changes = new Set(
        Array.from({ length: 1_440 }, (_, minute) => nextPhaseChange(venue, minute)?.at).filter(
          (at) => at !== undefined,
        ),
      );
      for (const window of putThroughWindows(venue)) {
        expect(changes.has(window.start), `${venue} opens ${window.start}`).toBe(true);
        expect(changes.has(window.end), `${venue} closes ${window.end}`).toBe(true);
      }
    },
  );
});
