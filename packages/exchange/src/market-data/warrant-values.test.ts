import { describe, expect, it } from "vitest";
import { warrantBreakevenPrice, warrantIntrinsicValue } from "./warrant-values";

const twoToOne = { exercisePrice: 20_500, ratio: { warrants: 2, shares: 1 } };
// 5.4537:1 as an exact pair.
const adjusted = { exercisePrice: 20_500, ratio: { warrants: 54_537, shares: 10_000 } };

describe("warrant breakeven", () => {
  it.each([
    ["CHPG2227: 20,500 + 1,440 × 2", twoToOne, 1_440, 23_380],
    ["an adjusted ratio, rounded half up to the VND", adjusted, 1_000, 25_954], // 25,953.7
    ["a warrant at the minimum price", twoToOne, 10, 20_520],
  ])("%s", (_name, warrant, price, expected) => {
    expect(warrantBreakevenPrice(warrant, price)).toBe(expected);
  });
});

describe("warrant intrinsic value", () => {
  it.each([
    ["in the money: (24,000 − 20,500) / 2", twoToOne, 24_000, 1_750],
    ["at the money", twoToOne, 20_500, 0],
    ["out of the money is zero, never negative", twoToOne, 18_000, 0],
    ["an odd gain rounds half up", twoToOne, 20_501, 1], // 0.5
    ["an adjusted ratio", adjusted, 25_954, 1_000], // 5,454 / 5.4537 = 1,000.06
    ["a tiny gain below a half VND", adjusted, 20_502, 0], // 2 / 5.4537 = 0.37
  ])("%s", (_name, warrant, underlying, expected) => {
    expect(warrantIntrinsicValue(warrant, underlying)).toBe(expected);
  });
});
