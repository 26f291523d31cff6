import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexFutureFairValue, warrantFairValue } from "./derivative-fair-value";

describe("index futures fair value", () => {
  it("equals the index on the last trading day (the basis has decayed)", () => {
    expect(
      indexFutureFairValue({ indexLevel: 137_000, daysToExpiry: 0, basisPerYear: -0.03, noise: 0 }),
    ).toBe(137_000);
  });

  it("trades at a discount that shrinks as expiry nears", () => {
    const far = indexFutureFairValue({
      indexLevel: 137_000,
      daysToExpiry: 90,
      basisPerYear: -0.03,
      noise: 0,
    });
    const near = indexFutureFairValue({
      indexLevel: 137_000,
      daysToExpiry: 10,
      basisPerYear: -0.03,
      noise: 0,
    });
    expect(far).toBeLessThan(near);
    expect(near).toBeLessThan(137_000);
  });
});

describe("covered warrant fair value", () => {
  const ratio = { warrants: 2, shares: 1 };

  it.each([
    [30_000, 25_000, 0, 2_500],
    [20_000, 25_000, 0, 10],
  ])(
    "at maturity, underlying %i strike %i is intrinsic over the ratio: %i",
    (spot, strike, days, expected) => {
      expect(
        warrantFairValue({
          underlyingPrice: spot,
          exercisePrice: strike,
          ratio,
          daysToMaturity: days,
          volatility: 0.3,
        }),
      ).toBe(expected);
    },
  );

  it("is worth at least its intrinsic value and 10 VND, and rises with the underlying", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 100_000 }),
        fc.integer({ min: 5_000, max: 100_000 }),
        fc.integer({ min: 0, max: 700 }),
        (spot, strike, days) => {
          const input = {
            underlyingPrice: spot,
            exercisePrice: strike,
            ratio,
            daysToMaturity: days,
            volatility: 0.35,
          };
          const value = warrantFairValue(input);
          expect(value).toBeGreaterThanOrEqual(Math.max(10, (spot - strike) / 2) - 1e-6);
          expect(warrantFairValue({ ...input, underlyingPrice: spot + 1_000 })).toBeGreaterThanOrEqual(value);
        },
      ),
    );
  });
});
