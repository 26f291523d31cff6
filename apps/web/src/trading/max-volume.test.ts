import { describe, expect, it } from "vitest";
import { maxOrderVolume, type MaxVolumeInput } from "./max-volume";

describe("maxOrderVolume (Buy MAX / Sell MAX)", () => {
  it.each<[string, MaxVolumeInput, number]>([
    ["rounds down to whole lots", { available: 1_250, lot: 100, exchange: "HOSE" }, 1_200],
    ["keeps an exact lot count", { available: 3_000, lot: 100, exchange: "HNX" }, 3_000],
    ["keeps an odd lot below one lot", { available: 70, lot: 100, exchange: "HNX" }, 70],
    ["caps HOSE at 50,000 per order", { available: 80_000, lot: 100, exchange: "HOSE" }, 50_000],
    ["does not cap HNX", { available: 80_050, lot: 100, exchange: "HNX" }, 80_000],
    ["does not cap UPCOM", { available: 123_456, lot: 100, exchange: "UPCOM" }, 123_400],
    ["gives 0 for nothing", { available: 0, lot: 100, exchange: "HOSE" }, 0],
    ["gives 0 for a negative answer", { available: -5, lot: 100, exchange: "HOSE" }, 0],
    ["gives 0 for NaN", { available: Number.NaN, lot: 100, exchange: "HOSE" }, 0],
    ["takes a bond's whole count (lot 1)", { available: 37, lot: 1, exchange: "HNX" }, 37],
    ["reads a bad lot as 1", { available: 37, lot: 0, exchange: "HNX" }, 37],
  ])("%s", (_rule, input, expected) => {
    expect(maxOrderVolume(input)).toBe(expected);
  });
});
