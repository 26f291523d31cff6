import type { StockQuote, WarrantQuote } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { quoteRow } from "../testing/test-quotes";
import {
  breakevenValue,
  issuerShortName,
  ratioValue,
  underlyingQuote,
  underlyingSymbol,
  warrantCellView,
  warrantPrice,
  warrantSortValue,
  type WarrantField,
} from "./warrant-cells";

/** A call on FPT: exercise 20,500 VND, 2 warrants per share, last 1,440 VND. */
function warrant(overrides: Partial<WarrantQuote> = {}): WarrantQuote {
  const base = quoteRow("CFPT2501", { r: 1_400, c: 2_240, f: 640, lastPrice: 1_440 });
  return {
    ...base,
    type: "W",
    cwSym: "CFPT2501",
    CWUnderlying: "FPT",
    CWIssuerName: "Công ty Cổ phần Chứng khoán SSI",
    CWType: "C",
    CWMaturityDate: "20260918",
    CWLastTradingDate: "20260916",
    CWExcersisePrice: 20_500,
    CWExerciseRatio: "2:1",
    CWListedShare: 6_700_000,
    stockSym: "FPT",
    stockLastPrice: 23_900,
    stockCeil: 24_600,
    stockFloor: 21_400,
    stockReference: 23_000,
    ...overrides,
  };
}

/** The underlying's live row: reference 23,000, ceiling 24,600, floor 21,400. */
const share = (overrides: Partial<StockQuote> = {}): StockQuote =>
  quoteRow("FPT", { r: 23_000, c: 24_600, f: 21_400, lastPrice: 24_000, ...overrides });

describe("warrantPrice: the breakeven's warrant price", () => {
  it.each([
    [{ lastPrice: 1_440, r: 1_400 }, 1_440],
    [{ lastPrice: 0, r: 510 }, 510],
  ])("%j uses %d", (row, price) => {
    expect(warrantPrice(row)).toBe(price);
  });
});

describe("underlyingQuote", () => {
  it("reads the underlying's live row, its reference before the first match", () => {
    expect(underlyingQuote(warrant(), share()).price).toBe(24_000);
    expect(underlyingQuote(warrant(), share({ lastPrice: 0 })).price).toBe(23_000);
  });

  it("falls back on the warrant row's copy until the underlying row is loaded", () => {
    expect(underlyingQuote(warrant(), undefined)).toEqual({
      price: 23_900,
      reference: 23_000,
      ceiling: 24_600,
      floor: 21_400,
    });
    expect(underlyingQuote(warrant({ stockLastPrice: 0 }), undefined).price).toBe(23_000);
  });
});

describe("breakeven (dhv) and difference (dif), price-board §3", () => {
  it.each<[string, Partial<WarrantQuote>, StockQuote | undefined, string, string]>([
    // 20,500 + 1,440 × 2 = 23,380; 24,000 − 23,380 = 620
    ["a 2:1 call", {}, share(), "23.38", "0.62"],
    ["before the first match: the reference price", { lastPrice: 0 }, share(), "23.30", "0.70"],
    // 53,700 + 510 × 6 = 56,760; 50,700 − 56,760 = −6,060
    [
      "a 6:1 call below its breakeven",
      { CWExcersisePrice: 53_700, CWExerciseRatio: "6:1", lastPrice: 510 },
      share({ lastPrice: 50_700, r: 50_600, c: 54_100, f: 47_100 }),
      "56.76",
      "-6.06",
    ],
    // 5.4537:1 → 10,000 + 1,000 × 5.4537 = 15,453.7 → "15.45"; 16,000 − 15,453.7 = 546.3 → "0.55"
    [
      "a fractional ratio, rounded once",
      { CWExcersisePrice: 10_000, CWExerciseRatio: "5.4537:1", lastPrice: 1_000 },
      share({ lastPrice: 16_000 }),
      "15.45",
      "0.55",
    ],
    ["the underlying's copy before its row loads", {}, undefined, "23.38", "0.52"],
    ["an unreadable ratio shows nothing", { CWExerciseRatio: "n/a" }, share(), "", ""],
    ["no exercise price shows nothing", { CWExcersisePrice: 0 }, share(), "", ""],
  ])("%s", (_case, overrides, underlying, dhv, dif) => {
    expect(warrantCellView(warrant(overrides), underlying, "dhv").text).toBe(dhv);
    expect(warrantCellView(warrant(overrides), underlying, "dif").text).toBe(dif);
  });

  it.each<[number, "up" | "down" | "reference"]>([
    [24_000, "up"],
    [23_380, "reference"],
    [23_000, "down"],
  ])("colours the difference by its sign (underlying %d)", (price, colour) => {
    expect(warrantCellView(warrant(), share({ lastPrice: price }), "dif").colour).toBe(colour);
  });

  it("gives the breakeven as an exact value for sorting", () => {
    expect(breakevenValue(warrant())).toBe(23_380);
    expect(
      breakevenValue(warrant({ CWExerciseRatio: "5.4537:1", CWExcersisePrice: 10_000, lastPrice: 1_000 })),
    ).toBeCloseTo(15_453.7);
    expect(breakevenValue(warrant({ CWExerciseRatio: "" }))).toBeNull();
  });
});

