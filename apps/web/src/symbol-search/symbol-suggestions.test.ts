import type { StockDictionaryEntry } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { MAX_SUGGESTIONS, symbolSuggestions, trimmedUpperCase } from "./symbol-suggestions";

const stock = (code: string): StockDictionaryEntry => ({
  stock_code: code,
  name_vn: `Công ty ${code}`,
  name_en: `${code} company`,
  post_to: "HOSE",
  type: "D",
});
const STOCKS = ["AAA", "ACB", "ACBS", "FPT", "FPTS", "HPG", "VN30F2503"].map(stock);
const codes = (input: string, max?: number) =>
  symbolSuggestions(STOCKS, input, max).map((entry) => entry.stock_code);

describe("symbolSuggestions (price-board §5 symbol search)", () => {
  it.each<[string, string, string[]]>([
    ["empty input: none", "", []],
    ["blank input: none", "   ", []],
    ["prefix match", "AC", ["ACB", "ACBS"]],
    ["lower case matches", "fp", ["FPT", "FPTS"]],
    ["mixed case and spaces", " aCb ", ["ACB", "ACBS"]],
    ["a whole code also lists longer codes it starts", "FPT", ["FPT", "FPTS"]],
    ["inside a code is not a prefix", "PT", []],
    ["no match", "ZZZ", []],
    ["derivative codes too", "vn30", ["VN30F2503"]],
  ])("%s", (_name, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it("shows at most 20", () => {
    const many = Array.from({ length: 30 }, (_, n) => stock(`A${String(n).padStart(2, "0")}`));
    expect(MAX_SUGGESTIONS).toBe(20);
    expect(symbolSuggestions(many, "a")).toHaveLength(20);
    expect(codes("A", 1)).toEqual(["AAA"]);
  });
});

describe("trimmedUpperCase", () => {
  it("trims and upper-cases the typed value", () => {
    expect(trimmedUpperCase("  fpt ")).toBe("FPT");
  });
});
