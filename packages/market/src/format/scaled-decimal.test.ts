import { describe, expect, it } from "vitest";
import { formatScaled, scaleDecimal } from "./scaled-decimal";

describe("scaleDecimal", () => {
  it.each<[number | string, number, number | null]>([
    [0.2345, 4, 2_345],
    [0.1 + 0.2, 2, 30],
    [1.005, 2, 101],
    ["17523.456", 1, 175_235],
    ["1,234.5", 0, 1_235],
    [-0.125, 2, -13],
    [17_524.5, -1, 1_752],
    [1e-7, 2, 0],
    [1.5e21, 0, null],
    [Number.NaN, 2, null],
    [Number.POSITIVE_INFINITY, 2, null],
    ["abc", 2, null],
    ["", 2, null],
    [".", 2, null],
    ["1,234,567.8", 1, 12_345_678],
    ["-1,000", 0, -1_000],
  ])("price-board §5 ratios arrive as floats: %s at scale %i is %s", (value, scale, expected) => {
    expect(scaleDecimal(value, scale)).toBe(expected);
  });

  it.each<[string, number]>([
    ["0,5", 2],
    ["12,34", 2],
    ["1234,567", 0],
    [",5", 2],
  ])(
    "decision D10: %s is a decimal comma or misplaced group, refused rather than read ×100",
    (text, scale) => {
      expect(scaleDecimal(text, scale)).toBeNull();
    },
  );
});

describe("formatScaled", () => {
  it.each<[number, Parameters<typeof formatScaled>[1], string]>([
    [25_550, { scale: 3, decimals: 2 }, "25.55"],
    [300, { scale: 3, decimals: 2 }, "0.30"],
    [123_456_789, { scale: 2, decimals: 2 }, "1,234,567.89"],
    [100_005, { scale: 3, decimals: 2, maxDecimals: 3 }, "100.005"],
    [100_050, { scale: 3, decimals: 2, maxDecimals: 3 }, "100.05"],
    [-500, { scale: 3, decimals: 2, signed: true }, "-0.50"],
    [500, { scale: 3, decimals: 2, signed: true }, "+0.50"],
    [0, { scale: 3, decimals: 2, signed: true }, "0.00"],
    [-4, { scale: 3, decimals: 2 }, "0.00"],
    [12_345, { scale: 0, decimals: 2 }, "12,345.00"],
    [1_234_567, { scale: 2, decimals: 2, style: { group: ".", decimal: "," } }, "12.345,67"],
    [1_999, { scale: 3, decimals: 0, rounding: "down" }, "1"],
    [5, { scale: 1, decimals: 3 }, "0.500"],
    [1_000_000, { scale: 6, decimals: 0, maxDecimals: 6 }, "1"],
    [1_000_001, { scale: 6, decimals: 0, maxDecimals: 6 }, "1.000001"],
    [-1_234_567_890, { scale: 3, decimals: 2 }, "-1,234,567.89"],
    [Number.MAX_SAFE_INTEGER, { scale: 0, decimals: 0 }, "9,007,199,254,740,991"],
    [Number.MAX_SAFE_INTEGER, { scale: 15, decimals: 2, maxDecimals: 15 }, "9.007199254740991"],
  ])("market-rules §11 display: %i with %o is %s", (value, format, expected) => {
    expect(formatScaled(value, format)).toBe(expected);
  });

  it("rejects a float input: prices and money are integers (money.ts)", () => {
    expect(() => formatScaled(25.5, { scale: 3, decimals: 2 })).toThrow(RangeError);
  });

  it("rejects maxDecimals below decimals", () => {
    expect(() => formatScaled(1, { scale: 3, decimals: 2, maxDecimals: 1 })).toThrow(RangeError);
  });
});
