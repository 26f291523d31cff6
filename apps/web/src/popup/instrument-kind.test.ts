import type { InstrumentKind, StockTypeCode } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { ListedCode } from "../shell/toolbar/listed-code";
import { kindOfListing } from "./instrument-kind";

const listing = (stock_code: string, type: StockTypeCode | "F"): ListedCode =>
  type === "F"
    ? { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HNX", type }
    : { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HOSE", type };

describe("kindOfListing (the kind from the reference data, not the code's length)", () => {
  it.each<[string, StockTypeCode | "F", InstrumentKind]>([
    ["FPT", "D", "STOCK"],
    ["CFPT2601", "W", "CW"],
    ["E1VFVN30", "E", "ETF"],
    ["TD2131011", "T", "BOND"],
    ["VN30F2603", "F", "INDEX_FUTURE"],
    ["VN100F2603", "F", "INDEX_FUTURE"],
    ["41I2G3000", "F", "INDEX_FUTURE"],
    ["GB05F2606", "F", "BOND_FUTURE"],
    ["GB10F2603", "F", "BOND_FUTURE"],
  ])("%s (type %s) is %s", (code, type, kind) => {
    expect(kindOfListing(listing(code, type))).toBe(kind);
  });
});
