import { describe, expect, it } from "vitest";
import type { ExerciseRatio } from "../bands";
import {
  formatBreakevenDifference,
  formatWarrantBreakeven,
  warrantBreakeven,
  type BreakevenInput,
} from "./covered-warrant";

const TWO_TO_ONE: ExerciseRatio = { warrants: 2, shares: 1 };
// 5.4537:1 as parseExerciseRatio reads it.
const ADJUSTED: ExerciseRatio = { warrants: 54_537, shares: 10_000 };

describe("covered-warrant breakeven (dhv)", () => {
  it.each<[BreakevenInput, number, string]>([
    [{ exercisePrice: 20_500, warrantPrice: 1_440, ratio: TWO_TO_ONE }, 23_380, "23.38"],
    [{ exercisePrice: 30_000, warrantPrice: 1_000, ratio: ADJUSTED }, 35_454, "35.45"],
    [{ exercisePrice: 30_000, warrantPrice: 10, ratio: { warrants: 1, shares: 1 } }, 30_010, "30.01"],
  ])(
    "market-rules §9: break-even = exercise price + CW price × conversion ratio (%o)",
    (input, vnd, text) => {
      expect(warrantBreakeven(input)).toBe(vnd);
      expect(formatWarrantBreakeven(input)).toBe(text);
    },
  );
});

describe("covered-warrant difference (dif)", () => {
  it.each<[number, BreakevenInput, string]>([
    [24_000, { exercisePrice: 20_500, warrantPrice: 1_440, ratio: TWO_TO_ONE }, "0.62"],
    [23_000, { exercisePrice: 20_500, warrantPrice: 1_440, ratio: TWO_TO_ONE }, "-0.38"],
    [36_000, { exercisePrice: 30_000, warrantPrice: 1_000, ratio: ADJUSTED }, "0.55"],
  ])(
    "price-board §3: dif is underlying price minus breakeven, two decimals (underlying %i)",
    (underlyingPrice, input, expected) => {
      expect(formatBreakevenDifference({ ...input, underlyingPrice })).toBe(expected);
    },
  );
});
