import { describe, expect, it } from "vitest";
import { basketValue, capWeightedBasket } from "./etf-baskets";
import type { StockDefinition } from "./instrument";

function stock(symbol: string, initialReference: number, sharesOutstanding: number): StockDefinition {
  return {
    symbol,
    exchange: "HOSE",
    kind: "STOCK",
    sessionVenue: "HOSE",
    boardVenue: "HOSE",
    nameVi: symbol,
    nameEn: symbol,
    simulated: false,
    initialReference,
    icbCode: null,
    sharesOutstanding,
    foreignRoomLimit: 0,
    initialForeignHolding: 0,
    restricted: false,
  };
}

describe("cap-weighted ETF basket", () => {
  it("splits the target value by market cap", () => {
    // Caps 3,000 bn and 1,000 bn: three quarters of the value in AAA.
    const basket = capWeightedBasket(
      [stock("AAA", 30_000, 100_000_000), stock("BBB", 10_000, 100_000_000)],
      4_000_000_000,
    );
    expect(basket).toEqual([
      { symbol: "AAA", shares: 100_000 },
      { symbol: "BBB", shares: 100_000 },
    ]);
    expect(basketValue(basket, (symbol) => (symbol === "AAA" ? 30_000 : 10_000))).toBe(4_000_000_000);
  });

  it("leaves out a constituent too small for one share", () => {
    const basket = capWeightedBasket(
      [stock("BIG", 50_000, 1_000_000_000), stock("TNY", 50_000, 1)],
      1_000_000_000,
    );
    expect(basket.map((line) => line.symbol)).toEqual(["BIG"]);
  });

  it("refuses to value a line without a price", () => {
    expect(() => basketValue([{ symbol: "AAA", shares: 1 }], () => undefined)).toThrow(RangeError);
  });
});
