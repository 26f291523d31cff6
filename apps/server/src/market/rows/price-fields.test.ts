import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averagePrice, changeOf, changePercentOf, colourCode, levelColour } from "./price-fields";

const band = { reference: 25_000, ceiling: 26_750, floor: 23_250 };

describe("price figures of a row", () => {
  it.each([
    [26_750, "c"],
    [25_500, "i"],
    [25_000, "r"],
    [24_000, "d"],
    [23_250, "f"],
    [0, "r"],
  ] as const)("colours %i as %s", (price, code) => {
    expect(colourCode(price, band)).toBe(code);
  });

  it("leaves a depth level without a price uncoloured", () => {
    expect(levelColour(0, band)).toBe("");
    expect(levelColour(26_750, band)).toBe("c");
  });

  it("shows no change before the first trade", () => {
    expect([changeOf(0, 25_000), changePercentOf(0, 25_000)]).toEqual([0, 0]);
    expect([changeOf(25_550, 25_000), changePercentOf(25_550, 25_000)]).toEqual([550, 2.2]);
    expect(changePercentOf(24_990, 25_000)).toBe(-0.04);
  });

  it("rounds the average half up to a whole unit, and is 0 without volume", () => {
    expect(averagePrice(0, 0)).toBe(0);
    expect(averagePrice(25_000 * 100 + 25_050 * 100, 200)).toBe(25_025);
    expect(averagePrice(5, 2)).toBe(3);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 200_000 }),
            volume: fc.integer({ min: 1, max: 10_000 }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (trades) => {
          const value = trades.reduce((total, trade) => total + trade.price * trade.volume, 0);
          const volume = trades.reduce((total, trade) => total + trade.volume, 0);
          const average = averagePrice(value, volume);
          expect(Number.isInteger(average)).toBe(true);
          expect(Math.abs(average * volume - value)).toBeLessThanOrEqual(volume / 2);
          expect(average).toBeGreaterThanOrEqual(Math.min(...trades.map((trade) => trade.price)));
          expect(average).toBeLessThanOrEqual(Math.max(...trades.map((trade) => trade.price)));
        },
      ),
    );
  });
});
