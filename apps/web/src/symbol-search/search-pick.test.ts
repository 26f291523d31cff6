import type { StockDictionaryEntry } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { pickedCode, searchOutcome, type SearchOutcome } from "./search-pick";
import type { StockList, StockListState } from "./use-stock-list";

const stock = (code: string): StockDictionaryEntry => ({
  stock_code: code,
  name_vn: `Công ty ${code}`,
  name_en: `${code} company`,
  post_to: "HOSE",
  type: "D",
});
const STOCKS = ["ACB", "ACBS", "FPT", "VN30F2503"].map(stock);
const LIST: StockList = { stocks: STOCKS, byCode: new Map(STOCKS.map((entry) => [entry.stock_code, entry])) };
const ACBS = stock("ACBS");

describe("pickedCode (only listed codes are picked)", () => {
  it.each<[string, string, StockDictionaryEntry | undefined, string | null]>([
    ["the exact code", "FPT", undefined, "FPT"],
    ["any case, trimmed", "  fPt ", undefined, "FPT"],
    ["a derivative code", "vn30f2503", undefined, "VN30F2503"],
    ["half-typed text is no code", "FP", undefined, null],
    ["an unknown code", "ZZ", undefined, null],
    ["the highlighted suggestion wins over the text", "AC", ACBS, "ACBS"],
    ["nothing typed", "", undefined, null],
  ])("%s", (_name, typed, highlighted, expected) => {
    expect(pickedCode(LIST.byCode, typed, highlighted)).toBe(expected);
  });
});

describe("searchOutcome", () => {
  it.each<[string, StockList | undefined, StockListState["status"], string, SearchOutcome]>([
    ["empty box: nothing", LIST, "success", "  ", { kind: "none" }],
    ["empty box while loading: nothing", undefined, "pending", "", { kind: "none" }],
    ["a listed code: picked", LIST, "success", "acb", { kind: "pick", code: "ACB" }],
    ["an unlisted code: unknown, named", LIST, "success", " zz ", { kind: "unknown", symbol: "ZZ" }],
    ["list still loading: wait for it", undefined, "pending", "FPT", { kind: "wait" }],
    ["list failed: cannot check", undefined, "error", "FPT", { kind: "unavailable" }],
  ])("%s", (_name, list, status, typed, expected) => {
    expect(searchOutcome(list, status, typed, undefined)).toEqual(expected);
  });

  it("picks the highlighted suggestion", () => {
    expect(searchOutcome(LIST, "success", "ac", ACBS)).toEqual({ kind: "pick", code: "ACBS" });
  });
});
