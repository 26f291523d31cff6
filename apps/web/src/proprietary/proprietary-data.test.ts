import type { ProprietaryDay } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { chartBars, netSign, summaryView, tableRows, tradingDayText } from "./proprietary-data";

const day = (date: string, buyValue: number, sellValue: number): ProprietaryDay => ({
  TradingDate: date,
  TBuyVol: 1_000,
  TBuyVal: buyValue,
  TSellVol: 400,
  TSellVal: sellValue,
});

describe("proprietary figures (price-board §2, §5)", () => {
  it("summarises the day: volumes ÷10, values in thousands, nets signed", () => {
    expect(
      summaryView({
        TradingDate: "2026-02-10",
        TBuyVol: 36_000,
        TBuyVal: 1_556_535_000,
        TSellVol: 42_200,
        TSellVal: 874_895_000,
      }),
    ).toEqual({
      buyVolume: "3,600",
      buyValue: "1,556,535",
      sellVolume: "4,220",
      sellValue: "874,895",
      netVolume: "-620",
      netValue: "681,640",
      netVolumeSign: "negative",
      netValueSign: "positive",
    });
  });

  it("counts zero as positive", () => {
    expect(netSign(0)).toBe("positive");
    expect(netSign(-1)).toBe("negative");
  });

  it("makes a table row per symbol with its nets", () => {
    const rows = tableRows([
      { ...day("2026-02-10", 5_000_000, 7_000_000), Ticker: "FPT" },
      { ...day("2026-02-10", 9_000_000, 1_000_000), Ticker: "ACB" },
    ]);
    expect([...rows.keys()]).toEqual(["FPT", "ACB"]);
    expect(rows.get("FPT")).toEqual({
      sym: "FPT",
      TBuyVol: 1_000,
      TBuyVal: 5_000_000,
      TSellVol: 400,
      TSellVal: 7_000_000,
      netVol: 600,
      netVal: -2_000_000,
    });
  });

  it("draws bars of net value in billions, green up from the zero line and red down", () => {
    const { bars, zeroY } = chartBars(
      [
        day("2026-02-09", 30_000_000_000, 0),
        day("2026-02-10", 0, 10_000_000_000),
        day("2026-02-11", 5_000_000, 5_000_000),
      ],
      300,
      100,
    );
    expect(zeroY).toBe(75);
    expect(bars.map((bar) => [bar.label, bar.valueText, bar.sign, bar.colour])).toEqual([
      ["09/02", "30.00", "positive", "#07BA07"],
      ["10/02", "-10.00", "negative", "#E63232"],
      ["11/02", "0.00", "positive", "#07BA07"],
    ]);
    const [up, down, flat] = bars;
    expect(up).toMatchObject({ x: 20, y: 0, width: 60, height: 75 });
    expect(down).toMatchObject({ x: 120, y: 75, height: 25 });
    expect(flat).toMatchObject({ height: 0 });
  });

  it("rounds a net value to hundredths of a billion, half up", () => {
    const { bars } = chartBars(
      [day("2026-02-10", 12_345_678_901, 0), day("2026-02-11", 0, 12_345_678_901)],
      200,
      50,
    );
    expect(bars.map((bar) => bar.valueText)).toEqual(["12.35", "-12.35"]);
  });

  it("puts the zero line in the middle when no day has a net", () => {
    expect(chartBars([day("2026-02-10", 0, 0)], 100, 80).zeroY).toBe(40);
    expect(chartBars([], 100, 80).bars).toEqual([]);
  });
});

describe("tradingDayText", () => {
  it.each([
    ["2026-02-10", "vi", "10/02/2026"],
    ["2026-02-10", "en", "10 Feb 2026"],
    ["2026-13-40", "vi", ""],
    ["10/02/2026", "en", ""],
  ] as const)("%s in %s is %j", (date, language, text) => {
    expect(tradingDayText(date, language)).toBe(text);
  });
});
