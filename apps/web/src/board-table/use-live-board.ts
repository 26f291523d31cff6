/**
 * A live table's link to the quote worker (docs/web.md "The realtime path"): shows the board's
 * rows of one kind, sends its sort, answers the display order, and tells the worker which rows
 * are on screen. A table with no live rows still shows an empty stock board, so the previous
 * board's symbols stop streaming (the stock popup keeps its own symbol live).
 */
import { useCallback, useEffect, useMemo } from "react";
import { orderedBy } from "../board/row-order";
import type { BoardSort, RowKind } from "../realtime/protocol";
import { quoteFeed, useBoardOrder } from "../realtime/quote-feed";

const NONE: readonly string[] = Object.freeze([]);

export interface LiveBoard {
  /** The board's symbols in display order (the worker's sort); undefined while they load. */
  readonly order: readonly string[] | undefined;
  /** Rows on screen: only they receive patches. */
  readonly setVisible: (symbols: readonly string[]) => void;
}

/**
 * @param key the board's identity (its menu)
 * @param symbols the board's symbols in its unsorted order (a dragged order included)
 * @param sort the applied sort; null keeps the board's own order
 */
export function useLiveBoard(
  key: string,
  kind: RowKind,
  symbols: readonly string[] | undefined,
  sort: BoardSort | null,
): LiveBoard {
  // The open stock popup's symbol stays live beside the board's rows.
  const extra = NONE;
  // The board first, then its sort: the worker loads the rows and answers their order.
  useEffect(() => {
    if (symbols !== undefined) quoteFeed().showBoard({ key, kind, symbols }, extra);
  }, [key, kind, symbols, extra]);
  const field = sort?.field ?? null;
  const direction = sort?.direction ?? null;
  useEffect(() => {
    quoteFeed().setSort(field === null || direction === null ? null : { field, direction });
  }, [field, direction]);

  const workerOrder = useBoardOrder(key);
  const order = useMemo(
    () => (symbols === undefined ? undefined : orderedBy(symbols, workerOrder)),
    [symbols, workerOrder],
  );
  const setVisible = useCallback((visible: readonly string[]) => quoteFeed().setVisible(visible), []);
  return { order, setVisible };
}

/**
 * A board without live rows (proprietary trading): the previous board's symbols stop streaming;
 * only the open stock popup's symbol stays live.
 */
export function useNoLiveRows(key: string): void {
  const extra = NONE;
  useEffect(() => {
    quoteFeed().showBoard({ key, kind: "stock", symbols: NONE }, extra);
  }, [key, extra]);
}
