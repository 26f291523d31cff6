import { describe, expect, it } from "vitest";
import {
  applyPutThroughMessage,
  EMPTY_PUT_THROUGH_TOTALS,
  formatPutThroughValue,
  formatPutThroughVolume,
  padFirmNumber,
  putThroughTotalsOf,
  type PutThroughMessage,
  type PutThroughTotals,
} from "./put-through";

describe("put-through header totals", () => {
  const start: PutThroughTotals = { value: 1_000_000_000, volume: 20_000 };

  it.each<[PutThroughMessage, PutThroughTotals]>([
    [
      { type: "PTM", value: 2_500_000_000, volume: 100_000 },
      { value: 3_500_000_000, volume: 120_000 },
    ],
    [{ type: "PTB", value: 2_500_000_000, volume: 100_000 }, start],
    [{ type: "PTS", value: 2_500_000_000, volume: 100_000 }, start],
  ])(
    "price-board §4: matched trades appended live increase total value by value and volume by volume (%o)",
    (message, expected) => {
      expect(applyPutThroughMessage(start, message)).toEqual(expected);
    },
  );

  it("price-board §4: a loaded list folds with the same reducer", () => {
    const messages: PutThroughMessage[] = [
      { type: "PTM", value: 300_000_000, volume: 20_000 },
      { type: "PTB", value: 900_000_000, volume: 50_000 },
      { type: "PTM", value: 700_000_000, volume: 30_000 },
    ];
    expect(putThroughTotalsOf(messages)).toEqual({ value: 1_000_000_000, volume: 50_000 });
    expect(putThroughTotalsOf([])).toEqual(EMPTY_PUT_THROUGH_TOTALS);
  });

  it.each<[PutThroughTotals, string, string]>([
    [{ value: 2_500_400_000_000, volume: 1_500_000 }, "2,500", "150,000"],
    [{ value: 499_999_999, volume: 5 }, "0", "0.5"],
    [{ value: 500_000_000, volume: 0 }, "1", "0"],
  ])("price-board §5: put-through header value rounded, labelled billions: %o", (totals, value, volume) => {
    expect(formatPutThroughValue(totals)).toBe(value);
    expect(formatPutThroughVolume(totals)).toBe(volume);
  });
});

describe("padFirmNumber", () => {
  it.each<[string | number, string]>([
    ["7", "007"],
    [12, "012"],
    ["123", "123"],
    ["1234", "1234"],
    [" 7 ", "007"],
  ])("price-board §3, §9: firmNo is left-padded to 3 digits: %s → %s", (firmNo, expected) => {
    expect(padFirmNumber(firmNo)).toBe(expected);
  });
});
