import { describe, expect, it } from "vitest";
import {
  rankedByLive,
  topForeignRank,
  topVolumeRank,
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

describe("rankedByLive (displayed rankings stay ordered while figures move)", () => {
  const item = (sym: string, mc: string, lot: number) => ({ sym, mc, lot });
  it("orders each market by its live figure, markets in the list's order, ties as listed", () => {
    const list = [
      item("A", "10", 32_870),
      item("B", "10", 34_280),
      item("C", "10", 20_000),
      item("D", "02", 5),
      item("E", "02", 9),
    ];
    expect(rankedByLive(list, (entry) => entry.lot).map((entry) => entry.sym)).toEqual([
      "B",
      "A",
      "C",
      "E",
      "D",
    ]);
    expect(
      rankedByLive([item("X", "10", 1), item("Y", "10", 1)], (entry) => entry.lot).map((e) => e.sym),
    ).toEqual(["X", "Y"]);
  });

  it("ranks top volume by the live total and top foreign by live buy plus sell", () => {
    const volume = { sym: "A", mc: "10", lot: 100, lastPrice: 0, color: "" } as const;
    expect(topVolumeRank(volume, undefined)).toBe(100);
    expect(topVolumeRank(volume, { lot: 250 })).toBe(250);
    const foreign = { sym: "A", mc: "10", fBVol: 10, fSVolume: 5, lastPrice: 0 } as const;
    expect(topForeignRank(foreign, undefined)).toBe(15);
    expect(topForeignRank(foreign, { fBVol: 30, fSVolume: 20 })).toBe(50);
  });
});
