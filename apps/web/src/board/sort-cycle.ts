/**
 * The header-click cycle of the stock and watchlist tables (price-board §4 Sorting): a new field
 * starts descending, the same field then toggles to ascending, and the next click clears the sort
 * back to the default, symbol ascending (null). Symbol ascending is the default itself, so it is
 * never kept as a sort: on the symbol column the cycle is descending ↔ default.
 */
import type { BoardSort } from "../realtime/protocol";

export type SortField = BoardSort["field"];

/** Symbol ascending is the board's default order; as a sort it is null. */
export function isDefaultSort(sort: BoardSort | null): boolean {
  return sort === null || (sort.field === "sym" && sort.direction === "asc");
}

/**
 * The sort after a click on the header of `field`.
 *
 * @example nextSort(null, "lastPrice") // { field: "lastPrice", direction: "desc" }
 * @example nextSort({ field: "lastPrice", direction: "desc" }, "lastPrice") // { …, direction: "asc" }
 * @example nextSort({ field: "lastPrice", direction: "asc" }, "lastPrice") // null
 */
export function nextSort(current: BoardSort | null, field: SortField): BoardSort | null {
  let next: BoardSort | null;
  if (current === null || current.field !== field) next = { field, direction: "desc" };
  else if (current.direction === "desc") next = { field, direction: "asc" };
  else next = null;
  return isDefaultSort(next) ? null : next;
}

/**
 * The sort the board applies: the chosen one, dropped (null) when it is the default or when no
 * shown column sorts by its field (price-board §4 "dropped if its column is hidden").
 *
 * @example effectiveSort({ field: "fRoom", direction: "desc" }, ["sym", "lastPrice"]) // null
 */
export function effectiveSort(sort: BoardSort | null, shownFields: readonly SortField[]): BoardSort | null {
  if (sort === null || isDefaultSort(sort) || !shownFields.includes(sort.field)) return null;
  return sort;
}

/** Two sorts are the same choice (null equals null). */
export function sameSort(a: BoardSort | null, b: BoardSort | null): boolean {
  return a === b || (a !== null && b !== null && a.field === b.field && a.direction === b.direction);
}
