import { epochMillisOf, minuteOfDay } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IndexDefinition } from "../instruments/instrument";
import {
  capWeightedLevel,
  IndexCalculator,
  type ConstituentBand,
  type IndexConstituentStart,
} from "./index-calculator";

/** The value, or a test failure when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("missing test value");
  return value;
}

function definition(constituents: readonly string[], initialLevel = 100_000): IndexDefinition {
  return { code: "TEST", name: "Test", exchange: "HOSE", constituents, initialLevel };
}

function calculator(starts: Record<string, IndexConstituentStart>, initialLevel = 100_000): IndexCalculator {
  return new IndexCalculator(definition(Object.keys(starts), initialLevel), (symbol) => starts[symbol]);
}

/** Level recomputed from nothing but the prices, in BigInt. */
function fromScratch(
  starts: Record<string, IndexConstituentStart>,
  prices: Record<string, number>,
  initialLevel: number,
): number {
  let base = 0n;
  let cap = 0n;
  for (const [symbol, start] of Object.entries(starts)) {
    base += BigInt(start.price) * BigInt(start.shares);
    cap += BigInt(prices[symbol] ?? start.price) * BigInt(start.shares);
  }
  return capWeightedLevel(cap, base, initialLevel);
}

describe("index level", () => {
  it("equals the initial level exactly at the starting prices", () => {
    const index = calculator(
      { AAA: { shares: 1_234_567, price: 23_450 }, BBB: { shares: 7_654_321, price: 98_700 } },
      130_057,
    );
    expect(index.value).toBe(130_057);
  });

  it("moves by a constituent's cap weight when its price doubles", () => {
    // AAA is a quarter of the cap: doubling it adds a quarter to the level.
    const index = calculator({
      AAA: { shares: 1_000, price: 10_000 },
      BBB: { shares: 3_000, price: 10_000 },
    });
    index.updatePrice("AAA", 20_000);
    expect(index.value).toBe(125_000);
  });

  // Base cap 40,000 at 1,000.00 points: level = cap × 2.5. Base cap 30,000: level = cap × 10/3.
  const half = { AAA: { shares: 1, price: 20_000 }, BBB: { shares: 1, price: 20_000 } };
  const third = { AAA: { shares: 1, price: 10_000 }, BBB: { shares: 2, price: 10_000 } };
  it.each([
    ["an exact level", half, 20_002, 100_005],
    ["a half rounds up", half, 20_001, 100_003],
    ["a half below the start rounds up too", half, 19_999, 99_998],
    ["a third rounds down", third, 10_001, 100_003],
    ["two thirds round up", third, 10_002, 100_007],
  ])("rounds the level half up to a hundredth of a point: %s", (_name, starts, price, level) => {
    const index = calculator(starts);
    index.updatePrice("AAA", price);
    expect(index.value).toBe(level);
  });

  it("stays exact when the caps pass 2^53", () => {
    const starts = {
      VIC: { shares: 9_000_000_000, price: 899_900 },
      VCB: { shares: 8_500_000_000, price: 777_700 },
      HPG: { shares: 6_000_000_000, price: 27_350 },
    };
    const index = calculator(starts, 125_033);
    expect(index.value).toBe(125_033);
    index.updatePrice("VIC", 900_000);
    index.updatePrice("HPG", 27_300);
    expect(index.value).toBe(fromScratch(starts, { VIC: 900_000, HPG: 27_300 }, 125_033));
  });

  it("gives the same level as a recomputation from scratch, whatever the order of updates", () => {
    const symbols = ["A", "B", "C", "D", "E"];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            shares: fc.integer({ min: 1, max: 20_000_000_000 }),
            price: fc.integer({ min: 100, max: 500_000 }),
          }),
          { minLength: symbols.length, maxLength: symbols.length },
        ),
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.array(
          fc.record({ slot: fc.nat(symbols.length - 1), price: fc.integer({ min: 100, max: 1_000_000 }) }),
          {
            maxLength: 50,
          },
        ),
        (constituents, initialLevel, updates) => {
          const starts = Object.fromEntries(symbols.map((symbol, i) => [symbol, must(constituents[i])]));
          const index = calculator(starts, initialLevel);
          const prices: Record<string, number> = {};
          for (const { slot, price } of updates) {
            const symbol = must(symbols[slot]);
            index.updatePrice(symbol, price);
            prices[symbol] = price;
            expect(index.value).toBe(fromScratch(starts, prices, initialLevel));
          }
        },
      ),
    );
  });

  it("refuses a constituent without data, listed twice, or a non-positive price", () => {
    expect(() => new IndexCalculator(definition(["AAA"]), () => undefined)).toThrow(RangeError);
    expect(
      () => new IndexCalculator(definition(["AAA", "AAA"]), () => ({ shares: 1, price: 10_000 })),
    ).toThrow(RangeError);
    const index = calculator({ AAA: { shares: 1, price: 10_000 } });
    expect(() => index.updatePrice("AAA", 0)).toThrow(RangeError);
    expect(index.updatePrice("ZZZ", 10_000)).toBe(false);
  });
});

