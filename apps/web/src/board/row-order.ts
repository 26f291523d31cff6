/**
 * Orders of board rows: a board's symbols put in another order (the worker's sorted order, a
 * dragged order), and a drag-and-drop move (price-board §4 "Dragging a row reorders the list").
 */

/**
 * `symbols` in the sequence of `order`; symbols `order` does not know keep their own sequence at
 * the end, and symbols of `order` that are not in `symbols` are left out. Without an order the
 * symbols come back unchanged.
 *
 * @example orderedBy(["A", "B", "C"], ["C", "X", "A"]) // ["C", "A", "B"]
 */
export function orderedBy(
  symbols: readonly string[],
  order: readonly string[] | undefined,
): readonly string[] {
  if (order === undefined) return symbols;
  const members = new Set(symbols);
  const placed = new Set<string>();
  const result: string[] = [];
  for (const symbol of order) {
    if (members.has(symbol) && !placed.has(symbol)) {
      placed.add(symbol);
      result.push(symbol);
    }
  }
  for (const symbol of symbols) if (!placed.has(symbol)) result.push(symbol);
  return result;
}

/**
 * `list` with `moved` taken out and put where `target` was: dragging down lands after the
 * target, dragging up before it. Unchanged when either is missing or both are the same.
 *
 * @example moveSymbol(["A", "B", "C", "D"], "A", "C") // ["B", "C", "A", "D"]
 * @example moveSymbol(["A", "B", "C", "D"], "D", "B") // ["A", "D", "B", "C"]
 */
export function moveSymbol(list: readonly string[], moved: string, target: string): readonly string[] {
  const from = list.indexOf(moved);
  const to = list.indexOf(target);
  if (from < 0 || to < 0 || from === to) return list;
  const result = list.filter((symbol) => symbol !== moved);
  result.splice(to, 0, moved);
  return result;
}
