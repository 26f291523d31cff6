import type { EtfQuote, StockQuote } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { FlashMark } from "../realtime/protocol";
import { quoteRow } from "../testing/test-quotes";
import { STOCK_BOARD_COLUMNS } from "./board-columns";
import { cellClass, flashClass } from "./cell-class";
import {
  boardAveragePrice,
  boardVolume,
  cellPrice,
  cellView,
  changeText,
  type QuoteCellField,
} from "./cell-view";

// Reference 25,000 VND, ceiling 26,750, floor 23,250.
const row = (overrides: Partial<StockQuote> = {}): StockQuote =>
  quoteRow("ACB", { r: 25_000, c: 26_750, f: 23_250, ...overrides });

describe("changeText (price-board §4: forced negative when last < reference)", () => {
  it.each<[string, { lastPrice: number; r: number; ot: number }, "absolute" | "percent", string]>([
    ["a rise", { lastPrice: 25_550, r: 25_000, ot: 550 }, "absolute", "+0.55"],
    ["an unsigned fall is made negative", { lastPrice: 24_450, r: 25_000, ot: 550 }, "absolute", "-0.55"],
    ["a signed fall stays negative", { lastPrice: 24_450, r: 25_000, ot: -550 }, "absolute", "-0.55"],
    ["unchanged", { lastPrice: 25_000, r: 25_000, ot: 0 }, "absolute", "0.00"],
    ["no trade yet is empty", { lastPrice: 0, r: 25_000, ot: 0 }, "absolute", ""],
    ["percent of a rise", { lastPrice: 25_550, r: 25_000, ot: 550 }, "percent", "+2.20%"],
    ["percent of a fall", { lastPrice: 23_250, r: 25_000, ot: 1_750 }, "percent", "-7.00%"],
  ])("%s", (_rule, prices, mode, expected) => {
    expect(changeText(prices, mode)).toBe(expected);
  });
});

