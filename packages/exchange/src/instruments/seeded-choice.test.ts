import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededRandom } from "../random/seeded-random";
import { pickDistinct } from "./seeded-choice";

describe("pick distinct", () => {
  it("picks the asked number of distinct items from the list", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.uniqueArray(fc.string(), { maxLength: 40 }),
        fc.nat(50),
        (seed, items, count) => {
          const picked = pickDistinct(SeededRandom.fromSeed(seed), items, count);
          expect(picked).toHaveLength(Math.min(count, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          for (const item of picked) expect(items).toContain(item);
        },
      ),
    );
  });

  it("picks the same items for the same seed", () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(pickDistinct(SeededRandom.fromSeed(9), items, 5)).toEqual(
      pickDistinct(SeededRandom.fromSeed(9), items, 5),
    );
  });

  it("leaves the input list alone", () => {
    const items = [1, 2, 3, 4];
    pickDistinct(SeededRandom.fromSeed(1), items, 4);
    expect(items).toEqual([1, 2, 3, 4]);
  });
});
