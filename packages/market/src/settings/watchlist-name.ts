/**
 * The watchlist name rule (price-board §5): trimmed, and non-empty to create. The spec has no
 * warning key for it (the add action simply does nothing), so this returns the name or null
 * rather than a Validation.
 */

/**
 * The trimmed name to create a watchlist with, or null when it is blank.
 *
 * @example
 * validateWatchlistName("  Ngân hàng "); // → "Ngân hàng"
 * validateWatchlistName("   ");          // → null
 */
export function validateWatchlistName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === "" ? null : trimmed;
}