describe("board rounding (decisions: whole volume units, averages on two decimals)", () => {
  it.each<[number, number]>([
    [22_933, 22_930],
    [22_935, 22_940],
    [22_930, 22_930],
    [22_934.6, 22_930],
    [22_934.99, 22_930],
    [22_995, 23_000],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])("average %d VND shows as %d", (vnd, shown) => {
    expect(boardAveragePrice(vnd)).toBe(shown);
  });

  it.each<[number, number]>([
    [1_958_893_516, 1_958_893_520],
    [1_958_893_515, 1_958_893_520],
    [1_958_893_514, 1_958_893_510],
    [22_410, 22_410],
    [4, 0],
    [0, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("volume %d shares shows as %d", (shares, shown) => {
    expect(boardVolume(shares)).toBe(shown);
  });
});

describe("cellView", () => {
  it.each<[string, Partial<StockQuote>, QuoteCellField, string, string | null]>([
    ["reference is yellow", {}, "r", "25.00", "reference"],
    ["ceiling is purple", {}, "c", "26.75", "ceiling"],
    ["floor is cyan", {}, "f", "23.25", "floor"],
    ["a last price above reference is up", { lastPrice: 25_550 }, "lastPrice", "25.55", "up"],
    ["a last price below reference is down", { lastPrice: 24_450 }, "lastPrice", "24.45", "down"],
    [
      "a last price at ceiling takes the ceiling colour",
      { lastPrice: 26_750 },
      "lastPrice",
      "26.75",
      "ceiling",
    ],
    ["a last price at floor takes the floor colour", { lastPrice: 23_250 }, "lastPrice", "23.25", "floor"],
    ["the symbol takes the last price's colour", { lastPrice: 24_450 }, "sym", "ACB", "down"],
    [
      "the last volume is ×10, coloured as the price",
      { lastPrice: 25_550, lastVolume: 15_900 },
      "lastVolume",
      "1,590",
      "up",
    ],
    ["the change is forced negative", { lastPrice: 24_450, ot: 550 }, "ot", "-0.55", "down"],
    ["a bid level is coloured by its price", { price1: 24_900, vol1: 1_000 }, "price1", "24.90", "down"],
    ["a bid volume is coloured by its price", { price1: 24_900, vol1: 1_000 }, "vol1", "100", "down"],
    ["an offer level at ceiling", { price4: 26_750, vol4: 500 }, "price4", "26.75", "ceiling"],
    ["an empty level is an empty cell", { price6: 0, vol6: 0 }, "price6", "", "reference"],
    ["the total volume is neutral", { lot: 253_400 }, "lot", "25,340", null],
    ["average, high and low are coloured", { highPrice: 25_100 }, "highPrice", "25.10", "up"],
    ["a zero foreign volume is empty", { fBVol: 0 }, "fBVol", "", null],
    ["a zero foreign room is empty, as every zero volume", { fRoom: 0 }, "fRoom", "", null],
    ["the foreign room ×10 in whole units", { fRoom: 1_958_893_516 }, "fRoom", "195,889,352", null],
    ["the foreign room rounds half up", { fRoom: 295_563_005 }, "fRoom", "29,556,301", null],
    [
      "the foreign room rounds a remainder below half down",
      { fRoom: 295_563_004 },
      "fRoom",
      "29,556,300",
      null,
    ],
    ["a total with odd shares in whole units", { lot: 22_415 }, "lot", "2,242", null],
    ["a positive volume below one unit still shows", { fBVol: 3 }, "fBVol", "0", null],
    ["the average has two decimals", { avePrice: 24_933 }, "avePrice", "24.93", "down"],
    ["the average rounds half up", { avePrice: 25_005 }, "avePrice", "25.01", "up"],
    [
      "the average is coloured as shown: 24,996 reads 25.00, the reference",
      { avePrice: 24_996 },
      "avePrice",
      "25.00",
      "reference",
    ],
    ["no average before the first trade", { avePrice: 0 }, "avePrice", "", "reference"],
    ["over-bid ×10", { overBuy: 325_600 }, "overBuy", "32,560", null],
    ["no trade yet leaves the match price empty", { lastPrice: 0 }, "lastPrice", "", "reference"],
  ])("%s", (_rule, overrides, field, text, colour) => {
    expect(cellView(row(overrides), field, "absolute")).toEqual({ text, colour });
  });

  it("marks a level with volume but no price as an at-the-open/close order", () => {
    expect(cellView(row({ price1: 0, vol1: 5_000 }), "price1", "absolute")).toEqual({
      text: "",
      colour: null,
      marketOrder: true,
    });
  });

  it("shows iNav and iIndex ÷1000 on ETF rows only (price-board §5)", () => {
    const etf: EtfQuote = { ...row(), type: "E", iNav: 39_131, iIndex: 2_500_710 };
    expect(cellView(etf, "iNav", "absolute").text).toBe("39.13");
    expect(cellView(etf, "iIndex", "absolute").text).toBe("2,500.71");
    expect(cellView(row(), "iNav", "absolute").text).toBe("");
  });

  it("trades at the clicked price level", () => {
    const quote = row({ price1: 24_900, price4: 25_100, lastPrice: 25_000 });
    expect(cellPrice(quote, "price1")).toBe(24_900);
    expect(cellPrice(quote, "price4")).toBe(25_100);
    expect(cellPrice(quote, "lastPrice")).toBe(25_000);
    expect(cellPrice(quote, "vol1")).toBe(0);
  });
});

describe("cell classes", () => {
  it.each<[FlashMark | undefined, string]>([
    [undefined, ""],
    [{ dir: "up", n: 1 }, "flash-up-1"],
    [{ dir: "up", n: 2 }, "flash-up-0"],
    [{ dir: "down", n: 7 }, "flash-down-1"],
  ])("flash %j → %s", (mark, expected) => {
    expect(flashClass(mark)).toBe(expected);
  });

  it("joins kind, group, tradable, colour and flash", () => {
    const lastPrice = STOCK_BOARD_COLUMNS.find((column) => column.field === "lastPrice");
    if (lastPrice === undefined) throw new Error("no lastPrice column");
    expect(cellClass(lastPrice, "up", { dir: "down", n: 4 })).toBe(
      "cell cell-price group-match tradable c-up flash-down-0",
    );
  });
});
