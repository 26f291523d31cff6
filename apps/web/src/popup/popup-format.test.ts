import { describe, expect, it } from "vitest";
import {
  formatChartPrice,
  formatEventDate,
  formatFinanceValue,
  formatIndicator,
  formatWhole,
} from "./popup-format";

describe("popup figures", () => {
  it.each<[number | null, string]>([
    [99.12345, "99.12"],
    [99, "99.00"],
    [1_234.5, "1,234.50"],
    [null, "–"],
    [Number.NaN, "–"],
  ])("chart price %s → %s", (value, text) => {
    expect(formatChartPrice(value)).toBe(text);
  });

  it.each<[number | null, string]>([
    [56.789, "56.79"],
    [100, "100.00"],
    [-0.355, "-0.36"],
    [null, "–"],
  ])("indicator %s → %s", (value, text) => {
    expect(formatIndicator(value)).toBe(text);
  });

  it.each<[number | null, string]>([
    [52_556_567, "52,556,567"],
    [28.55, "28.55"],
    [0.6, "0.6"],
    [-1_234, "-1,234"],
    [null, ""],
  ])("finance value %s → %s", (value, text) => {
    expect(formatFinanceValue(value)).toBe(text);
  });

  it.each<[number | null, string]>([
    [5_490.4, "5,490"],
    [0, "0"],
    [null, "–"],
  ])("whole amount %s → %s", (value, text) => {
    expect(formatWhole(value)).toBe(text);
  });

  it.each<[string, "vi" | "en", string]>([
    ["2026-01-07", "vi", "07/01/2026"],
    ["2026-01-07", "en", "7 Jan 2026"],
    ["soon", "en", "soon"],
  ])("event date %s (%s) → %s", (date, language, text) => {
    expect(formatEventDate(date, language)).toBe(text);
  });
});
