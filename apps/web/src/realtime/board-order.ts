/**
 * The display order of a board's symbols (price-board §4 Sorting), computed in the quote worker.
 *
 * Decisions where the spec is silent:
 * - No sort (null) keeps the board's own order: the order the board lists its symbols in (a
 *   watchlist's order, a dragged order), which the board gives symbol-ascending by default.
 * - "sym" sorts by symbol code (code-unit order: the codes are upper-case ASCII).
 * - Any field of the board's row kind sorts. Numeric fields sort by value, ties broken by symbol ascending, so the order is stable from
 *   one tick to the next.
 * - Missing values sort last in both directions: no row yet, a non-number, and 0 in fields where
 *   0 means "none" (prices, volumes, values — datafeed.ts: "0 means no price"). In the signed
 *   fields (change, percent change, a derivative's change) 0 is a real value, "unchanged", and sorts as a number.
 * - Text fields (colour codes, exchange, type) sort by code-unit order, "" counting as missing.
 */
import type { BoardRow, BoardSort } from "./protocol";

/** Fields whose 0 is a value, not "none". */
const SIGNED_SORT_FIELDS: ReadonlySet<string> = new Set(["ot", "changePc", "change"]);

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The sort key of a row's field; undefined when missing (sorts last). */
function sortKey(row: BoardRow | undefined, field: string): number | string | undefined {
  if (row === undefined) return undefined;
  const value = (row as unknown as Readonly<Record<string, unknown>>)[field];
  if (typeof value === "number") {
    if (!Number.isFinite(value) || (value === 0 && !SIGNED_SORT_FIELDS.has(field))) return undefined;
    return value;
  }
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The symbols of a board in display order.
 *
 * @example boardOrder(["FPT", "ACB"], null, rowOf) // ["FPT", "ACB"]
 * @example boardOrder(["FPT", "ACB"], { field: "sym", direction: "asc" }, rowOf) // ["ACB", "FPT"]
 */
export function boardOrder(
  symbols: readonly string[],
  sort: BoardSort | null,
  rowOf: (symbol: string) => BoardRow | undefined,
): string[] {
  if (sort === null) return [...symbols];
  const sign = sort.direction === "asc" ? 1 : -1;
  if (sort.field === "sym") return [...symbols].sort((a, b) => sign * compareText(a, b));
  const field = sort.field;
  const keyed = symbols.map((symbol) => ({ symbol, key: sortKey(rowOf(symbol), field) }));
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

/** Whether two orders are the same list. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
