/**
 * The stock list the symbol search reads (price-board §3 "cached stock list"; §9 "refreshed once
 * a day, expires 08:30 next day"): kept in the browser until the next 08:30 exchange time after
 * it was fetched, so a day's visits load it once.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { readLocal, removeLocal, writeLocal } from "../../state/local-value";
import { msUntilNextExchangeTime } from "../restart-schedule";

export const STOCK_LIST_KEY = "stockList";
/** The exchange time of day the cached list expires. */
export const STOCK_LIST_EXPIRY_TIME = "08:30";

export interface CachedStockList {
  /** Epoch ms after which the list is refetched. */
  readonly expires: number;
  readonly stocks: readonly StockDictionaryEntry[];
}

/**
 * When a list fetched at `fetchedAt` expires: the next 08:30 exchange time.
 *
 * @example stockListExpiry(epochMillisAt("2025-04-17", "09:00")) // epochMillisAt("2025-04-18", "08:30")
 */
export function stockListExpiry(fetchedAt: number): number {
  return fetchedAt + msUntilNextExchangeTime(fetchedAt, [STOCK_LIST_EXPIRY_TIME]);
}

function parseCached(raw: unknown): CachedStockList | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { expires, stocks } = raw as Record<string, unknown>;
  if (typeof expires !== "number" || !Array.isArray(stocks)) return null;
  const valid = stocks.every(
    (stock: unknown) =>
      typeof stock === "object" &&
      stock !== null &&
      typeof (stock as Record<string, unknown>)["stock_code"] === "string",
  );
  return valid ? { expires, stocks: stocks as StockDictionaryEntry[] } : null;
}

/** The stored list if it has not expired at `now`. */
export function readCachedStockList(now: number): readonly StockDictionaryEntry[] | null {
  const cached = readLocal(STOCK_LIST_KEY, parseCached, null);
  return cached !== null && now < cached.expires ? cached.stocks : null;
}

export function writeCachedStockList(stocks: readonly StockDictionaryEntry[], fetchedAt: number): void {
  const cached: CachedStockList = { expires: stockListExpiry(fetchedAt), stocks };
  writeLocal(STOCK_LIST_KEY, cached);
}

/** Forgets the stored list (the day-start refresh). */
export function clearCachedStockList(): void {
  removeLocal(STOCK_LIST_KEY);
}
