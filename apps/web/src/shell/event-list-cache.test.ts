import { epochMillisAt } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { readCachedEventList, writeCachedEventList } from "./event-list-cache";
import { clearCachedEventList } from "./event-list-key";

const events = [{ code: "DIV", name_vn: "Trả cổ tức bằng tiền mặt", name_en: "Cash dividend" }];

describe("the stored events list (accounts-session §3 allEvents, §4: expires 08:30 next day)", () => {
  let store: Map<string, string>;

  beforeEach(() => {
    store = stubLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ["fetched in the day", "2025-04-17", "09:00", "2025-04-18"],
    ["fetched before 08:30", "2025-04-17", "07:00", "2025-04-17"],
  ])("is kept under allEvents until 08:30 when %s", (_name, date, clock, expiryDate) => {
    writeCachedEventList(events, epochMillisAt(date, clock));
    expect(store.has("allEvents")).toBe(true);
    expect(readCachedEventList(epochMillisAt(expiryDate, "08:29"))).toEqual(events);
    expect(readCachedEventList(epochMillisAt(expiryDate, "08:30"))).toBeNull();
  });

  it("is not trusted when it claims to last beyond a day", () => {
    const now = epochMillisAt("2025-04-17", "09:00");
    store.set("allEvents", JSON.stringify({ expires: now + 24 * 60 * 60 * 1_000 + 1, events }));
    expect(readCachedEventList(now)).toBeNull();
  });

  it.each<[string, unknown]>([
    ["an entry without a code", [{ name_vn: "x", name_en: "x" }]],
    ["an empty code", [{ ...events[0], code: "" }]],
    ["no entries", []],
    ["not a list", "DIV"],
  ])("reads as nothing with %s", (_name, entries) => {
    const now = epochMillisAt("2025-04-17", "09:00");
    store.set("allEvents", JSON.stringify({ expires: now + 60_000, events: entries }));
    expect(readCachedEventList(now)).toBeNull();
  });

  it("is forgotten on clear (the day-start refresh)", () => {
    writeCachedEventList(events, 0);
    clearCachedEventList();
    expect(readCachedEventList(0)).toBeNull();
  });
});
