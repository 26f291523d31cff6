// @vitest-environment happy-dom
import { DEFAULT_PRICE_BOARD_SETTINGS } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPreferences, PREFERENCE_KEYS, usePreferences } from "./preferences";

/** What another tab does: store a value; the browser then tells this tab (only). */
function otherTabStores(key: string | null, value: unknown, area: Storage = localStorage): void {
  if (key !== null) area.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent("storage", { key, storageArea: area }));
}

beforeEach(() => {
  localStorage.clear();
  usePreferences.setState(loadPreferences());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("preferences follow the values another tab stores", () => {
  it("takes another tab's language, sort, pins and index selection", () => {
    otherTabStores(PREFERENCE_KEYS.language, "en");
    otherTabStores(PREFERENCE_KEYS.sort, { field: "lastPrice", direction: "desc" });
    otherTabStores(PREFERENCE_KEYS.pinned, { "guest:VN30": ["acb", "ACB"] });
    otherTabStores(PREFERENCE_KEYS.selectedIndices, ["11", "<b>x</b>"]);
    expect(usePreferences.getState()).toMatchObject({
      language: "en",
      sort: { field: "lastPrice", direction: "desc" },
      pinned: { "guest:VN30": ["ACB"] },
      selectedIndices: ["11"],
    });
  });

  it("writes nothing back (no echo between tabs)", () => {
    // Stored as the other tab wrote it; this tab cleans it on reading, but must not store that.
    otherTabStores(PREFERENCE_KEYS.pinned, { "guest:VN30": ["acb", " "] });
    expect(usePreferences.getState().pinned).toEqual({ "guest:VN30": ["ACB"] });
    expect(localStorage.getItem(PREFERENCE_KEYS.pinned)).toBe('{"guest:VN30":["acb"," "]}');
  });

  it("a stored value leaves the others as they are here", () => {
    usePreferences.getState().setChangeMode("percent");
    const settings = usePreferences.getState().boardSettings;
    otherTabStores(PREFERENCE_KEYS.chartsCollapsed, true);
    expect(usePreferences.getState()).toMatchObject({ chartsCollapsed: true, changeMode: "percent" });
    expect(usePreferences.getState().boardSettings).toBe(settings);
  });

  it("a cleared storage gives the defaults", () => {
    usePreferences.getState().setChangeMode("percent");
    usePreferences.getState().setPinned("guest:VN30", ["ACB"]);
    localStorage.clear();
    otherTabStores(null, null);
    expect(usePreferences.getState()).toMatchObject({
      changeMode: "absolute",
      pinned: {},
      boardSettings: DEFAULT_PRICE_BOARD_SETTINGS,
    });
  });

  it("ignores session storage and other keys", () => {
    otherTabStores(PREFERENCE_KEYS.language, "en", sessionStorage);
    otherTabStores("watchlistMap", {});
    expect(usePreferences.getState().language).toBe("vi");
  });

  it("this tab's own changes are still written after a value from another tab", () => {
    otherTabStores(PREFERENCE_KEYS.changeMode, "percent");
    usePreferences.getState().setChangeMode("absolute");
    expect(localStorage.getItem(PREFERENCE_KEYS.changeMode)).toBe('"absolute"');
  });
});
