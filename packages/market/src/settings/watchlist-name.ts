/**
 * The watchlist name rule (price-board §5): trimmed, and non-empty to create. The spec has no
 * warning key for it (the add action simply does nothing), so this returns the name or null
 * rather than a Validation.
 *
 * The server runs it on the untrusted create and rename calls too, so it also refuses what is
 * not text and caps the length (ours; the spec gives none): a name is a label on a dropdown,
 * not a place to store megabytes. Names are kept in Unicode NFC, so "Ngân hàng" typed on two
 * keyboards (precomposed, or with combining marks) is one name.
 *
 * A label shows what it says, so a name holds no control or format characters (Unicode Cc,
 * Cf: NUL, escapes, zero-width and bidi marks; this refuses emoji joined by a zero-width
 * joiner too), no lone surrogate and no line or paragraph separator, and at least one visible
 * character: a name of blank-looking letters alone (the Hangul filler) is blank.
 */

/** Longest name, in characters; the input's maxLength should say the same. */
export const WATCHLIST_NAME_MAX_LENGTH = 100;

// A raw input longer than this cannot trim down to a valid name (4 UTF-16 units per character
// is generous, edge spaces included): refused before any work is done on it.
const MAX_RAW_UNITS = WATCHLIST_NAME_MAX_LENGTH * 4;

/** Control, format, surrogate, line and paragraph separator characters. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** A letter, number, punctuation or symbol that draws something (U+2800 is a blank cell). */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * The trimmed, NFC name to create a watchlist with, or null when it is blank, not text, holds
 * a hidden character, or is longer than WATCHLIST_NAME_MAX_LENGTH characters.
 *
 * @example
 * validateWatchlistName("  Ngân hàng "); // → "Ngân hàng"
 * validateWatchlistName("   ");          // → null
 * validateWatchlistName("a\u202Eb");     // → null (a bidi override)
 */
export function validateWatchlistName(name: unknown): string | null {
  if (typeof name !== "string" || name.length > MAX_RAW_UNITS) return null;
  const trimmed = name.trim().normalize("NFC");
  if (HIDDEN.test(trimmed) || !VISIBLE.test(trimmed)) return null;
  return [...trimmed].length > WATCHLIST_NAME_MAX_LENGTH ? null : trimmed;
}
