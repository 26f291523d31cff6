import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_BOARD_SETTINGS, parseBoardSettings } from "./board-settings";

describe("DEFAULT_PRICE_BOARD_SETTINGS (price-board §3, accounts-session §3)", () => {
  it.each([
    {
      rule: "columns shown: totalVolume, overBuy, overSell, avePrice, highPrice, lowPrice, foreign",
      field: "priceBoardSettingColumnShow",
      expected: ["totalVolume", "overBuy", "overSell", "avePrice", "highPrice", "lowPrice", "foreign"],
    },
    { rule: "columns hidden: rsi, macd", field: "priceBoardSettingColumnHidden", expected: ["rsi", "macd"] },
    {
      rule: "charts shown: 10, 11, 02, 03, 27",
      field: "priceBoardSettingChartShow",
      expected: ["10", "11", "02", "03", "27"],
    },
    { rule: "charts hidden: empty", field: "priceBoardSettingChartHidden", expected: [] },
    { rule: "new watchlist symbols go on top", field: "appendSymbolWatchListPosition", expected: "top" },
    { rule: "theme colorful", field: "priceBoardTheme", expected: "colorful" },
  ] as const)("$rule", ({ field, expected }) => {
    expect(DEFAULT_PRICE_BOARD_SETTINGS[field]).toEqual(expected);
  });

  it("cannot be changed by accident", () => {
    expect(Object.isFrozen(DEFAULT_PRICE_BOARD_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_PRICE_BOARD_SETTINGS.priceBoardSettingColumnShow)).toBe(true);
  });
});

describe("parseBoardSettings (each field falls back to its default)", () => {
  it.each([
    { rule: "nothing stored → defaults", raw: undefined },
    { rule: "unreadable JSON → defaults", raw: "{not json" },
    { rule: "a list instead of an object → defaults", raw: [] },
    {
      rule: "wrong field types → defaults",
      raw: { priceBoardSettingColumnShow: "foreign", priceBoardTheme: 3 },
    },
    {
      rule: "unknown theme and position → defaults",
      raw: { priceBoardTheme: "dark", appendSymbolWatchListPosition: "middle" },
    },
  ])("$rule", ({ raw }) => {
    expect(parseBoardSettings(raw)).toEqual(DEFAULT_PRICE_BOARD_SETTINGS);
  });

  it.each([
    {
      rule: "stored values are kept (JSON text)",
      raw: '{"priceBoardTheme":"modern","appendSymbolWatchListPosition":"bottom","priceBoardSettingChartShow":["10"]}',
      expected: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardTheme: "modern",
        appendSymbolWatchListPosition: "bottom",
        priceBoardSettingChartShow: ["10"],
      },
    },
    {
      rule: "unknown columns are dropped",
      raw: { priceBoardSettingColumnShow: ["foreign", "bogus", 7], priceBoardSettingColumnHidden: [] },
      expected: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardSettingColumnShow: ["foreign"],
        priceBoardSettingColumnHidden: [],
      },
    },
  ])("$rule", ({ raw, expected }) => {
    expect(parseBoardSettings(raw)).toEqual(expected);
  });
});
