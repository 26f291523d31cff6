import { describe, expect, it } from "vitest";
import { parseDerivativeSort } from "./derivative-preferences";

describe("parseDerivativeSort: a stored sort is checked like any outside input", () => {
  it.each([
    [
      { field: "oi", direction: "desc" },
      { field: "oi", direction: "desc" },
    ],
    [
      { field: "lastPrice", direction: "asc" },
      { field: "lastPrice", direction: "asc" },
    ],
    [{ field: "oi", direction: "up" }, null],
    [{ field: "", direction: "asc" }, null],
    [{ field: "<img>", direction: "asc" }, null],
    [{ field: "__proto__", direction: "asc" }, null],
    [null, null],
    ["oi", null],
    [[], null],
  ])("%j → %j", (raw, sort) => {
    expect(parseDerivativeSort(raw)).toEqual(sort);
  });
});
