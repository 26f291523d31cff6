import type { InstrumentDefinition } from "@bangia/exchange";
import { describe, expect, it } from "vitest";
import type { MarketFeed } from "../../market/feed/market-feed";
import { chartSymbolOf, chartSymbols, searchSymbols, symbolInfoOf } from "./chart-symbols";

const common = { sessionVenue: "HOSE", simulated: false, initialReference: 1 } as const;
const instruments = [
  { ...common, symbol: "FPT", exchange: "HOSE", kind: "STOCK", nameVi: "FPT", nameEn: "FPT" },
  { ...common, symbol: "FPTB2601", exchange: "HNX", kind: "BOND", nameVi: "Trái phiếu", nameEn: "Bond" },
  {
    ...common,
    symbol: "VN30F2603",
    exchange: "DERIVATIVES",
    kind: "INDEX_FUTURE",
    nameVi: "HĐTL",
    nameEn: "Fut",
  },
] as unknown as InstrumentDefinition[];

const market = {
  instrument: (symbol: string) => instruments.find((instrument) => instrument.symbol === symbol),
  instruments: () => instruments,
} as unknown as MarketFeed;

describe("chart symbols", () => {
  it.each([
    ["FPT", "stock", 1_000, 100],
    ["FPTB2601", "bond", 1_000, 1_000],
    ["VN30F2603", "futures", 100, 100],
    ["VNINDEX", "index", 100, 100],
  ])("%s is a %s divided by %i with pricescale %i", (symbol, type, divisor, pricescale) => {
    const chart = chartSymbolOf(market, symbol);
    expect(chart).toMatchObject({ type, divisor, pricescale });
    if (chart !== undefined) expect(symbolInfoOf(chart).pricescale).toBe(pricescale);
  });

  it("knows nothing else", () => {
    expect(chartSymbolOf(market, "NOPE")).toBeUndefined();
  });

  it("searches by prefix, exact match first, then alphabetical; narrows by type and exchange", () => {
    const all = chartSymbols(market);
    expect(searchSymbols(all, { query: "fpt", limit: 10 }).map((item) => item.symbol)).toEqual([
      "FPT",
      "FPTB2601",
    ]);
    expect(searchSymbols(all, { query: "VN", type: "index", limit: 2 }).map((item) => item.type)).toEqual([
      "index",
      "index",
    ]);
    expect(
      searchSymbols(all, { query: "", exchange: "DERIVATIVES", limit: 10 }).map((item) => item.symbol),
    ).toEqual(["VN30F2603"]);
    expect(searchSymbols(all, { query: "VN30", limit: 3 })[0]?.symbol).toBe("VN30");
  });
});
