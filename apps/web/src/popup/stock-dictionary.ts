/**
 * The stock dictionary (`getlistallstock`, price-board §3 "Stock dictionary entry"): every
 * listed code with its Vietnamese and English names, exchange and type. Loaded once and kept for
 * the day (price-board §9: the stock list is refreshed once a day); any feature asking with the
 * same query key shares the one request.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { datafeed } from "../api/http";

const ONE_DAY_MS = 24 * 60 * 60 * 1_000;

export const STOCK_DICTIONARY_QUERY_KEY = ["datafeed", "getlistallstock"] as const;

function byCode(entries: readonly StockDictionaryEntry[]): ReadonlyMap<string, StockDictionaryEntry> {
  return new Map(entries.map((entry) => [entry.stock_code, entry]));
}

/** The dictionary entry of `symbol`: undefined while loading or when it is not listed. */
export function useStockEntry(symbol: string): { entry: StockDictionaryEntry | undefined; loading: boolean } {
  const { data, isPending } = useQuery({
    queryKey: STOCK_DICTIONARY_QUERY_KEY,
    queryFn: ({ signal }) => datafeed("getlistallstock", undefined, { signal }),
    staleTime: ONE_DAY_MS,
    gcTime: ONE_DAY_MS,
    select: byCode,
  });
  return { entry: data?.get(symbol), loading: isPending };
}
