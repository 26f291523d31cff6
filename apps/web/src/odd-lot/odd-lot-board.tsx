/**
 * The odd-lot board (`lo-le-HOSE`, `lo-le-HNX`; price-board §2): the floor's odd-lot symbols
 * (`getlistoddlotsymbols/{floor}`) as live rows of kind `oddlot-{floor}` — the quote worker loads
 * them and merges the odd-lot levels (9100) and the stock fields — in the shared board table with
 * the stock board's sort cycle (the third click clears it, §4) and the sort saved locally.
 *
 * A symbol click opens the stock popup; a price click asks for an order ticket of 1 share
 * (price-board §9), or the login dialog without a session.
 */
import type { OddLotRow } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { OtherBoardProps } from "../board/other-board-props";
import { BoardTable } from "../board-table/board-table";
import { ColumnPicker } from "../board-table/column-picker";
import { useDraggedOrder } from "../board-table/dragged-order";
import { useFocusPick } from "../board-table/use-focus-pick";
import { useLiveBoard } from "../board-table/use-live-board";
import { useTableState } from "../board-table/use-table-state";
import { quoteFeed, useRowView } from "../realtime/quote-feed";
import { useUi } from "../state/ui";
import { tradeAt } from "../board/price-click";
import { ODD_LOT_COLUMNS, ODD_LOT_GROUPS, ticketPrice, ticketSide } from "./odd-lot-columns";
import "../board-table/board-table.css";
import "./odd-lot.lazy.i18n";

type Board = Extract<OtherBoardProps["board"], { kind: "odd-lot" }>;

/** Both floors share one saved sort and column choice (price-board §3 sortFieldOddlot). */
const TABLE_ID = "oddLot";
/** Default order volume of a price click on the odd-lot board (price-board §9). */
export const ODD_LOT_TICKET_VOLUME = 1;

const rowTestId = (symbol: string) => `oddlot-row-${symbol}`;

/** The floor's odd-lot symbols, symbol ascending (the board's own order). */
function oddLotSymbolsQuery(floor: Board["floor"]) {
  return {
    queryKey: ["odd-lot-symbols", floor] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      [...new Set(await datafeed("getlistoddlotsymbols", floor, { signal }))].sort(),
    staleTime: 0,
  };
}

function trade(symbol: string, key: string): void {
  const side = ticketSide(key);
  if (side === null) return;
  const row = quoteFeed().view(symbol)?.row as OddLotRow | undefined;
  tradeAt(symbol, side, row === undefined ? 0 : ticketPrice(row, key), ODD_LOT_TICKET_VOLUME);
}

export function OddLotBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const query = useQuery(oddLotSymbolsQuery(board.floor));
  useLoadFailureLog(query.error, `odd-lot symbols of ${board.floor}`);
  const loaded = query.data ?? (query.isError ? [] : undefined);
  const [symbols, setDragged] = useDraggedOrder(menu, loaded);

  const table = useTableState(TABLE_ID, ODD_LOT_COLUMNS, "clear-on-third");
  const live = useLiveBoard(menu, `oddlot-${board.floor}`, symbols, table.sort);
  const focusTarget = useFocusPick(focusSeen, symbols);

  const { clearSort } = table;
  const onReorder = useCallback(
    (order: readonly string[]) => {
      // The dragged order replaces the sort, or the worker would sort the row straight back.
      clearSort();
      setDragged(order);
    },
    [clearSort, setDragged],
  );
  const onCellClick = useCallback((symbol: string, key: string) => {
    if (key === "sym") useUi.getState().openPopup(symbol);
    else trade(symbol, key);
  }, []);

  const title = t("oddLot.title", { floor: board.floor });
  return (
    <div className="board-page" data-testid="oddlot-board">
      <div className="bt-toolbar">
        <h2>{title}</h2>
        <span className="bt-toolbar-note">{t("oddLot.note")}</span>
        <span className="bt-toolbar-spacer" />
        <ColumnPicker
          columns={ODD_LOT_COLUMNS}
          hidden={table.hidden}
          onChange={table.setHidden}
          testId="oddlot-columns"
        />
      </div>
      <BoardTable<OddLotRow>
        key={menu}
        testId="oddlot-table"
        label={title}
        rowTestId={rowTestId}
        columns={table.columns}
        groups={ODD_LOT_GROUPS}
        symbols={live.order}
        sort={table.sort}
        onSort={table.onSort}
        useRow={useRowView<OddLotRow>}
        onVisible={live.setVisible}
        onReorder={onReorder}
        onCellClick={onCellClick}
        focusTarget={focusTarget}
        emptyText={t("oddLot.empty")}
      />
    </div>
  );
}
