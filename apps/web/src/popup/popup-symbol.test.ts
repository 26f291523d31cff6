import type { StockTypeCode } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { ListedCode } from "../symbol-search/listed-code";
import { popupPick } from "./popup-symbol";

const listing = (stock_code: string, type: StockTypeCode | "F"): ListedCode =>
  type === "F"
    ? { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HNX", type }
    : { stock_code, name_vn: stock_code, name_en: stock_code, post_to: "HOSE", type };

describe("popupPick (price-board §5: the futures contracts the spec's length-9 rule means are ignored)", () => {
  it.each<[string, ListedCode | undefined, string | null]>([
    ["a share", listing("HPG", "D"), "HPG"],
    ["a covered warrant", listing("CVNM2401", "W"), "CVNM2401"],
    ["an ETF", listing("E1VFVN30", "E"), "E1VFVN30"],
    ["a 9-character bond", listing("TD2131011", "T"), "TD2131011"],
    ["a VN30 contract", listing("VN30F2603", "F"), null],
    ["a 10-character VN100 contract", listing("VN100F2603", "F"), null],
    ["a KRX-style contract", listing("41I1G1000", "F"), null],
    ["a bond futures contract", listing("GB05F2606", "F"), null],
    ["nothing listed", undefined, null],
  ])("%s → %s", (_name, picked, expected) => {
    expect(popupPick(picked)).toBe(expected);
  });
});
