import { describe, expect, it } from "vitest";
import {
  parseHolidayList,
  dayOfWeek,
  isTradingDay,
  isWeekend,
  nextTradingDay,
  previousTradingDay,
  tradingDayOnOrBefore,
} from "./trading-calendar";

// Example holiday list (injected; the calendar knows none by itself).
const HOLIDAYS = ["2025-04-07", "2025-04-30", "2025-05-01", "2025-09-01", "2025-09-02"];

describe("trading days: Monday–Friday except injected holidays (market-rules preamble)", () => {
  it.each([
    ["1970-01-01", 4],
    ["2025-04-17", 4],
    ["2025-04-19", 6],
    ["2025-04-20", 0],
    ["1969-12-31", 3],
  ])("%s is weekday %i", (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });

  it.each([
    ["2025-04-18", false, true],
    ["2025-04-19", true, false],
    ["2025-04-20", true, false],
    ["2025-04-30", false, false],
    ["2025-05-02", false, true],
    ["2025-09-02", false, false],
  ])("%s: weekend %s, trading day %s", (date, weekend, trading) => {
    expect(isWeekend(date)).toBe(weekend);
    expect(isTradingDay(date, HOLIDAYS)).toBe(trading);
  });

  it.each([
    ["Friday → Monday", "2025-04-18", "2025-04-21"],
    ["skips a holiday run (30/4, 1/5)", "2025-04-29", "2025-05-02"],
    ["from a Saturday", "2025-04-19", "2025-04-21"],
    ["weekend plus holiday Monday", "2025-04-04", "2025-04-08"],
    ["National Day run 1–2 Sep after a weekend", "2025-08-29", "2025-09-03"],
  ])("nextTradingDay: %s", (_rule, date, expected) => {
    expect(nextTradingDay(date, HOLIDAYS)).toBe(expected);
  });

  it.each([
    ["Monday → Friday", "2025-04-21", "2025-04-18"],
    ["back over a holiday run", "2025-05-02", "2025-04-29"],
    ["back over holiday Monday and the weekend", "2025-04-08", "2025-04-04"],
  ])("previousTradingDay: %s", (_rule, date, expected) => {
    expect(previousTradingDay(date, HOLIDAYS)).toBe(expected);
  });

  it.each([
    ["a trading day is itself", "2025-04-17", "2025-04-17"],
    ["a Saturday moves to Friday", "2025-04-19", "2025-04-18"],
    ["a holiday moves to the day before", "2025-05-01", "2025-04-29"],
  ])("tradingDayOnOrBefore: %s", (_rule, date, expected) => {
    expect(tradingDayOnOrBefore(date, HOLIDAYS)).toBe(expected);
  });

  it("rejects invalid dates", () => {
    expect(() => isTradingDay("2025-02-30", [])).toThrow(RangeError);
    expect(() => nextTradingDay("not a date", [])).toThrow(RangeError);
  });
});

describe("holiday list configuration", () => {
  it("sorts and de-duplicates a configured list", () => {
    expect(parseHolidayList(["2026-05-01", "2026-04-30", "2026-05-01"])).toEqual([
      "2026-04-30",
      "2026-05-01",
    ]);
  });

  it("refuses a date that could never match, naming it", () => {
    expect(() => parseHolidayList(["2026-04-30", "2026-4-30", "2026-02-30"])).toThrow(
      "2026-4-30, 2026-02-30",
    );
  });
});
