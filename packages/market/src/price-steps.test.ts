import { describe, expect, it } from "vitest";
import type { BoardVenue } from "./instruments/exchange";
import type { InstrumentKind } from "./instruments/instrument-kind";
import { isOnPriceStep, priceStep, stepDown, stepUp, trailingStep } from "./price-steps";

describe("price steps (order-entry §5, market-rules §4)", () => {
  it.each<[string, InstrumentKind, BoardVenue | undefined, number, number]>([
    ["HOSE below 10,000 → 10", "STOCK", "HOSE", 9_990, 10],
    ["HOSE at 10,000 → 50", "STOCK", "HOSE", 10_000, 50],
    ["HOSE at 49,950 → 50", "STOCK", "HOSE", 49_950, 50],
    ["HOSE at 50,000 → 100", "STOCK", "HOSE", 50_000, 100],
    ["HSX is HOSE", "STOCK", "HSX", 9_990, 10],
    ["VN30 follows HOSE", "STOCK", "VN30", 49_950, 50],
    ["HNX → 100 at any level", "STOCK", "HNX", 9_900, 100],
    ["HNX30 → 100", "STOCK", "HNX30", 55_000, 100],
    ["UPCOM → 100", "STOCK", "UPCOM", 1_200, 100],
    ["ETF → 10 at any level", "ETF", "HOSE", 39_120, 10],
    ["covered warrant → 10", "CW", "HOSE", 60_000, 10],
    ["bond → 1 (no tick rule)", "BOND", "HNX", 100_123, 1],
    ["index future → 0.1 point", "INDEX_FUTURE", undefined, 195_050, 10],
    ["bond future → 1 VND", "BOND_FUTURE", undefined, 105_123, 1],
  ])("%s", (_rule, kind, venue, at, expected) => {
    expect(priceStep(venue === undefined ? { kind } : { kind, venue }, at)).toBe(expected);
  });

  it("chooses the tier a fractional raw value falls in", () => {
    expect(priceStep({ kind: "STOCK", venue: "HOSE" }, 9_999.99)).toBe(10);
    expect(priceStep({ kind: "STOCK", venue: "HOSE" }, 49_999.5)).toBe(50);
  });

  it.each<[string, BoardVenue, number, boolean]>([
    ["HOSE 9,995 off tick", "HOSE", 9_995, false],
    ["HOSE 10,050 on tick", "HOSE", 10_050, true],
    ["HOSE 10,010 off tick (tier 50)", "HOSE", 10_010, false],
    ["HOSE 50,050 off tick (tier 100)", "HOSE", 50_050, false],
    ["HNX 9,950 off tick", "HNX", 9_950, false],
    ["zero is never on a step", "HOSE", 0, false],
  ])("isOnPriceStep: %s", (_rule, venue, value, expected) => {
    expect(isOnPriceStep({ kind: "STOCK", venue }, value)).toBe(expected);
  });

  it("steps up and down across HOSE tiers using the neighbouring tier's step", () => {
    const hose = { kind: "STOCK", venue: "HOSE" } as const;
    expect(stepUp(hose, 9_990)).toBe(10_000);
    expect(stepDown(hose, 10_000)).toBe(9_990);
    expect(stepUp(hose, 49_950)).toBe(50_000);
    expect(stepDown(hose, 50_000)).toBe(49_950);
  });

  it.each<[BoardVenue, number]>([
    ["HOSE", 10],
    ["VN30", 10],
    ["HNX", 100],
    ["UPCOM", 100],
    ["HNX30", 100],
  ])("trailing step on %s is %i VND", (venue, expected) => {
    expect(trailingStep(venue)).toBe(expected);
  });
});
