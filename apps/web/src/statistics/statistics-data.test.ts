import { describe, expect, it } from "vitest";
import {
  concatMarkets,
  floorOfMarket,
  netColour,
  netValueText,
  netVolumeText,
  statisticsSymbols,
} from "./statistics-data";

describe("floorOfMarket", () => {
  it.each([
    ["10", "HOSE"],
    ["02", "HNX"],
    ["03", "UPCOM"],
    ["11", "11"],
  ])("market %s is %s", (mc, floor) => {
    expect(floorOfMarket(mc)).toBe(floor);
  });
});

describe("concatMarkets", () => {
  it("joins the markets' ranked lists in market order (§7: arrays concatenated)", () => {
    expect(concatMarkets([["A1", "A2"], [], ["C1"]])).toEqual(["A1", "A2", "C1"]);
  });
});

describe("statisticsSymbols", () => {
  it("lists each symbol of both top tables once, in table order", () => {
    expect(statisticsSymbols([{ sym: "ACB" }, { sym: "SHS" }], [{ sym: "FPT" }, { sym: "ACB" }])).toEqual([
      "ACB",
      "SHS",
      "FPT",
    ]);
  });
});

describe("net figures", () => {
  it.each([
    [64_500, "+6,450"],
    [-10_000, "-1,000"],
    [-10_005, "-1,001"],
    [0, "0"],
    [-3, "0"],
    [1_234_567_890, "+123,456,789"],
  ])("net volume %d shares reads %s (board units of 10)", (shares, text) => {
    expect(netVolumeText(shares)).toBe(text);
  });

  it.each([
    [1_377_860_000, "+1.38"],
    [-864_100_000, "-0.86"],
    [0, "0.00"],
    [12_345_678_901_234, "+12,345.68"],
  ])("net value %d VND reads %s billions", (vnd, text) => {
    expect(netValueText(vnd)).toBe(text);
  });

  it.each([
    [5, "up"],
    [-5, "down"],
    [0, "reference"],
  ] as const)("a net of %d is coloured %s", (value, colour) => {
    expect(netColour(value)).toBe(colour);
  });
});
