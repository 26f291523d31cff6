/**
 * The shared search of the risk plans, against a brute force on small cases: its answer meets
 * the target, no single unit can be dropped, and it is all units exactly when nothing meets it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { justEnough } from "./just-enough";

describe("just enough", () => {
  it.each<[string, number[], (units: readonly number[]) => boolean, number[], boolean]>([
    ["nothing needed", [3, 5], () => true, [0, 0], true],
    ["the first line partly", [5, 5], (units) => (units[0] ?? 0) >= 2, [2, 0], true],
    [
      "the first whole, the second partly",
      [3, 5],
      (units) => (units[0] ?? 0) * 10 + (units[1] ?? 0) >= 32,
      [3, 2],
      true,
    ],
    // The second line's big unit overshoots: the first is trimmed back afterwards.
    [
      "trims a line taken whole",
      [4, 1],
      (units) => (units[0] ?? 0) + 10 * (units[1] ?? 0) >= 11,
      [1, 1],
      true,
    ],
    ["never enough: everything", [2, 3], () => false, [2, 3], false],
  ])("%s", (_, maxUnits, meets, units, found) => {
    expect(justEnough(maxUnits, meets)).toEqual({ units, meets: found });
  });

  it("meets a weighted target with no unit to spare (weights and target at random)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ most: fc.integer({ min: 0, max: 6 }), weight: fc.integer({ min: 1, max: 50 }) }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 600 }),
        (lines, target) => {
          const meets = (units: readonly number[]) =>
            units.reduce((sum, unit, index) => sum + unit * (lines[index]?.weight ?? 0), 0) >= target;
          const result = justEnough(
            lines.map((line) => line.most),
            meets,
          );
          const all = lines.map((line) => line.most);
          expect(result.meets).toBe(meets(all));
          if (!result.meets) expect(result.units).toEqual(all);
          else {
            expect(meets(result.units)).toBe(true);
            result.units.forEach((unit, index) => {
              expect(unit).toBeLessThanOrEqual(lines[index]?.most ?? 0);
              if (unit > 0)
                expect(meets(result.units.map((u, at) => (at === index ? u - 1 : u)))).toBe(false);
            });
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
