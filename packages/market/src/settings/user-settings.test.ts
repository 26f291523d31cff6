import { describe, expect, it } from "vitest";
import {
  DEFAULT_USER_SETTINGS,
  parseUserSettings,
  serializeUserSettings,
  SETTING_KEYS,
  userSettingsFromItems,
} from "./user-settings";

const STOCK = DEFAULT_USER_SETTINGS.stock;
const DERIVATIVE = DEFAULT_USER_SETTINGS.derivative;

describe("DEFAULT_USER_SETTINGS (accounts-session §3, §9)", () => {
  it("keys the two panels by SettingKey stock and derivative", () => {
    expect(SETTING_KEYS).toEqual(["stock", "derivative"]);
  });

  it.each([
    { rule: "derivatives volume step default 1 (§9)", actual: DERIVATIVE.volumn_step, expected: 1 },
    { rule: "derivatives price step default 0.1 (§9)", actual: DERIVATIVE.price_step, expected: 0.1 },
    { rule: "stock volume step is the board lot", actual: STOCK.volumn_step, expected: 100 },
    { rule: "stock price step default 0.1", actual: STOCK.price_step, expected: 0.1 },
    { rule: "realtime price off by default", actual: STOCK.realtime_price, expected: false },
    { rule: "order confirmation shown by default", actual: STOCK.show_confirm_order, expected: true },
    { rule: "match notices shown by default", actual: DERIVATIVE.show_match_order_success, expected: true },
    { rule: "cancel notices shown by default", actual: DERIVATIVE.show_cancel_order_success, expected: true },
  ])("$rule", ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });

  it.each([
    {
      rule: "stock suggested volumes 100, 500, 1000, 5000 (order-entry §9)",
      key: "stock",
      volume: [100, 500, 1_000, 5_000],
    },
    {
      rule: "derivative suggested volumes 1, 2, 5, 10 (order-entry §9)",
      key: "derivative",
      volume: [1, 2, 5, 10],
    },
  ] as const)("$rule", ({ key, volume }) => {
    expect(DEFAULT_USER_SETTINGS[key].volume).toEqual(volume);
    expect(Object.isFrozen(DEFAULT_USER_SETTINGS[key].volume)).toBe(true);
  });
});

describe("parseUserSettings: suggested volumes and steps from hostile stored values", () => {
  it.each([
    { rule: "stored volumes are kept in order", raw: { volume: [200, 1_000] }, volume: [200, 1_000] },
    { rule: "whole-number text is read", raw: '{"volume":["300"," 600 "]}', volume: [300, 600] },
    {
      rule: "junk, fractions, zero and repeats are dropped",
      raw: { volume: [100, "x", 2.5, 0, -100, null, 100, 1e21] },
      volume: [100],
    },
    { rule: "nothing usable → the presets", raw: { volume: ["abc", 0] }, volume: [100, 500, 1_000, 5_000] },
    { rule: "not a list → the presets", raw: { volume: "100,500" }, volume: [100, 500, 1_000, 5_000] },
  ])("$rule", ({ raw, volume }) => {
    expect(parseUserSettings("stock", raw).volume).toEqual(volume);
  });

  it.each([
    {
      rule: "a fractional volume step falls back",
      raw: { volumn_step: 2.5 },
      field: "volumn_step",
      value: 100,
    },
    {
      rule: "fractional volume-step text falls back",
      raw: { volumn_step: "1.5" },
      field: "volumn_step",
      value: 100,
    },
    {
      rule: "a volume step beyond exact integers falls back",
      raw: { volumn_step: 1e300 },
      field: "volumn_step",
      value: 100,
    },
    {
      rule: "hexadecimal text is not a number",
      raw: { volumn_step: "0x10" },
      field: "volumn_step",
      value: 100,
    },
    { rule: "exponent text is not a number", raw: { price_step: "5e-1" }, field: "price_step", value: 0.1 },
    { rule: "'Infinity' is not a step", raw: { price_step: "Infinity" }, field: "price_step", value: 0.1 },
    {
      rule: "a fractional price step is kept",
      raw: { price_step: "0.05" },
      field: "price_step",
      value: 0.05,
    },
  ] as const)("$rule", ({ raw, field, value }) => {
    expect(parseUserSettings("stock", raw)[field]).toBe(value);
  });
});

