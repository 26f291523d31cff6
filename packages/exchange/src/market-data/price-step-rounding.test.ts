import fc from "fast-check";
import { isOnPriceStep } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { roundToPriceStep } from "./price-step-rounding";

const UPCOM = { kind: "STOCK", venue: "UPCOM" } as const;
const HOSE = { kind: "STOCK", venue: "HOSE" } as const;

describe("rounding an average to the nearest price step, halves up", () => {
  it.each([
    ["below a half goes down", UPCOM, 1_234_960, 100, 12_300],
    ["a half goes up", UPCOM, 1_235_000, 100, 12_400],
    ["no double rounding (12,349.6 is not 12,350 then 12,400)", UPCOM, 123_496, 10, 12_300],
    ["HOSE tier of 50", HOSE, 2_012_400, 100, 20_100],
    ["HOSE tier of 10 rounding onto the 10,000 boundary", HOSE, 999_600, 100, 10_000],
    ["index futures: 0.1 point", { kind: "INDEX_FUTURE" } as const, 555_020, 3, 185_010],
  ])("%s", (_name, context, value, volume, expected) => {
    expect(roundToPriceStep(context, value, volume)).toBe(expected);
  });

  it("is exact for values up to 1e13 VND", () => {
    // A day's value near 1e13 VND: far beyond float-exact products of the average and volume.
    const value = 3 * 99_999_900 * 33_333 + 100 * 1;
    const volume = 3 * 33_333 + 1;
    const exact = (BigInt(value) * 2n + BigInt(volume) * 100n) / (BigInt(volume) * 200n);
    expect(roundToPriceStep(UPCOM, value, volume)).toBe(Number(exact) * 100);
  });

  it("agrees with exact rational rounding and lands on the step", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (volume, price) => {
          // value/volume within [100, 1,000,000): a plausible average
          const value = volume * price + (price % volume);
          const rounded = roundToPriceStep(UPCOM, value, volume);
          const exact = (BigInt(value) * 2n + BigInt(volume) * 100n) / (BigInt(volume) * 200n);
          expect(rounded).toBe(Number(exact) * 100);
          expect(isOnPriceStep(UPCOM, rounded)).toBe(true);
        },
      ),
    );
  });
});
