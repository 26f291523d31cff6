/**
 * Which symbol the popup's own search may show (price-board §5 "Symbols of length 9 are ignored
 * when chosen in the popup"). The popup keeps its symbol live itself (useKeepLive).
 */

/** Codes of this length are futures contracts (VN30F2603): the stock popup does not take them. */
export const IGNORED_POPUP_SYMBOL_LENGTH = 9;

/**
 * The symbol a pick in the popup's own search shows; null when the pick is ignored.
 *
 * @example popupPick("hpg") // "HPG"
 * @example popupPick("VN30F2603") // null
 */
export function popupPick(code: string): string | null {
  const symbol = code.trim().toUpperCase();
  if (symbol === "" || symbol.length === IGNORED_POPUP_SYMBOL_LENGTH) return null;
  return symbol;
}
