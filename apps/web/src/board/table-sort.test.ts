import { describe, expect, it } from "vitest";
import type { BoardSort } from "../realtime/protocol";
import { localOrder, nextTableSort, shownSort, type SortRule } from "./table-sort";

const desc = (field: string): BoardSort => ({ field, direction: "desc" });
const asc = (field: string): BoardSort => ({ field, direction: "asc" });

describe("nextTableSort (price-board §4 Sorting)", () => {
  it.each<[string, SortRule, BoardSort | null, string, BoardSort | null]>([
    ["a new field starts descending", "clear-on-third", null, "lot", desc("lot")],
    ["the same field toggles to ascending", "clear-on-third", desc("lot"), "lot", asc("lot")],
    ["the third click clears the sort", "clear-on-third", asc("lot"), "lot", null],
    ["another field starts descending again", "clear-on-third", asc("lot"), "bp1", desc("bp1")],
    ["the symbol column from the default: descending", "clear-on-third", null, "sym", desc("sym")],
    ["the symbol column back to the default", "clear-on-third", desc("sym"), "sym", null],
    ["toggle-only: a new field starts descending", "toggle-only", null, "netVal", desc("netVal")],
    [
      "toggle-only: the same field toggles to ascending",
      "toggle-only",
      desc("netVal"),
      "netVal",
      asc("netVal"),
    ],
    ["toggle-only: the third click toggles back", "toggle-only", asc("netVal"), "netVal", desc("netVal")],
    ["toggle-only: another field starts descending", "toggle-only", desc("netVal"), "sym", desc("sym")],
    ["toggle-only: symbol ascending is the default, null", "toggle-only", desc("sym"), "sym", null],
    ["toggle-only: from the default the symbol descends", "toggle-only", null, "sym", desc("sym")],
  ])("%s", (_name, rule, current, field, expected) => {
    expect(nextTableSort(current, field, rule)).toEqual(expected);
  });

  it("never clears a toggle-only sort however often it is clicked", () => {
    let sort: BoardSort | null = null;
    for (let click = 0; click < 7; click++) {
      sort = nextTableSort(sort, "PtTotalTradedValue", "toggle-only");
      expect(sort).not.toBeNull();
    }
    expect(sort).toEqual(desc("PtTotalTradedValue"));
  });
});

describe("shownSort", () => {
  it("drops a sort whose column is not shown, and the default", () => {
    expect(shownSort(desc("lot"), ["sym", "lot"])).toEqual(desc("lot"));
    expect(shownSort(desc("lot"), ["sym"])).toBeNull();
    expect(shownSort(asc("sym"), ["sym"])).toBeNull();
    expect(shownSort(null, ["sym"])).toBeNull();
  });
});

describe("localOrder", () => {
  const values: Readonly<Record<string, Readonly<Record<string, number | string>>>> = {
    AAA: { v: 5, name: "b" },
    BBB: { v: -2, name: "a" },
    CCC: { v: 5, name: "" },
    DDD: { name: "c" },
  };
  const valueOf = (symbol: string, field: string) => {
    const value = values[symbol]?.[field];
    return value === "" ? undefined : value;
  };
  const symbols = ["DDD", "CCC", "BBB", "AAA"];

  it.each<[string, BoardSort | null, readonly string[]]>([
    ["keeps the given order without a sort", null, ["DDD", "CCC", "BBB", "AAA"]],
    ["sorts numbers descending, ties by symbol, missing last", desc("v"), ["AAA", "CCC", "BBB", "DDD"]],
    ["sorts numbers ascending, missing still last", asc("v"), ["BBB", "AAA", "CCC", "DDD"]],
    ["sorts text by code point", asc("name"), ["BBB", "AAA", "DDD", "CCC"]],
    ["sorts by symbol", desc("sym"), ["DDD", "CCC", "BBB", "AAA"]],
  ])("%s", (_name, sort, expected) => {
    expect(localOrder(symbols, sort, valueOf)).toEqual(expected);
  });
});
