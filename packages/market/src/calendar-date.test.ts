import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  fromCompactDate,
  fromDayFirstDate,
  isIsoDate,
  toSlashDate,
} from "./calendar-date";

describe("calendar dates", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-11-22", 29, "2026-12-21"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("addDays(%s, %i) = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-11-22", "2026-12-21")).toBe(29);
    expect(daysBetween("2026-12-21", "2026-11-22")).toBe(-29);
  });

  it.each(["2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", ""])("rejects %j", (text) => {
    expect(isIsoDate(text)).toBe(false);
  });

  it("converts between the wire date forms", () => {
    expect(toSlashDate("2026-11-22")).toBe("22/11/2026");
    expect(fromDayFirstDate("22/11/2026")).toBe("2026-11-22");
    expect(fromDayFirstDate("22-11-2026")).toBe("2026-11-22");
    expect(fromDayFirstDate("31/02/2026")).toBeNull();
    expect(fromCompactDate("20260210")).toBe("2026-02-10");
    expect(fromCompactDate("2026021")).toBeNull();
  });
});
