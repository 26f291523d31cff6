import { epochMillisAt } from "@bangia/market";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearCachedStockList,
  readCachedStockList,
  stockListExpiry,
  writeCachedStockList,
} from "./stock-list-cache";

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
  const store = new Map<string, string>();

  beforeEach(() => {
    store.clear();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
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

  it("is forgotten on clear, and a malformed entry reads as nothing", () => {
    writeCachedStockList(stocks, 0);
    clearCachedStockList();
    expect(readCachedStockList(0)).toBeNull();
    store.set("stockList", JSON.stringify({ expires: Number.MAX_SAFE_INTEGER, stocks: [{ code: 1 }] }));
    expect(readCachedStockList(0)).toBeNull();
  });
});
