import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ceilDiv, divideRounded, floorDiv, type Rounding } from "./integer-division";

describe("exact integer division", () => {
  it.each<[number, number, Rounding, number]>([
    [25_550, 1_000, "half-up", 26],
    [25_499, 1_000, "half-up", 25],
    [2_500, 1_000, "half-up", 3],
    [-2_500, 1_000, "half-up", -3],
    [-2_499, 1_000, "half-up", -2],
    [2_999, 1_000, "down", 2],
    [-2_999, 1_000, "down", -2],
    [0, 7, "half-up", 0],
    [1_110_699, 6, "half-up", 185_117],
    [5, 2, "half-up", 3],
    [-5, 2, "half-up", -3],
  ])("%i / %i (%s) = %i", (n, d, rounding, expected) => {
    expect(divideRounded(n, d, rounding)).toBe(expected);
  });

  it.each([
    [-7, 2, -4, -3],
    [7, 2, 3, 4],
    [6, 3, 2, 2],
    [-6, 3, -2, -2],
  ])("floorDiv(%i, %i) = %i, ceilDiv = %i", (n, d, floor, ceil) => {
    expect(floorDiv(n, d)).toBe(floor);
    expect(ceilDiv(n, d)).toBe(ceil);
  });

  it.each([
    [1.5, 10],
    [10, 0],
    [10, -1],
  ])("rejects non-integer or non-positive input %d / %d", (n, d) => {
    expect(() => divideRounded(n, d)).toThrow(RangeError);
    expect(() => floorDiv(n, d)).toThrow(RangeError);
  });

  it("property: floor ≤ exact ≤ ceil, and half-up is within half a unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const floor = floorDiv(n, d);
        const ceil = ceilDiv(n, d);
        expect(floor * d).toBeLessThanOrEqual(n);
        expect(ceil * d).toBeGreaterThanOrEqual(n);
        expect(ceil - floor).toBe(n % d === 0 ? 0 : 1);
        const rounded = divideRounded(n, d);
        expect(Math.abs(rounded * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });
});
