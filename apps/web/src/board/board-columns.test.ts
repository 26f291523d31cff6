import { DEFAULT_PRICE_BOARD_SETTINGS, type BoardColumn } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  columnSortField,
  gridTemplate,
  headerSpans,
  settingsSortFields,
  shownSortFields,
  sortForChangeMode,
  STOCK_BOARD_COLUMNS,
  visibleColumns,
  withWarrantColumns,
  type CellField,
} from "./board-columns";
import { DEFAULT_WARRANT_HIDDEN } from "./warrant-column-setting";

/** The sum of a template's minimum track widths in pixels, for a board font of `fontPx`. */
function minimumPixels(template: string, fontPx: number): number {
  return [...template.matchAll(/minmax\(([\d.]+)(px|em)|(?:^|\s)([\d.]+)px/g)].reduce((sum, match) => {
    if (match[3] !== undefined) return sum + Number(match[3]);
    return sum + Number(match[1]) * (match[2] === "em" ? fontPx : 1);
  }, 0);
}

const fields = (shown: readonly BoardColumn[], etf = false): CellField[] =>
  visibleColumns(shown, etf).map((column) => column.field);

const ALWAYS: CellField[] = [
  "sym",
  "r",
  "c",
  "f",
  "price3",
  "vol3",
  "price2",
  "vol2",
  "price1",
  "vol1",
  "lastPrice",
  "lastVolume",
  "ot",
  "price4",
  "vol4",
  "price5",
  "vol5",
  "price6",
  "vol6",
];

describe("visibleColumns (price-board §2, §3 Price-board settings)", () => {
  it("shows the default columns in the spec's order, RSI and MACD hidden", () => {
    expect(fields(DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow)).toEqual([
      ...ALWAYS,
      "lot",
      "overBuy",
      "overSell",
      "avePrice",
      "highPrice",
      "lowPrice",
      "fBVol",
      "fSVolume",
      "fRoom",
    ]);
  });

  it("keeps the symbol, prices, depth and match columns when every option is hidden", () => {
    expect(fields([])).toEqual(ALWAYS);
  });

  it.each<[BoardColumn, CellField[]]>([
    ["totalVolume", ["lot"]],
    ["overBuy", ["overBuy"]],
    ["overSell", ["overSell"]],
    ["avePrice", ["avePrice"]],
    ["highPrice", ["highPrice"]],
    ["lowPrice", ["lowPrice"]],
    ["foreign", ["fBVol", "fSVolume", "fRoom"]],
    ["rsi", ["rsi"]],
    ["macd", ["macd"]],
  ])("setting %s shows %j", (setting, expected) => {
    expect(fields([setting])).toEqual([...ALWAYS, ...expected]);
  });

  it("puts iNav and iIndex in the over-buy and over-sell places on the ETF board", () => {
    const etf = fields(["totalVolume", "overBuy", "overSell", "avePrice"], true);
    expect(etf.slice(ALWAYS.length)).toEqual(["lot", "iNav", "iIndex", "avePrice"]);
    expect(etf).not.toContain("overBuy");
  });

  it("hides iNav and iIndex with the over-buy and over-sell settings", () => {
    expect(fields(["overSell"], true).slice(ALWAYS.length)).toEqual(["iIndex"]);
  });

  it("gives every column of the board one field", () => {
    const all = STOCK_BOARD_COLUMNS.map((column) => column.field);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("the covered-warrant columns (price-board §2, §3 Covered warrant extras)", () => {
  const warrantFields = (hidden: readonly string[]) =>
    withWarrantColumns(visibleColumns(["totalVolume"], false), hidden).map((column) => column.field);

  it("follow the symbol: underlying and its price, exercise, ratio, breakeven, difference, issuer, type, maturity", () => {
    expect(warrantFields([])).toEqual([
      "sym",
      "CWUnderlying",
      "stockPrice",
      "CWExcersisePrice",
      "CWExerciseRatio",
      "dhv",
      "dif",
      "CWIssuerName",
      "CWType",
      "CWMaturityDate",
      ...ALWAYS.slice(1),
      "lot",
    ]);
  });

  it("leave out the hidden ones", () => {
    const fields = warrantFields(["dhv", "CWIssuerName"]);
    expect(fields).not.toContain("dhv");
    expect(fields).not.toContain("CWIssuerName");
    expect(fields).toContain("dif");
  });

  it("group the underlying's symbol and price, and the breakeven and difference, under one title each", () => {
    const spans = headerSpans(withWarrantColumns(visibleColumns([], false), [])).map((span) =>
      span.group === null ? span.column.field : `${span.group}:${span.columns.length}`,
    );
    expect(spans.slice(0, 6)).toEqual([
      "sym",
      "underlying:2",
      "CWExcersisePrice",
      "CWExerciseRatio",
      "breakeven:2",
      "CWIssuerName",
    ]);
  });

  it("all sort, by the warrant's own fields or the board's derived ones", () => {
    const columns = withWarrantColumns(visibleColumns([], false), []);
    const fields = shownSortFields(columns, "absolute");
    for (const field of ["CWUnderlying", "stockPrice", "dhv", "dif", "CWExerciseRatio", "CWMaturityDate"])
      expect(fields).toContain(field);
  });

  it("keep a saved warrant sort on other boards, but drop one whose column the warrant board hides", () => {
    expect(settingsSortFields([], "absolute", [])).toContain("dhv");
    expect(settingsSortFields([], "absolute", ["dhv"])).not.toContain("dhv");
  });

  it("fit a 1920 px screen with the default columns and the default warrant columns", () => {
    const columns = withWarrantColumns(
      visibleColumns(DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow, false),
      DEFAULT_WARRANT_HIDDEN,
    );
    // At the 12 px font of screens from 1450 px; the warrant columns need a 1920 px screen whole.
    expect(minimumPixels(gridTemplate(columns, false), 12)).toBeLessThanOrEqual(1_920 - 17);
  });
});

describe("price clicks", () => {
  it("sell into bids, buy from offers and at the match price", () => {
    const sides = Object.fromEntries(
      STOCK_BOARD_COLUMNS.filter((column) => column.ticketSide !== undefined).map((column) => [
        column.field,
        column.ticketSide,
      ]),
    );
    expect(sides).toEqual({
      price1: "S",
      price2: "S",
      price3: "S",
      lastPrice: "B",
      price4: "B",
      price5: "B",
      price6: "B",
    });
  });
});

describe("sort fields", () => {
  const column = (field: CellField) => {
    const found = [...STOCK_BOARD_COLUMNS, ...visibleColumns(["overBuy"], true)].find(
      (c) => c.field === field,
    );
    if (found === undefined) throw new Error(field);
    return found;
  };

  it.each<[CellField, "absolute" | "percent", string | null]>([
    ["ot", "absolute", "ot"],
    ["ot", "percent", "changePc"],
    ["lastPrice", "percent", "lastPrice"],
    ["sym", "absolute", "sym"],
    ["iNav", "absolute", null],
    ["rsi", "absolute", null],
    ["macd", "absolute", null],
  ])("%s in %s mode sorts by %s", (field, mode, expected) => {
    expect(columnSortField(column(field), mode)).toBe(expected);
  });

  it("lists the shown sortable fields, so a hidden column's sort is dropped", () => {
    const shown = shownSortFields(visibleColumns(["totalVolume", "rsi"], false), "percent");
    expect(shown).toContain("lot");
    expect(shown).toContain("changePc");
    expect(shown).not.toContain("ot");
    expect(shown).not.toContain("fRoom");
    expect(shown).not.toContain("rsi");
  });

  it.each([
    [
      { field: "ot", direction: "desc" } as const,
      "percent" as const,
      { field: "changePc", direction: "desc" },
    ],
    [
      { field: "changePc", direction: "asc" } as const,
      "absolute" as const,
      { field: "ot", direction: "asc" },
    ],
    [{ field: "lot", direction: "asc" } as const, "percent" as const, { field: "lot", direction: "asc" }],
    [null, "percent" as const, null],
  ])("a sort on the change column follows its mode: %j → %s", (sort, mode, expected) => {
    expect(sortForChangeMode(sort, mode)).toEqual(expected);
  });
});

describe("header layout", () => {
  it("merges each group's consecutive columns under one title", () => {
    const spans = headerSpans(visibleColumns(["foreign", "totalVolume"], false)).map((span) =>
      span.group === null ? span.column.field : `${span.group}:${span.columns.length}`,
    );
    expect(spans).toEqual(["sym", "r", "c", "f", "buy:6", "match:3", "sell:6", "lot", "foreign:3"]);
  });

  it("gives the grid a track per column, the pin checkbox and the watchlist's remove button", () => {
    const columns = visibleColumns([], false);
    const tracks = (template: string) => template.match(/minmax\(|\b18px\b/g) ?? [];
    expect(tracks(gridTemplate(columns, false))).toHaveLength(columns.length + 1);
    expect(tracks(gridTemplate(columns, true))).toHaveLength(columns.length + 2);
  });

  // The sum of the tracks' minimum widths, in pixels, at the board's 11 px font (below 1450 px).
  const minimumWidth = (template: string) => minimumPixels(template, 11);

  it.each<[string, readonly BoardColumn[], boolean, boolean]>([
    ["the default columns", DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow, false, false],
    ["the default ETF columns", DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow, true, false],
    [
      "a watchlist with the default columns",
      DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow,
      false,
      true,
    ],
  ])("%s fit a 1366 px screen beside a 17 px scrollbar", (_case, shown, etf, removable) => {
    const template = gridTemplate(visibleColumns(shown, etf), removable);
    expect(minimumWidth(template)).toBeGreaterThan(1_000);
    expect(minimumWidth(template)).toBeLessThanOrEqual(1_366 - 17);
  });

  it("gives the foreign room room for nine digits and the day's total more than a volume", () => {
    const columns = visibleColumns(["foreign", "totalVolume"], false);
    // The first track is the pin checkbox; then one per column, in order.
    const minimums = [...gridTemplate(columns, false).matchAll(/minmax\(([\d.]+)em/g)].map(
      (m) => Number(m[1]) * 12,
    );
    const width = Object.fromEntries(columns.map((column, i) => [column.field, minimums[i] ?? 0]));
    expect(width["fRoom"]).toBeGreaterThanOrEqual(72);
    expect(width["lot"]).toBeGreaterThan(width["vol1"] ?? Infinity);
  });
});
