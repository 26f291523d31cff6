import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBand, parseExerciseRatio, warrantBand } from "./bands";
import type { BoardVenue } from "./instruments/exchange";
import { isOnPriceStep } from "./price-steps";

describe("ceiling and floor (market-rules §3)", () => {
  it.each<[string, BoardVenue, number, number, number]>([
    ["HOSE BID ref 39,050 → 41,750 / 36,350 (live quote)", "HOSE", 39_050, 41_750, 36_350],
    ["HOSE tier crossing ref 9,800 → 10,450 / 9,120", "HOSE", 9_800, 10_450, 9_120],
    ["HNX ref 11,900 → 13,000 / 10,800", "HNX", 11_900, 13_000, 10_800],
    ["HNX ref 9,300 → 10,200 / 8,400", "HNX", 9_300, 10_200, 8_400],
    ["HNX ref 14,800 → 16,200 / 13,400", "HNX", 14_800, 16_200, 13_400],
    ["UPCOM ±15% ref 10,000 → 11,500 / 8,500", "UPCOM", 10_000, 11_500, 8_500],
    ["HOSE upper tier crossing ref 47,000 → 50,200 / 43,750", "HOSE", 47_000, 50_200, 43_750],
  ])("%s", (_rule, venue, reference, ceiling, floor) => {
    expect(computeBand({ kind: "STOCK", venue, reference })).toEqual({ ceiling, floor });
  });

  it("edge rule: ceiling equal to ref after rounding moves one step up, floor one step down", () => {
    // HNX ref 500: 550 rounds down to 500 = ref, 450 rounds up to 500 = ref.
    expect(computeBand({ kind: "STOCK", venue: "HNX", reference: 500 })).toEqual({
      ceiling: 600,
      floor: 400,
    });
    // HOSE ref 100: 107 → 100 = ref, 93 → 100 = ref.
    expect(computeBand({ kind: "STOCK", venue: "HOSE", reference: 100 })).toEqual({
      ceiling: 110,
      floor: 90,
    });
  });

  it("edge rule: a floor that would be ≤ 0 becomes the reference (HNX ref 100)", () => {
    expect(computeBand({ kind: "STOCK", venue: "HNX", reference: 100 })).toEqual({
      ceiling: 200,
      floor: 100,
    });
  });

  it("first trading day widens the band: HOSE ±20%, HNX ±30%, UPCOM ±40%", () => {
    expect(computeBand({ kind: "STOCK", venue: "HOSE", reference: 20_000, firstDay: true })).toEqual({
      ceiling: 24_000,
      floor: 16_000,
    });
    expect(computeBand({ kind: "STOCK", venue: "HNX", reference: 10_000, firstDay: true })).toEqual({
      ceiling: 13_000,
      floor: 7_000,
    });
    expect(computeBand({ kind: "STOCK", venue: "UPCOM", reference: 10_000, firstDay: true })).toEqual({
      ceiling: 14_000,
      floor: 6_000,
    });
  });

  it("ETFs use the 10 VND tick: FUEVFVND ref 39,120 → 41,850 / 36,390", () => {
    // 41,858.4 ↓10 = 41,850; 36,381.6 ↑10 = 36,390
    expect(computeBand({ kind: "ETF", venue: "HOSE", reference: 39_120 })).toEqual({
      ceiling: 41_850,
      floor: 36_390,
    });
  });

  it("index futures ±7% on a 0.1-point tick: ref 1,947.75 → 2,084.0 / 1,811.5 (hundredths)", () => {
    // 1,947.75 × 1.07 = 2,084.0925 ↓0.1 → 2,084.0; × 0.93 = 1,811.4075 ↑0.1 → 1,811.5
    expect(computeBand({ kind: "INDEX_FUTURE", reference: 194_775 })).toEqual({
      ceiling: 208_400,
      floor: 181_150,
    });
  });

  it("bond futures ±3% on a 1 VND tick", () => {
    expect(computeBand({ kind: "BOND_FUTURE", reference: 105_000 })).toEqual({
      ceiling: 108_150,
      floor: 101_850,
    });
  });

  it("bonds and warrants have no percentage band", () => {
    expect(computeBand({ kind: "BOND", venue: "HNX", reference: 100_000 })).toBeNull();
    expect(computeBand({ kind: "CW", venue: "HOSE", reference: 1_000 })).toBeNull();
  });

  it("property: every band is on the tick grid, brackets the reference, and stays positive", () => {
    const venues: BoardVenue[] = ["HOSE", "HNX", "UPCOM"];
    fc.assert(
      fc.property(fc.constantFrom(...venues), fc.integer({ min: 1, max: 5_000 }), (venue, units) => {
        const tick = venue === "HOSE" ? 10 : 100;
        const reference = units * tick;
        const context = { kind: "STOCK", venue } as const;
        fc.pre(isOnPriceStep(context, reference));
        const band = computeBand({ kind: "STOCK", venue, reference });
        expect(band).not.toBeNull();
        if (band === null) return;
        expect(isOnPriceStep(context, band.ceiling)).toBe(true);
        expect(band.ceiling).toBeGreaterThan(reference);
        expect(band.floor).toBeGreaterThan(0);
        expect(band.floor).toBeLessThanOrEqual(reference);
        expect(band.floor === reference || isOnPriceStep(context, band.floor)).toBe(true);
      }),
    );
  });
});

describe("covered-warrant band (market-rules §9)", () => {
  it("worked example: underlying 23,000 (24,600/21,400), CW ref 1,440, ratio 2:1 → 2,240 / 640", () => {
    const ratio = parseExerciseRatio("2:1");
    expect(ratio).toEqual({ warrants: 2, shares: 1 });
    if (ratio === null) return;
    expect(
      warrantBand({
        reference: 1_440,
        underlying: { reference: 23_000, ceiling: 24_600, floor: 21_400 },
        ratio,
      }),
    ).toEqual({ ceiling: 2_240, floor: 640 });
  });

  it("rounds ceiling down and floor up to 10 with a fractional ratio (5.4537:1)", () => {
    const ratio = parseExerciseRatio("5.4537:1");
    expect(ratio).toEqual({ warrants: 54_537, shares: 10_000 });
    if (ratio === null) return;
    // (1,650 × 10,000) / 54,537 = 302.55… → ceiling 1,000 + 302.55 ↓10 = 1,300; floor 1,000 − 302.55 ↑10 = 700
    expect(
      warrantBand({
        reference: 1_000,
        underlying: { reference: 23_500, ceiling: 25_150, floor: 21_850 },
        ratio,
      }),
    ).toEqual({ ceiling: 1_300, floor: 700 });
  });

  it("a floor ≤ 0 becomes 10", () => {
    expect(
      warrantBand({
        reference: 100,
        underlying: { reference: 23_000, ceiling: 24_600, floor: 21_400 },
        ratio: { warrants: 1, shares: 1 },
      }).floor,
    ).toBe(10);
  });

  it.each(["", "2", "0:1", "2:0", "a:b", "-1:1"])("rejects the ratio %j", (text) => {
    expect(parseExerciseRatio(text)).toBeNull();
  });
});
