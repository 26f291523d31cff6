/**
 * The symbol rule of everything the browser keeps (watchlists, pinned rows): trimmed and
 * uppercased, then the market package's rule for a symbol on the wire — letters, digits, '.', '_'
 * and '-', at most MAX_SYMBOL_LENGTH — so a stored value the server would refuse never reaches it.
 */
import { MAX_SYMBOL_LENGTH } from "@bangia/market";

const SYMBOL = new RegExp(`^[A-Z0-9._-]{1,${MAX_SYMBOL_LENGTH}}$`);

/**
 * The symbol as kept (trimmed, uppercase), or null when it is not a symbol.
 *
 * @example normaliseSymbol(" fpt ") // "FPT"
 * @example normaliseSymbol("<b>x</b>") // null
 */
export function normaliseSymbol(raw: string): string | null {
  const symbol = raw.trim().toUpperCase();
  return SYMBOL.test(symbol) ? symbol : null;
}

/**
 * The symbols of a stored list: non-text and non-symbols dropped, repeats dropped (first one
 * kept), at most `max`.
 *
 * @example symbolList(["acb", " ", "ACB", 7, "fpt"], 50) // ["ACB", "FPT"]
 */
export function symbolList(raw: readonly unknown[], max: number): string[] {
  const symbols = new Set<string>();
  for (const item of raw) {
    if (symbols.size >= max) break;
    const symbol = typeof item === "string" ? normaliseSymbol(item) : null;
    if (symbol !== null) symbols.add(symbol);
  }
  return [...symbols];
}