const band = (reference: number, ceiling: number, floor: number): ConstituentBand => ({
  reference,
  ceiling,
  floor,
});

describe("index breadth", () => {
  const starts = {
    AAA: { shares: 100, price: 20_000 },
    BBB: { shares: 100, price: 30_000 },
    CCC: { shares: 100, price: 40_000 },
  };
  const bands: Record<string, ConstituentBand> = {
    AAA: band(20_000, 21_400, 18_600),
    BBB: band(30_000, 32_100, 27_900),
    CCC: band(40_000, 42_800, 37_200),
  };

  function opened(): IndexCalculator {
    const index = calculator(starts);
    index.startDay((symbol) => bands[symbol]);
    return index;
  }

  it.each<[string, Record<string, number>, object]>([
    [
      "all unchanged at the start",
      {},
      { advancers: 0, decliners: 0, unchanged: 3, atCeiling: 0, atFloor: 0 },
    ],
    ["one up, one down", { AAA: 20_100, BBB: 29_950 }, { advancers: 1, decliners: 1, unchanged: 1 }],
    ["ceiling counts as an advancer too", { AAA: 21_400 }, { advancers: 1, atCeiling: 1, atFloor: 0 }],
    ["floor counts as a decliner too", { CCC: 37_200 }, { decliners: 1, atFloor: 1, atCeiling: 0 }],
    [
      "from ceiling to floor",
      { AAA: 21_400, BBB: 27_900 },
      { advancers: 1, decliners: 1, atCeiling: 1, atFloor: 1 },
    ],
    ["back to the reference", { AAA: 21_400, BBB: 27_900, CCC: 40_000 }, { unchanged: 1 }],
  ])("%s", (_name, moves, expected) => {
    const index = opened();
    for (const [symbol, price] of Object.entries(moves)) index.updatePrice(symbol, price);
    expect(index.breadth).toMatchObject(expected);
  });

  it("moves a constituent off the ceiling and back to unchanged", () => {
    const index = opened();
    index.updatePrice("AAA", 21_400);
    index.updatePrice("AAA", 20_000);
    expect(index.breadth).toEqual({ advancers: 0, decliners: 0, unchanged: 3, atCeiling: 0, atFloor: 0 });
  });

  it("matches a recount from scratch after any updates", () => {
    const symbols = Object.keys(starts);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ slot: fc.nat(2), price: fc.integer({ min: 180, max: 430 }).map((p) => p * 100) }),
          {
            maxLength: 40,
          },
        ),
        (updates) => {
          const index = opened();
          const prices: Record<string, number> = {};
          for (const { slot, price } of updates) {
            const symbol = must(symbols[slot]);
            index.updatePrice(symbol, price);
            prices[symbol] = price;
          }
          const now = symbols.map((symbol) => ({
            price: prices[symbol] ?? must(bands[symbol]).reference,
            b: must(bands[symbol]),
          }));
          expect(index.breadth).toEqual({
            advancers: now.filter((c) => c.price > c.b.reference).length,
            decliners: now.filter((c) => c.price < c.b.reference).length,
            unchanged: now.filter((c) => c.price === c.b.reference).length,
            atCeiling: now.filter((c) => c.price >= c.b.ceiling).length,
            atFloor: now.filter((c) => c.price <= c.b.floor).length,
          });
        },
      ),
    );
  });
});

