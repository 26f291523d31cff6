import { describe, expect, it } from "vitest";
import { formatBillionsRounded, formatIndexValue, formatIndexVolume } from "./index-values";

describe("index table", () => {
  it.each<[number | null, string]>([
    [523_456_789, "523.46"],
    [1_000_000, "1.00"],
    [4_999, "0.00"],
    [null, ""],
  ])("price-board §2: index volume in millions: %s → %s", (shares, expected) => {
    expect(formatIndexVolume(shares)).toBe(expected);
  });

  it.each<[number | null, string]>([
    [12_345_678_901_234, "12,345.68"],
    [5_000_000, "0.01"],
    [null, ""],
  ])("price-board §2: index value in billions: %s → %s", (vnd, expected) => {
    expect(formatIndexValue(vnd)).toBe(expected);
  });

  it.each<[number | null | undefined, string]>([
    [12_345_678_901_234, "12,346"],
    [12_345_499_999_999, "12,345"],
    [12_345_500_000_000, "12,346"],
    [undefined, ""],
  ])("price-board §5: HSX and HNX values are divided and rounded: %s → %s", (vnd, expected) => {
    expect(formatBillionsRounded(vnd)).toBe(expected);
  });
});
