import type { Watchlist } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WATCHLIST_KEYS } from "./watchlist-storage";

/** A Storage over a Map, so tests see exactly what the store keeps. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  json(key: string): unknown {
    const text = this.items.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

let storage: FakeStorage;

/** A fresh store module (its first state is read from storage on import). */
async function freshStore() {
  vi.resetModules();
  const { useWatchlists } = await import("./watchlist-store");
  const { usePreferences } = await import("../state/preferences");
  return { useWatchlists, usePreferences };
}

const stored = (lists: readonly Watchlist[]): string =>
  JSON.stringify(Object.fromEntries(lists.map((list) => [list.Id, list])));

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal("localStorage", storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("anonymous watchlists: loading from browser storage", () => {
  it("starts empty and loaded with nothing stored", async () => {
    const { useWatchlists } = await freshStore();
    expect(useWatchlists.getState()).toMatchObject({ lists: [], currentId: null, loaded: true });
  });

  it("reads the map in creation order and the last selected list", async () => {
    storage.setItem(
      WATCHLIST_KEYS.map,
      stored([
        { Id: "1770000000200", Name: "Thép", Symbols: ["HPG"] },
        { Id: "1770000000100", Name: "Ngân hàng", Symbols: ["VCB", "ACB"] },
      ]),
    );
    storage.setItem(WATCHLIST_KEYS.localId, JSON.stringify("1770000000200"));
    const { useWatchlists } = await freshStore();
    const state = useWatchlists.getState();
    expect(state.lists.map((list) => list.Name)).toEqual(["Ngân hàng", "Thép"]);
    expect(state.currentId).toBe("1770000000200");
  });

  it.each([
    { rule: "unreadable JSON", text: "{oops" },
    { rule: "a list instead of a map", text: "[1,2]" },
    { rule: "entries without a name or symbols", text: '{"1":{"Id":"1","Name":"  "},"2":{"Id":"2"}}' },
  ])("ignores a broken map: $rule", async ({ text }) => {
    storage.setItem(WATCHLIST_KEYS.map, text);
    const { useWatchlists } = await freshStore();
    expect(useWatchlists.getState().lists).toEqual([]);
  });

  it("cleans stored symbols (case, repeats, junk)", async () => {
    storage.setItem(WATCHLIST_KEYS.map, '{"1":{"Id":"1","Name":"A","Symbols":["fpt","FPT",7,"a b","vcb"]}}');
    const { useWatchlists } = await freshStore();
    expect(useWatchlists.getState().lists[0]?.Symbols).toEqual(["FPT", "VCB"]);
  });

  it("falls back to the first list when the remembered one is gone", async () => {
    storage.setItem(WATCHLIST_KEYS.map, stored([{ Id: "5", Name: "A", Symbols: [] }]));
    storage.setItem(WATCHLIST_KEYS.localId, JSON.stringify("9"));
    const { useWatchlists } = await freshStore();
    expect(useWatchlists.getState().currentId).toBe("5");
  });
});

describe("anonymous watchlists: changes are kept in storage", () => {
  it("makes a first list for the first symbol added when there is none (watchlist first use)", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_770_000_000_123);
    const { useWatchlists } = await freshStore();
    const named = (n: number) => `Danh mục ${n}`;
    await expect(useWatchlists.getState().addSymbolCreatingList("fpt", named)).resolves.toBe(true);
    expect(useWatchlists.getState().lists).toEqual([
      { Id: "1770000000123", Name: "Danh mục 1", Symbols: ["FPT"] },
    ]);
    expect(useWatchlists.getState().currentId).toBe("1770000000123");
    // With a list, the symbol goes to it; no second list.
    await expect(useWatchlists.getState().addSymbolCreatingList("ACB", named)).resolves.toBe(true);
    expect(useWatchlists.getState().lists).toHaveLength(1);
    expect(useWatchlists.getState().lists[0]?.Symbols).toContain("ACB");
  });

  it("creates with the creation time as Id, trimmed name, and makes it current", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_770_000_000_123);
    const { useWatchlists } = await freshStore();
    await expect(useWatchlists.getState().create("  Ngân hàng ")).resolves.toBe(true);
    // A second list in the same millisecond still gets its own Id.
    await expect(useWatchlists.getState().create("Thép")).resolves.toBe(true);
    expect(useWatchlists.getState().lists).toEqual([
      { Id: "1770000000123", Name: "Ngân hàng", Symbols: [] },
      { Id: "1770000000124", Name: "Thép", Symbols: [] },
    ]);
    expect(useWatchlists.getState().currentId).toBe("1770000000124");
    expect(storage.json(WATCHLIST_KEYS.map)).toEqual({
      "1770000000123": { Id: "1770000000123", Name: "Ngân hàng", Symbols: [] },
      "1770000000124": { Id: "1770000000124", Name: "Thép", Symbols: [] },
    });
    expect(storage.json(WATCHLIST_KEYS.localId)).toBe("1770000000124");
  });

  it("refuses a blank name and keeps nothing", async () => {
    const { useWatchlists } = await freshStore();
    await expect(useWatchlists.getState().create("   ")).resolves.toBe(false);
    expect(useWatchlists.getState().lists).toEqual([]);
    expect(storage.json(WATCHLIST_KEYS.map)).toBeUndefined();
  });

  it("renames (trimmed) and refuses a blank name", async () => {
    storage.setItem(WATCHLIST_KEYS.map, stored([{ Id: "1", Name: "A", Symbols: [] }]));
    const { useWatchlists } = await freshStore();
    await expect(useWatchlists.getState().rename("1", " B ")).resolves.toBe(true);
    await expect(useWatchlists.getState().rename("1", " ")).resolves.toBe(false);
    expect(useWatchlists.getState().lists[0]?.Name).toBe("B");
    expect(storage.json(WATCHLIST_KEYS.map)).toEqual({ "1": { Id: "1", Name: "B", Symbols: [] } });
  });

  it.each([
    { rule: "deleting the current list clears it (§4)", remove: "2", current: "2", expected: null },
    { rule: "deleting another list keeps the current one", remove: "1", current: "2", expected: "2" },
  ])("$rule", async ({ remove, current, expected }) => {
    storage.setItem(
      WATCHLIST_KEYS.map,
      stored([
        { Id: "1", Name: "A", Symbols: [] },
        { Id: "2", Name: "B", Symbols: [] },
        { Id: "3", Name: "C", Symbols: [] },
      ]),
    );
    storage.setItem(WATCHLIST_KEYS.localId, JSON.stringify(current));
    const { useWatchlists } = await freshStore();
    await useWatchlists.getState().remove(remove);
    expect(useWatchlists.getState().currentId).toBe(expected);
    expect(Object.keys(storage.json(WATCHLIST_KEYS.map) as object)).not.toContain(remove);
    expect(storage.json(WATCHLIST_KEYS.localId)).toBe(expected ?? undefined);
  });

  it("deleting the last list leaves no current list", async () => {
    storage.setItem(WATCHLIST_KEYS.map, stored([{ Id: "1", Name: "A", Symbols: [] }]));
    const { useWatchlists } = await freshStore();
    await useWatchlists.getState().remove("1");
    expect(useWatchlists.getState()).toMatchObject({ lists: [], currentId: null });
    expect(storage.getItem(WATCHLIST_KEYS.localId)).toBeNull();
  });

  it("adds symbols at the top or the bottom by setting, ignoring duplicates", async () => {
    storage.setItem(WATCHLIST_KEYS.map, stored([{ Id: "1", Name: "A", Symbols: ["ACB"] }]));
    const { useWatchlists, usePreferences } = await freshStore();
    const store = useWatchlists.getState();
    await expect(store.addSymbol(" fpt ")).resolves.toBe(true);
    await expect(store.addSymbol("FPT")).resolves.toBe(false);
    usePreferences.setState((state) => ({
      boardSettings: { ...state.boardSettings, appendSymbolWatchListPosition: "bottom" },
    }));
    await expect(store.addSymbol("vcb")).resolves.toBe(true);
    expect(useWatchlists.getState().lists[0]?.Symbols).toEqual(["FPT", "ACB", "VCB"]);
    expect(storage.json(WATCHLIST_KEYS.map)).toEqual({
      "1": { Id: "1", Name: "A", Symbols: ["FPT", "ACB", "VCB"] },
    });
  });

  it("ignores a symbol when there is no current list", async () => {
    const { useWatchlists } = await freshStore();
    await expect(useWatchlists.getState().addSymbol("FPT")).resolves.toBe(false);
    expect(useWatchlists.getState().lists).toEqual([]);
  });

  it("removes a symbol and saves a drag order, on the current list only", async () => {
    storage.setItem(
      WATCHLIST_KEYS.map,
      stored([
        { Id: "1", Name: "A", Symbols: ["ACB", "FPT", "VCB"] },
        { Id: "2", Name: "B", Symbols: ["HPG"] },
      ]),
    );
    const { useWatchlists } = await freshStore();
    await useWatchlists.getState().removeSymbol("fpt");
    await useWatchlists.getState().reorder(["VCB", "ACB"]);
    expect(useWatchlists.getState().lists.map((list) => list.Symbols)).toEqual([["VCB", "ACB"], ["HPG"]]);
    expect(storage.json(WATCHLIST_KEYS.map)).toMatchObject({ "1": { Symbols: ["VCB", "ACB"] } });
  });

  it("remembers the selected list across a reload", async () => {
    storage.setItem(
      WATCHLIST_KEYS.map,
      stored([
        { Id: "1", Name: "A", Symbols: [] },
        { Id: "2", Name: "B", Symbols: [] },
      ]),
    );
    const first = await freshStore();
    first.useWatchlists.getState().select("2");
    first.useWatchlists.getState().select("404");
    expect(first.useWatchlists.getState().currentId).toBe("2");
    const again = await freshStore();
    expect(again.useWatchlists.getState().currentId).toBe("2");
  });
});

