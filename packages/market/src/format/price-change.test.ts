import { describe, expect, it } from "vitest";
import type { PriceUnit } from "./board-price";
import {
  changePercentHundredths,
  formatChangePercent,
  formatPriceChange,
  priceChange,
  signedFeedChange,
} from "./price-change";

describe("priceChange", () => {
  it.each<[number | null | undefined, number | null | undefined, number | null]>([
    [25_550, 25_000, 550],
    [24_450, 25_000, -550],
    [25_000, 25_000, 0],
    [0, 25_000, null],
    [undefined, 25_000, null],
    [25_550, 0, null],
  ])("price-board §3 ot: last %s vs reference %s → %s", (last, reference, expected) => {
    expect(priceChange(last, reference)).toBe(expected);
  });
});

describe("signedFeedChange", () => {
  it.each([
    [0, 24_450, 25_000, 0],
    [550, 24_450, 25_000, -550],
    [-550, 24_450, 25_000, -550],
    [550, 25_550, 25_000, 550],
    [0, 25_000, 25_000, 0],
  ])(
    "price-board §4: when last price is below reference, the change is forced negative (%i, last %i, ref %i)",
    (change, last, reference, expected) => {
      expect(signedFeedChange(change, last, reference)).toBe(expected);
    },
  );
});

describe("percent change", () => {
  it.each<[number, number, number | null, string]>([
    [25_550, 25_000, 220, "+2.20%"],
    [23_250, 25_000, -700, "-7.00%"],
    [10_010, 30_000, -6_663, "-66.63%"],
    [20_000, 30_000, -3_333, "-33.33%"],
    [25_000, 25_000, 0, "0.00%"],
    [0, 25_000, null, ""],
  ])("price-board §3 changePc, 2 decimals: last %i ref %i", (last, reference, hundredths, text) => {
    expect(changePercentHundredths(last, reference)).toBe(hundredths);
    expect(formatChangePercent(last, reference)).toBe(text);
  });
});

describe("formatPriceChange", () => {
  it.each<[number | null, PriceUnit | undefined, string]>([
    [550, undefined, "+0.55"],
    [-550, undefined, "-0.55"],
    [0, undefined, "0.00"],
    [-1_250, "points", "-12.50"],
    [null, undefined, ""],
  ])("price-board §2: change column shows absolute +/-: %s (%s) → %s", (change, unit, expected) => {
    expect(formatPriceChange(change, unit)).toBe(expected);
  });
});
