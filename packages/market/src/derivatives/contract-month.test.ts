import { describe, expect, it } from "vitest";
import {
  addMonths,
  compareContractMonths,
  contractMonth,
  contractMonthOfDate,
  dateInMonth,
  isQuarterMonth,
} from "./contract-month";

describe("contract months (market-rules §8)", () => {
  it.each([
    [2025, 4, 1, 2025, 5],
    [2025, 11, 3, 2026, 2],
    [2025, 12, 1, 2026, 1],
    [2026, 1, -1, 2025, 12],
    [2025, 4, -16, 2023, 12],
  ])("%i-%i plus %i months is %i-%i", (year, month, months, toYear, toMonth) => {
    expect(addMonths({ year, month }, months)).toEqual({ year: toYear, month: toMonth });
  });

  it.each([
    [3, true],
    [6, true],
    [9, true],
    [12, true],
    [1, false],
    [4, false],
    [11, false],
  ])("month %i is a quarter's last month: %s", (month, expected) => {
    expect(isQuarterMonth({ year: 2025, month })).toBe(expected);
  });

  it("reads the month of a date and writes a day of a month", () => {
    expect(contractMonthOfDate("2025-04-17")).toEqual({ year: 2025, month: 4 });
    expect(dateInMonth({ year: 2025, month: 4 }, 7)).toBe("2025-04-07");
    expect(() => contractMonthOfDate("2025-13-01")).toThrow(RangeError);
  });

  it("orders months and refuses impossible ones", () => {
    expect(compareContractMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
    expect(compareContractMonths({ year: 2026, month: 1 }, { year: 2026, month: 1 })).toBe(0);
    expect(() => contractMonth(2025, 13)).toThrow(RangeError);
    expect(() => contractMonth(2025, 0)).toThrow(RangeError);
  });
});
