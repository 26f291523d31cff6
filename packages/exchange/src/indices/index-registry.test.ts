import { describe, expect, it } from "vitest";
import type { IndexDefinition } from "../instruments/instrument";
import { IndexRegistry } from "./index-registry";

const definitions: IndexDefinition[] = [
  {
    code: "VNINDEX",
    name: "VN-Index",
    exchange: "HOSE",
    constituents: ["AAA", "BBB", "CCC"],
    initialLevel: 125_000,
  },
  { code: "VN30", name: "VN30", exchange: "HOSE", constituents: ["BBB", "AAA"], initialLevel: 130_000 },
];
const starts: Record<string, { shares: number; price: number }> = {
  AAA: { shares: 1_000, price: 10_000 },
  BBB: { shares: 1_000, price: 30_000 },
  CCC: { shares: 2_000, price: 5_000 },
};

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("missing test value");
  return value;
}

function registry(): IndexRegistry {
  return IndexRegistry.fromDefinitions(definitions, (symbol) => starts[symbol]);
}

describe("index registry", () => {
  it("routes a price to every index containing the symbol", () => {
    const indices = registry();
    const touched = indices.updatePrice("AAA", 20_000);
    expect(touched.map((index) => index.code)).toEqual(["VNINDEX", "VN30"]);
    // VNINDEX cap 50M → 60M; VN30 cap 40M → 50M
    expect(indices.get("VNINDEX")?.value).toBe(150_000);
    expect(indices.get("VN30")?.value).toBe(162_500);
  });

  it("updates only the indices that hold the symbol", () => {
    const indices = registry();
    expect(indices.updatePrice("CCC", 10_000).map((index) => index.code)).toEqual(["VNINDEX"]);
    expect(indices.get("VN30")?.value).toBe(130_000);
    expect(indices.updatePrice("ZZZ", 10_000)).toEqual([]);
    expect(indices.indicesOf("ZZZ")).toEqual([]);
  });

  it("adds a trade's volume and value to each index holding the symbol", () => {
    const indices = registry();
    indices.recordTrade("BBB", 100, 3_000_000);
    indices.recordTrade("CCC", 200, 1_000_000);
    expect(indices.get("VNINDEX")?.volume).toBe(300);
    expect(indices.get("VN30")?.tradedValue).toBe(3_000_000);
  });

  it("starts a day for every index", () => {
    const indices = registry();
    indices.updatePrice("AAA", 11_000);
    indices.startDay((symbol) => {
      const price = indices.get("VNINDEX")?.priceOf(symbol) ?? 0;
      return { reference: price, ceiling: 0, floor: 0 };
    });
    expect(indices.all().map((index) => index.change)).toEqual([0, 0]);
    expect(indices.get("VN30")?.previousClose).toBe(133_250);
  });

  it("restores every index from a snapshot", () => {
    const indices = registry();
    indices.updatePrice("AAA", 20_000);
    indices.recordTrade("AAA", 100, 2_000_000);
    const copy = registry();
    copy.restore(JSON.parse(JSON.stringify(indices)));
    expect(copy.all().map((index) => [index.value, index.volume])).toEqual([
      [150_000, 100],
      [162_500, 100],
    ]);
    expect(() => copy.restore([["NOPE", must(indices.get("VN30")).toJSON()]])).toThrow(RangeError);
  });

  it("refuses two indices with one code", () => {
    const calculators = registry().all();
    expect(() => new IndexRegistry([...calculators, ...calculators])).toThrow(RangeError);
  });
});
