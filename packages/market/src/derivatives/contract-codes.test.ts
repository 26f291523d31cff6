import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  krxCodeOfOldCode,
  krxFuturesCode,
  krxMonthChar,
  krxYearChar,
  monthOfKrxChar,
  oldFuturesCode,
  parseFuturesCode,
  parseKrxFuturesCode,
  parseOldFuturesCode,
  yearOfKrxChar,
  type FuturesContract,
} from "./contract-codes";
import { FUTURES_UNDERLYINGS, type FuturesUnderlying } from "./futures-contracts";

function contract(underlying: FuturesUnderlying, year: number, month: number): FuturesContract {
  return { underlying, month: { year, month } };
}

describe("futures codes (market-rules §8 Codes)", () => {
  it.each<[string, FuturesContract, string, string]>([
    ["fact-sheet example VN30F2504 → 41I1F4000", contract("VN30", 2025, 4), "VN30F2504", "41I1F4000"],
    ["fact-sheet example Jan-2026 VN30 → 41I1G1000", contract("VN30", 2026, 1), "VN30F2601", "41I1G1000"],
    ["VN100 uses I2; October is A", contract("VN100", 2025, 10), "VN100F2510", "41I2FA000"],
    ["GB05 uses B5; December is C", contract("GB05", 2025, 12), "GB05F2512", "41B5FC000"],
    ["GB10 uses BA; November is B", contract("GB10", 2030, 11), "GB10F3011", "41BALB000"],
    ["year 2031 is M (I, O, U skipped)", contract("VN30", 2031, 3), "VN30F3103", "41I1M3000"],
    ["year 2039 is W", contract("VN30", 2039, 9), "VN30F3909", "41I1W9000"],
    ["year 2019 is 9", contract("VN30", 2019, 9), "VN30F1909", "41I199000"],
    ["year 2010 is 0", contract("GB05", 2010, 1), "GB05F1001", "41B501000"],
  ])("%s", (_rule, value, oldCode, krxCode) => {
    expect(oldFuturesCode(value)).toBe(oldCode);
    expect(krxFuturesCode(value)).toBe(krxCode);
    expect(parseOldFuturesCode(oldCode)).toEqual(value);
    expect(parseKrxFuturesCode(krxCode)).toEqual(value);
    expect(parseFuturesCode(krxCode)).toEqual(value);
    expect(parseFuturesCode(oldCode)).toEqual(value);
  });

  it.each([
    [2010, "0"],
    [2019, "9"],
    [2020, "A"],
    [2025, "F"],
    [2026, "G"],
    [2027, "H"],
    [2028, "J"],
    [2029, "K"],
    [2030, "L"],
    [2031, "M"],
    [2032, "N"],
    [2033, "P"],
    [2034, "Q"],
    [2035, "R"],
    [2036, "S"],
    [2037, "T"],
    [2038, "V"],
    [2039, "W"],
    [2009, null],
    [2040, null],
  ])("year %i has KRX character %j", (year, char) => {
    expect(krxYearChar(year)).toBe(char);
    if (char !== null) expect(yearOfKrxChar(char)).toBe(year);
  });

  it.each(["I", "O", "U", "X", "", "AB"])("%j is not a KRX year character", (char) => {
    expect(yearOfKrxChar(char)).toBeNull();
  });

  it.each([
    [1, "1"],
    [9, "9"],
    [10, "A"],
    [11, "B"],
    [12, "C"],
    [0, null],
    [13, null],
  ])("month %i has KRX character %j", (month, char) => {
    expect(krxMonthChar(month)).toBe(char);
    if (char !== null) expect(monthOfKrxChar(char)).toBe(month);
  });

  it.each([
    "41I1F4001",
    "42I1F4000",
    "41I3F4000",
    "41I1I4000",
    "41I1FD000",
    "41I1F0000",
    "41i1f4000",
    "41I1F400",
    "",
  ])("parseKrxFuturesCode(%j) is null", (code) => {
    expect(parseKrxFuturesCode(code)).toBeNull();
  });

  it.each(["VN30F1M", "VN30F2513", "VN30F2500", "VN50F2504", "VN30F254", "VN30G2504"])(
    "parseOldFuturesCode(%j) is null",
    (code) => {
      expect(parseOldFuturesCode(code)).toBeNull();
    },
  );

  it("converts an old code to its KRX code, null when the year has no KRX character", () => {
    expect(krxCodeOfOldCode("VN30F2504")).toBe("41I1F4000");
    expect(krxCodeOfOldCode("VN30F0901")).toBeNull();
    expect(krxCodeOfOldCode("VN30F1M")).toBeNull();
  });

  it("refuses to encode years without a character", () => {
    expect(() => krxFuturesCode(contract("VN30", 2040, 1))).toThrow(RangeError);
    expect(() => oldFuturesCode(contract("VN30", 1999, 1))).toThrow(RangeError);
  });

  it.each([
    ["month 13", 2025, 13],
    ["month 0", 2025, 0],
    ["a fractional year", 2025.5, 4],
  ])("refuses to write an old-style code for %s (it could not be read back)", (_rule, year, month) => {
    expect(() => oldFuturesCode(contract("VN30", year, month))).toThrow(RangeError);
  });

  it("every encodable contract parses back to itself in both styles", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FUTURES_UNDERLYINGS),
        fc.integer({ min: 2010, max: 2039 }),
        fc.integer({ min: 1, max: 12 }),
        (underlying, year, month) => {
          const value = contract(underlying, year, month);
          const krx = krxFuturesCode(value);
          expect(krx).toHaveLength(9);
          expect(parseKrxFuturesCode(krx)).toEqual(value);
          expect(parseOldFuturesCode(oldFuturesCode(value))).toEqual(value);
        },
      ),
    );
  });
});
