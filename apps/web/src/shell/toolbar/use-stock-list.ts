/**
 * The stock dictionary (`getlistallstock`, price-board §3 "Stock dictionary entry"): every listed
 * code with its names, exchange and type. It is large and only the symbol search and the stock
 * popup need it, so it loads on first use, then is kept for the day in the browser
 * (stock-list-cache, price-board §9). Every reader goes through this one hook, so they share one
 * query: one key, one loader, one set of options.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { datafeed } from "../../api/http";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { readCachedStockList, writeCachedStockList } from "./stock-list-cache";

export const STOCK_LIST_QUERY_KEY = ["datafeed", "getlistallstock"] as const;

/** The list and its entries by upper-case code. */
export interface StockList {
  readonly stocks: readonly StockDictionaryEntry[];
  readonly byCode: ReadonlyMap<string, StockDictionaryEntry>;
}

export interface StockListState {
  /** Undefined until it arrives (or when it failed). */
  readonly list: StockList | undefined;
  /** "pending" also while not yet wanted. */
  readonly status: "pending" | "error" | "success";
  /** Asks again after a failure. */
  readonly reload: () => void;
}

async function loadStockList(signal: AbortSignal): Promise<readonly StockDictionaryEntry[]> {
  const cached = readCachedStockList(Date.now());
  if (cached !== null) return cached;
  const stocks = await datafeed("getlistallstock", undefined, { signal });
  writeCachedStockList(stocks, Date.now());
  return stocks;
}

// Module-level, so the query memoises the index per loaded list rather than per render.
function indexStockList(stocks: readonly StockDictionaryEntry[]): StockList {
  return { stocks, byCode: new Map(stocks.map((stock) => [stock.stock_code.toUpperCase(), stock])) };
}

/** The stock list once `enabled`. */
export function useStockList(enabled = true): StockListState {
  const query = useQuery({
    queryKey: STOCK_LIST_QUERY_KEY,
    queryFn: ({ signal }) => loadStockList(signal),
    enabled,
    // The browser copy decides freshness; the day-start refresh clears both.
    staleTime: Number.POSITIVE_INFINITY,
    select: indexStockList,
  });
  useLoadFailureLog(query.error, "stock list");
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { list: query.data, status: query.status, reload };
}
