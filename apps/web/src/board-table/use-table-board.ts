/**
 * What every board table keeps beside its rows (price-board §2, §4): the symbols in their dragged
 * order, the shown columns and sort (use-table-state.ts), the search pick to focus, and the drop
 * of a dragged row — which replaces the sort, or the rows would be sorted straight back.
 */
import { useCallback, type RefObject } from "react";
import type { FocusRequest } from "../state/ui";
import { useDraggedOrder } from "./dragged-order";
import type { TableColumn } from "./table-columns";
import type { SortRule } from "../board/table-sort";
import { useFocusPick } from "./use-focus-pick";
import { useTableState, type TableState } from "./use-table-state";

export interface TableBoardSetup<R> {
  /** The board's identity (its menu): the dragged order is kept per board. */
  readonly menu: string;
  /** The saved preferences' table id (sort and hidden columns). */
  readonly tableId: string;
  readonly columns: readonly TableColumn<R>[];
  readonly rule: SortRule;
  readonly focusSeen: RefObject<number>;
}

export interface TableBoard<R> {
  /** The board's symbols in their dragged order; undefined while they load. */
  readonly symbols: readonly string[] | undefined;
  readonly table: TableState<R>;
  readonly focusTarget: FocusRequest | null;
  readonly onReorder: (order: readonly string[]) => void;
}

/** @param loaded the board's symbols in its own order; undefined while they load */
export function useTableBoard<R>(
  { menu, tableId, columns, rule, focusSeen }: TableBoardSetup<R>,
  loaded: readonly string[] | undefined,
): TableBoard<R> {
  const [symbols, setDragged] = useDraggedOrder(menu, loaded);
  const table = useTableState(tableId, columns, rule);
  const focusTarget = useFocusPick(focusSeen, symbols);
  const { clearSort } = table;
  const onReorder = useCallback(
    (order: readonly string[]) => {
      clearSort();
      setDragged(order);
    },
    [clearSort, setDragged],
  );
  return { symbols, table, focusTarget, onReorder };
}
