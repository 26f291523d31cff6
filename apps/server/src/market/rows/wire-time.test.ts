import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactDate, exchangeClockText } from "./wire-time";

describe("exchange clock text", () => {
  it.each([
    [Date.UTC(2025, 2, 10, 2, 15, 30, 900), "09:15:30"],
    [Date.UTC(2025, 2, 10, 17, 0, 0), "00:00:00"],
    [Date.UTC(2025, 2, 10, 16, 59, 59, 999), "23:59:59"],
    [Date.UTC(1969, 11, 31, 23, 0, 0), "06:00:00"],
  ])("reads %i as %s in ICT", (millis, text) => {
    expect(exchangeClockText(millis)).toBe(text);
  });

  it("agrees with the calendar's UTC+7 reading at any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (millis) => {
        const shifted = new Date(millis + 7 * 3_600_000).toISOString();
        expect(exchangeClockText(millis)).toBe(shifted.slice(11, 19));
      }),
    );
  });
});

describe("compact dates", () => {
  it("drops the dashes of an ISO date", () => {
    expect(compactDate("2025-03-20")).toBe("20250320");
  });
});
