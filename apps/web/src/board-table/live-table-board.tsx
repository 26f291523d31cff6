/**
 * A board page of live rows in the shared board table (the odd-lot and bond boards): the board's
 * symbols from one query (a failed load is only logged and shows an empty table, price-board §8),
 * kept live by the quote worker in its sort, under a toolbar with the title, a note and the column
 * picker. The board gives its columns, sort rule and clicks; extra content (a dialog) follows.
 *
 * Test ids: `{testPrefix}-board`, `{testPrefix}-table`, `{testPrefix}-columns` and
 * `{testPrefix}-row-{symbol}`.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { BoardRow, RowKind } from "../realtime/protocol";
import { useRowView } from "../realtime/quote-feed";
import { BoardTable, type BoardTableProps } from "./board-table";
import { ColumnPicker } from "./column-picker";
import type { GroupLabels } from "./table-columns";
import { useLiveBoard } from "./use-live-board";
import { useTableBoard, type TableBoardSetup } from "./use-table-board";
import "./board-table.css";

/** Where a board's symbols come from; they are fetched afresh on every visit. */
export interface BoardSymbolsQuery {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<readonly string[]>;
}

export interface LiveTableBoardProps<R extends BoardRow>
  extends TableBoardSetup<R>, Pick<BoardTableProps<R>, "onRowClick" | "onCellClick"> {
  readonly kind: RowKind;
  readonly symbolsQuery: BoardSymbolsQuery;
  /** What a failed load is logged as, e.g. `bonds of private`. */
  readonly loadName: string;
  readonly groups: GroupLabels;
  readonly testPrefix: string;
  readonly title: string;
  readonly note: string;
  readonly emptyText: string;
  readonly children?: ReactNode;
}

export function LiveTableBoard<R extends BoardRow>({
  kind,
  symbolsQuery,
  loadName,
  groups,
  testPrefix,
  title,
  note,
  emptyText,
  children,
  menu,
  tableId,
  columns,
  rule,
  focusSeen,
  ...clicks
}: LiveTableBoardProps<R>) {
  const query = useQuery({ ...symbolsQuery, staleTime: 0 });
  useLoadFailureLog(query.error, loadName);
  const loaded = query.data ?? (query.isError ? [] : undefined);
  const { symbols, table, focusTarget, onReorder } = useTableBoard(
    { menu, tableId, columns, rule, focusSeen },
    loaded,
  );
  const live = useLiveBoard(menu, kind, symbols, table.sort);

  return (
    <div className="board-page" data-testid={`${testPrefix}-board`}>
      <div className="bt-toolbar">
        <h2>{title}</h2>
        <span className="bt-toolbar-note">{note}</span>
        <span className="bt-toolbar-spacer" />
        <ColumnPicker
          columns={columns}
          hidden={table.hidden}
          onChange={table.setHidden}
          testId={`${testPrefix}-columns`}
        />
      </div>
      <BoardTable<R>
        key={menu}
        testId={`${testPrefix}-table`}
        label={title}
        rowTestId={(symbol) => `${testPrefix}-row-${symbol}`}
        columns={table.columns}
        groups={groups}
        symbols={live.order}
        sort={table.sort}
        onSort={table.onSort}
        useRow={useRowView<R>}
        onVisible={live.setVisible}
        onReorder={onReorder}
        {...clicks}
        focusTarget={focusTarget}
        emptyText={emptyText}
      />
      {children}
    </div>
  );
}
