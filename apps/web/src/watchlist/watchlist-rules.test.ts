import type { Watchlist } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currentAfter,
  keptCurrent,
  nextLocalId,
  normaliseSymbol,
  renamedLists,
  reorderedSymbols,
  unusedListName,
  withoutSymbol,
  withSymbol,
} from "./watchlist-rules";

const list = (Id: string, Name = `List ${Id}`, Symbols: readonly string[] = []): Watchlist => ({
  Id,
  Name,
  Symbols,
});

describe("normaliseSymbol (symbols trimmed and uppercased)", () => {
  it.each([
    { raw: " fpt ", expected: "FPT" },
    { raw: "vn30f2603", expected: "VN30F2603" },
    { raw: "E1VFVN30", expected: "E1VFVN30" },
    { raw: "   ", expected: null },
    { raw: "FPT,VCB", expected: null },
    { raw: "A/B", expected: null },
    { raw: "X".repeat(21), expected: null },
  ])("$raw → $expected", ({ raw, expected }) => {
    expect(normaliseSymbol(raw)).toBe(expected);
  });
});

describe("withSymbol (price-board §4: new symbols top or bottom by setting, duplicates ignored)", () => {
  it.each([
    {
      rule: "top puts it first",
      symbols: ["ACB", "FPT"],
      add: "VCB",
      at: "top",
      expected: ["VCB", "ACB", "FPT"],
    },
    {
      rule: "bottom puts it last",
      symbols: ["ACB", "FPT"],
      add: "VCB",
      at: "bottom",
      expected: ["ACB", "FPT", "VCB"],
    },
    { rule: "into an empty list", symbols: [], add: "HPG", at: "top", expected: ["HPG"] },
    {
      rule: "a symbol already there is ignored",
      symbols: ["ACB", "FPT"],
      add: "FPT",
      at: "top",
      expected: ["ACB", "FPT"],
    },
    {
      rule: "the same symbol in lower case is the same symbol",
      symbols: ["ACB", "FPT"],
      add: " fpt",
      at: "bottom",
      expected: ["ACB", "FPT"],
    },
    { rule: "a blank symbol is ignored", symbols: ["ACB"], add: " ", at: "top", expected: ["ACB"] },
  ] as const)("$rule", ({ symbols, add, at, expected }) => {
    expect(withSymbol(symbols, add, at)).toEqual(expected);
  });

  it("returns the same array when nothing changes, so the store can tell", () => {
    const symbols = ["ACB"];
    expect(withSymbol(symbols, "acb", "top")).toBe(symbols);
  });
});

describe("withoutSymbol", () => {
  it.each([
    { rule: "removes the symbol", symbols: ["ACB", "FPT", "VCB"], remove: "FPT", expected: ["ACB", "VCB"] },
    { rule: "in any case", symbols: ["ACB", "FPT"], remove: "acb ", expected: ["FPT"] },
    { rule: "a symbol not there changes nothing", symbols: ["ACB"], remove: "HPG", expected: ["ACB"] },
  ])("$rule", ({ symbols, remove, expected }) => {
    expect(withoutSymbol(symbols, remove)).toEqual(expected);
  });
});

describe("reorderedSymbols (a drag saves the order and keeps the same set)", () => {
  it.each([
    {
      rule: "takes the new order",
      symbols: ["A", "B", "C"],
      order: ["C", "A", "B"],
      expected: ["C", "A", "B"],
    },
    {
      rule: "drops symbols not on the list",
      symbols: ["A", "B"],
      order: ["B", "X", "A"],
      expected: ["B", "A"],
    },
    {
      rule: "keeps omitted symbols after, in their order",
      symbols: ["A", "B", "C"],
      order: ["C"],
      expected: ["C", "A", "B"],
    },
    { rule: "repeats count once", symbols: ["A", "B"], order: ["B", "B", "A"], expected: ["B", "A"] },
    {
      rule: "normalises the order's symbols",
      symbols: ["AAA", "BBB"],
      order: ["bbb", " aaa"],
      expected: ["BBB", "AAA"],
    },
  ])("$rule", ({ symbols, order, expected }) => {
    expect(reorderedSymbols(symbols, order)).toEqual(expected);
  });

  it("is always a permutation of the list", () => {
    const symbol = fc.constantFrom("ACB", "FPT", "VCB", "HPG", "MWG", "SSI", "X1");
    fc.assert(
      fc.property(fc.uniqueArray(symbol), fc.array(symbol), (symbols, order) => {
        const result = reorderedSymbols(symbols, order);
        expect([...result].sort()).toEqual([...symbols].sort());
      }),
    );
  });
});

