/**
 * The toolbar's symbol search (price-board §5): a case-insensitive prefix match on the stock code;
 * empty input gives no suggestions. The list is capped so a one-letter prefix stays readable.
 */
import type { ListedCode } from "./listed-code";

export const MAX_SUGGESTIONS = 20;

/**
 * The stocks whose code starts with `input` (trimmed, any case), in the list's order.
 *
 * @example symbolSuggestions(stocks, "fp").map((s) => s.stock_code) // ["FPT", "FPTS", …]
 */
export function symbolSuggestions(
  stocks: readonly ListedCode[],
  input: string,
  max: number = MAX_SUGGESTIONS,
): readonly ListedCode[] {
  const prefix = trimmedUpperCase(input);
  if (prefix === "") return [];
  const found: ListedCode[] = [];
  for (const stock of stocks) {
    if (found.length >= max) break;
    if (stock.stock_code.toUpperCase().startsWith(prefix)) found.push(stock);
  }
  return found;
}

/** The typed text as codes are compared: trimmed and upper-case. */
export function trimmedUpperCase(input: string): string {
  return input.trim().toUpperCase();
}
