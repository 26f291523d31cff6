import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashKey, randomStream } from "./seeded-random";

function draws(seed: number, ...key: string[]): number[] {
  const random = randomStream(seed, ...key);
  return Array.from({ length: 8 }, () => random.next());
}

describe("keyed random streams", () => {
  it("gives the same draws for the same seed and key", () => {
    expect(draws(7, "daily", "FPT", "2025-03-10")).toEqual(draws(7, "daily", "FPT", "2025-03-10"));
  });

  it.each([
    ["another seed", [8, "daily", "FPT", "2025-03-10"]],
    ["another symbol", [7, "daily", "VNM", "2025-03-10"]],
    ["another date", [7, "daily", "FPT", "2025-03-11"]],
    ["another purpose", [7, "volume", "FPT", "2025-03-10"]],
    ["the same text split differently", [7, "dailyFPT", "", "2025-03-10"]],
  ] as const)("differs for %s", (_case, [seed, ...key]) => {
    expect(draws(seed, ...key)).not.toEqual(draws(7, "daily", "FPT", "2025-03-10"));
  });

  it("pins its numbers, so every process and every release draws the same", () => {
    const random = randomStream(1, "daily", "FPT", "2025-03-10");
    expect(hashKey(1, "daily", "FPT", "2025-03-10")).toBe(2_366_997_332);
    expect(random.next()).toBe(0.9878450515680015);
    expect(random.int(1, 1_000)).toBe(37);
    expect(random.normal()).toBe(-0.348625256339024);
  });

  it("spreads nearby seeds", () => {
    const hashes = new Set(Array.from({ length: 1_000 }, (_, seed) => hashKey(seed, "x")));
    expect(hashes.size).toBe(1_000);
  });

  it("keeps every draw in its range", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.string(),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(100),
        (seed, key, min, span) => {
          const random = randomStream(seed, key);
          const unit = random.next();
          const value = random.int(min, min + span);
          const real = random.between(min, min + span + 1);
          const normal = random.normal();
          expect(unit).toBeGreaterThanOrEqual(0);
          expect(unit).toBeLessThan(1);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
          expect(real).toBeGreaterThanOrEqual(min);
          expect(real).toBeLessThan(min + span + 1);
          expect(Math.abs(normal)).toBeLessThanOrEqual(2 * Math.sqrt(3));
        },
      ),
    );
  });

  it("draws a roughly standard normal and a roughly uniform unit", () => {
    const random = randomStream(1, "moments");
    const normals = Array.from({ length: 20_000 }, () => random.normal());
    const mean = normals.reduce((sum, x) => sum + x, 0) / normals.length;
    const variance = normals.reduce((sum, x) => sum + (x - mean) ** 2, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
    const units = Array.from({ length: 20_000 }, () => random.next());
    expect(units.filter((x) => x < 0.5).length / units.length).toBeCloseTo(0.5, 1);
  });

  it("picks every item of a list and refuses an empty one", () => {
    const random = randomStream(3, "pick");
    const picked = new Set(Array.from({ length: 200 }, () => random.pick(["a", "b", "c"])));
    expect([...picked].sort()).toEqual(["a", "b", "c"]);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
