/**
 * Which menu entries fit the bar (price-board §2: entries that do not fit move into a "..." list
 * and come back as the window widens). Widths are measured in the page (margins included); this
 * only decides.
 */

/**
 * How many leading entries fit in `available` pixels: all of them when they fit without the
 * "..." button, else as many as fit beside it (possibly none).
 *
 * @example fittingCount([50, 50, 50], 30, 150) // 3: everything fits, no "..."
 * @example fittingCount([50, 50, 50], 30, 149) // 2: 50 + 50 + 30 ≤ 149
 */
export function fittingCount(itemWidths: readonly number[], moreWidth: number, available: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
