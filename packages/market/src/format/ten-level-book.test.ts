import { describe, expect, it } from "vitest";
import type { PriceUnit } from "./board-price";
import { bookBarWidths, bookPriceText } from "./ten-level-book";

describe("bookPriceText", () => {
  it.each<[number, number, PriceUnit | undefined, string]>([
    [0, 8 * 60 + 50, undefined, "ATO"],
    [0, 11 * 60 + 59, undefined, "ATO"],
    [0, 12 * 60, undefined, "ATC"],
    [0, 14 * 60 + 35, undefined, "ATC"],
    [134_510, 10 * 60, "points", "1,345.10"],
    [25_550, 10 * 60, undefined, "25.55"],
  ])(
    "price-board §5: a zero price shows ATC after 12:00 and ATO before (price %i at minute %i)",
    (price, minutes, unit, expected) => {
      expect(bookPriceText(price, minutes, unit)).toBe(expected);
    },
  );
});

describe("bookBarWidths", () => {
  it.each<[number[], number[]]>([
    [
      [100, 300],
      [0.25, 0.75],
    ],
    [
      [50, 0, 150],
      [0.25, 0, 0.75],
    ],
    [
      [0, 0],
      [0, 0],
    ],
    [[], []],
  ])("price-board §5: each bar width is the volume over the sum of volumes (%o)", (volumes, expected) => {
    expect(bookBarWidths(volumes)).toEqual(expected);
  });
});
