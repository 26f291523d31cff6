import type { StockQuote, WarrantQuote } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { BoardSort } from "../realtime/protocol";
import { quoteRow } from "../testing/test-quotes";
import { derivedWarrantOrder } from "./warrant-order";

const warrant = (sym: string, underlying: string, fields: Partial<WarrantQuote>): WarrantQuote => ({
  ...quoteRow(sym, { r: 1_000, lastPrice: 1_000 }),
  type: "W",
  cwSym: sym,
  CWUnderlying: underlying,
  CWIssuerName: "SSI",
  CWType: "C",
  CWMaturityDate: "20261231",
  CWLastTradingDate: "20261229",
  CWExcersisePrice: 20_000,
  CWExerciseRatio: "2:1",
  CWListedShare: 1_000_000,
  stockSym: underlying,
  stockLastPrice: 0,
  stockCeil: 0,
  stockFloor: 0,
  stockReference: 0,
  ...fields,
});

// Breakevens: A 22,000, B 30,000 (ratio 10:1), C 21,000, D none (unreadable ratio).
const ROWS: Readonly<Record<string, StockQuote>> = {
  A: warrant("A", "FPT", {}),
  B: warrant("B", "HPG", { CWExerciseRatio: "10:1" }),
  C: warrant("C", "FPT", { CWExcersisePrice: 19_000 }),
  D: warrant("D", "HPG", { CWExerciseRatio: "?" }),
  FPT: quoteRow("FPT", { lastPrice: 25_000 }),
  HPG: quoteRow("HPG", { lastPrice: 28_000 }),
};
const LINKS = { A: "FPT", B: "HPG", C: "FPT", D: "HPG", E: "FPT" };
const rowOf = (symbol: string) => ROWS[symbol];

describe("derivedWarrantOrder (price-board §4 Sorting, the worker's rules)", () => {
  it.each<[BoardSort, string[]]>([
    [{ field: "dhv", direction: "desc" }, ["B", "A", "C", "D", "E"]],
    [{ field: "dhv", direction: "asc" }, ["C", "A", "B", "D", "E"]],
    // Differences: A 3,000, B −2,000, C 4,000.
    [{ field: "dif", direction: "desc" }, ["C", "A", "B", "D", "E"]],
    [{ field: "dif", direction: "asc" }, ["B", "A", "C", "D", "E"]],
    // Ratios 2, 10, 2: ties by symbol.
    [{ field: "CWExerciseRatio", direction: "desc" }, ["B", "A", "C", "D", "E"]],
    // Underlying prices: FPT 25,000, HPG 28,000; E has no row and sorts last.
    [{ field: "stockPrice", direction: "desc" }, ["B", "D", "A", "C", "E"]],
    [{ field: "stockPrice", direction: "asc" }, ["A", "C", "B", "D", "E"]],
  ])("%j", (sort, expected) => {
    expect(derivedWarrantOrder(["A", "B", "C", "D", "E"], sort, LINKS, rowOf)).toEqual(expected);
  });
});
