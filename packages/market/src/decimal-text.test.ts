import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalPlaces, isNumericText, parseScaled } from "./decimal-text";

describe("exact decimal parsing", () => {
  it.each<[string, number, number | null]>([
    ["25.55", 3, 25_550],
    ["0.1", 3, 100],
    ["1,000", 0, 1_000],
    [" 12 ", 0, 12],
    ["1950.5", 2, 195_050],
    [".5", 1, 5],
    ["-3", 0, -3],
    ["1.2345", 3, null],
    ["1.2300", 2, 123],
    ["abc", 0, null],
    ["", 0, null],
    ["1e3", 0, null],
    ["1.2.3", 3, null],
    ["12,345.5", 1, 123_455],
    ["25,55", 3, null],
    ["1950,5", 1, null],
    [",100", 0, null],
  ])("parseScaled(%j, %i) → %j", (text, scale, expected) => {
    expect(parseScaled(text, scale)?.scaled ?? null).toBe(expected);
  });

  it("reports the typed decimals and sign", () => {
    expect(parseScaled("1.10", 2)).toEqual({ scaled: 110, decimals: 2, negative: false });
    expect(parseScaled("-0", 0)).toEqual({ scaled: 0, decimals: 0, negative: false });
    expect(parseScaled("-0.5", 1)).toEqual({ scaled: -5, decimals: 1, negative: true });
  });

  it("property: formatting an integer with k decimals and parsing it back is the identity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 4 }), (value, scale) => {
        const text =
          scale === 0
            ? String(value)
            : `${Math.floor(value / 10 ** scale)}.${String(value % 10 ** scale).padStart(scale, "0")}`;
        expect(parseScaled(text, scale)?.scaled).toBe(value);
      }),
    );
  });

  it("counts decimal places and recognises numeric text", () => {
    expect(decimalPlaces("1950.55")).toBe(2);
    expect(decimalPlaces("1950")).toBe(0);
    expect(isNumericText("1,234.5")).toBe(true);
    expect(isNumericText("ATO")).toBe(false);
  });
});
