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

describe("parseBoardSettings: malformed stored lists", () => {
  it.each([
    {
      rule: "repeats are dropped",
      raw: { priceBoardSettingColumnShow: ["foreign", "foreign"], priceBoardSettingChartShow: ["10", "10"] },
      expected: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardSettingColumnShow: ["foreign"],
        priceBoardSettingChartShow: ["10"],
      },
    },
    {
      rule: "a shown column leaves the (default) hidden list",
      raw: { priceBoardSettingColumnShow: ["rsi"] },
      expected: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardSettingColumnShow: ["rsi"],
        priceBoardSettingColumnHidden: ["macd"],
      },
    },
    {
      rule: "a shown chart leaves the hidden list",
      raw: { priceBoardSettingChartShow: ["10"], priceBoardSettingChartHidden: ["10", "11"] },
      expected: {
        ...DEFAULT_PRICE_BOARD_SETTINGS,
        priceBoardSettingChartShow: ["10"],
        priceBoardSettingChartHidden: ["11"],
      },
    },
    {
      rule: "chart entries that are not index codes are dropped",
      raw: { priceBoardSettingChartShow: ["10", "", "<b>", 11, "02", "x".repeat(10_000)] },
      expected: { ...DEFAULT_PRICE_BOARD_SETTINGS, priceBoardSettingChartShow: ["10", "02"] },
    },
    { rule: "JSON null → defaults", raw: "null", expected: DEFAULT_PRICE_BOARD_SETTINGS },
    { rule: "a JSON number → defaults", raw: "42", expected: DEFAULT_PRICE_BOARD_SETTINGS },
  ])("$rule", ({ raw, expected }) => {
    expect(parseBoardSettings(raw)).toEqual(expected);
  });

  it("reads back what it gives", () => {
    const once = parseBoardSettings({
      priceBoardSettingColumnShow: ["rsi", "rsi"],
      priceBoardTheme: "modern",
    });
    expect(parseBoardSettings(JSON.stringify(once))).toEqual(once);
  });
});
