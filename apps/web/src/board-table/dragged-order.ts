/**
 * Dragged row orders of the board tables (price-board §4 "Dragging a row reorders the list
 * locally"): kept per board for the visit, like the stock boards' (docs/web.md), so a board
 * shows its dragged order again after a switch to another menu and back.
 */
import { useCallback, useMemo } from "react";
import { create } from "zustand";
import { orderedBy } from "../board/row-order";

interface DraggedOrders {
  readonly orders: Readonly<Record<string, readonly string[]>>;
  setOrder(board: string, order: readonly string[]): void;
}

export const useDraggedOrders = create<DraggedOrders>()((set) => ({
  orders: {},
  setOrder: (board, order) => set((state) => ({ orders: { ...state.orders, [board]: order } })),
}));

/**
 * A board's symbols in its dragged order (new symbols keep their place at the end), and the
 * setter a drop calls.
 */
export function useDraggedOrder(
  board: string,
  symbols: readonly string[] | undefined,
): readonly [readonly string[] | undefined, (order: readonly string[]) => void] {
  const dragged = useDraggedOrders((state) => state.orders[board]);
  const ordered = useMemo(
    () => (symbols === undefined || dragged === undefined ? symbols : orderedBy(symbols, dragged)),
    [symbols, dragged],
  );
  const setOrder = useCallback(
    (order: readonly string[]) => useDraggedOrders.getState().setOrder(board, order),
    [board],
  );
  return [ordered, setOrder];
}
