/**
 * Arguments the feeds take in their paths: symbols and comma lists of symbols or codes. A list
 * is normalised the way the realtime `regs` list is (parseRegsList: trimmed, upper-case, blanks
 * and repeats dropped), but an entry that is not a symbol is refused with a 400 rather than
 * dropped: a client that sends one has a bug worth seeing.
 */
import { MAX_SYMBOL_LENGTH } from "@bangia/market";
import { Type } from "typebox";
import { badRequest } from "../http/api-errors";

/** Most symbols one call may ask for (a whole exchange's board fits). */
export const MAX_LIST_SYMBOLS = 2_000;

const SYMBOL = new RegExp(`^[A-Z0-9._-]{1,${MAX_SYMBOL_LENGTH}}$`);

/** A single symbol in a path, any case. */
export const SymbolParam = Type.String({
  pattern: `^[A-Za-z0-9._-]{1,${MAX_SYMBOL_LENGTH}}$`,
  description: "Symbol (letters, digits, '.', '_', '-'); any case",
});

/** A comma list of symbols in a path. */
export const SymbolListParam = Type.String({
  minLength: 1,
  maxLength: MAX_LIST_SYMBOLS * (MAX_SYMBOL_LENGTH + 1),
  description: `Comma-separated symbols, at most ${MAX_LIST_SYMBOLS}`,
});

/** A symbol as the feeds key it: trimmed, upper-case. */
export function normaliseSymbol(symbol: string): string {
  return symbol.trim().toUpperCase();
}

function shown(entry: string): string {
  return JSON.stringify(entry.length > 24 ? `${entry.slice(0, 24)}…` : entry);
}

/**
 * The symbols of a comma list, in first-seen order.
 *
 * @throws ApiError BAD_REQUEST (detail at `path`) for an entry that is not a symbol, an empty
 * list, or more than `max` symbols.
 * @example parseSymbolList("acb, FPT,,ACB", "params/list") // ["ACB", "FPT"]
 */
export function parseSymbolList(text: string, path: string, max: number = MAX_LIST_SYMBOLS): string[] {
  const symbols = new Set<string>();
  for (const raw of text.split(",")) {
    const symbol = normaliseSymbol(raw);
    if (symbol === "") continue;
    if (!SYMBOL.test(symbol)) throw badRequest(path, `${shown(raw.trim())} is not a symbol`);
    symbols.add(symbol);
    if (symbols.size > max) throw badRequest(path, `more than ${max} symbols`);
  }
  if (symbols.size === 0) throw badRequest(path, "no symbol");
  return [...symbols];
}

/**
 * The codes of a comma list, each one of `allowed`, in first-seen order.
 *
 * @throws ApiError BAD_REQUEST for an unknown or empty entry, or an empty list.
 * @example parseCodeList("10,02", "params/codes", ["10", "02", "03"]) // ["10", "02"]
 */
export function parseCodeList(text: string, path: string, allowed: readonly string[]): string[] {
  const codes = new Set<string>();
  for (const raw of text.split(",")) {
    const code = raw.trim();
    if (!allowed.includes(code)) throw badRequest(path, `${shown(code)} is not one of ${allowed.join(", ")}`);
    codes.add(code);
  }
  return [...codes];
}