describe("renamedLists (names trimmed, non-empty)", () => {
  const lists = [list("1", "Ngân hàng"), list("2", "Thép")];
  it.each([
    { rule: "renames and trims", name: "  Bất động sản ", expected: "Bất động sản" },
    { rule: "keeps Unicode NFC", name: "Nga\u0302n ha\u0300ng 2", expected: "Ngân hàng 2".normalize("NFC") },
  ])("$rule", ({ name, expected }) => {
    expect(renamedLists(lists, "2", name)?.map((item) => item.Name)).toEqual(["Ngân hàng", expected]);
  });

  it.each([
    { rule: "blank is refused", name: "   " },
    { rule: "empty is refused", name: "" },
    { rule: "too long is refused", name: "x".repeat(101) },
  ])("$rule", ({ name }) => {
    expect(renamedLists(lists, "1", name)).toBeNull();
  });
});

describe("currentAfter (the current list when the lists are first read)", () => {
  const lists = [list("1"), list("2"), list("3")];
  it.each([
    { rule: "an existing current list stays", current: "2", expected: "2" },
    { rule: "a missing current list gives the first", current: "9", expected: "1" },
    { rule: "none gives the first", current: null, expected: "1" },
  ])("$rule", ({ current, expected }) => {
    expect(currentAfter(lists, current)).toBe(expected);
  });

  it("no lists → no current list", () => {
    expect(currentAfter([], "1")).toBeNull();
  });
});

describe("keptCurrent (price-board §4: deleting the current list clears it)", () => {
  const lists = [list("1"), list("2")];
  it.each([
    { rule: "an existing current list stays", current: "2", expected: "2" },
    { rule: "a deleted current list gives none", current: "9", expected: null },
    { rule: "none stays none", current: null, expected: null },
  ])("$rule", ({ current, expected }) => {
    expect(keptCurrent(lists, current)).toBe(expected);
  });
});

describe("nextLocalId (local Id = creation timestamp, unique within one millisecond)", () => {
  it.each([
    { rule: "the time when it is new", now: 1_770_000_000_123, lists: [], expected: "1770000000123" },
    {
      rule: "one past the newest when made in the same millisecond",
      now: 1_770_000_000_123,
      lists: [list("1770000000123")],
      expected: "1770000000124",
    },
    {
      rule: "one past the newest when the clock went back",
      now: 1_000,
      lists: [list("1770000000123"), list("5")],
      expected: "1770000000124",
    },
    { rule: "non-numeric Ids are ignored", now: 2_000, lists: [list("abc")], expected: "2000" },
  ])("$rule", ({ now, lists, expected }) => {
    expect(nextLocalId(now, lists)).toBe(expected);
  });
});

describe("unusedListName (lists made without a typed name)", () => {
  const list = (Name: string) => ({ Id: Name, Name, Symbols: [] });
  const named = (n: number) => `Watchlist ${n}`;
  it.each<[string, readonly string[], string]>([
    ["no list", [], "Watchlist 1"],
    ["one list", ["Banks"], "Watchlist 2"],
    ["a taken name", ["Watchlist 2"], "Watchlist 3"],
  ])("%s: %j gives %s", (_case, names, expected) => {
    expect(unusedListName(names.map(list), named)).toBe(expected);
  });
});
