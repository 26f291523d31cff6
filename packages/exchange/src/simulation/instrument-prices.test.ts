import {
  computeBand,
  isOnPriceStep,
  type BoardVenue,
  type InstrumentKind,
  type StepContext,
} from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandOf, clampToBand, isValidLimitPrice, limitPriceNear, ticksAway } from "./instrument-prices";

const CONTEXTS: readonly StepContext[] = [
  { kind: "STOCK", venue: "HOSE" },
  { kind: "STOCK", venue: "HNX" },
  { kind: "STOCK", venue: "UPCOM" },
  { kind: "ETF", venue: "HOSE" },
  { kind: "CW", venue: "HOSE" },
  { kind: "INDEX_FUTURE" },
  { kind: "BOND_FUTURE" },
];

describe("instrument prices", () => {
  it("puts any fair value on the tick grid and inside the day's band", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTEXTS),
        fc.integer({ min: 1_000, max: 150_000 }),
        fc.double({ min: 0.5, max: 1.6, noNaN: true }),
        (context, reference, factor) => {
          const onGrid = limitPriceNear(context, reference, null);
          const input =
            context.venue === undefined
              ? { kind: context.kind, reference: onGrid }
              : { kind: context.kind, venue: context.venue, reference: onGrid };
          const band = computeBand(input) ?? { floor: 10, ceiling: 10_000_000 };
          const price = limitPriceNear(context, reference * factor, band);
          expect(isValidLimitPrice(context, price, band)).toBe(true);
        },
      ),
    );
  });

  it("rounds a bond price to the whole VND and never clamps it (bonds have no band)", () => {
    expect(limitPriceNear({ kind: "BOND" }, 100_432.6, null)).toBe(100_433);
    expect(clampToBand(123, null)).toBe(123);
  });

  it.each<[InstrumentKind, BoardVenue | undefined, number, number, number]>([
    ["STOCK", "HOSE", 10_000, -1, 9_990],
    ["STOCK", "HOSE", 9_990, 1, 10_000],
    ["STOCK", "HOSE", 49_950, 1, 50_000],
    ["STOCK", "HOSE", 50_000, -2, 49_900],
    ["STOCK", "HNX", 20_000, 2, 20_200],
    ["CW", "HOSE", 20, -5, 10],
    ["INDEX_FUTURE", undefined, 137_000, 3, 137_030],
  ])("%s on %s: %i moved %i ticks is %i", (kind, venue, price, ticks, expected) => {
    const context = venue === undefined ? { kind } : { kind, venue };
    const moved = ticksAway(context, price, ticks);
    expect(moved).toBe(expected);
    expect(isOnPriceStep(context, moved)).toBe(true);
  });

  it("reads a bond's zero band as no band", () => {
    expect(bandOf({ ceiling: 0, floor: 0 } as Parameters<typeof bandOf>[0])).toBeNull();
    expect(bandOf({ ceiling: 10_700, floor: 9_300 } as Parameters<typeof bandOf>[0])).toEqual({
      floor: 9_300,
      ceiling: 10_700,
    });
  });
});
