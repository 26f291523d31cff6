import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hoseShareTick } from "@bangia/market";
import { ceilToGrid, floorToGrid, isOnGrid, roundToGrid } from "./price-grid";

describe("price grid (HOSE share ticks: 10 / 50 / 100)", () => {
  it.each([
    ["on the grid stays", 10_050, 10_050, 10_050, 10_050],
    ["below 10,000 uses 10", 9_994, 9_990, 10_000, 9_990],
    ["the 10,000 boundary is on both tables", 9_996, 9_990, 10_000, 10_000],
    ["between 10,000 and 50,000 uses 50", 10_030, 10_000, 10_050, 10_050],
    ["just under 50,000 rounds up onto the 100 table", 49_990, 49_950, 50_000, 50_000],
    ["above 50,000 uses 100", 50_049, 50_000, 50_100, 50_000],
    ["a tie goes down", 50_050, 50_000, 50_100, 50_000],
    ["fractions", 12_345.6, 12_300, 12_350, 12_350],
  ])("%s: %d → floor %d, ceil %d, round %d", (_rule, value, floor, ceil, round) => {
    expect(floorToGrid(value, hoseShareTick)).toBe(floor);
    expect(ceilToGrid(value, hoseShareTick)).toBe(ceil);
    expect(roundToGrid(value, hoseShareTick)).toBe(round);
  });

  it("never goes to zero or below when rounding", () => {
    expect(floorToGrid(4, hoseShareTick)).toBe(0);
    expect(roundToGrid(4, hoseShareTick)).toBe(10);
    expect(ceilToGrid(-30, hoseShareTick)).toBe(10);
  });

  it("brackets every value with grid prices", () => {
    fc.assert(
      fc.property(fc.double({ min: 10, max: 500_000, noNaN: true }), (value) => {
        const floor = floorToGrid(value, hoseShareTick);
        const ceil = ceilToGrid(value, hoseShareTick);
        const round = roundToGrid(value, hoseShareTick);
        expect(isOnGrid(floor, hoseShareTick)).toBe(true);
        expect(isOnGrid(ceil, hoseShareTick)).toBe(true);
        expect(floor).toBeLessThanOrEqual(value);
        expect(ceil).toBeGreaterThanOrEqual(value);
        expect(ceil - floor).toBeLessThanOrEqual(hoseShareTick(ceil));
        expect([floor, ceil]).toContain(round);
      }),
    );
  });

  it("tells grid prices from others", () => {
    expect(isOnGrid(10_050, hoseShareTick)).toBe(true);
    expect(isOnGrid(50_050, hoseShareTick)).toBe(false);
    expect(isOnGrid(0, hoseShareTick)).toBe(false);
    expect(isOnGrid(10.5, () => 1)).toBe(false);
  });
});
