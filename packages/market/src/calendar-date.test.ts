import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  fromCompactDate,
  fromDayFirstDate,
  fromEpochDay,
  isIsoDate,
  toEpochDay,
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

  it("answers every conversion right whatever was asked before (each remembers its last answer)", () => {
    const day = fc.integer({ min: 0, max: 80_000 });
    const text = fc.oneof(
      day.map((epochDay) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10)),
      fc.constantFrom("2026-02-30", "2026-13-01", "", "2026-1-1"),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(day, text), { maxLength: 12 }), (asks) => {
        for (const ask of asks)
          if (typeof ask === "number") {
            expect(fromEpochDay(ask)).toBe(new Date(ask * 86_400_000).toISOString().slice(0, 10));
          } else {
            const millis = Date.parse(`${ask}T00:00:00Z`);
            const valid =
              /^\d{4}-\d{2}-\d{2}$/.test(ask) &&
              Number.isFinite(millis) &&
              new Date(millis).toISOString().startsWith(ask);
            expect(toEpochDay(ask)).toBe(valid ? millis / 86_400_000 : null);
          }
      }),
    );
  });
});
