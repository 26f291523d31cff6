import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOnGrid } from "./price-grid";
import { proprietaryFlow } from "./proprietary-flow";
import { dateArbitrary, hoseShare, subjectArbitrary } from "./testing/subjects";

describe("proprietary flow", () => {
  it("trades board lots at whole-VND values near the reference", () => {
    fc.assert(
      fc.property(fc.nat(), subjectArbitrary, dateArbitrary, (seed, subject, date) => {
        const flow = proprietaryFlow(seed, subject, date);
        for (const [volume, value] of [
          [flow.buyVolume, flow.buyValue],
          [flow.sellVolume, flow.sellValue],
        ] as const) {
          expect(volume % 100).toBe(0);
          expect(volume).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
          if (volume === 0) {
            expect(value).toBe(0);
            continue;
          }
          const price = value / volume;
          expect(isOnGrid(price, subject.tick)).toBe(true);
          expect(Math.abs(price - subject.reference)).toBeLessThanOrEqual(
            subject.reference * 0.03 + subject.tick(price),
          );
        }
      }),
    );
  });

  it("is the same for the same day and differs between days and symbols", () => {
    const fpt = hoseShare("FPT", 118_500);
    expect(proprietaryFlow(1, fpt, "2025-03-07")).toEqual(proprietaryFlow(1, fpt, "2025-03-07"));
    expect(proprietaryFlow(1, fpt, "2025-03-06")).not.toEqual(proprietaryFlow(1, fpt, "2025-03-07"));
    expect(proprietaryFlow(1, { ...fpt, symbol: "VNM" }, "2025-03-07")).not.toEqual(
      proprietaryFlow(1, fpt, "2025-03-07"),
    );
  });

  it("scales with the company's size", () => {
    const days = Array.from({ length: 30 }, (_, i) => `2025-01-${String(i + 1).padStart(2, "0")}`);
    const total = (shares: number) =>
      days.reduce(
        (sum, day) => sum + proprietaryFlow(1, hoseShare("FPT", 118_500, shares), day).buyVolume,
        0,
      );
    expect(total(5_000_000_000)).toBeGreaterThan(10 * total(50_000_000));
  });
});
