import {
  DEFAULT_PRICE_BOARD_SETTINGS,
  DEFAULT_USER_SETTINGS,
  parseBoardSettings,
  parseUserSettings,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../http/api-errors";
import { settingItemToSave, withDefaults } from "./user-settings";

describe("withDefaults", () => {
  it("answers every key, stored items first-class and defaults for the rest", () => {
    const stored = [{ SettingKey: "derivative" as const, Settings: '{"volumn_step":5}' }];
    const items = withDefaults(stored);
    expect(items.map((item) => item.SettingKey)).toEqual(["stock", "derivative", "priceBoard"]);
    expect(items[1]).toBe(stored[0]);
    expect(parseUserSettings("stock", items[0]?.Settings)).toEqual(DEFAULT_USER_SETTINGS.stock);
    expect(parseBoardSettings(items[2]?.Settings)).toEqual(DEFAULT_PRICE_BOARD_SETTINGS);
  });
});

describe("settingItemToSave", () => {
  it("stores what the market package reads back, flags as text", () => {
    const item = settingItemToSave("stock", '{"price_step":"0.5","realtime_price":true}');
    expect(JSON.parse(item.Settings)).toMatchObject({ price_step: 0.5, realtime_price: "true" });
    expect(parseUserSettings("stock", item.Settings).price_step).toBe(0.5);
  });

  it("stores the board settings cleaned (a shown column is not also hidden)", () => {
    const item = settingItemToSave(
      "priceBoard",
      JSON.stringify({
        priceBoardSettingColumnShow: ["rsi"],
        priceBoardSettingColumnHidden: ["rsi", "macd"],
      }),
    );
    const saved = JSON.parse(item.Settings) as Record<string, unknown>;
    expect(saved["priceBoardSettingColumnHidden"]).toEqual(["macd"]);
  });

  it.each([
    ["stock", "not json"],
    ["stock", "null"],
    ["stock", '"text"'],
    ["derivative", '{"volumn_step":1,"colour":"red"}'],
    ["priceBoard", '{"priceBoardSettingColumnShow":[],"priceBoardSettingChartShow":[]}'],
  ] as const)("refuses %s %s", (key, text) => {
    expect(() => settingItemToSave(key, text)).toThrow(ApiError);
  });
});
