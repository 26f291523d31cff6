import { describe, expect, it } from "vitest";
import { addDays } from "../calendar-date";
import {
  epochMillisAt,
  epochMillisOf,
  exchangeTimeAt,
  nextSessionChange,
  phaseOn,
  type ExchangeTime,
  type SessionChange,
} from "./session-events";
import { SESSION_VENUES, type SessionVenue } from "./session-venue";
import type { TradingPhase } from "./trading-phase";

const HOLIDAYS = ["2025-04-30", "2025-05-01"];

describe("schedule on real dates (market-rules §2 with the trading calendar)", () => {
  it.each<[SessionVenue, ExchangeTime, TradingPhase]>([
    ["HOSE", { date: "2025-04-17", minute: 600 }, "CONTINUOUS"],
    ["HOSE", { date: "2025-04-19", minute: 600 }, "CLOSED"],
    ["HNX", { date: "2025-04-30", minute: 600 }, "CLOSED"],
    ["DERIVATIVES", { date: "2025-04-29", minute: 530 }, "OPENING_CALL"],
  ])("%s at %j is %s", (venue, time, phase) => {
    expect(phaseOn(venue, time, HOLIDAYS)).toBe(phase);
  });

  it.each<[SessionVenue, ExchangeTime, SessionChange]>([
    ["HOSE", { date: "2025-04-17", minute: 600 }, { date: "2025-04-17", minute: 690, phase: "LUNCH" }],
    ["HOSE", { date: "2025-04-18", minute: 900 }, { date: "2025-04-21", minute: 0, phase: "PRE_OPEN" }],
    ["HOSE", { date: "2025-04-29", minute: 1_000 }, { date: "2025-05-02", minute: 0, phase: "PRE_OPEN" }],
    ["HOSE", { date: "2025-04-30", minute: 500 }, { date: "2025-05-02", minute: 0, phase: "PRE_OPEN" }],
    [
      "DERIVATIVES",
      { date: "2025-05-02", minute: 0 },
      { date: "2025-05-02", minute: 525, phase: "OPENING_CALL" },
    ],
  ])("%s: next change after %j is %j", (venue, time, change) => {
    expect(nextSessionChange(venue, time, HOLIDAYS)).toEqual(change);
  });

  it("walking the changes of a HOSE trading day yields its session events in order", () => {
    const events: string[] = [];
    let time: ExchangeTime = { date: "2025-04-17", minute: 0 };
    for (;;) {
      const change = nextSessionChange("HOSE", time, HOLIDAYS);
      if (change.date !== time.date) break;
      events.push(`${change.minute} ${change.phase}`);
      time = change;
    }
    expect(events).toEqual([
      "540 OPENING_CALL",
      "555 CONTINUOUS",
      "690 LUNCH",
      "780 CONTINUOUS",
      "870 CLOSING_CALL",
      "885 PUT_THROUGH_ONLY",
      "900 CLOSED",
    ]);
  });

  it("rejects a minute out of range even on a holiday", () => {
    expect(() => phaseOn("HOSE", { date: "2025-04-30", minute: 1_440 }, HOLIDAYS)).toThrow(RangeError);
    expect(() => nextSessionChange("HOSE", { date: "2025-04-30", minute: -1 }, HOLIDAYS)).toThrow(RangeError);
  });

  it.each(SESSION_VENUES.map((venue) => [venue]))(
    "%s: from every minute of a fortnight with a weekend and holidays, the next change is the next minute the phase differs",
    (venue) => {
      const times: ExchangeTime[] = [];
      for (let day = 0; day < 14; day += 1)
        for (let minute = 0; minute < 1_440; minute += 1)
          times.push({ date: addDays("2025-04-24", day), minute });
      const phases = times.map((time) => phaseOn(venue, time, HOLIDAYS));
      let expected: SessionChange | undefined;
      for (let index = times.length - 2; index >= 0; index -= 1) {
        const [next, phase] = [times[index + 1], phases[index + 1]];
        if (next !== undefined && phase !== undefined && phase !== phases[index])
          expected = { ...next, phase };
        if (expected === undefined) continue;
        expect(nextSessionChange(venue, times[index] as ExchangeTime, HOLIDAYS)).toEqual(expected);
      }
    },
  );
});

describe("exchange time of an instant (ICT = UTC+7, no daylight saving)", () => {
  it.each<[string, string, ExchangeTime]>([
    ["09:00 ICT", "2025-04-17T02:00:00.000Z", { date: "2025-04-17", minute: 540 }],
    [
      "local midnight is 17:00 UTC the day before",
      "2025-04-16T17:00:00.000Z",
      { date: "2025-04-17", minute: 0 },
    ],
    [
      "a millisecond before local midnight",
      "2025-04-16T16:59:59.999Z",
      { date: "2025-04-16", minute: 86_399_999 / 60_000 },
    ],
    [
      "09:14:59 stays before the 09:15 match",
      "2025-04-17T02:14:59.000Z",
      { date: "2025-04-17", minute: 554 + 59 / 60 },
    ],
    ["15:00 ICT on 31 December", "2024-12-31T08:00:00.000Z", { date: "2024-12-31", minute: 900 }],
    ["before 1970", "1969-12-31T17:00:00.000Z", { date: "1970-01-01", minute: 0 }],
  ])("%s", (_rule, iso, time) => {
    const millis = Date.parse(iso);
    expect(exchangeTimeAt(millis)).toEqual(time);
    expect(epochMillisOf(time)).toBe(millis);
  });

  it("the clock sets its timer at the instant of the next change: HOSE Friday close → Monday", () => {
    const change = nextSessionChange("HOSE", exchangeTimeAt(Date.parse("2025-04-18T08:00:00Z")), HOLIDAYS);
    expect(new Date(epochMillisOf(change)).toISOString()).toBe("2025-04-20T17:00:00.000Z");
  });

  it.each([Number.NaN, 1.5, Number.POSITIVE_INFINITY])("exchangeTimeAt(%j) throws", (millis) => {
    expect(() => exchangeTimeAt(millis)).toThrow(RangeError);
  });

  it.each<ExchangeTime>([
    { date: "2025-02-30", minute: 0 },
    { date: "2025-04-17", minute: 1_440 },
  ])("epochMillisOf(%j) throws", (time) => {
    expect(() => epochMillisOf(time)).toThrow(RangeError);
  });
});

describe("epochMillisAt", () => {
  it.each([
    ["09:15", Date.UTC(2025, 3, 17, 2, 15)],
    ["09:15:30", Date.UTC(2025, 3, 17, 2, 15, 30)],
    ["00:00", Date.UTC(2025, 3, 16, 17, 0)],
  ])("reads %s as exchange time", (clock, millis) => {
    expect(epochMillisAt("2025-04-17", clock)).toBe(millis);
  });

  it.each(["9:15", "09:15:60", "24:00", "09:15:3", "noon"])("refuses %s", (clock) => {
    expect(() => epochMillisAt("2025-04-17", clock)).toThrow(RangeError);
  });
});
