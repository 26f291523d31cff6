/**
 * What Enter or leaving the search box does with the typed text (price-board §5 "Enter or blur
 * picks the typed value"). A pick is only ever a listed code, so half-typed text never reaches a
 * watchlist, a subscription or a popup: text that names no listed stock picks nothing and says so.
 */
import type { ListedCode } from "./listed-code";
import { trimmedUpperCase } from "./symbol-suggestions";
import type { StockList, StockListState } from "./use-stock-list";

export type SearchOutcome =
  /** Nothing typed: nothing to pick or to say. */
  | { readonly kind: "none" }
  /** The list is still loading: decide once it arrives. */
  | { readonly kind: "wait" }
  | { readonly kind: "pick"; readonly code: string }
  /** The typed text names no listed stock. */
  | { readonly kind: "unknown"; readonly symbol: string }
  /** The list failed to load: no code can be checked. */
  | { readonly kind: "unavailable" };

/**
 * The code a pick chooses: the highlighted suggestion, else the listed code the typed text spells
 * (any case); null when the text names no listed stock.
 *
 * @example pickedCode(byCode, " fpt ", undefined) // "FPT"
 * @example pickedCode(byCode, "FP", undefined) // null
 */
export function pickedCode(
  byCode: ReadonlyMap<string, ListedCode>,
  typed: string,
  highlighted: ListedCode | undefined,
): string | null {
  if (highlighted !== undefined) return highlighted.stock_code;
  return byCode.get(trimmedUpperCase(typed))?.stock_code ?? null;
}

/** The outcome of picking `typed` (with `highlighted` the suggestion the arrow keys chose). */
export function searchOutcome(
  list: StockList | undefined,
  status: StockListState["status"],
  typed: string,
  highlighted: ListedCode | undefined,
): SearchOutcome {
  const symbol = trimmedUpperCase(typed);
  if (symbol === "" && highlighted === undefined) return { kind: "none" };
  if (list === undefined) return status === "error" ? { kind: "unavailable" } : { kind: "wait" };
  const code = pickedCode(list.byCode, typed, highlighted);
  return code === null ? { kind: "unknown", symbol } : { kind: "pick", code };
}
