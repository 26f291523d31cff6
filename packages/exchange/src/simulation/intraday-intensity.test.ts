import { parseClockTime, SESSION_VENUES, type SessionVenue } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { intradayIntensity, MAX_INTRADAY_INTENSITY, nextActiveMinute } from "./intraday-intensity";

function minute(time: string): number {
  const value = parseClockTime(time);
  if (value === null) throw new Error(time);
  return value;
}

describe("intraday intensity (the U shape of order flow)", () => {
  it.each<[SessionVenue, string]>([
    ["HOSE", "08:59"],
    ["HOSE", "11:30"],
    ["HOSE", "12:15"],
    ["HOSE", "15:00"],
    ["HNX", "12:59"],
    ["UPCOM", "15:00"],
    ["DERIVATIVES", "08:44"],
    ["DERIVATIVES", "14:45"],
    ["PRIVATE_BONDS", "14:45"],
  ])("is zero when %s takes nothing (%s)", (venue, time) => {
    expect(intradayIntensity(venue, minute(time))).toBe(0);
  });

  it.each<SessionVenue>(["HOSE", "HNX", "UPCOM", "DERIVATIVES"])(
    "on %s is busier at the open and the close than mid-morning",
    (venue) => {
      const midMorning = intradayIntensity(venue, minute("10:45"));
      expect(intradayIntensity(venue, minute("09:20"))).toBeGreaterThan(1.5 * midMorning);
      expect(intradayIntensity(venue, minute("14:20"))).toBeGreaterThan(1.5 * midMorning);
    },
  );

  it("never exceeds the maximum the scheduler thins by", () => {
    for (const venue of SESSION_VENUES)
      for (let m = 0; m < 1_440; m += 0.25)
        expect(intradayIntensity(venue, m)).toBeLessThanOrEqual(MAX_INTRADAY_INTENSITY);
  });

  it("keeps the quiet tail after the HOSE close for put-through only", () => {
    expect(intradayIntensity("HOSE", minute("14:50"))).toBeGreaterThan(0);
    expect(intradayIntensity("HOSE", minute("14:50"))).toBeLessThan(
      intradayIntensity("HOSE", minute("11:00")),
    );
  });

  it.each<[SessionVenue, string, string | null]>([
    ["HOSE", "06:00", "09:00"],
    ["HOSE", "10:00", "10:00"],
    ["HOSE", "11:45", "13:00"],
    ["HOSE", "15:00", null],
    ["DERIVATIVES", "00:00", "08:45"],
    ["DERIVATIVES", "14:45", null],
    ["UPCOM", "14:59", "14:59"],
  ])("on %s at %s the next active minute is %s", (venue, time, expected) => {
    expect(nextActiveMinute(venue, minute(time))).toBe(expected === null ? null : minute(expected));
  });
});
