import { describe, expect, it } from "vitest";
import { bondRow } from "../testing/test-rows";
import { BOND_COLUMNS, bondValueText, remainingDaysText } from "./bond-columns";

const cellText = (key: string, row = bondRow("VICB2405")) =>
  BOND_COLUMNS.find((column) => column.key === key)?.cell(row).text;

describe("bond columns (price-board §2 Bonds)", () => {
  it("has the spec's columns in order", () => {
    expect(BOND_COLUMNS.map((column) => column.key)).toEqual([
      "sym",
      "issuer",
      "periodRemain",
      "PtTotalBidQtty",
      "PtBestBidQtty",
      "PtBestBidPrice",
      "ptMatchPrice",
      "ptMatchQtty",
      "ptMaxPrice",
      "ptMaxQtty",
      "ptMinPrice",
      "ptMinQtty",
      "ptBestOfferPrice",
      "ptBestOfferQtty",
      "PtTotalOfferQtty",
      "PtTotalTradedQtty",
      "PtTotalTradedValue",
    ]);
    expect(BOND_COLUMNS.every((column) => column.sortable)).toBe(true);
  });

  it.each([
    ["sym", "VICB2405"],
    ["issuer", "VIC"],
    ["periodRemain", "412"],
    ["PtTotalBidQtty", "1,500"],
    ["PtBestBidPrice", "101.20"],
    ["ptMatchPrice", "101.50"],
    ["ptMatchQtty", "200"],
    ["ptBestOfferPrice", "101.80"],
    ["PtTotalTradedQtty", "2,000"],
    ["PtTotalTradedValue", "203.00"],
  ])("shows %s as %s", (key, text) => {
    expect(cellText(key)).toBe(text);
  });

  it("shows a 1 VND tick with its third decimal and empty cells for no price or volume", () => {
    const row = bondRow("X", { ptMatchPrice: 97_067, ptMatchQtty: 0, PtTotalTradedValue: 0 });
    expect(cellText("ptMatchPrice", row)).toBe("97.067");
    expect(cellText("ptMatchQtty", row)).toBe("");
    expect(cellText("PtTotalTradedValue", row)).toBe("");
  });

  it("rounds the value to hundredths of a million and keeps a matured bond's 0 days", () => {
    expect(bondValueText(9_706_700)).toBe("9.71");
    expect(bondValueText(1_234_564_999)).toBe("1,234.56");
    expect(remainingDaysText(0)).toBe("0");
  });
});
