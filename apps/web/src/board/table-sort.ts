/**
 * Header-click sorting of the odd-lot, warrant, bond and proprietary tables (price-board §4
 * Sorting): a new field starts descending and the same field then toggles. On the odd-lot and
 * warrant tables every third click clears the sort back to symbol ascending ("clear-on-third",
 * the stock board's own cycle); the bond and proprietary tables only toggle ("toggle-only").
 * Symbol ascending is the default order, so as a sort it is always null.
 */
import { effectiveSort, isDefaultSort, nextSort } from "./sort-cycle";
import type { BoardSort } from "../realtime/protocol";

export type SortRule = "clear-on-third" | "toggle-only";

/**
 * The sort after a click on the header of `field` under `rule`.
 *
 * @example nextTableSort({ field: "lot", direction: "asc" }, "lot", "clear-on-third") // null
 * @example nextTableSort({ field: "lot", direction: "asc" }, "lot", "toggle-only") // { field: "lot", direction: "desc" }
 */
export function nextTableSort(current: BoardSort | null, field: string, rule: SortRule): BoardSort | null {
  if (rule === "clear-on-third") return nextSort(current, field);
  // With no sort the rows are symbol ascending already, so the symbol header starts descending too.
  const next: BoardSort =
    current !== null && current.field === field
      ? { field, direction: current.direction === "desc" ? "asc" : "desc" }
      : { field, direction: "desc" };
  return isDefaultSort(next) ? null : next;
}

/** The sort a table applies: null when it is the default or its column is not shown (§4). */
export function shownSort(sort: BoardSort | null, sortableKeys: readonly string[]): BoardSort | null {
  return effectiveSort(sort, sortableKeys);
}

/** A row's value to sort by; undefined when missing (sorted last in both directions). */
export type SortValue = number | string | undefined;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Rows sorted on the main thread, for tables whose rows are not live (proprietary trading): the
 * quote worker's rules — numbers by value, text by code point, missing values last in both
 * directions, ties by symbol ascending. No sort keeps the given order.
 *
 * @example localOrder(["B", "A"], { field: "v", direction: "desc" }, (s) => (s === "A" ? 2 : 1)) // ["A", "B"]
 */
export function localOrder(
  symbols: readonly string[],
  sort: BoardSort | null,
  valueOf: (symbol: string, field: string) => SortValue,
): readonly string[] {
  if (sort === null) return symbols;
  const sign = sort.direction === "asc" ? 1 : -1;
  const keyed = symbols.map((symbol) => ({
    symbol,
    key: sort.field === "sym" ? symbol : valueOf(symbol, sort.field),
  }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      if (a.key !== b.key) return a.key === undefined ? 1 : -1;
    } else if (typeof a.key === "number" && typeof b.key === "number") {
      if (a.key !== b.key) return sign * (a.key - b.key);
    } else {
      const byValue = compareText(String(a.key), String(b.key));
      if (byValue !== 0) return sign * byValue;
    }
    return compareText(a.symbol, b.symbol);
  });
  return keyed.map((entry) => entry.symbol);
}
