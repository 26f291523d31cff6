import { epochMillisAt } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../testing/memory-storage";
import { readCachedStockList, stockListExpiry, writeCachedStockList } from "./stock-list-cache";
import { clearCachedStockList } from "./stock-list-key";

describe("stockListExpiry (price-board §9: expires 08:30 next day)", () => {
  it.each([
    ["fetched in the day → 08:30 next day", "2025-04-17", "09:00", "2025-04-18"],
    ["fetched in the evening → 08:30 next day", "2025-04-17", "22:00", "2025-04-18"],
    ["fetched before 08:30 → 08:30 the same day", "2025-04-17", "07:00", "2025-04-17"],
    ["fetched at 08:30 → 08:30 next day", "2025-04-17", "08:30", "2025-04-18"],
  ])("%s", (_name, date, clock, expiryDate) => {
    expect(stockListExpiry(epochMillisAt(date, clock))).toBe(epochMillisAt(expiryDate, "08:30"));
  });
});

describe("the stored stock list", () => {
  const stocks = [{ stock_code: "FPT", name_vn: "FPT", name_en: "FPT", post_to: "HOSE", type: "D" } as const];
  let store: Map<string, string>;

  beforeEach(() => {
    store = stubLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is read back until it expires", () => {
    const fetchedAt = epochMillisAt("2025-04-17", "09:00");
    writeCachedStockList(stocks, fetchedAt);
    expect(readCachedStockList(epochMillisAt("2025-04-18", "08:29"))).toEqual(stocks);
    expect(readCachedStockList(epochMillisAt("2025-04-18", "08:30"))).toBeNull();
  });

  it("is not trusted when it claims to last beyond a day, so a bogus entry cannot disable search", () => {
    const now = epochMillisAt("2025-04-17", "09:00");
    store.set("stockList", JSON.stringify({ expires: 1e20, stocks }));
    expect(readCachedStockList(now)).toBeNull();
    store.set("stockList", JSON.stringify({ expires: now + 24 * 60 * 60 * 1_000 + 1, stocks }));
    expect(readCachedStockList(now)).toBeNull();
    store.set("stockList", JSON.stringify({ expires: now + 24 * 60 * 60 * 1_000, stocks }));
    expect(readCachedStockList(now)).toEqual(stocks);
  });

  it.each<[string, unknown]>([
    ["a code that is not a symbol", [{ ...stocks[0], stock_code: "<b>FPT</b>" }]],
    ["a lower-case code", [{ ...stocks[0], stock_code: "fpt" }]],
    ["an empty code", [{ ...stocks[0], stock_code: "" }]],
    ["a missing name", [{ stock_code: "FPT", name_en: "FPT", post_to: "HOSE", type: "D" }]],
    ["no entries", []],
  ])("reads as nothing with %s", (_name, entries) => {
    const now = epochMillisAt("2025-04-17", "09:00");
    store.set("stockList", JSON.stringify({ expires: now + 60_000, stocks: entries }));
    expect(readCachedStockList(now)).toBeNull();
  });

  it("is forgotten on clear, and a malformed entry reads as nothing", () => {
    writeCachedStockList(stocks, 0);
    clearCachedStockList();
    expect(readCachedStockList(0)).toBeNull();
    store.set("stockList", JSON.stringify({ expires: Number.MAX_SAFE_INTEGER, stocks: [{ code: 1 }] }));
    expect(readCachedStockList(0)).toBeNull();
  });
});
