import { describe, expect, it } from "vitest";
import {
  chartPriceOf,
  contractsText,
  derivativeChangeText,
  derivativePriceText,
  derivativePriceUnit,
  shownAveragePrice,
  underlyingIndexCode,
  underlyingOf,
} from "./derivative-units";

describe("the product of a row", () => {
  it.each([
    ["VN30F", "VN30", "points", "11"],
    ["VN100F", "VN100", "points", "27"],
    ["GB05F", "GB05", "vnd", null],
    ["GB10F", "GB10", "vnd", null],
    ["", null, "vnd", null],
    ["XYZF", null, "vnd", null],
  ] as const)("%s: underlying %s, prices in %s, index code %s", (productId, underlying, unit, code) => {
    expect(underlyingOf(productId)).toBe(underlying);
    expect(derivativePriceUnit(productId)).toBe(unit);
    expect(underlyingIndexCode(productId)).toBe(code);
  });
});

describe("derivativePriceText", () => {
  it.each([
    [194_580, "points", "1,945.8"],
    [194_550, "points", "1,945.5"],
    [100_000, "points", "1,000.0"],
    [194_569, "points", "1,945.7"],
    [105_740, "vnd", "105.74"],
    [108_912, "vnd", "108.912"],
    [0, "points", ""],
    [0, "vnd", ""],
  ] as const)("%i in %s reads %j", (price, unit, text) => {
    expect(derivativePriceText(price, unit)).toBe(text);
  });
});

describe("derivativeChangeText", () => {
  it.each([
    [-160, "points", "-1.6"],
    [250, "points", "+2.5"],
    [0, "points", "0.0"],
    [250, "vnd", "+0.25"],
    [-1_003, "vnd", "-1.003"],
    [null, "points", ""],
  ] as const)("%j in %s reads %j", (change, unit, text) => {
    expect(derivativeChangeText(change, unit)).toBe(text);
  });
});

describe("shownAveragePrice", () => {
  it.each([
    [194_569, "points", 194_570],
    [194_564, "points", 194_560],
    [194_565, "points", 194_570],
    [105_741, "vnd", 105_741],
    [0, "points", 0],
  ] as const)("%i in %s shows as %i", (price, unit, shown) => {
    expect(shownAveragePrice(price, unit)).toBe(shown);
  });
});

describe("contractsText and chartPriceOf", () => {
  it.each([
    [0, ""],
    [1, "1"],
    [1_250, "1,250"],
    [123_456, "123,456"],
  ])("%i contracts read %j", (contracts, text) => {
    expect(contractsText(contracts)).toBe(text);
  });

  it.each([
    [194_580, "points", 1945.8],
    [105_740, "vnd", 105.74],
  ] as const)("%i in %s is %d on the chart", (price, unit, chart) => {
    expect(chartPriceOf(price, unit)).toBeCloseTo(chart, 10);
  });
});