describe("parseUserSettings (§3: each has a default fallback on load error)", () => {
  it.each([
    { rule: "nothing stored → defaults", key: "stock", raw: undefined, expected: STOCK },
    { rule: "unreadable JSON → defaults", key: "derivative", raw: "{oops", expected: DERIVATIVE },
    { rule: "not an object → defaults", key: "derivative", raw: "[1,2]", expected: DERIVATIVE },
    {
      rule: "flags 'true'/'false' and numeric text are read (JSON text)",
      key: "derivative",
      raw: '{"volumn_step":"5","price_step":"0.5","realtime_price":"true","show_confirm_order":"false","show_match_order_success":"false","show_cancel_order_success":"false"}',
      expected: {
        volume: [1, 2, 5, 10],
        volumn_step: 5,
        price_step: 0.5,
        realtime_price: true,
        show_confirm_order: false,
        show_match_order_success: false,
        show_cancel_order_success: false,
      },
    },
    {
      rule: "numbers and booleans are read (parsed object)",
      key: "stock",
      raw: { volumn_step: 1000, realtime_price: true },
      expected: { ...STOCK, volumn_step: 1000, realtime_price: true },
    },
    {
      rule: "malformed fields fall back one by one",
      key: "stock",
      raw: { volumn_step: "abc", price_step: -1, realtime_price: "yes", show_confirm_order: "false" },
      expected: { ...STOCK, show_confirm_order: false },
    },
    {
      rule: "a zero or blank step falls back",
      key: "derivative",
      raw: { volumn_step: 0, price_step: " " },
      expected: DERIVATIVE,
    },
  ] as const)("$rule", ({ key, raw, expected }) => {
    expect(parseUserSettings(key, raw)).toEqual(expected);
  });
});

describe("userSettingsFromItems (settings are items keyed by SettingKey, each with JSON Settings)", () => {
  it.each([
    {
      rule: "each panel reads its own item",
      items: [
        { SettingKey: "derivative", Settings: '{"volumn_step":"2"}' },
        { SettingKey: "stock", Settings: '{"price_step":"0.5"}' },
      ],
      expected: { stock: { ...STOCK, price_step: 0.5 }, derivative: { ...DERIVATIVE, volumn_step: 2 } },
    },
    {
      rule: "a missing item → that panel's defaults",
      items: [{ SettingKey: "stock", Settings: { show_confirm_order: "false" } }],
      expected: { stock: { ...STOCK, show_confirm_order: false }, derivative: DERIVATIVE },
    },
    { rule: "not a list → defaults", items: { rc: -1 }, expected: DEFAULT_USER_SETTINGS },
    { rule: "junk items are skipped", items: [null, 3, "x"], expected: DEFAULT_USER_SETTINGS },
  ])("$rule", ({ items, expected }) => {
    expect(userSettingsFromItems(items)).toEqual(expected);
  });
});

describe("serializeUserSettings (flags stored as 'true'/'false')", () => {
  it.each(SETTING_KEYS.map((key) => ({ key })))("$key settings survive a round trip", ({ key }) => {
    const stored = serializeUserSettings(DEFAULT_USER_SETTINGS[key]);
    expect(parseUserSettings(key, JSON.stringify(stored))).toEqual(DEFAULT_USER_SETTINGS[key]);
  });

  it("writes flags as text and steps as numbers", () => {
    expect(serializeUserSettings({ ...DERIVATIVE, realtime_price: true })).toEqual({
      volume: [1, 2, 5, 10],
      volumn_step: 1,
      price_step: 0.1,
      realtime_price: "true",
      show_confirm_order: "true",
      show_match_order_success: "true",
      show_cancel_order_success: "true",
    });
  });
});
