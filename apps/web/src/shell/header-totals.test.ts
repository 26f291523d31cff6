import type { IndexEntry } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  applyPutThroughTotal,
  matchedTotalsOf,
  matchedValueText,
  putThroughByMarketOf,
  putThroughValueText,
} from "./header-totals";

const index = (mc: string, value: number): IndexEntry => ({
  seq: 1,
  mc,
  cIndex: 120_000,
  oIndex: 119_000,
  vol: 1,
  value,
  status: "O",
  ot: "1000|0.84|0|1|1|1",
  time: "10:00:00",
});

describe("header totals (price-board §4: 10 replaces HSX, 02 replaces HNX)", () => {
  it("sums HOSE and HNX of the snapshot, ignoring other indices", () => {
    const totals = matchedTotalsOf([
      index("10", 15_400_600_000_000),
      index("02", 1_200_600_000_000),
      index("11", 9_000_000_000_000),
    ]);
    expect(totals).toEqual({ hose: 15_400_600_000_000, hnx: 1_200_600_000_000 });
    expect(matchedValueText(totals)).toBe("16,601");
  });

  it("sums put-through values of every market and replaces a market's on a live total", () => {
    const snapshot = putThroughByMarketOf([
      { mc: "02", value: 1_000_000_000_000, volume: 1 },
      { mc: "03", value: 500_000_000_000, volume: 1 },
      { mc: "10", value: 2_000_000_000_000, volume: 1 },
    ]);
    expect(putThroughValueText(snapshot)).toBe("3,500");
    expect(putThroughValueText(applyPutThroughTotal(snapshot, "10", 2_600_000_000_000))).toBe("4,100");
  });

  it("shows 0 before anything loads", () => {
    expect(putThroughValueText({})).toBe("0");
    expect(matchedValueText(matchedTotalsOf([]))).toBe("0");
  });
});