describe("index day", () => {
  const starts = { AAA: { shares: 1_000, price: 10_000 }, BBB: { shares: 3_000, price: 10_000 } };

  it("reports change and percent in basis points against the previous close", () => {
    const index = calculator(starts);
    index.updatePrice("AAA", 9_000); // −2.5%
    expect([index.value, index.change, index.changeBasisPoints]).toEqual([97_500, -2_500, -250]);
  });

  it("rounds the percent half away from zero", () => {
    const index = calculator(
      { AAA: { shares: 1, price: 100_000 }, BBB: { shares: 99_999, price: 10 } },
      300_000,
    );
    index.updatePrice("AAA", 100_015); // level 300,000 × 1,100,005 / 1,099,990 = 300,004.09 → 300,004
    expect(index.change).toBe(4);
    expect(index.changeBasisPoints).toBe(0); // 0.13 bp
    index.updatePrice("AAA", 99_945); // 299,985 → −15 → −0.5 bp → −1
    expect([index.change, index.changeBasisPoints]).toEqual([-15, -1]);
  });

  it("carries the level into the next day through the references", () => {
    const index = calculator(starts);
    index.updatePrice("AAA", 12_000);
    index.addTraded(1_000, 12_000_000);
    const closing = index.value;
    index.startDay((symbol) => band(must(index.priceOf(symbol)), 0, 0));
    expect(index.previousClose).toBe(closing);
    expect(index.value).toBe(closing);
    expect([index.change, index.volume, index.tradedValue]).toEqual([0, 0, 0]);
  });

  it("resets prices to the references and keeps the divisor", () => {
    const index = calculator(starts);
    index.updatePrice("AAA", 12_000);
    index.startDay((symbol) => band(symbol === "AAA" ? 11_000 : 10_000, 0, 0));
    expect(index.priceOf("AAA")).toBe(11_000);
    expect(index.value).toBe(102_500);
  });

  it("sums the constituents' traded volume and value only", () => {
    const index = calculator(starts);
    index.recordTrade("AAA", 100, 1_000_000);
    index.recordTrade("BBB", 200, 2_000_000);
    index.recordTrade("ZZZ", 300, 3_000_000);
    expect([index.volume, index.tradedValue]).toEqual([300, 3_000_000]);
  });

  it("samples its level into the 10-minute series and restarts it each day", () => {
    const index = calculator(starts);
    const at = (hours: number, minutes: number) =>
      epochMillisOf({ date: "2025-04-17", minute: minuteOfDay(hours, minutes) });
    index.sample(at(9, 1));
    index.updatePrice("AAA", 11_000);
    index.sample(at(9, 11));
    expect(index.series()).toEqual([
      { time: "09:00", value: 100_000 },
      { time: "09:10", value: 102_500 },
    ]);
    index.startDay((symbol) => band(must(index.priceOf(symbol)), 0, 0));
    expect(index.series()).toEqual([]);
  });

  it("round-trips its day through JSON", () => {
    const index = calculator(starts);
    index.startDay((symbol) => band(must(index.priceOf(symbol)), 11_000, 9_000));
    index.updatePrice("AAA", 11_000);
    index.addTraded(100, 1_100_000);
    index.sample(epochMillisOf({ date: "2025-04-17", minute: minuteOfDay(10, 5) }));
    const copy = calculator(starts);
    copy.restore(JSON.parse(JSON.stringify(index)));
    expect(copy.toJSON()).toEqual(index.toJSON());
    expect([copy.value, copy.change, copy.volume, copy.tradedValue]).toEqual([
      index.value,
      index.change,
      index.volume,
      index.tradedValue,
    ]);
    expect(copy.breadth).toEqual(index.breadth);
    expect(copy.series()).toEqual(index.series());
  });
});
