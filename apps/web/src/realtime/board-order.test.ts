import type { StockQuote } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { quoteRow } from "../testing/test-quotes";
import { boardOrder, sameOrder } from "./board-order";
import type { BoardSort } from "./protocol";

const rows = new Map<string, StockQuote>([
  ["FPT", quoteRow("FPT", { lastPrice: 120_000, ot: 500, lot: 900, cl: "i" })],
  ["ACB", quoteRow("ACB", { lastPrice: 23_000, ot: -150, lot: 900, cl: "d" })],
  ["VNM", quoteRow("VNM", { lastPrice: 0, ot: 0, lot: 0, cl: "" })],
  ["HPG", quoteRow("HPG", { lastPrice: 27_500, ot: 0, lot: 4_000, cl: "r" })],
]);
const rowOf = (symbol: string) => rows.get(symbol);
// The board's own order (a watchlist's, say), with a symbol whose row has not arrived.
const board = ["VNM", "FPT", "NEW", "ACB", "HPG"];

describe("boardOrder", () => {
  it.each<[string, BoardSort | null, string[]]>([
    ["null keeps the board's own order", null, ["VNM", "FPT", "NEW", "ACB", "HPG"]],
    ["sym ascending", { field: "sym", direction: "asc" }, ["ACB", "FPT", "HPG", "NEW", "VNM"]],
    ["sym descending", { field: "sym", direction: "desc" }, ["VNM", "NEW", "HPG", "FPT", "ACB"]],
    [
      "price descending: zero (no trade) and no row last",
      { field: "lastPrice", direction: "desc" },
      ["FPT", "HPG", "ACB", "NEW", "VNM"],
    ],
    [
      "price ascending: zero and no row still last",
      { field: "lastPrice", direction: "asc" },
      ["ACB", "HPG", "FPT", "NEW", "VNM"],
    ],
    [
      "volume descending: ties by symbol ascending",
      { field: "lot", direction: "desc" },
      ["HPG", "ACB", "FPT", "NEW", "VNM"],
    ],
    [
      "volume ascending: ties by symbol ascending too",
      { field: "lot", direction: "asc" },
      ["ACB", "FPT", "HPG", "NEW", "VNM"],
    ],
    [
      "change ascending: 0 is unchanged, a value between falls and rises",
      { field: "ot", direction: "asc" },
      ["ACB", "HPG", "VNM", "FPT", "NEW"],
    ],
    ["change descending", { field: "ot", direction: "desc" }, ["FPT", "HPG", "VNM", "ACB", "NEW"]],
    [
      "a text field by code order, empty last",
      { field: "cl", direction: "asc" },
      ["ACB", "FPT", "HPG", "NEW", "VNM"],
    ],
  ])("%s", (_name, sort, expected) => {
    expect(boardOrder(board, sort, rowOf)).toEqual(expected);
  });

  it("returns a new list, leaving the board's untouched", () => {
    const symbols = ["FPT", "ACB"];
    const order = boardOrder(symbols, { field: "sym", direction: "asc" }, rowOf);
    expect(order).toEqual(["ACB", "FPT"]);
    expect(symbols).toEqual(["FPT", "ACB"]);
    expect(boardOrder(symbols, null, rowOf)).not.toBe(symbols);
  });
});

describe("sameOrder", () => {
  it.each([
    [["A", "B"], ["A", "B"], true],
    [["A", "B"], ["B", "A"], false],
    [["A"], ["A", "B"], false],
    [[], [], true],
  ])("%j vs %j → %s", (a, b, expected) => {
    expect(sameOrder(a, b)).toBe(expected);
  });
});
