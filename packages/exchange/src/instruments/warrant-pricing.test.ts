import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { callValue, normalCdf } from "./warrant-pricing";

describe("normal distribution function", () => {
  it.each([
    [0, 0.5],
    [1, 0.841345],
    [-1, 0.158655],
    [1.96, 0.975002],
  ])("N(%d) = %d", (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 5);
  });
});

describe("call value (Black–Scholes, no rate)", () => {
  it.each([
    ["at the money, 1 year, 20%", { spot: 100, strike: 100, years: 1, volatility: 0.2 }, 7.9656],
    [
      "in the money, half a year, 30%",
      { spot: 26_750, strike: 24_000, years: 0.5, volatility: 0.3 },
      3_791.38,
    ],
    [
      "at maturity it is the intrinsic value",
      { spot: 26_750, strike: 24_000, years: 0, volatility: 0.3 },
      2_750,
    ],
    [
      "out of the money at maturity it is worthless",
      { spot: 20_000, strike: 24_000, years: 0, volatility: 0.3 },
      0,
    ],
  ])("%s", (_, inputs, expected) => {
    expect(callValue(inputs)).toBeCloseTo(expected, 0);
  });

  it("is worth at least its intrinsic value and at most the share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (spot, strike, years, volatility) => {
          const value = callValue({ spot, strike, years, volatility });
          expect(value).toBeGreaterThanOrEqual(Math.max(0, spot - strike) - 1e-6 * spot);
          expect(value).toBeLessThanOrEqual(spot);
        },
      ),
    );
  });
});
