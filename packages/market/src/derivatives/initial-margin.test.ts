import { describe, expect, it } from "vitest";
import type { FuturesUnderlying } from "./futures-contracts";
import {
  BOND_FUTURES_MARGIN_RATIO_BP,
  contractValue,
  INDEX_FUTURES_MARGIN_RATIO_BP,
  initialMargin,
} from "./initial-margin";

describe("contract value and initial margin (market-rules §8 Margin)", () => {
  it("current ratios: 17% for index futures, 2.5% for bond futures, in basis points", () => {
    expect(INDEX_FUTURES_MARGIN_RATIO_BP).toBe(1_700);
    expect(BOND_FUTURES_MARGIN_RATIO_BP).toBe(250);
  });

  it.each<[string, FuturesUnderlying, number, number, number]>([
    ["VN30 at 1,850.0 is 185,000,000 VND a contract", "VN30", 185_000, 1, 185_000_000],
    ["two contracts at 1,845.30", "VN30", 184_530, 2, 369_060_000],
    ["GB05 at 104,500 VND is ≈1 billion VND", "GB05", 104_500, 1, 1_045_000_000],
  ])("%s", (_rule, underlying, price, contracts, expected) => {
    expect(contractValue(underlying, price, contracts)).toBe(expected);
  });

  it.each<[string, FuturesUnderlying, number, number, number, number]>([
    ["fact-sheet example: 1 contract at 1,850.00, 17% → 31,450,000", "VN30", 185_000, 1, 1_700, 31_450_000],
    ["10 contracts at 1,850.00", "VN30", 185_000, 10, 1_700, 314_500_000],
    ["old 13.5% ratio", "VN30", 185_000, 1, 1_350, 24_975_000],
    ["one hundredth of a point more: 1,850.01 → 31,450,170", "VN30", 185_001, 1, 1_700, 31_450_170],
    [
      "a fraction of a VND rounds up: 17.55% × 185,001,000 = 32,467,675.5",
      "VN30",
      185_001,
      1,
      1_755,
      32_467_676,
    ],
    ["a tenth of a VND still rounds up to 1", "VN100", 1, 1, 1, 1],
    ["bond futures 2.5%", "GB10", 100_000, 2, 250, 50_000_000],
    ["no contracts, no margin", "VN30", 185_000, 0, 1_700, 0],
  ])("%s", (_rule, underlying, price, contracts, ratioBasisPoints, expected) => {
    expect(initialMargin({ underlying, price, contracts, ratioBasisPoints })).toBe(expected);
  });

  it("stays exact at the largest position (20,000 contracts at 2,000.00)", () => {
    expect(
      initialMargin({ underlying: "VN30", price: 200_000, contracts: 20_000, ratioBasisPoints: 1_700 }),
    ).toBe(680_000_000_000);
  });

  it.each([
    [-1, 1, 1_700],
    [185_000.5, 1, 1_700],
    [185_000, -1, 1_700],
    [185_000, 1, 17.5],
  ])("rejects price %j, contracts %j, ratio %j", (price, contracts, ratioBasisPoints) => {
    expect(() => initialMargin({ underlying: "VN30", price, contracts, ratioBasisPoints })).toThrow(
      RangeError,
    );
  });
});
