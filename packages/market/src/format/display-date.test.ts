import { describe, expect, it } from "vitest";
import { formatCompactDate } from "./display-date";

describe("formatCompactDate", () => {
  it.each<[string | number | null | undefined, string]>([
    ["20270315", "15/03/2027"],
    [20_240_229, "29/02/2024"],
    ["20270230", ""],
    ["2027-03-15", ""],
    [null, ""],
    [undefined, ""],
  ])("price-board §3: yyyymmdd dates display as DD/MM/YYYY (%s → %s)", (value, expected) => {
    expect(formatCompactDate(value)).toBe(expected);
  });
});
