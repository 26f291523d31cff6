import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foreignBuyVolume } from "./institutional-flow";

describe("foreign buying within the room", () => {
  it.each([
    [1_000_000, 10_000_000, 0.01, 50_000, 50_000],
    [150_000, 10_000_000, 0.01, 80_000, 50_000],
    [100_050, 10_000_000, 0.01, 80_000, 0],
    [50_000, 10_000_000, 0.01, 10_000, 0],
  ])(
    "with room %i of limit %i (reserve %d) a wish of %i becomes %i",
    (room, limit, reserve, wanted, expected) => {
      expect(foreignBuyVolume(room, limit, reserve, wanted)).toBe(expected);
    },
  );

  it("never takes the room below the reserve and always buys whole lots", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 500_000_000 }),
        fc.integer({ min: 100, max: 500_000 }),
        (room, limit, wanted) => {
          const volume = foreignBuyVolume(room, limit, 0.01, wanted);
          expect(volume % 100).toBe(0);
          expect(volume).toBeLessThanOrEqual(wanted);
          if (volume > 0) expect(room - volume).toBeGreaterThanOrEqual(Math.ceil(limit * 0.01));
        },
      ),
    );
  });
});
