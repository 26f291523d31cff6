/**
 * Where the stock list is kept in the browser (price-board §3 "cached stock list"), apart from
 * the cache's code so the day-start refresh can forget it without loading that code: the list
 * loads on first use (stock-list-cache.ts, imported on demand by use-stock-list.ts).
 */
import { removeLocal } from "../state/local-value";

export const STOCK_LIST_KEY = "stockList";

/** Forgets the stored list (the day-start refresh). */
export function clearCachedStockList(): void {
  removeLocal(STOCK_LIST_KEY);
}
