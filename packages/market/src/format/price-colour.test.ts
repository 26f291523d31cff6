import { describe, expect, it } from "vitest";
import {
  flashDirection,
  priceColour,
  type FlashDirection,
  type PriceColour,
  type PriceLimits,
} from "./price-colour";

const HPG: PriceLimits = { reference: 25_000, ceiling: 26_750, floor: 23_250 };

describe("priceColour", () => {
  it.each<[number | null | undefined, PriceLimits, PriceColour]>([
    [26_750, HPG, "ceiling"],
    [23_250, HPG, "floor"],
    [25_000, HPG, "reference"],
    [25_500, HPG, "up"],
    [24_500, HPG, "down"],
    [27_000, HPG, "ceiling"],
    [undefined, HPG, "reference"],
    [null, HPG, "reference"],
    [0, HPG, "reference"],
    [101_000, { reference: 100_000 }, "up"],
    [99_000, { reference: 100_000 }, "down"],
  ])("market-rules §11 colours: price %s → %s", (price, limits, expected) => {
    expect(priceColour(price, limits)).toBe(expected);
  });
});

describe("flashDirection", () => {
  it.each<[number | undefined, number | undefined, FlashDirection]>([
    [25_000, 25_050, "up"],
    [25_050, 25_000, "down"],
    [25_000, 25_000, "none"],
    [undefined, 25_000, "none"],
    [25_000, undefined, "none"],
  ])(
    "price-board §4: cells flash green for a rise and red for a fall (%s → %s)",
    (previous, next, expected) => {
      expect(flashDirection(previous, next)).toBe(expected);
    },
  );
});
