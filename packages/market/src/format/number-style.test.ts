import { describe, expect, it } from "vitest";
import type { Language } from "./language";
import { isLanguage } from "./language";
import { BOARD_NUMBER_STYLE, groupDigits, numberStyleOf } from "./number-style";
import { formatNumber } from "./locale-number";

describe("number styles", () => {
  it('market-rules §11: boards write "44.25" with comma thousands, in both languages', () => {
    expect(BOARD_NUMBER_STYLE).toEqual({ group: ",", decimal: "." });
  });

  it.each<[Language]>([["vi"], ["en"]])(
    "one convention per language: %s screens write every figure in the board style",
    (language) => {
      expect(numberStyleOf(language)).toEqual(BOARD_NUMBER_STYLE);
    },
  );

  it.each([
    ["1", "1"],
    ["123", "123"],
    ["1234", "1,234"],
    ["1234567", "1,234,567"],
    ["123456", "123,456"],
    ["12345678901", "12,345,678,901"],
    ["", ""],
  ])("groups %s as %s", (digits, expected) => {
    expect(groupDigits(digits, ",")).toBe(expected);
  });

  it.each([
    ["vi", true],
    ["en", true],
    ["fr", false],
  ])("price-board §9 languages: %s is supported: %s", (code, expected) => {
    expect(isLanguage(code)).toBe(expected);
  });
});

describe("formatNumber", () => {
  it.each<[number, Parameters<typeof formatNumber>[1], string]>([
    [50_000_000, { language: "vi" }, "50,000,000"],
    [50_000_000, { language: "en" }, "50,000,000"],
    [1_234_567, { language: "vi", scale: 2, decimals: 2 }, "12,345.67"],
    [1_234_567, { language: "en", scale: 2, decimals: 2 }, "12,345.67"],
    [15, { language: "vi", scale: 1, decimals: 0, maxDecimals: 1 }, "1.5"],
  ])("running text: %i with %o is %s", (value, format, expected) => {
    expect(formatNumber(value, format)).toBe(expected);
  });
});
