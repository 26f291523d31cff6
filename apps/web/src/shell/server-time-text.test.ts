import { epochMillisAt } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { formatServerTimeIn } from "./server-time-text";

describe("formatServerTimeIn (footer server time by language, exchange time)", () => {
  it.each([
    ["2025-04-17", "09:15:30", "vi", "09:15:30 17/04/2025"],
    ["2025-04-17", "09:15:30", "en", "09:15:30 17 Apr 2025"],
    ["2026-02-10", "14:05:09", "vi", "14:05:09 10/02/2026"],
    ["2026-02-10", "14:05:09", "en", "14:05:09 10 Feb 2026"],
    ["2025-12-31", "23:59:59", "en", "23:59:59 31 Dec 2025"],
    ["2026-01-01", "00:00:00", "en", "00:00:00 1 Jan 2026"],
  ] as const)("%s %s in %s is %j", (date, clock, language, expected) => {
    expect(formatServerTimeIn(epochMillisAt(date, clock), language)).toBe(expected);
  });

  it("dates by the exchange's day, not UTC's: 06:30 in Hanoi is still the previous day in UTC", () => {
    expect(formatServerTimeIn(Date.UTC(2026, 1, 9, 23, 30), "en")).toBe("06:30:00 10 Feb 2026");
  });
});
