import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_BOARD_SETTINGS, type PriceBoardSettings } from "./board-settings";
import { isEmptyBoardSelection, validateBoardSettings } from "./validate-board-settings";

const settings = (change: Partial<PriceBoardSettings>): PriceBoardSettings => ({
  ...DEFAULT_PRICE_BOARD_SETTINGS,
  ...change,
});

describe("validateBoardSettings (accounts-session §4, §5: selecting a setting is required)", () => {
  it.each([
    {
      rule: "no column and no chart shown → no-setting-chosen",
      input: settings({ priceBoardSettingColumnShow: [], priceBoardSettingChartShow: [] }),
    },
    {
      rule: "everything hidden → no-setting-chosen",
      input: settings({
        priceBoardSettingColumnShow: [],
        priceBoardSettingColumnHidden: ["totalVolume", "foreign", "rsi", "macd"],
        priceBoardSettingChartShow: [],
        priceBoardSettingChartHidden: ["10", "11", "02", "03", "27"],
      }),
    },
  ])("$rule", ({ input }) => {
    expect(isEmptyBoardSelection(input)).toBe(true);
    expect(validateBoardSettings(input)).toEqual({ ok: false, key: "no-setting-chosen" });
  });

  it.each([
    { rule: "the defaults are a selection", input: DEFAULT_PRICE_BOARD_SETTINGS },
    { rule: "charts only is a selection", input: settings({ priceBoardSettingColumnShow: [] }) },
    { rule: "columns only is a selection", input: settings({ priceBoardSettingChartShow: [] }) },
  ])("$rule", ({ input }) => {
    expect(isEmptyBoardSelection(input)).toBe(false);
    expect(validateBoardSettings(input)).toEqual({ ok: true, value: input });
  });

  it.each([
    {
      rule: "repeats are dropped",
      input: settings({
        priceBoardSettingColumnShow: ["foreign", "foreign"],
        priceBoardSettingChartShow: ["10", "10"],
      }),
      expected: settings({ priceBoardSettingColumnShow: ["foreign"], priceBoardSettingChartShow: ["10"] }),
    },
    {
      rule: "a shown item leaves its hidden list",
      input: settings({
        priceBoardSettingColumnShow: ["rsi"],
        priceBoardSettingColumnHidden: ["rsi", "macd"],
        priceBoardSettingChartShow: ["10"],
        priceBoardSettingChartHidden: ["10", "11"],
      }),
      expected: settings({
        priceBoardSettingColumnShow: ["rsi"],
        priceBoardSettingColumnHidden: ["macd"],
        priceBoardSettingChartShow: ["10"],
        priceBoardSettingChartHidden: ["11"],
      }),
    },
  ])("$rule", ({ input, expected }) => {
    expect(validateBoardSettings(input)).toEqual({ ok: true, value: expected });
  });

  it("a selection of junk chart codes alone is no selection", () => {
    const input = settings({ priceBoardSettingColumnShow: [], priceBoardSettingChartShow: [" ", "<b>"] });
    expect(validateBoardSettings(input)).toEqual({ ok: false, key: "no-setting-chosen" });
  });
});
