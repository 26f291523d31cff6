import { describe, expect, it } from "vitest";
import { SeededRandom } from "./seeded-random";

describe("seeded random", () => {
  it("gives the same stream for the same seed", () => {
    const a = SeededRandom.fromSeed(42);
    const b = SeededRandom.fromSeed(42);
    expect(Array.from({ length: 5 }, () => a.int(0, 1_000))).toEqual(
      Array.from({ length: 5 }, () => b.int(0, 1_000)),
    );
  });

  it("continues the stream from a saved state", () => {
    const a = SeededRandom.fromSeed(7);
    a.next();
    const resumed = SeededRandom.fromState(a.state());
    expect(resumed.next()).toBe(a.next());
  });

  it("derives different streams for different labels", () => {
    expect(SeededRandom.derive(1, "HPG").next()).not.toBe(SeededRandom.derive(1, "VNM").next());
  });

  it("spreads nearby seeds: first draws of seeds 1..20 are not bunched", () => {
    const firsts = Array.from({ length: 20 }, (_, seed) => SeededRandom.fromSeed(seed + 1).next());
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(0.5);
  });

  it("keeps integers within the bounds", () => {
    const random = SeededRandom.fromSeed(3);
    for (let i = 0; i < 1_000; i++) {
      const value = random.int(-2, 2);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThanOrEqual(2);
    }
  });
});
