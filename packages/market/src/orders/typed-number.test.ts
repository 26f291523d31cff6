import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAbove, isBelow, isOnTick, readTypedNumber, type TypedNumber } from "./typed-number";

describe("readTypedNumber — exact reading in hundredths of a point", () => {
  it.each<[string, TypedNumber | null]>([
    ["1950.5", { units: 195_050, fractional: false, negative: false, hasDecimals: true }],
    ["1950.55", { units: 195_055, fractional: false, negative: false, hasDecimals: true }],
    ["1950.555", { units: 195_055, fractional: true, negative: false, hasDecimals: true }],
    ["1950.5000", { units: 195_050, fractional: false, negative: false, hasDecimals: true }],
    [" 1,950 ", { units: 195_000, fractional: false, negative: false, hasDecimals: false }],
    [".5", { units: 50, fractional: false, negative: false, hasDecimals: true }],
    ["-0.001", { units: 0, fractional: true, negative: true, hasDecimals: true }],
    ["-0.00", { units: 0, fractional: false, negative: false, hasDecimals: true }],
    ["99999999999999999999", { units: Infinity, fractional: false, negative: false, hasDecimals: false }],
    ["-99999999999999999999", { units: -Infinity, fractional: false, negative: true, hasDecimals: false }],
    ["1950,5", null],
    ["19,50.5", null],
    ["ATC", null],
    ["1e3", null],
    ["", null],
  ])("%j → %j", (text, expected) => {
    expect(readTypedNumber(text, 2)).toStrictEqual(expected);
  });
});

describe("comparisons against integer bounds and ticks", () => {
  it.each<[string, "above" | "below" | "equal"]>([
    ["2033.001", "above"],
    ["2033.00", "equal"],
    ["2032.999", "below"],
    ["-2033.001", "below"],
  ])("%j against 2033.00 is %s", (text, expected) => {
    const value = readTypedNumber(text, 2);
    if (value === null) throw new Error(text);
    const bound = text.startsWith("-") ? -203_300 : 203_300;
    const actual = isAbove(value, bound) ? "above" : isBelow(value, bound) ? "below" : "equal";
    expect(actual).toBe(expected);
  });

  it.each<[string, boolean]>([
    ["1950.5", true],
    ["1950.50", true],
    ["1950.55", false],
    ["1950.501", false],
    ["99999999999999999999", false],
  ])("%j on the 0.1-point tick: %s", (text, expected) => {
    const value = readTypedNumber(text, 2);
    expect(value !== null && isOnTick(value, 10)).toBe(expected);
  });

  it("property: comparisons agree with exact BigInt arithmetic for any decimal text", () => {
    const typed = fc.record({
      minus: fc.boolean(),
      whole: fc.bigInt({ min: 0n, max: 10n ** 7n }),
      fraction: fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        typed,
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        ({ minus, whole, fraction }, bound) => {
          const text = `${minus ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`;
          const value = readTypedNumber(text, 2);
          if (value === null) throw new Error(text);
          // text × 10^(fraction digits), against bound in hundredths scaled the same way.
          const digits = BigInt(`${minus ? "-" : ""}${whole}${fraction}`);
          const scaledBound = BigInt(bound) * 10n ** BigInt(fraction.length);
          const scaledValue = digits * 100n;
          expect(isAbove(value, bound)).toBe(scaledValue > scaledBound);
          expect(isBelow(value, bound)).toBe(scaledValue < scaledBound);
          expect(isOnTick(value, 10)).toBe(scaledValue % (10n * 10n ** BigInt(fraction.length)) === 0n);
        },
      ),
    );
  });
});
