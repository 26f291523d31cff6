import { describe, expect, it } from "vitest";
import { indexFuturesFinalSettlementPrice } from "./final-settlement-price";

describe("index futures final settlement price (market-rules §8)", () => {
  it("hand-worked example: drop 3 highest and 3 lowest continuous values, average with the call", () => {
    // Continuous (points): 1850.00 1851.20 1849.80 1852.50 1848.10 1850.40 1853.00 1847.60 1850.90 1851.10
    // Sorted: 1847.60 1848.10 1849.80 | 1850.00 1850.40 1850.90 1851.10 | 1851.20 1852.50 1853.00
    // Kept sum 7402.40; closing call 1852.30 + 1852.29 = 3704.59; total 11106.99 over 6 values
    // = 1851.165 exactly → half away from zero → 1851.17 (half-even or truncation would give 1851.16).
    expect(
      indexFuturesFinalSettlementPrice({
        continuous: [185000, 185120, 184980, 185250, 184810, 185040, 185300, 184760, 185090, 185110],
        closingCall: [185230, 185229],
      }),
    ).toBe(185117);
  });

  it.each<[string, number[], number[], number]>([
    ["exactly 7 continuous values keep the median one", [10, 20, 30, 40, 50, 60, 70], [], 40],
    [
      "outliers in the continuous part are dropped",
      [1, 2, 3, 100_000, 100_000, 100_000, 9_999_997, 9_999_998, 9_999_999],
      [],
      100_000,
    ],
    ["closing-call values are never trimmed", [100, 100, 100, 100, 100, 100, 100], [1_000], 550],
    ["ties at the extremes drop exactly three each side", [5, 5, 5, 5, 9, 9, 9, 9], [], 7],
    [
      "below one half rounds down (401 / 4 = 100.25)",
      [100, 100, 100, 100, 100, 101, 101, 101, 101],
      [100],
      100,
    ],
    [
      "above one half rounds up (503 / 5 = 100.6)",
      [100, 100, 100, 100, 101, 101, 101, 101, 101, 101],
      [100],
      101,
    ],
  ])("%s", (_rule, continuous, closingCall, expected) => {
    expect(indexFuturesFinalSettlementPrice({ continuous, closingCall })).toBe(expected);
  });

  it("does not depend on the order the values arrive in", () => {
    const continuous = [185000, 185120, 184980, 185250, 184810, 185040, 185300, 184760, 185090, 185110];
    expect(
      indexFuturesFinalSettlementPrice({
        continuous: [...continuous].reverse(),
        closingCall: [185229, 185230],
      }),
    ).toBe(185117);
  });

  it.each<[string, number[], number[]]>([
    ["6 continuous values leave nothing after trimming", [1, 2, 3, 4, 5, 6], [100]],
    ["a fractional value", [1, 2, 3, 4, 5, 6, 7.5], []],
    ["a zero index value", [0, 2, 3, 4, 5, 6, 7], []],
  ])("rejects input: %s", (_rule, continuous, closingCall) => {
    expect(() => indexFuturesFinalSettlementPrice({ continuous, closingCall })).toThrow(RangeError);
  });
});
