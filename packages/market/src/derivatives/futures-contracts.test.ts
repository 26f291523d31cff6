import { describe, expect, it } from "vitest";
import {
  FUTURES_UNDERLYINGS,
  INDEX_FUTURES_MULTIPLIER,
  isFuturesUnderlying,
  isIndexFuturesUnderlying,
  vndPerPriceUnit,
  type FuturesUnderlying,
} from "./futures-contracts";

describe("futures contract size (market-rules §8)", () => {
  it.each<[FuturesUnderlying, boolean, number]>([
    ["VN30", true, 1_000],
    ["VN100", true, 1_000],
    ["GB05", false, 10_000],
    ["GB10", false, 10_000],
  ])("%s: index future %s, %i VND per price unit", (underlying, index, vnd) => {
    expect(isIndexFuturesUnderlying(underlying)).toBe(index);
    expect(vndPerPriceUnit(underlying)).toBe(vnd);
  });

  it("multiplier 100,000 VND per point: a 0.1-point tick (10 units) is worth 10,000 VND", () => {
    expect(INDEX_FUTURES_MULTIPLIER).toBe(100_000);
    expect(10 * vndPerPriceUnit("VN30")).toBe(10_000);
  });

  it.each([
    ...FUTURES_UNDERLYINGS.map((u) => [u, true] as const),
    ["VN30F", false] as const,
    ["vn30", false] as const,
  ])("isFuturesUnderlying(%j) = %s", (value, expected) => {
    expect(isFuturesUnderlying(value)).toBe(expected);
  });
});
