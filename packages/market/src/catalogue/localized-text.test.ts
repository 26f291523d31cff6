import { describe, expect, it } from "vitest";
import { interpolate, localize, placeholdersOf } from "./localized-text";

describe("interpolate", () => {
  it.each([
    ["no placeholder", "Vui lòng nhập giá.", {}, "Vui lòng nhập giá."],
    ["one number", "Giá không đúng bước giá ({step} VNĐ)", { step: 50 }, "Giá không đúng bước giá (50 VNĐ)"],
    ["a string", "Mã {symbol}", { symbol: "FPT" }, "Mã FPT"],
    ["repeated and several", "{a}-{b}-{a}", { a: 1, b: "x" }, "1-x-1"],
    ["zero is a value", "còn {remaining} lần", { remaining: 0 }, "còn 0 lần"],
    ["extra params ignored", "{a}", { a: 1, b: 2 }, "1"],
  ])("%s", (_name, template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it.each([
    ["no params at all", undefined],
    ["another param only", { other: 1 }],
  ])("throws on a missing param: %s", (_name, params) => {
    expect(() => interpolate("bước giá {step}", params)).toThrow(/step/);
  });

  it("does not take inherited properties as params", () => {
    expect(() => interpolate("{toString}", {})).toThrow(/toString/);
  });
});

describe("placeholdersOf and localize", () => {
  it("lists each placeholder once, in order", () => {
    expect(placeholdersOf("{b} {a} {b}")).toEqual(["b", "a"]);
    expect(placeholdersOf("none")).toEqual([]);
  });

  it("picks the language and fills the params", () => {
    const text = { vi: "Còn {n} lần", en: "{n} left" };
    expect(localize(text, "vi", { n: 2 })).toBe("Còn 2 lần");
    expect(localize(text, "en", { n: 2 })).toBe("2 left");
  });
});
