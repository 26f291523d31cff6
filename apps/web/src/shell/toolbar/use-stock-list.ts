/**
 * The stock dictionary for the symbol search, loaded on first use (it is large and only search
 * needs it), then kept for the day in the browser (stock-list-cache).
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { datafeed } from "../../api/http";
import { useLoadFailureLog } from "../use-load-failure-log";
import { readCachedStockList, writeCachedStockList } from "./stock-list-cache";

export const STOCK_LIST_QUERY_KEY = ["datafeed", "getlistallstock"] as const;

async function loadStockList(signal: AbortSignal): Promise<readonly StockDictionaryEntry[]> {
  const cached = readCachedStockList(Date.now());
  if (cached !== null) return cached;
  const stocks = await datafeed("getlistallstock", undefined, { signal });
  writeCachedStockList(stocks, Date.now());
  return stocks;
}

const NONE: readonly StockDictionaryEntry[] = [];

/** The stock list once `enabled` (empty until it arrives or when it fails). */
export function useStockList(enabled: boolean): readonly StockDictionaryEntry[] {
  const query = useQuery({
    queryKey: STOCK_LIST_QUERY_KEY,
    queryFn: ({ signal }) => loadStockList(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "stock list");
  return query.data ?? NONE;
}
