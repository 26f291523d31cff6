/**
 * The stock list the symbol search reads (price-board §3 "cached stock list"; §9 "refreshed once
 * a day, expires 08:30 next day"): kept in the browser until the next 08:30 exchange time after
 * it was fetched, so a day's visits load it once. Loaded on first use, with the list's loader
 * (load-stock-list.ts); the key and the day-start clearing live in stock-list-key.ts.
 */
import { addDays, epochMillisAt, exchangeTimeAt, type StockDictionaryEntry } from "@bangia/market";
import { readLocal, writeLocal } from "../state/local-value";
import { normaliseSymbol } from "../state/symbol-code";
import { STOCK_LIST_KEY } from "./stock-list-key";

/** The exchange time of day the cached list expires. */
const STOCK_LIST_EXPIRY_TIME = "08:30";

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
  const { date } = exchangeTimeAt(fetchedAt);
  const today = epochMillisAt(date, STOCK_LIST_EXPIRY_TIME);
  return today > fetchedAt ? today : epochMillisAt(addDays(date, 1), STOCK_LIST_EXPIRY_TIME);
}

/** The longest a list can legitimately be kept: until the next 08:30, at most a day away. */
const MAX_KEPT_MS = 24 * 60 * 60 * 1_000;

function isStockEntry(raw: unknown): raw is StockDictionaryEntry {
  if (typeof raw !== "object" || raw === null) return false;
  const { stock_code, name_vn, name_en, post_to } = raw as Record<string, unknown>;
  return (
    typeof stock_code === "string" &&
    normaliseSymbol(stock_code) === stock_code &&
    typeof name_vn === "string" &&
    typeof name_en === "string" &&
    typeof post_to === "string"
  );
}

function parseCached(raw: unknown): CachedStockList | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { expires, stocks } = raw as Record<string, unknown>;
  if (typeof expires !== "number" || !Number.isFinite(expires) || !Array.isArray(stocks)) return null;
  return stocks.length > 0 && stocks.every(isStockEntry) ? { expires, stocks } : null;
}

/**
 * The stored list if it has not expired at `now`. An entry that claims to last beyond a day
 * (edited by hand, or written under a clock since put back) is not trusted: the list is fetched
 * again and the new entry replaces it.
 */
export function readCachedStockList(now: number): readonly StockDictionaryEntry[] | null {
  const cached = readLocal(STOCK_LIST_KEY, parseCached, null);
  if (cached === null || now >= cached.expires || cached.expires > now + MAX_KEPT_MS) return null;
  return cached.stocks;
}

export function writeCachedStockList(stocks: readonly StockDictionaryEntry[], fetchedAt: number): void {
  const cached: CachedStockList = { expires: stockListExpiry(fetchedAt), stocks };
  writeLocal(STOCK_LIST_KEY, cached);
}
