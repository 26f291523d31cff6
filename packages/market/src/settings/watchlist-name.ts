/**
 * The watchlist name rule (price-board §5): trimmed, and non-empty to create. The spec has no
 * warning key for it (the add action simply does nothing), so this returns the name or null
 * rather than a Validation.
 *
 * The server runs it on the untrusted create and rename calls too, so it also refuses what is
 * not text and caps the length (ours; the spec gives none): a name is a label on a dropdown,
 * not a place to store megabytes. Names are kept in Unicode NFC, so "Ngân hàng" typed on two
 * keyboards (precomposed, or with combining marks) is one name.
 */

/** Longest name, in characters; the input's maxLength should say the same. */
export const WATCHLIST_NAME_MAX_LENGTH = 100;

// A raw input longer than this cannot trim down to a valid name (4 UTF-16 units per character
// is generous, edge spaces included): refused before any work is done on it.
const MAX_RAW_UNITS = WATCHLIST_NAME_MAX_LENGTH * 4;

/**
 * The trimmed, NFC name to create a watchlist with, or null when it is blank, not text, or
 * longer than WATCHLIST_NAME_MAX_LENGTH characters.
 *
 * @example
 * validateWatchlistName("  Ngân hàng "); // → "Ngân hàng"
 * validateWatchlistName("   ");          // → null
 */
export function validateWatchlistName(name: unknown): string | null {
  if (typeof name !== "string" || name.length > MAX_RAW_UNITS) return null;
  const trimmed = name.trim().normalize("NFC");
  return trimmed === "" || [...trimmed].length > WATCHLIST_NAME_MAX_LENGTH ? null : trimmed;
}
