import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { findNul, misspeltNumber, numericFields } from "./raw-input";

describe("findNul", () => {
  it.each([
    ["a plain string", "abc", null],
    ["a string with NUL", "a\u0000b", "body"],
    ["an object field", { name: "ok", content: "x\u0000" }, "body/content"],
    ["an array item", { symbols: ["ACB", "F\u0000PT"] }, "body/symbols/1"],
    ["an object key", { ["volume\u0000"]: [1] }, "body/volume\u0000"],
    ["numbers, booleans and nulls", { a: 1, b: true, c: null, d: [0.5] }, null],
    ["nothing", undefined, null],
  ])("%s", (_case, value, path) => {
    expect(findNul(value, "body")).toBe(path);
  });

  it("walks a body nested deeper than the call stack, and shows the start of its path", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep, "body")).toBe(`body${"/0".repeat(58)}`);
  });

  it("shows at most 40 characters of a key", () => {
    const key = `${"k".repeat(100)}\u0000`;
    expect(findNul({ [key]: 1 }, "body")).toBe(`body/${"k".repeat(40)}`);
  });
});

describe("misspeltNumber", () => {
  const schema = Type.Object({
    numpage: Type.Optional(Type.Integer({ minimum: 1 })),
    price: Type.Optional(Type.Number()),
    symbol: Type.Optional(Type.String()),
  });

  it("knows the numeric fields of a schema", () => {
    expect([...numericFields(schema).keys()]).toEqual(["numpage", "price"]);
    expect(numericFields(undefined).size).toBe(0);
  });

  it.each([
    ["1e2", "querystring/numpage"],
    ["0x10", "querystring/numpage"],
    [" 5", "querystring/numpage"],
    ["5 ", "querystring/numpage"],
    ["+5", "querystring/numpage"],
    ["1.0", "querystring/numpage"],
    ["", "querystring/numpage"],
    ["Infinity", "querystring/numpage"],
    ["100", null],
    ["-3", null],
  ])("an integer written %j → %s", (text, path) => {
    expect(misspeltNumber({ numpage: text }, schema, "querystring")).toBe(path);
  });

  it("takes decimals for a number, digits only", () => {
    expect(misspeltNumber({ price: "12.5" }, schema, "querystring")).toBeNull();
    expect(misspeltNumber({ price: "1.2e1" }, schema, "querystring")).toBe("querystring/price");
  });

  it("checks every value of a repeated key and leaves other fields to the schema", () => {
    expect(misspeltNumber({ numpage: ["1", "0x2"] }, schema, "querystring")).toBe("querystring/numpage");
    expect(misspeltNumber({ symbol: "1e2", other: "0x1" }, schema, "querystring")).toBeNull();
    expect(misspeltNumber(undefined, schema, "params")).toBeNull();
  });
});
