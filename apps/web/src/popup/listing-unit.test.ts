import type { InstrumentKind, PriceUnit, StockTypeCode } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { ListedCode } from "../symbol-search/listed-code";
import { isFuturesListing, priceUnitOfListing } from "./listing-unit";

const listing = (stock_code: string, type: StockTypeCode | "F"): ListedCode =>
  type === "F"
    ? { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HNX", type }
    : { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HOSE", type };

describe("a listed code's kind and price unit (from the reference data, not the code's length)", () => {
  it.each<[string, StockTypeCode | "F", InstrumentKind, boolean, PriceUnit]>([
    ["FPT", "D", "STOCK", false, "vnd"],
    ["CFPT2601", "W", "CW", false, "vnd"],
    ["E1VFVN30", "E", "ETF", false, "vnd"],
    ["TD2131011", "T", "BOND", false, "vnd"],
    ["VN30F2603", "F", "INDEX_FUTURE", true, "points"],
    ["VN100F2603", "F", "INDEX_FUTURE", true, "points"],
    ["41I2G3000", "F", "INDEX_FUTURE", true, "points"],
    ["GB05F2606", "F", "BOND_FUTURE", true, "vnd"],
    ["GB10F2603", "F", "BOND_FUTURE", true, "vnd"],
  ])("%s (type %s, %s): futures %s, prices in %s", (code, type, _kind, futures, unit) => {
    expect(isFuturesListing(listing(code, type))).toBe(futures);
    expect(priceUnitOfListing(listing(code, type))).toBe(unit);
  });
});
