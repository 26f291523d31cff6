/**
 * Which symbols each bench connection joins: a window of consecutive symbols of the board,
 * rotating by the window size from one connection to the next and wrapping at the end, so
 * every symbol is covered and subscribers spread evenly over the board.
 */

/**
 * The window of connection `index`.
 *
 * @example symbolWindow(["A", "B", "C"], 1, 2) // ["C", "A"]
 */
export function symbolWindow(symbols: readonly string[], index: number, size: number): string[] {
  const count = symbols.length;
  if (count === 0) return [];
  const start = (index * size) % count;
  const window: string[] = [];
  for (let i = 0; i < Math.min(size, count); i++) {
    const symbol = symbols[(start + i) % count];
    if (symbol !== undefined) window.push(symbol);
  }
  return window;
}

/** How many of the windows of connections 0 … connections−1 hold each symbol. */
export function subscriberCounts(
  symbols: readonly string[],
  connections: number,
  size: number,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (let index = 0; index < connections; index++)
    for (const symbol of symbolWindow(symbols, index, size))
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}
