import { describe, expect, it } from "vitest";
import { price, vnd, volume } from "./money";

describe("branded integers (design: prices and money are integers)", () => {
  it("accept safe integers unchanged", () => {
    expect(price(25_550)).toBe(25_550);
    expect(volume(0)).toBe(0);
    expect(vnd(-2_360_000)).toBe(-2_360_000);
  });

  it.each([
    ["price", () => price(25.55)],
    ["price beyond safe integers", () => price(2 ** 53)],
    ["volume", () => volume(1.5)],
    ["negative volume", () => volume(-1)],
    ["vnd NaN", () => vnd(Number.NaN)],
  ])("throw on a non-integer or impossible %s: a programming error, not bad input", (_name, make) => {
    expect(make).toThrow(RangeError);
  });
});
