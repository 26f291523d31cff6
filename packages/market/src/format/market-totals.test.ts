import { describe, expect, it } from "vitest";
import {
  applyIndexTotal,
  EMPTY_MATCHED_VALUE_TOTALS,
  formatHeaderMatchedValue,
  type IndexTotalMessage,
  type MatchedValueTotals,
} from "./market-totals";

describe("applyIndexTotal", () => {
  const start: MatchedValueTotals = { hose: 100, hnx: 200 };

  it.each<[IndexTotalMessage, MatchedValueTotals]>([
    [
      { marketCode: "10", value: 500 },
      { hose: 500, hnx: 200 },
    ],
    [
      { marketCode: "02", value: 700 },
      { hose: 100, hnx: 700 },
    ],
    [
      { marketCode: "03", value: 900 },
      { hose: 100, hnx: 200 },
    ],
    [
      { marketCode: "11", value: 900 },
      { hose: 100, hnx: 200 },
    ],
  ])(
    "price-board §4: a live index message for market 10 replaces the HSX total, for 02 the HNX total (%o)",
    (message, expected) => {
      expect(applyIndexTotal(start, message)).toEqual(expected);
    },
  );
});

describe("formatHeaderMatchedValue", () => {
  it.each<[MatchedValueTotals, string]>([
    [{ hose: 15_400_600_000_000, hnx: 1_200_600_000_000 }, "16,601"],
    [{ hose: 15_400_400_000_000, hnx: 0 }, "15,400"],
    [EMPTY_MATCHED_VALUE_TOTALS, "0"],
  ])(
    "price-board §5: header total matched value (HNX+HSX) in billions, rounded once: %o",
    (totals, expected) => {
      expect(formatHeaderMatchedValue(totals)).toBe(expected);
    },
  );
});
