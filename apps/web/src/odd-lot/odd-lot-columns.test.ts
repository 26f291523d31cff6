import { describe, expect, it } from "vitest";
import { oddLotRow } from "../testing/test-rows";
import { ODD_LOT_COLUMNS, ticketPrice, ticketSide } from "./odd-lot-columns";

const text = (key: string, row = oddLotRow("ACB")) =>
  ODD_LOT_COLUMNS.find((column) => column.key === key)?.cell(row);

describe("odd-lot columns (price-board §2, §3 Odd-lot row)", () => {
  it("lays out bids best-last, the match, offers best-first and the total", () => {
    expect(ODD_LOT_COLUMNS.map((column) => column.key)).toEqual([
      "sym",
      "r",
      "c",
      "f",
      "bp3",
      "bv3",
      "bp2",
      "bv2",
      "bp1",
      "bv1",
      "lastPrice",
      "lastVolume",
      "ot",
      "sp1",
      "sv1",
      "sp2",
      "sv2",
      "sp3",
      "sv3",
      "lot",
    ]);
  });

  it("shows odd-lot volumes in shares coloured like their price, and empty levels empty", () => {
    const row = oddLotRow("ACB", { r: 22_950, bp1: 22_900, bv1: 55, sp3: 0, sv3: 0 });
    expect(text("bp1", row)).toEqual({ text: "22.90", colour: "down" });
    expect(text("bv1", row)).toEqual({ text: "55", colour: "down" });
    expect(text("sp3", row)).toEqual({ text: "", colour: null });
    expect(text("sv3", row)).toEqual({ text: "", colour: null });
    expect(text("r", row)).toEqual({ text: "22.95", colour: "reference" });
  });

  it.each([
    ["bp1", "S", 22_900],
    ["bp3", "S", 22_800],
    ["sp1", "B", 23_000],
    ["lastPrice", "B", 22_950],
    ["bv1", null, 0],
    ["sym", null, 0],
  ] as const)("a click on %s asks for side %s at %i", (key, side, price) => {
    expect(ticketSide(key)).toBe(side);
    expect(ticketPrice(oddLotRow("ACB"), key)).toBe(price);
  });
});
