import { describe, expect, it } from "vitest";
import type { InstrumentKind } from "../instruments/instrument-kind";
import {
  formatPoints,
  formatPrice,
  formatPriceIn,
  formatVolume,
  priceUnitOf,
  type PriceUnit,
  type VolumeUnit,
} from "./board-price";

describe("formatPrice", () => {
  it.each<[number | null | undefined, string]>([
    [25_550, "25.55"],
    [44_250, "44.25"],
    [10, "0.01"],
    [300, "0.30"],
    [1_234_500, "1,234.50"],
    [100_005, "100.005"],
    [0, "0.00"],
    [null, ""],
    [undefined, ""],
  ])("price-board §5: prices are shown x1000 VND: %s → %s", (vnd, expected) => {
    expect(formatPrice(vnd)).toBe(expected);
  });
});

describe("formatPoints", () => {
  it.each<[number | null, string]>([
    [128_456, "1,284.56"],
    [195_050, "1,950.50"],
    [-1_250, "-12.50"],
    [null, ""],
  ])("price-board §3 index values in hundredths: %s → %s", (hundredths, expected) => {
    expect(formatPoints(hundredths)).toBe(expected);
  });
});

describe("price units", () => {
  it.each<[InstrumentKind, PriceUnit]>([
    ["INDEX_FUTURE", "points"],
    ["BOND_FUTURE", "vnd"],
    ["STOCK", "vnd"],
    ["CW", "vnd"],
  ])("money.ts: %s prices are in %s", (kind, unit) => {
    expect(priceUnitOf(kind)).toBe(unit);
  });

  it.each<[PriceUnit, number, string]>([
    ["points", 195_050, "1,950.50"],
    ["vnd", 44_250, "44.25"],
  ])("formats %s %i as %s", (unit, value, expected) => {
    expect(formatPriceIn(unit, value)).toBe(expected);
  });
});

describe("formatVolume", () => {
  it.each<[number | null, VolumeUnit | undefined, string]>([
    [22_410, undefined, "2,241"],
    [22_415, undefined, "2,241.5"],
    [5, undefined, "0.5"],
    [0, undefined, "0"],
    [1_250, 1, "1,250"],
    [1_250, 100, "12.5"],
    [null, undefined, ""],
  ])("price-board §5: volume is shown x10: %s (unit %s) → %s", (shares, unit, expected) => {
    expect(formatVolume(shares, unit)).toBe(expected);
  });
});
