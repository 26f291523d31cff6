/**
 * The bond boards (`trai-phieu-rieng-le` private bonds, `corporate-bond` corporate bonds;
 * price-board §2): the market's bonds (`getlistall_bond?kind=PRIVATE|CORPORATE`, the server's
 * split by bond type) as live rows of kind `bond` — the quote worker merges `board_bond` (5310)
 * and `stock_bond` (5220) — in the shared board table, sorted by header clicks that only toggle
 * (§4). A row's click opens the bond detail modal, which loads on first use.
 */
import type { BondRow, DataFeedAnswers } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { requestJson } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { OtherBoardProps } from "../board/other-board-props";
import { BoardTable } from "../board-table/board-table";
import { ColumnPicker } from "../board-table/column-picker";
import { useDraggedOrder } from "../board-table/dragged-order";
import { useFocusPick } from "../board-table/use-focus-pick";
import { useLiveBoard } from "../board-table/use-live-board";
import { useTableState } from "../board-table/use-table-state";
import { useRowView } from "../realtime/quote-feed";
import { BOND_COLUMNS, BOND_GROUPS } from "./bond-columns";
import "../board-table/board-table.css";
import "./bonds.css";
import "./bonds.lazy.i18n";

type Board = Extract<OtherBoardProps["board"], { kind: "bond" }>;

const BondDetailDialog = lazy(() =>
  import("./bond-detail-dialog").then((module) => ({ default: module.BondDetailDialog })),
);

/** Both bond boards share one saved sort and column choice. */
const TABLE_ID = "bond";

const rowTestId = (symbol: string) => `bond-row-${symbol}`;

/** The server's bond kind of a board (docs/server.md `getlistall_bond?kind=`). */
export function bondKind(market: Board["market"]): "PRIVATE" | "CORPORATE" {
  return market === "private" ? "PRIVATE" : "CORPORATE";
}

function bondSymbolsQuery(market: Board["market"]) {
  const kind = bondKind(market);
  return {
    queryKey: ["bond-symbols", kind] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const rows = await requestJson<DataFeedAnswers["getlistall_bond"]>(
        `datafeed/getlistall_bond?kind=${kind}`,
        {
          signal,
        },
      );
      return [...new Set(rows.map((row) => row.sym))].sort();
    },
    staleTime: 0,
  };
}

export function BondBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const query = useQuery(bondSymbolsQuery(board.market));
  useLoadFailureLog(query.error, `bonds of ${board.market}`);
  const loaded = query.data ?? (query.isError ? [] : undefined);
  const [symbols, setDragged] = useDraggedOrder(menu, loaded);

  const table = useTableState(TABLE_ID, BOND_COLUMNS, "toggle-only");
  const live = useLiveBoard(menu, "bond", symbols, table.sort);
  const focusTarget = useFocusPick(focusSeen, symbols);
  const [detail, setDetail] = useState<string | null>(null);

  const { clearSort } = table;
  const onReorder = useCallback(
    (order: readonly string[]) => {
      // The dragged order replaces the sort, or the worker would sort the row straight back.
      clearSort();
      setDragged(order);
    },
    [clearSort, setDragged],
  );

  const title = board.market === "private" ? t("bonds.titlePrivate") : t("bonds.titleCorporate");
  return (
    <div className="board-page" data-testid="bond-board">
      <div className="bt-toolbar">
        <h2>{title}</h2>
        <span className="bt-toolbar-note">{t("bonds.note")}</span>
        <span className="bt-toolbar-spacer" />
        <ColumnPicker
          columns={BOND_COLUMNS}
          hidden={table.hidden}
          onChange={table.setHidden}
          testId="bond-columns"
        />
      </div>
      <BoardTable<BondRow>
        key={menu}
        testId="bond-table"
        label={title}
        rowTestId={rowTestId}
        columns={table.columns}
        groups={BOND_GROUPS}
        symbols={live.order}
        sort={table.sort}
        onSort={table.onSort}
        useRow={useRowView<BondRow>}
        onVisible={live.setVisible}
        onReorder={onReorder}
        onRowClick={setDetail}
        focusTarget={focusTarget}
        emptyText={t("bonds.empty")}
      />
      {detail !== null && (
        <Suspense fallback={null}>
          <BondDetailDialog symbol={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </div>
  );
}
