// @vitest-environment happy-dom
import type { Watchlist } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../state/session";
import { WATCHLIST_KEYS } from "./watchlist-storage";
import { useWatchlists } from "./watchlist-store";
import { testUser } from "../testing/session-user";

const stored = (lists: readonly Watchlist[]): string =>
  JSON.stringify(Object.fromEntries(lists.map((list) => [list.Id, list])));

/** What another tab does: store a value; the browser then tells this tab (only). */
function otherTabStores(key: string | null, value: string | null, area: Storage = localStorage): void {
  if (key !== null && value !== null) area.setItem(key, value);
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: area }));
}

const A = { Id: "1", Name: "A", Symbols: ["ACB"] };
const B = { Id: "2", Name: "B", Symbols: [] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(WATCHLIST_KEYS.map, stored([A, B]));
  void useWatchlists.getState().load();
  useWatchlists.getState().select("2");
});

afterEach(() => {
  useSession.getState().signOut();
  vi.restoreAllMocks();
});

describe("watchlists follow the lists another tab stores", () => {
  it("shows another tab's new list and change, keeping this tab's current list", () => {
    otherTabStores(WATCHLIST_KEYS.map, stored([{ ...A, Symbols: ["ACB", "FPT"] }, B, { ...B, Id: "3" }]));
    expect(useWatchlists.getState()).toMatchObject({
      lists: [{ Id: "1", Symbols: ["ACB", "FPT"] }, { Id: "2" }, { Id: "3" }],
      currentId: "2",
    });
  });

  it("a current list deleted in another tab is cleared here", () => {
    otherTabStores(WATCHLIST_KEYS.map, stored([A]));
    expect(useWatchlists.getState()).toMatchObject({ lists: [{ Id: "1" }], currentId: null });
  });

  it("writes nothing back (no echo between tabs)", () => {
    // Stored as the other tab wrote it (this tab cleans it on reading), with its own selection.
    const raw = stored([{ ...A, Symbols: ["acb", "acb"] }]);
    localStorage.setItem(WATCHLIST_KEYS.localId, JSON.stringify("1"));
    otherTabStores(WATCHLIST_KEYS.map, raw);
    expect(useWatchlists.getState()).toMatchObject({ lists: [{ Symbols: ["ACB"] }], currentId: null });
    expect(localStorage.getItem(WATCHLIST_KEYS.map)).toBe(raw);
    expect(localStorage.getItem(WATCHLIST_KEYS.localId)).toBe('"1"');
  });

  it("another tab's selection does not change this tab's current list", () => {
    otherTabStores(WATCHLIST_KEYS.localId, JSON.stringify("1"));
    expect(useWatchlists.getState().currentId).toBe("2");
  });

  it("a cleared storage empties the lists", () => {
    localStorage.clear();
    otherTabStores(null, null);
    expect(useWatchlists.getState()).toMatchObject({ lists: [], currentId: null });
  });

  it("ignores session storage and other keys", () => {
    otherTabStores(WATCHLIST_KEYS.map, stored([]), sessionStorage);
    otherTabStores("unrelated", "1");
    expect(useWatchlists.getState().lists).toHaveLength(2);
  });

  it("a logged-in customer's server lists are not replaced by the visitor's map", () => {
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    useSession.getState().signIn(testUser({ customerName: "C" }));
    useWatchlists.setState({ lists: [{ Id: "77", Name: "Server", Symbols: [] }], currentId: "77" });
    otherTabStores(WATCHLIST_KEYS.map, stored([A]));
    expect(useWatchlists.getState()).toMatchObject({ lists: [{ Id: "77" }], currentId: "77" });
    vi.unstubAllGlobals();
  });
});
