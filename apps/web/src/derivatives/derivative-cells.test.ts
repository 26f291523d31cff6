import type { DerivativeRow } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  derivativeCellView,
  indexDifference,
  indexDifferenceColour,
  indexDifferenceText,
  rowChange,
} from "./derivative-cells";

/** VN30F2602 as the demo server answered it at 09:20. */
const ROW: DerivativeRow = {
  sym: "VN30F2602",
  r: 194_740,
  c: 208_370,
  f: 181_110,
  lastPrice: 194_580,
  lv: 2,
  change: -160,
  lot: 9,
  avePrice: 194_569,
  highPrice: 194_620,
  lowPrice: 194_520,
  oi: 9,
  fBVol: 0,
  fSVolume: 3,
  overBuy: 305,
  overSell: 217,
  productId: "VN30F",
  matureDate: "20260219",
  price1: 194_570,
  price2: 0,
  price3: 0,
  price4: 194_590,
  price5: 208_370,
  price6: 0,
  vol1: 118,
  vol2: 7,
  vol3: 0,
  vol4: 32,
  vol5: 31,
  vol6: 0,
  g1: "194570|118|d",
  g2: "0|7|",
  g3: "0|0|",
  g4: "194590|32|d",
  g5: "208370|31|c",
  g6: "0|0|",
  g7: "305|217|",
  seq: 63,
};

describe("the difference from the index (last − index)", () => {
  it.each([
    [194_580, 194_700, -120, "-1.20", "down"],
    [194_580, 194_523, 57, "+0.57", "up"],
    [194_580, 194_580, 0, "0.00", "reference"],
    [0, 194_700, null, "", null],
    [194_580, null, null, "", null],
    [194_580, 0, null, "", null],
  ] as const)("last %i, index %j: %j reads %j (%s)", (last, index, difference, text, colour) => {
    const value = indexDifference(last, index);
    expect(value).toBe(difference);
    expect(indexDifferenceText(value)).toBe(text);
    expect(indexDifferenceColour(value)).toBe(colour);
  });
});

describe("rowChange", () => {
  it.each([
    [{ lastPrice: 194_580, r: 194_740, change: -160 }, -160],
    // The feed's change can arrive unsigned: below the reference it is negative (price-board §4).
    [{ lastPrice: 194_580, r: 194_740, change: 160 }, -160],
    [{ lastPrice: 194_900, r: 194_740, change: 160 }, 160],
    [{ lastPrice: 0, r: 194_740, change: 0 }, null],
  ])("%j → %j", (row, change) => {
    expect(rowChange(row)).toBe(change);
  });
});

describe("derivativeCellView", () => {
  it.each([
    ["sym", "VN30F2602", "down"],
    ["r", "1,947.4", "reference"],
    ["c", "2,083.7", "ceiling"],
    ["f", "1,811.1", "floor"],
    ["lastPrice", "1,945.8", "down"],
    ["lv", "2", "down"],
    ["change", "-1.6", "down"],
    ["price1", "1,945.7", "down"],
    ["vol1", "118", "down"],
    ["price3", "", "reference"],
    ["vol3", "", "reference"],
    ["price5", "2,083.7", "ceiling"],
    ["avePrice", "1,945.7", "down"],
    ["highPrice", "1,946.2", "down"],
    ["lot", "9", null],
    ["overBuy", "305", null],
    ["overSell", "217", null],
    ["oi", "9", null],
    ["fBVol", "", null],
    ["fSVolume", "3", null],
  ] as const)("%s reads %j (%s)", (field, text, colour) => {
    expect(derivativeCellView(ROW, field, "points")).toEqual({ text, colour });
  });

  it("marks a depth level with volume and no price as an ATO/ATC order", () => {
    expect(derivativeCellView(ROW, "price2", "points")).toEqual({
      text: "",
      colour: null,
      marketOrder: true,
    });
  });

  it("shows bond futures in thousands of VND", () => {
    const bond = { ...ROW, productId: "GB05F", r: 105_740, c: 108_912, f: 102_568, lastPrice: 105_750 };
    expect(derivativeCellView(bond, "c", "vnd").text).toBe("108.912");
    expect(derivativeCellView(bond, "lastPrice", "vnd")).toEqual({ text: "105.75", colour: "up" });
  });
});
