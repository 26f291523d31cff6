import { describe, expect, it } from "vitest";
import type { Exchange } from "./instruments/exchange";
import { allowedPriceKeywords, isPriceKeyword, type KeywordOrderKind } from "./price-keywords";

describe("price keywords per exchange (order-entry §5)", () => {
  it.each<[Exchange, KeywordOrderKind, string[]]>([
    ["HNX", "normal", ["MOK", "MAK", "MTL", "ATC", "PLO"]],
    ["HOSE", "normal", ["MTL", "ATO", "ATC"]],
    ["UPCOM", "normal", []],
    ["DERIVATIVES", "normal", ["ATC", "ATO", "MAK", "MOK", "MTL"]],
    ["HOSE", "conditional", ["MTL", "ATC"]],
    ["HNX", "conditional", ["MOK", "MAK", "MTL", "ATC"]],
    ["HOSE", "sltp", ["MTL"]],
    ["HNX", "sltp", ["MOK", "MAK", "MTL"]],
    ["DERIVATIVES", "conditional", ["ATC", "ATO", "MAK", "MOK", "MTL"]],
    ["DERIVATIVES", "sltp", ["ATC", "ATO", "MAK", "MOK", "MTL"]],
  ])("%s %s orders accept %j", (exchange, kind, expected) => {
    expect([...allowedPriceKeywords(exchange, kind)].sort()).toEqual([...expected].sort());
  });

  it("MP is a keyword but no venue accepts it since KRX replaced it with MTL", () => {
    expect(isPriceKeyword("MP")).toBe(true);
    for (const exchange of ["HOSE", "HNX", "UPCOM", "DERIVATIVES"] as const) {
      for (const kind of ["normal", "conditional", "sltp"] as const) {
        expect(allowedPriceKeywords(exchange, kind)).not.toContain("MP");
      }
    }
  });

  it("stock conditional lists never carry ATO or PLO; stock SL/TP lists only immediate market orders", () => {
    for (const exchange of ["HOSE", "HNX", "UPCOM"] as const) {
      expect(allowedPriceKeywords(exchange, "conditional")).not.toContain("ATO");
      expect(allowedPriceKeywords(exchange, "conditional")).not.toContain("PLO");
      for (const keyword of allowedPriceKeywords(exchange, "sltp"))
        expect(["MTL", "MOK", "MAK"]).toContain(keyword);
    }
  });
});
