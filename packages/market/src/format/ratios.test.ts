import { describe, expect, it } from "vitest";
import { formatRatio, formatSettlementPrice, type RatioKey } from "./ratios";

describe("formatRatio", () => {
  it.each<[RatioKey, number | string | null | undefined, string]>([
    ["RTD21", 12.3456, "12.35"],
    ["RTD25", 1.5, "1.50"],
    ["RTD14", 3_456.785, "3,456.79"],
    ["RTQ3", "1.234", "1.23"],
    ["RTQ10", -0.125, "-0.13"],
  ])("price-board §5: ratios show 2 decimals: %s %s → %s", (key, value, expected) => {
    expect(formatRatio(key, value)).toBe(expected);
  });

  it.each<[RatioKey, number, string]>([
    ["RTQ25", 0.2345, "23.45"],
    ["RTQ29", 0.1, "10.00"],
    ["RTQ12", 0.18345, "18.35"],
    ["RTQ14", 0.1 + 0.2, "30.00"],
  ])("price-board §5: margins, ROE and ROA are scaled by 100: %s %d → %s", (key, value, expected) => {
    expect(formatRatio(key, value)).toBe(expected);
  });

  it.each<[RatioKey, number | string | null | undefined]>([
    ["RTD21", null],
    ["RTQ12", undefined],
    ["RTD25", Number.NaN],
    ["RTQ2", ""],
    ["RTQ3", "N/A"],
    // A decimal comma is not read as 15 (decision D10).
    ["RTQ3", "1,5"],
  ])("price-board §5: missing ratio values show 0 (%s %s)", (key, value) => {
    expect(formatRatio(key, value)).toBe("0.00");
  });
});

describe("formatSettlementPrice", () => {
  it.each<[number | null | undefined, string]>([
    [134_512, "1,345.12"],
    [null, ""],
    [undefined, ""],
    [0, ""],
  ])("price-board §5: a missing settlement price shows empty (%s → %s)", (hundredths, expected) => {
    expect(formatSettlementPrice(hundredths)).toBe(expected);
  });
});
