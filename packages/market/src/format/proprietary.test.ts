import { describe, expect, it } from "vitest";
import {
  CHART_COLOURS,
  formatProprietaryValue,
  formatProprietaryVolume,
  proprietaryBarColour,
  proprietaryChartValue,
  proprietaryNet,
  type ProprietaryNet,
  type ProprietaryTotals,
} from "./proprietary";

describe("proprietaryNet", () => {
  it.each<[ProprietaryTotals, ProprietaryNet]>([
    [
      { buyVolume: 500, buyValue: 9_000, sellVolume: 800, sellValue: 7_000 },
      { volume: -300, value: 2_000 },
    ],
    [
      { buyVolume: 0, buyValue: 0, sellVolume: 0, sellValue: 0 },
      { volume: 0, value: 0 },
    ],
  ])("price-board §3: derived totals are buy minus sell (%o)", (totals, expected) => {
    expect(proprietaryNet(totals)).toEqual(expected);
  });
});

describe("proprietary display", () => {
  it.each<[number, string]>([
    [1_234_560, "123,456"],
    [-1_234_560, "-123,456"],
  ])("price-board §5: proprietary volume is divided by 10 (%i → %s)", (shares, expected) => {
    expect(formatProprietaryVolume(shares)).toBe(expected);
  });

  it.each<[number | null, string]>([
    [12_345_678_600, "12,345,679"],
    [-12_345_678_400, "-12,345,678"],
    [null, ""],
  ])("price-board §5: proprietary value is divided by 1000 (%s → %s)", (vnd, expected) => {
    expect(formatProprietaryValue(vnd)).toBe(expected);
  });

  it.each([
    [-12_345_678_901, -12.35],
    [1_000_000_000, 1],
    [4_999_999, 0],
  ])("price-board §5: chart value is divided by 1e9 (%i → %d)", (vnd, expected) => {
    expect(proprietaryChartValue(vnd)).toBe(expected);
  });

  it.each([
    [1, CHART_COLOURS.up],
    [0, CHART_COLOURS.up],
    [-1, CHART_COLOURS.down],
  ])("price-board §2: a bar is green when positive and red when negative (%i)", (net, expected) => {
    expect(proprietaryBarColour(net)).toBe(expected);
  });
});
