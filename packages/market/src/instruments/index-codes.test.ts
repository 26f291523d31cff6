import { describe, expect, it } from "vitest";
import { readReferenceData } from "../reference-data/read-reference-data";
import { DEFAULT_CHART_INDEX_CODES, DEFAULT_SELECTED_INDEX_CODES, MARKET_CODES } from "./exchange";
import { INDEX_CODES, indexByCode, indexBySymbol } from "./index-codes";

describe("index codes (price-board §2, §9)", () => {
  it("codes and symbols are unique", () => {
    expect(new Set(INDEX_CODES.map((i) => i.code)).size).toBe(INDEX_CODES.length);
    expect(new Set(INDEX_CODES.map((i) => i.symbol)).size).toBe(INDEX_CODES.length);
  });

  it("every default strip and table code names an index", () => {
    for (const code of [...DEFAULT_CHART_INDEX_CODES, ...DEFAULT_SELECTED_INDEX_CODES]) {
      expect(indexByCode(code), code).toBeDefined();
    }
  });

  it("agrees with the market codes for the headline indices", () => {
    expect(indexBySymbol("VNINDEX")?.code).toBe(MARKET_CODES.HOSE);
    expect(indexBySymbol("VN30")?.code).toBe(MARKET_CODES.VN30);
    expect(indexBySymbol("VN100")?.code).toBe(MARKET_CODES.VN100);
    expect(indexBySymbol("HNXINDEX")?.code).toBe(MARKET_CODES.HNX);
    expect(indexBySymbol("UPCOMINDEX")?.code).toBe(MARKET_CODES.UPCOM);
  });

  it("every index in the reference data has a code on its own exchange", () => {
    for (const index of readReferenceData().indices) {
      expect(indexBySymbol(index.code)?.exchange, index.code).toBe(index.exchange);
    }
  });
});
