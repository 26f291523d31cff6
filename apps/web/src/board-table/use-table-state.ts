/**
 * A board table's shown columns and sort, from its saved preferences (table-preferences.ts): the
 * hidden columns the setting leaves out, and the saved sort — dropped for good when its column is
 * hidden (price-board §4) — with the header-click rule of the table.
 */
import { useCallback, useEffect, useMemo } from "react";
import type { BoardSort } from "../realtime/protocol";
import { shownColumns, sortableKeys, type TableColumn } from "./table-columns";
import { useHiddenColumns, useTableSort } from "./table-preferences";
import { nextTableSort, shownSort, type SortRule } from "../board/table-sort";

export interface TableState<R> {
  /** The columns shown, in order. */
  readonly columns: readonly TableColumn<R>[];
  readonly hidden: readonly string[];
  readonly setHidden: (keys: readonly string[]) => void;
  /** The applied sort; null is symbol ascending (or the dragged order). */
  readonly sort: BoardSort | null;
  /** A click on a sortable header. */
  readonly onSort: (field: string) => void;
  /** Back to no sort (a drag replaces the sort, or the rows would be sorted straight back). */
  readonly clearSort: () => void;
}

export function useTableState<R>(
  table: string,
  columns: readonly TableColumn<R>[],
  rule: SortRule,
): TableState<R> {
  const [hidden, setHidden] = useHiddenColumns(table);
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  const keys = useMemo(() => sortableKeys(shown), [shown]);
  const [saved, setSaved] = useTableSort(table);
  const sort = shownSort(saved, keys);

  useEffect(() => {
    if (saved !== null && sort === null) setSaved(null);
  }, [saved, sort, setSaved]);

  const onSort = useCallback(
    (field: string) => setSaved(nextTableSort(sort, field, rule)),
    [sort, rule, setSaved],
  );
  const clearSort = useCallback(() => setSaved(null), [setSaved]);
  return { columns: shown, hidden, setHidden, sort, onSort, clearSort };
}
