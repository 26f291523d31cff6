import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EtfDefinition } from "../instruments/instrument";
import { EtfIndicative, EtfIndicativeBook, etfIndicativeIndex, etfIndicativeNav } from "./etf-indicative";

function etf(symbol: string, basket: EtfDefinition["basket"], unitsPerBasket: number): EtfDefinition {
  return {
    symbol,
    exchange: "HOSE",
    kind: "ETF",
    sessionVenue: "HOSE",
    boardVenue: "HOSE",
    nameVi: symbol,
    nameEn: symbol,
    simulated: false,
    initialReference: 20_000,
    trackedIndex: "VN30",
    sharesOutstanding: 10_000_000,
    foreignRoomLimit: 10_000_000,
    initialForeignHolding: 0,
    unitsPerBasket,
    basket,
  };
}

const references: Record<string, number> = { AAA: 20_000, BBB: 30_050, CCC: 9_990 };
const referenceOf = (symbol: string) => references[symbol];
const fund = etf(
  "E1",
  [
    { symbol: "AAA", shares: 1_000 },
    { symbol: "BBB", shares: 300 },
    { symbol: "CCC", shares: 77 },
  ],
  3_000,
);

describe("ETF iNav", () => {
  it("values untraded constituents at their reference", () => {
    // 20,000,000 + 9,015,000 + 769,230 = 29,784,230 / 3,000 = 9,928.08
    expect(new EtfIndicative(fund, referenceOf).inav).toBe(9_928);
  });

  it.each([
    ["a trade replaces the reference", { AAA: 20_150 }, 9_978], // 29,934,230 / 3,000 = 9,978.08
    ["rounds half up", { AAA: 20_002, BBB: 30_055, CCC: 10_000 }, 9_930], // 29,788,500 / 3,000 = 9,929.5
  ])("%s", (_name, trades, expected) => {
    const inav = new EtfIndicative(fund, referenceOf);
    for (const [symbol, price] of Object.entries(trades)) inav.updatePrice(symbol, price);
    expect(inav.inav).toBe(expected);
    const prices: Record<string, number> = { ...references, ...trades };
    expect(inav.inav).toBe(etfIndicativeNav(fund, (symbol) => prices[symbol] ?? 0));
  });

  it("merges a symbol listed twice in the portfolio file", () => {
    const twice = etf(
      "E2",
      [
        { symbol: "AAA", shares: 10 },
        { symbol: "AAA", shares: 5 },
      ],
      1,
    );
    const inav = new EtfIndicative(twice, referenceOf);
    inav.updatePrice("AAA", 21_000);
    expect(inav.inav).toBe(315_000);
  });

  it("starts a day from the new references", () => {
    const inav = new EtfIndicative(fund, referenceOf);
    inav.updatePrice("AAA", 25_000);
    inav.startDay(referenceOf);
    expect(inav.inav).toBe(9_928);
  });

  it("matches the from-scratch iNav after any updates", () => {
    const symbols = ["AAA", "BBB", "CCC"];
    fc.assert(
      fc.property(
        fc.array(fc.record({ i: fc.nat(2), price: fc.integer({ min: 10, max: 500_000 }) }), {
          maxLength: 30,
        }),
        (updates) => {
          const inav = new EtfIndicative(fund, referenceOf);
          const prices = { ...references };
          for (const { i, price } of updates) {
            const symbol = symbols[i] ?? "";
            inav.updatePrice(symbol, price);
            prices[symbol] = price;
          }
          expect(inav.inav).toBe(etfIndicativeNav(fund, (symbol) => prices[symbol] ?? 0));
        },
      ),
    );
  });

  it("refuses a constituent without a reference", () => {
    expect(() => new EtfIndicative(etf("E3", [{ symbol: "ZZZ", shares: 1 }], 1), referenceOf)).toThrow(
      RangeError,
    );
  });
});

describe("ETF iNav book", () => {
  const other = etf("E4", [{ symbol: "AAA", shares: 2 }], 1);

  it("updates every ETF whose basket holds the symbol", () => {
    const book = EtfIndicativeBook.fromDefinitions([fund, other], referenceOf);
    expect(book.updatePrice("AAA", 20_300).map((inav) => inav.symbol)).toEqual(["E1", "E4"]);
    expect(book.get("E4")?.inav).toBe(40_600);
    expect(book.updatePrice("ZZZ", 1)).toEqual([]);
  });

  it("starts a day for every ETF", () => {
    const book = EtfIndicativeBook.fromDefinitions([fund, other], referenceOf);
    book.updatePrice("AAA", 20_300);
    book.startDay(referenceOf);
    expect(book.all().map((inav) => inav.inav)).toEqual([9_928, 40_000]);
  });
});

describe("ETF iIndex", () => {
  it("is the tracked index's level", () => {
    expect(etfIndicativeIndex(fund, (code) => (code === "VN30" ? 135_020 : undefined))).toBe(135_020);
    expect(etfIndicativeIndex(fund, () => undefined)).toBeUndefined();
  });
});
