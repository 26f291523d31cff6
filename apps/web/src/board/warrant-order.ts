/**
 * Sorting the covered-warrant board by a derived column (the underlying's price, the ratio, the
 * breakeven, the difference): the quote worker sorts by row fields only, so the board orders
 * these itself from the rows the main thread holds, with the worker's rules (numbers by value,
 * missing last in both directions, ties by symbol), again once a second while the sort lasts —
 * the worker's own re-sort rate. While such a sort is on, every warrant and underlying row is
 * kept current (the board marks them all visible), so off-screen rows sort by fresh figures.
 */
import { useEffect, useState } from "react";
import { localOrder } from "./table-sort";
import { sameOrder } from "../realtime/board-order";
import type { BoardSort, QuoteRow } from "../realtime/protocol";
import { quoteFeed } from "../realtime/quote-feed";
import { warrantSortValue } from "./warrant-cells";

/** How often a derived sort is redone (the worker re-sorts at most once a second). */
export const WARRANT_RESORT_MS = 1_000;

/**
 * The warrants in display order for a derived sort.
 *
 * @example derivedWarrantOrder(["CFPT2501", "CHPG2501"], { field: "dhv", direction: "desc" }, links, rowOf)
 * // the higher breakeven first
 */
export function derivedWarrantOrder(
  symbols: readonly string[],
  sort: BoardSort,
  underlyingOf: Readonly<Record<string, string>>,
  rowOf: (symbol: string) => QuoteRow | undefined,
): readonly string[] {
  return localOrder(symbols, sort, (symbol, field) => {
    const underlying = underlyingOf[symbol];
    return warrantSortValue(rowOf(symbol), underlying === undefined ? undefined : rowOf(underlying), field);
  });
}

/**
 * The board's order under a derived sort (null: none), refreshed every second; undefined when
 * no derived sort applies (the worker's order stands).
 */
export function useDerivedWarrantOrder(
  symbols: readonly string[] | undefined,
  sort: BoardSort | null,
  underlyingOf: Readonly<Record<string, string>> | undefined,
): readonly string[] | undefined {
  const [order, setOrder] = useState<readonly string[] | undefined>(undefined);
  const field = sort?.field ?? null;
  const direction = sort?.direction ?? null;
  useEffect(() => {
    if (field === null || direction === null || symbols === undefined || underlyingOf === undefined) return;
    const feed = quoteFeed();
    const rowOf = (symbol: string) => feed.view(symbol)?.row as QuoteRow | undefined;
    const update = () => {
      const next = derivedWarrantOrder(symbols, { field, direction }, underlyingOf, rowOf);
      setOrder((previous) => (previous !== undefined && sameOrder(previous, next) ? previous : next));
    };
    update();
    const timer = setInterval(update, WARRANT_RESORT_MS);
    return () => clearInterval(timer);
  }, [symbols, field, direction, underlyingOf]);
  return field === null ? undefined : order;
}