describe("the other warrant cells", () => {
  it.each<[WarrantField, string, string | null]>([
    ["CWUnderlying", "FPT", null],
    ["stockPrice", "24.00", "up"],
    ["CWExcersisePrice", "20.50", null],
    ["CWExerciseRatio", "2:1", null],
    ["CWIssuerName", "SSI", null],
    ["CWType", "C", null],
    ["CWMaturityDate", "18/09/2026", null],
  ])("%s reads %s", (field, text, colour) => {
    const view = warrantCellView(warrant(), share(), field);
    expect(view.text).toBe(text);
    expect(view.colour).toBe(colour);
  });

  it("keeps the issuer's full name as the tooltip", () => {
    expect(warrantCellView(warrant(), share(), "CWIssuerName").title).toBe("Công ty Cổ phần Chứng khoán SSI");
  });

  it("colours the underlying price against the underlying's own band", () => {
    expect(warrantCellView(warrant(), share({ lastPrice: 24_600 }), "stockPrice").colour).toBe("ceiling");
    expect(warrantCellView(warrant(), share({ lastPrice: 22_000 }), "stockPrice").colour).toBe("down");
  });
});

describe("issuerShortName", () => {
  it.each([
    ["Công ty Cổ phần Chứng khoán SSI", "SSI"],
    ["Công ty Cổ phần Chứng Khoán VPS", "VPS"],
    ["Công ty TNHH Chứng khoán ACB", "ACB"],
    ["Công ty Cổ phần Chứng khoán KIS Việt Nam", "KIS Việt Nam"],
    ["Vietcap", "Vietcap"],
    ["", ""],
  ])("%s → %s", (name, short) => {
    expect(issuerShortName(name)).toBe(short);
  });
});

describe("underlyingSymbol", () => {
  it.each([
    [{ stock_code: "CFPT2501", CWUnderlying: "FPT" }, "FPT"],
    // price-board §7: characters 2 to 4 of the code.
    [{ stock_code: "CHPG2402", CWUnderlying: "" }, "HPG"],
  ])("%j → %s", (entry, symbol) => {
    expect(underlyingSymbol(entry)).toBe(symbol);
  });
});

describe("ratioValue and warrantSortValue", () => {
  it.each([
    ["2:1", 2],
    ["10:1", 10],
    ["1:2", 0.5],
    ["5.4537:1", 5.4537],
    ["x", null],
  ])("ratio %s sorts as %s", (text, value) => {
    expect(ratioValue(text)).toBe(value);
  });

  it.each<[string, number | undefined]>([
    ["stockPrice", 24_000],
    ["CWExerciseRatio", 2],
    ["dhv", 23_380],
    ["dif", 620],
    ["lastPrice", undefined],
  ])("%s of a warrant sorts by %s", (field, value) => {
    expect(warrantSortValue(warrant(), share(), field)).toBe(value);
  });

  it("sorts a missing or non-warrant row last", () => {
    expect(warrantSortValue(undefined, share(), "dhv")).toBeUndefined();
    expect(warrantSortValue(share(), undefined, "dhv")).toBeUndefined();
  });
});
