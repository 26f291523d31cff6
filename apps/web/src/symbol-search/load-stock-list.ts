/**
 * Loading what the symbol search finds: the stock dictionary (`getlistallstock`) from the
 * browser's copy while it lasts (until the next 08:30, stock-list-cache.ts), else from the data
 * feed, kept for the day; and the listed futures contracts (`getlistderivativesymbols`) as
 * listings named in both languages (listed-code.ts). Imported on the first use of the list
 * (use-stock-list.ts), so none of this code is part of the first download.
 */
import type { StockDictionaryEntry } from "@bangia/market";
import i18next from "i18next";
import { datafeed } from "../api/http";
import { futureListing, type FutureListing, type FutureNames } from "./listed-code";
import { readCachedStockList, writeCachedStockList } from "./stock-list-cache";

export async function loadStockList(signal: AbortSignal): Promise<readonly StockDictionaryEntry[]> {
  const cached = readCachedStockList(Date.now());
  if (cached !== null) return cached;
  const stocks = await datafeed("getlistallstock", undefined, { signal });
  writeCachedStockList(stocks, Date.now());
  return stocks;
}

function namesIn(language: "vi" | "en"): FutureNames {
  const t = i18next.getFixedT(language);
  return {
    indexFuture: (index, month) => t("shell.toolbar.indexFuture", { index, month }),
    bondFuture: (years, month) => t("shell.toolbar.bondFuture", { years, month }),
  };
}

/** The contracts of both derivative boards (index and government-bond futures). */
export async function loadFutureListings(signal: AbortSignal): Promise<readonly FutureListing[]> {
  const [index, bond] = await Promise.all([
    datafeed("getlistderivativesymbols", "INDEX", { signal }),
    datafeed("getlistderivativesymbols", "TPCP", { signal }),
  ]);
  const vi = namesIn("vi");
  const en = namesIn("en");
  return [...index, ...bond]
    .map((code) => futureListing(code, vi, en))
    .filter((listing): listing is FutureListing => listing !== null);
}
