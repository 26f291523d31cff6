import { fromEpochDay, toEpochDay } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventsOnDate } from "./company-events";
import { createEventsByDate } from "./events-by-date";

const SYMBOLS = ["FPT", "VNM", "HPG", "MWG", "SSI", "VCB", "ACB", "GAS", "VIC", "TCB"];
const HOLIDAYS = ["2025-01-27", "2025-01-28", "2025-01-29", "2025-01-30", "2025-01-31", "2026-01-02"];
const epochDayOf = (date: string) => toEpochDay(date) ?? Number.NaN;

describe("the events of a date from year indexes", () => {
  it("are those computed afresh, early January and the ends of the range included", async () => {
    const byDate = createEventsByDate(5, HOLIDAYS, 2);
    const days = fc
      .integer({ min: epochDayOf("2024-12-01"), max: epochDayOf("2026-01-20") })
      .map(fromEpochDay);
    await fc.assert(
      fc.asyncProperty(days, fc.subarray(["DIV", "AGM", "ISS", "BONUS", "LIST"]), async (date, types) => {
        expect(await byDate.eventsOnDate(SYMBOLS, types, date)).toEqual(
          eventsOnDate(5, SYMBOLS, types, date, HOLIDAYS),
        );
      }),
      { numRuns: 200 },
    );
    for (const date of ["1900-01-01", "2100-12-31", "2101-01-01"])
      expect(await byDate.eventsOnDate(SYMBOLS, [], date)).toEqual(
        eventsOnDate(5, SYMBOLS, [], date, HOLIDAYS),
      );
  });
});
