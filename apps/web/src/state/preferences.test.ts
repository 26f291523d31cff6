import { DEFAULT_SELECTED_INDEX_CODES } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import {
  cleanPinned,
  indexSelection,
  MAX_PIN_SCOPES,
  MAX_PINS_PER_SCOPE,
  MAX_SELECTED_INDICES,
  PREFERENCE_KEYS,
} from "./preferences";

let storage: Map<string, string>;

beforeEach(() => {
  storage = stubLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fresh store module, as a new tab opens it (its first state is read from storage). */
async function openTab() {
  vi.resetModules();
  return (await import("./preferences")).usePreferences;
}

const DEFAULT_SET = [...DEFAULT_SELECTED_INDEX_CODES];
const codes = (count: number) => Array.from({ length: count }, (_, n) => String(n));

describe("indexSelection (stored index codes are checked: 1–4 digits, capped, none → default set)", () => {
  it.each([
    { rule: "nothing gives the default set", raw: [], expected: DEFAULT_SET },
    { rule: "markup is dropped", raw: ["<b>x</b>", "99"], expected: ["99"] },
    { rule: "only junk gives the default set", raw: ["<b>x</b>", "", " ", 7, null], expected: DEFAULT_SET },
    { rule: "trimmed, repeats dropped, order kept", raw: [" 11 ", "02", "11"], expected: ["11", "02"] },
    { rule: "more than 4 digits is not a code", raw: ["12345", "1234"], expected: ["1234"] },
    { rule: "letters are not a code", raw: ["VN30", "1e3", "-1"], expected: DEFAULT_SET },
  ])("$rule", ({ raw, expected }) => {
    expect(indexSelection(raw)).toEqual(expected);
  });

  it(`keeps at most ${MAX_SELECTED_INDICES} codes, repeats not counted`, () => {
    expect(indexSelection(["0", "0", ...codes(3_000)])).toEqual(codes(MAX_SELECTED_INDICES));
  });
});

describe("cleanPinned (stored pins: symbols, no repeats, capped per board and in boards)", () => {
  it.each([
    {
      rule: "blanks dropped, case folded, repeats dropped",
      raw: { "guest:VN30": ["acb", " ", "", "ACB", "ACB", " fpt "] },
      expected: { "guest:VN30": ["ACB", "FPT"] },
    },
    {
      rule: "non-symbols and non-text dropped",
      raw: { "user:HOSE": ["<b>x</b>", 7, null, "A,B", "VN30F2503"] },
      expected: { "user:HOSE": ["VN30F2503"] },
    },
    {
      rule: "scopes other than guest|user:menu, and non-lists, dropped",
      raw: {
        "admin:VN30": ["ACB"],
        "guest:": ["ACB"],
        VN30: ["ACB"],
        "guest:HNX": "ACB",
        "guest:X": ["HPG"],
      },
      expected: { "guest:X": ["HPG"] },
    },
    { rule: "a scope left empty is dropped", raw: { "guest:VN30": [" ", 1] }, expected: {} },
  ])("$rule", ({ raw, expected }) => {
    expect(cleanPinned(raw)).toEqual(expected);
  });

  it(`keeps at most ${MAX_PINS_PER_SCOPE} pins per board (the first ones)`, () => {
    const pins = Array.from({ length: 4_000 }, (_, n) => `S${n}`);
    expect(cleanPinned({ "guest:VN30": pins })["guest:VN30"]).toEqual(pins.slice(0, MAX_PINS_PER_SCOPE));
  });

  it(`keeps at most ${MAX_PIN_SCOPES} boards (the last ones)`, () => {
    const scopes = Array.from({ length: MAX_PIN_SCOPES + 20 }, (_, n) => `guest:M${n}`);
    const cleaned = cleanPinned(Object.fromEntries(scopes.map((scope) => [scope, ["ACB"]])));
    expect(Object.keys(cleaned)).toEqual(scopes.slice(20));
  });
});

describe("preferences read from storage are checked", () => {
  it.each([
    { rule: "an empty selection", stored: "[]", expected: DEFAULT_SET },
    { rule: "markup", stored: '["<b>x</b>","99"]', expected: ["99"] },
    { rule: "not a list", stored: '{"0":"11"}', expected: DEFAULT_SET },
    { rule: "a huge list", stored: JSON.stringify(codes(3_000)), expected: codes(MAX_SELECTED_INDICES) },
  ])("selectedIndex: $rule", async ({ stored, expected }) => {
    storage.set(PREFERENCE_KEYS.selectedIndices, stored);
    const usePreferences = await openTab();
    expect(usePreferences.getState().selectedIndices).toEqual(expected);
  });

  it("pinnedRows: ghost and repeated pins are dropped", async () => {
    storage.set(PREFERENCE_KEYS.pinned, '{"guest:VN30":["acb"," ","","ACB","ACB"]}');
    const usePreferences = await openTab();
    expect(usePreferences.getState().pinned).toEqual({ "guest:VN30": ["ACB"] });
  });

  it("pinnedRows: not a map gives none", async () => {
    storage.set(PREFERENCE_KEYS.pinned, '[["ACB"]]');
    const usePreferences = await openTab();
    expect(usePreferences.getState().pinned).toEqual({});
  });
});

describe("preference changes are checked too", () => {
  it("setSelectedIndices: junk dropped, nothing left gives the default set", async () => {
    const usePreferences = await openTab();
    usePreferences.getState().setSelectedIndices(["11", "<b>x</b>"]);
    expect(storage.get(PREFERENCE_KEYS.selectedIndices)).toBe('["11"]');
    usePreferences.getState().setSelectedIndices([]);
    expect(usePreferences.getState().selectedIndices).toEqual(DEFAULT_SET);
  });

  it("setPinned: cleaned, capped, and an emptied board forgets its scope", async () => {
    const usePreferences = await openTab();
    const { setPinned } = usePreferences.getState();
    setPinned("guest:VN30", ["fpt", "FPT", " ", ...Array.from({ length: 60 }, (_, n) => `S${n}`)]);
    expect(usePreferences.getState().pinned["guest:VN30"]).toHaveLength(MAX_PINS_PER_SCOPE);
    expect(usePreferences.getState().pinned["guest:VN30"]?.slice(0, 2)).toEqual(["FPT", "S0"]);
    setPinned("guest:VN30", []);
    expect(usePreferences.getState().pinned).toEqual({});
    expect(storage.get(PREFERENCE_KEYS.pinned)).toBe("{}");
  });
});

describe("two tabs pin rows without dropping each other's pins", () => {
  it("a pin in one tab keeps the pins another tab stored meanwhile", async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.getState().setPinned("guest:VN30", ["ACB"]);
    tabB.getState().setPinned("guest:HOSE", ["FPT"]);
    tabA.getState().setPinned("user:VN30", ["VCB"]);
    expect(JSON.parse(storage.get(PREFERENCE_KEYS.pinned) ?? "null")).toEqual({
      "guest:VN30": ["ACB"],
      "guest:HOSE": ["FPT"],
      "user:VN30": ["VCB"],
    });
    expect(tabA.getState().pinned).toEqual({
      "guest:VN30": ["ACB"],
      "guest:HOSE": ["FPT"],
      "user:VN30": ["VCB"],
    });
  });

  it("a board another tab unpinned stays unpinned", async () => {
    storage.set(PREFERENCE_KEYS.pinned, '{"guest:VN30":["ACB"],"guest:HOSE":["FPT"]}');
    const tabA = await openTab();
    const tabB = await openTab();
    tabB.getState().setPinned("guest:HOSE", []);
    tabA.getState().setPinned("guest:VN30", ["ACB", "HPG"]);
    expect(JSON.parse(storage.get(PREFERENCE_KEYS.pinned) ?? "null")).toEqual({
      "guest:VN30": ["ACB", "HPG"],
    });
  });

  it("after a failed write the pins on screen are kept (storage lags behind)", async () => {
    const tab = await openTab();
    tab.getState().setPinned("guest:VN30", ["ACB"]);
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: (key: string) => void storage.delete(key),
    });
    tab.getState().setPinned("guest:HOSE", ["FPT"]);
    tab.getState().setPinned("guest:HNX", ["SHS"]);
    expect(tab.getState().pinned).toEqual({
      "guest:VN30": ["ACB"],
      "guest:HOSE": ["FPT"],
      "guest:HNX": ["SHS"],
    });
  });
});
