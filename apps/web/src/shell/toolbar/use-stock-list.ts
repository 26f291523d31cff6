/**
 * The stock dictionary (`getlistallstock`, price-board §3 "Stock dictionary entry"): every listed
 * code with its names, exchange and type. It is large and only the symbol search and the stock
 * popup need it, so it loads on first use, then is kept for the day in the browser
 * (stock-list-cache, price-board §9). Every reader goes through this one hook, so they share one
 * query: one key, one loader, one set of options.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { useCallback, useMemo } from "react";
import { datafeed } from "../../api/http";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { futureListing, type FutureListing, type FutureNames, type ListedCode } from "./listed-code";
import { readCachedStockList, writeCachedStockList } from "./stock-list-cache";

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

async function loadStockList(signal: AbortSignal): Promise<readonly StockDictionaryEntry[]> {
  const cached = readCachedStockList(Date.now());
  if (cached !== null) return cached;
  const stocks = await datafeed("getlistallstock", undefined, { signal });
  writeCachedStockList(stocks, Date.now());
  return stocks;
}

async function loadFutureCodes(signal: AbortSignal): Promise<readonly string[]> {
  const [index, bond] = await Promise.all([
    datafeed("getlistderivativesymbols", "INDEX", { signal }),
    datafeed("getlistderivativesymbols", "TPCP", { signal }),
  ]);
  return [...index, ...bond];
}

function namesIn(language: "vi" | "en"): FutureNames {
  const t = i18next.getFixedT(language);
  return {
    indexFuture: (index, month) => t("shell.toolbar.indexFuture", { index, month }),
    bondFuture: (years, month) => t("shell.toolbar.bondFuture", { years, month }),
  };
}

function indexStockList(stocks: readonly StockDictionaryEntry[], futureCodes: readonly string[]): StockList {
  const vi = namesIn("vi");
  const en = namesIn("en");
  const futures = futureCodes
    .map((code) => futureListing(code, vi, en))
    .filter((listing): listing is FutureListing => listing !== null);
  const listed: readonly ListedCode[] = [...stocks, ...futures];
  return { stocks: listed, byCode: new Map(listed.map((stock) => [stock.stock_code.toUpperCase(), stock])) };
}

const NO_CODES: readonly string[] = [];

/** The stock list (with the futures contracts) once `enabled`. */
export function useStockList(enabled = true): StockListState {
  const query = useQuery({
    queryKey: STOCK_LIST_QUERY_KEY,
    queryFn: ({ signal }) => loadStockList(signal),
    enabled,
    // The browser copy decides freshness; the day-start refresh clears both.
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "stock list");
  // The contracts, a few codes; without them the search still finds every other code.
  const futures = useQuery({
    queryKey: FUTURES_QUERY_KEY,
    queryFn: ({ signal }) => loadFutureCodes(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(futures.error, "futures list");
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const stocks = query.data;
  const futureCodes = futures.data ?? NO_CODES;
  const list = useMemo(
    () => (stocks === undefined ? undefined : indexStockList(stocks, futureCodes)),
    [stocks, futureCodes],
  );
  return { list, status: query.status, reload };
}
