/**
 * The stock dictionary (`getlistallstock`, price-board §3 "Stock dictionary entry"): every listed
 * code with its names, exchange and type. It is large and only the symbol search and the stock
 * popup need it, so it loads on first use, then is kept for the day in the browser
 * (stock-list-cache, price-board §9); the loading code is imported then too (load-stock-list.ts).
 * Every reader goes through this one hook, so they share one query: one key, one loader, one set
 * of options.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { FutureListing, ListedCode } from "./listed-code";

export const STOCK_LIST_QUERY_KEY = ["datafeed", "getlistallstock"] as const;
/** The listed futures contracts of both derivative boards. */
export const FUTURES_QUERY_KEY = ["datafeed", "getlistderivativesymbols", "INDEX,TPCP"] as const;

/** The list and its entries by upper-case code. */
export interface StockList {
  readonly stocks: readonly ListedCode[];
  readonly byCode: ReadonlyMap<string, ListedCode>;
}

export interface StockListState {
  /** Undefined until it arrives (or when it failed). */
  readonly list: StockList | undefined;
  /** "pending" also while not yet wanted. */
  readonly status: "pending" | "error" | "success";
  /** Asks again after a failure. */
  readonly reload: () => void;
}

// The loaders come with the first use (load-stock-list.ts).
const loaders = () => import("./load-stock-list");

function indexStockList(
  stocks: readonly StockDictionaryEntry[],
  futures: readonly FutureListing[],
): StockList {
  const listed: readonly ListedCode[] = [...stocks, ...futures];
  return { stocks: listed, byCode: new Map(listed.map((stock) => [stock.stock_code.toUpperCase(), stock])) };
}

const NO_FUTURES: readonly FutureListing[] = [];

/** The stock list (with the futures contracts) once `enabled`. */
export function useStockList(enabled = true): StockListState {
  const query = useQuery({
    queryKey: STOCK_LIST_QUERY_KEY,
    queryFn: ({ signal }) => loaders().then((module) => module.loadStockList(signal)),
    enabled,
    // The browser copy decides freshness; the day-start refresh clears both.
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "stock list");
  // The contracts, a few codes; without them the search still finds every other code.
  const futures = useQuery({
    queryKey: FUTURES_QUERY_KEY,
    queryFn: ({ signal }) => loaders().then((module) => module.loadFutureListings(signal)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(futures.error, "futures list");
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const stocks = query.data;
  const listings = futures.data ?? NO_FUTURES;
  const list = useMemo(
    () => (stocks === undefined ? undefined : indexStockList(stocks, listings)),
    [stocks, listings],
  );
  return { list, status: query.status, reload };
}