describe("anonymous watchlists: two tabs share the storage without losing changes", () => {
  /** A store per tab over the one storage; `now` is the clock of the next list created. */
  let now = 1_770_000_000_000;
  beforeEach(() => {
    vi.spyOn(Date, "now").mockImplementation(() => (now += 1_000));
  });

  const storedLists = () => Object.values(storage.json(WATCHLIST_KEYS.map) as Record<string, Watchlist>);

  it("a change in one tab keeps the lists another tab created meanwhile", async () => {
    const tabA = await freshStore();
    await tabA.useWatchlists.getState().create("First");
    const tabB = await freshStore();
    await tabA.useWatchlists.getState().create("Second");
    await expect(tabB.useWatchlists.getState().addSymbol("FPT")).resolves.toBe(true);
    expect(storedLists().map(({ Name, Symbols }) => ({ Name, Symbols }))).toEqual([
      { Name: "First", Symbols: ["FPT"] },
      { Name: "Second", Symbols: [] },
    ]);
    // Tab B shows the merged lists and keeps its own current list.
    const b = tabB.useWatchlists.getState();
    expect(b.lists.map((list) => list.Name)).toEqual(["First", "Second"]);
    expect(b.lists.find((list) => list.Id === b.currentId)?.Name).toBe("First");
  });

  it("create, rename and select keep the other tab's lists too", async () => {
    const tabA = await freshStore();
    await tabA.useWatchlists.getState().create("A");
    const tabB = await freshStore();
    await tabA.useWatchlists.getState().create("B");
    const idA = tabB.useWatchlists.getState().lists[0]?.Id ?? "";
    await tabB.useWatchlists.getState().create("C");
    await tabA.useWatchlists.getState().rename(idA, "A2");
    tabB.useWatchlists.getState().select(idA);
    expect(storedLists().map((list) => list.Name)).toEqual(["A2", "B", "C"]);
  });

  it("a list another tab deleted is not brought back by a change here", async () => {
    storage.setItem(
      WATCHLIST_KEYS.map,
      stored([
        { Id: "1", Name: "A", Symbols: ["ACB"] },
        { Id: "2", Name: "B", Symbols: [] },
      ]),
    );
    storage.setItem(WATCHLIST_KEYS.localId, JSON.stringify("1"));
    const tabA = await freshStore();
    const tabB = await freshStore();
    await tabB.useWatchlists.getState().remove("2");
    await tabA.useWatchlists.getState().reorder(["ACB"]);
    await tabA.useWatchlists.getState().addSymbol("FPT");
    expect(storedLists()).toEqual([{ Id: "1", Name: "A", Symbols: ["FPT", "ACB"] }]);
  });

  it("a rename of a list another tab deleted is ignored", async () => {
    storage.setItem(WATCHLIST_KEYS.map, stored([{ Id: "1", Name: "A", Symbols: [] }]));
    const tabA = await freshStore();
    const tabB = await freshStore();
    await tabB.useWatchlists.getState().remove("1");
    await expect(tabA.useWatchlists.getState().rename("1", "A2")).resolves.toBe(false);
    expect(storedLists()).toEqual([]);
  });

  it("a failed write keeps working from the lists on screen (storage lags behind)", async () => {
    const tab = await freshStore();
    await tab.useWatchlists.getState().create("Kept");
    vi.spyOn(storage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await tab.useWatchlists.getState().create("Unsaved");
    await tab.useWatchlists.getState().addSymbol("FPT");
    expect(tab.useWatchlists.getState().lists.map(({ Name, Symbols }) => ({ Name, Symbols }))).toEqual([
      { Name: "Kept", Symbols: [] },
      { Name: "Unsaved", Symbols: ["FPT"] },
    ]);
  });
});
