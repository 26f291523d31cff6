/**
 * The popup's view of the stock dictionary (price-board §3 "Stock dictionary entry"): the entry
 * of one symbol, from the shared stock list the symbol search also reads, and its price unit.
 */
import type { PriceUnit } from "@bangia/market";
import type { ListedCode } from "../symbol-search/listed-code";
import { useStockList } from "../symbol-search/use-stock-list";
import { priceUnitOfListing } from "./listing-unit";

/** The dictionary entry of `symbol`: undefined while loading or when it is not listed. */
export function useStockEntry(symbol: string): { entry: ListedCode | undefined; loading: boolean } {
  const { list, status } = useStockList();
  return { entry: list?.byCode.get(symbol.toUpperCase()), loading: status === "pending" };
}

/** The unit of `symbol`'s wire prices: undefined while the list loads, or when it is not listed. */
export function usePriceUnit(symbol: string): PriceUnit | undefined {
  const { entry } = useStockEntry(symbol);
  return entry === undefined ? undefined : priceUnitOfListing(entry);
}
