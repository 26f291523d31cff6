import { describe, expect, it } from "vitest";
import {
  DERIVATIVE_COLUMNS,
  derivativeGridTemplate,
  derivativeHeaderSpans,
  derivativeSortFields,
  visibleDerivativeColumns,
} from "./derivative-columns";

const fields = (show: boolean) => visibleDerivativeColumns(show).map((column) => column.field);

describe("the derivative board's columns (price-board §2)", () => {
  it("runs symbol, prices, bids, match with the difference, asks, totals, open interest, foreign", () => {
    expect(fields(true)).toEqual([
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
      "lv",
      "change",
      "difference",
      "price4",
      "vol4",
      "price5",
      "vol5",
      "price6",
      "vol6",
      "lot",
      "overBuy",
      "overSell",
      "oi",
      "highPrice",
      "lowPrice",
      "avePrice",
      "fBVol",
      "fSVolume",
    ]);
  });

  it.each([
    [true, true],
    [false, false],
  ])("over-buy/over-sell shown %s: present %s", (show, present) => {
    expect(fields(show).includes("overBuy")).toBe(present);
    expect(fields(show).includes("overSell")).toBe(present);
    expect(fields(show)).toHaveLength(DERIVATIVE_COLUMNS.length - (present ? 0 : 2));
  });

  it("sorts by every shown column but the difference", () => {
    const sortable = derivativeSortFields(visibleDerivativeColumns(false));
    expect(sortable).not.toContain("difference");
    expect(sortable).not.toContain("overBuy");
    expect(sortable).toContain("oi");
    expect(sortable).toHaveLength(DERIVATIVE_COLUMNS.length - 3);
  });

  it("groups bids, match, asks and foreign under one header each", () => {
    const spans = derivativeHeaderSpans(visibleDerivativeColumns(true));
    expect(
      spans.map((span) => (span.group === null ? span.column.field : `${span.group}:${span.columns.length}`)),
    ).toEqual([
      "sym",
      "r",
      "c",
      "f",
      "buy:6",
      "match:4",
      "sell:6",
      "lot",
      "overBuy",
      "overSell",
      "oi",
      "highPrice",
      "lowPrice",
      "avePrice",
      "foreign:2",
    ]);
  });

  it("gives every column a track", () => {
    const columns = visibleDerivativeColumns(true);
    expect(derivativeGridTemplate(columns).split(" minmax").length).toBe(columns.length);
  });
});
