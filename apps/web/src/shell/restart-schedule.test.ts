import { epochMillisAt } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { msUntilNextExchangeTime, msUntilNextRestart } from "./restart-schedule";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("msUntilNextRestart (price-board §9 restart times 08:00, 08:15, 08:30, 08:45)", () => {
  it.each([
    ["midnight → 08:00", "2025-04-17", "00:00", 8 * HOUR],
    ["07:59:59 → 08:00", "2025-04-17", "07:59:59", 1_000],
    ["at 08:00 the next is 08:15", "2025-04-17", "08:00", 15 * MINUTE],
    ["08:00:01 → 08:15", "2025-04-17", "08:00:01", 15 * MINUTE - 1_000],
    ["08:20 → 08:30", "2025-04-17", "08:20", 10 * MINUTE],
    ["08:44:30 → 08:45", "2025-04-17", "08:44:30", 30_000],
    ["at 08:45 the next is 08:00 tomorrow", "2025-04-17", "08:45", 23 * HOUR + 15 * MINUTE],
    ["09:15 → 08:00 tomorrow", "2025-04-17", "09:15", 22 * HOUR + 45 * MINUTE],
    ["23:59:59 → 08:00 tomorrow", "2025-04-17", "23:59:59", 8 * HOUR + 1_000],
    ["over a month end", "2025-04-30", "20:00", 12 * HOUR],
    ["over a year end", "2025-12-31", "12:00", 20 * HOUR],
  ])("%s", (_name, date, clock, expected) => {
    expect(msUntilNextRestart(epochMillisAt(date, clock))).toBe(expected);
  });

  it("counts in exchange time (UTC+7), not the machine's zone", () => {
    // 01:00 UTC is 08:00 in Ho Chi Minh City: the next restart is 08:15 there.
    expect(msUntilNextRestart(Date.UTC(2025, 3, 17, 1, 0))).toBe(15 * MINUTE);
    // 00:59:59.500 UTC is half a second before 08:00 there.
    expect(msUntilNextRestart(Date.UTC(2025, 3, 17, 0, 59, 59, 500))).toBe(500);
  });
});

describe("msUntilNextExchangeTime", () => {
  it("finds the next of any list of times, today or tomorrow", () => {
    const now = epochMillisAt("2025-04-17", "09:00");
    expect(msUntilNextExchangeTime(now, ["08:30"])).toBe(23 * HOUR + 30 * MINUTE);
    expect(msUntilNextExchangeTime(now, ["08:30", "14:45"])).toBe(5 * HOUR + 45 * MINUTE);
  });

  it("refuses an empty list", () => {
    expect(() => msUntilNextExchangeTime(0, [])).toThrow(RangeError);
  });
});
