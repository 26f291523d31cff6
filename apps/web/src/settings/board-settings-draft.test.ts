import { DEFAULT_PRICE_BOARD_SETTINGS, type PriceBoardSettings } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { defaultsKeepingTheme, withChart, withColumn, withPosition } from "./board-settings-draft";

const DEFAULTS = DEFAULT_PRICE_BOARD_SETTINGS;

describe("withColumn (shown and hidden lists stay complementary, in column order)", () => {
  it.each([
    {
      rule: "showing RSI moves it from hidden to shown, in column order",
      column: "rsi",
      shown: true,
      show: ["totalVolume", "overBuy", "overSell", "avePrice", "highPrice", "lowPrice", "foreign", "rsi"],
      hidden: ["macd"],
    },
    {
      rule: "hiding the foreign columns",
      column: "foreign",
      shown: false,
      show: ["totalVolume", "overBuy", "overSell", "avePrice", "highPrice", "lowPrice"],
      hidden: ["foreign", "rsi", "macd"],
    },
    {
      rule: "showing a shown column changes nothing",
      column: "avePrice",
      shown: true,
      show: DEFAULTS.priceBoardSettingColumnShow,
      hidden: DEFAULTS.priceBoardSettingColumnHidden,
    },
  ] as const)("$rule", ({ column, shown, show, hidden }) => {
    const next = withColumn(DEFAULTS, column, shown);
    expect(next.priceBoardSettingColumnShow).toEqual(show);
    expect(next.priceBoardSettingColumnHidden).toEqual(hidden);
  });
});

describe("withChart (index charts in the strip's order)", () => {
  it.each([
    {
      rule: "hiding VN100",
      from: DEFAULTS,
      code: "27",
      shown: false,
      show: ["10", "11", "02", "03"],
      hidden: ["27"],
    },
    {
      rule: "showing HNX again puts it back in its place",
      from: { ...DEFAULTS, priceBoardSettingChartShow: ["10", "03"], priceBoardSettingChartHidden: ["02"] },
      code: "02",
      shown: true,
      show: ["10", "02", "03"],
      hidden: [],
    },
    {
      rule: "codes the dialog does not offer are kept",
      from: { ...DEFAULTS, priceBoardSettingChartShow: ["12", "10"] },
      code: "11",
      shown: true,
      show: ["10", "11", "12"],
      hidden: [],
    },
    {
      rule: "hiding twice lists it once",
      from: { ...DEFAULTS, priceBoardSettingChartShow: ["10"], priceBoardSettingChartHidden: ["27"] },
      code: "27",
      shown: false,
      show: ["10"],
      hidden: ["27"],
    },
  ])("$rule", ({ from, code, shown, show, hidden }) => {
    const next = withChart(from as PriceBoardSettings, code, shown);
    expect(next.priceBoardSettingChartShow).toEqual(show);
    expect(next.priceBoardSettingChartHidden).toEqual(hidden);
  });
});

describe("withPosition and defaultsKeepingTheme", () => {
  it("sets where new watchlist symbols go", () => {
    expect(withPosition(DEFAULTS, "bottom").appendSymbolWatchListPosition).toBe("bottom");
  });

  it("resets everything but the theme", () => {
    const changed: PriceBoardSettings = {
      ...withPosition(withColumn(DEFAULTS, "rsi", true), "bottom"),
      priceBoardTheme: "classic",
    };
    expect(defaultsKeepingTheme(changed)).toEqual({ ...DEFAULTS, priceBoardTheme: "classic" });
  });
});
