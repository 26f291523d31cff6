import { describe, expect, it } from "vitest";
import type { BoardSort } from "../realtime/protocol";
import { effectiveSort, isDefaultSort, nextSort, sameSort, type SortField } from "./sort-cycle";

const desc = (field: SortField): BoardSort => ({ field, direction: "desc" });
const asc = (field: SortField): BoardSort => ({ field, direction: "asc" });

describe("nextSort (price-board §4 Sorting)", () => {
  it.each<[string, BoardSort | null, SortField, BoardSort | null]>([
    ["a new field starts descending", null, "lastPrice", desc("lastPrice")],
    ["another field starts descending", asc("lot"), "lastPrice", desc("lastPrice")],
    ["the same field toggles to ascending", desc("lastPrice"), "lastPrice", asc("lastPrice")],
    ["the third click clears to symbol ascending", asc("lastPrice"), "lastPrice", null],
    ["the symbol column starts descending", null, "sym", desc("sym")],
    ["symbol ascending is the default, kept as null", desc("sym"), "sym", null],
    ["a new field after a symbol sort starts descending", desc("sym"), "ot", desc("ot")],
  ])("%s", (_rule, current, field, expected) => {
    expect(nextSort(current, field)).toEqual(expected);
  });

  it("clears on every third click of one field", () => {
    const clicks: (BoardSort | null)[] = [];
    let sort: BoardSort | null = null;
    for (let click = 0; click < 6; click++) {
      sort = nextSort(sort, "lot");
      clicks.push(sort);
    }
    expect(clicks).toEqual([desc("lot"), asc("lot"), null, desc("lot"), asc("lot"), null]);
  });
});

describe("effectiveSort: a saved sort is dropped when its column is hidden or it is symbol ascending", () => {
  const shown: SortField[] = ["sym", "lastPrice", "ot", "lot"];
  it.each<[string, BoardSort | null, BoardSort | null]>([
    ["no sort", null, null],
    ["a shown column's sort stays", desc("lot"), desc("lot")],
    ["a hidden column's sort is dropped", desc("fRoom"), null],
    ["symbol ascending is dropped", asc("sym"), null],
    ["symbol descending stays", desc("sym"), desc("sym")],
  ])("%s", (_rule, sort, expected) => {
    expect(effectiveSort(sort, shown)).toEqual(expected);
  });
});

describe("isDefaultSort and sameSort", () => {
  it.each<[BoardSort | null, boolean]>([
    [null, true],
    [asc("sym"), true],
    [desc("sym"), false],
    [asc("lot"), false],
  ])("isDefaultSort(%j) is %s", (sort, expected) => {
    expect(isDefaultSort(sort)).toBe(expected);
  });

  it.each<[BoardSort | null, BoardSort | null, boolean]>([
    [null, null, true],
    [desc("lot"), desc("lot"), true],
    [desc("lot"), asc("lot"), false],
    [desc("lot"), null, false],
  ])("sameSort(%j, %j) is %s", (a, b, expected) => {
    expect(sameSort(a, b)).toBe(expected);
  });
});
