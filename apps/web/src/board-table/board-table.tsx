/**
 * The shared table of the odd-lot, bond and proprietary boards (price-board §2 "These boards
 * share sortable headers, drag-to-reorder rows, a focus highlight on a searched symbol, and
 * columns that can be hidden by setting"): one or two header rows (groups over their columns),
 * a virtual list of 28 px rows with 4 extra rows rendered (§9), the search focus highlight with
 * its scroll (2 s), drag to reorder, and flash classes on changed cells.
 *
 * The table draws; the board owns the data: the display order (the worker's sort for live rows),
 * the sort and its rule (use-table-state.ts), the hidden columns and the dragged order.
 */
import { FLASH_DURATION_MS } from "@bangia/market";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
} from "react";
import { useTranslation } from "react-i18next";
import { moveSymbol } from "../board/row-order";
import type { BoardSort } from "../realtime/protocol";
import type { FocusRequest } from "../state/ui";
import { gridTemplate, headerSpans, minimumWidth, type GroupLabels, type TableColumn } from "./table-columns";
import { TableRow, type TableRowActions, type TableRowView } from "./table-row";
// The stock board's price colours and flash animations (flash-{up|down}-{0|1}).
import "../board/board.css";
import "../board/price-colours.css";
import "./board-table.css";
import "./board-table.lazy.i18n";

/** Row height and rows rendered beyond the screen (price-board §2, §9). */
export const TABLE_ROW_HEIGHT = 28;
const OVERSCAN_ROWS = 4;
/** How long a searched symbol stays highlighted (price-board §4, §9). */
export const FOCUS_HIGHLIGHT_MS = 2_000;

const NONE: readonly string[] = Object.freeze([]);

export interface BoardTableProps<R> {
  /** The grid's test id and accessible name. */
  readonly testId: string;
  readonly label: string;
  /** A row's test id, e.g. `oddlot-row-{symbol}`. */
  readonly rowTestId: (symbol: string) => string;
  /** The shown columns, in order. */
  readonly columns: readonly TableColumn<R>[];
  readonly groups?: GroupLabels;
  /** The rows in display order; undefined while they load. */
  readonly symbols: readonly string[] | undefined;
  /** The applied sort (null: none), for the headers' arrows and aria-sort. */
  readonly sort: BoardSort | null;
  readonly onSort: (field: string) => void;
  /** Reads one row; called inside each row, so a live board passes `useRowView`. */
  readonly useRow: (symbol: string) => TableRowView<R> | undefined;
  /** The rows on screen (with the overscan), whenever they change. */
  readonly onVisible?: (symbols: readonly string[]) => void;
  /** The rows in their new order after a drag; without it rows do not drag. */
  readonly onReorder?: (order: readonly string[]) => void;
  readonly onRowClick?: (symbol: string) => void;
  /** A click on a cell of a `clickable` column. */
  readonly onCellClick?: (symbol: string, key: string) => void;
  /** A search pick on this table: scroll to the row and highlight it. */
  readonly focusTarget: FocusRequest | null;
  /** The table's maximum height in pixels; without it the table fills its container. */
  readonly maxHeight?: number;
  /** What an empty table says once loaded. */
  readonly emptyText: string;
}

type AriaSort = "ascending" | "descending" | "none";

/** A header's aria-sort: symbol ascending is what no sort means. */
export function ariaSortOf(sort: BoardSort | null, field: string): AriaSort {
  if (sort === null) return field === "sym" ? "ascending" : "none";
  if (sort.field !== field) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

const ARROWS: Readonly<Record<AriaSort, string>> = { ascending: "▲", descending: "▼", none: "" };

export function BoardTable<R>({
  testId,
  label,
  rowTestId,
  columns,
  groups = {},
  symbols,
  sort,
  onSort,
  useRow,
  onVisible,
  onReorder,
  onRowClick,
  onCellClick,
  focusTarget,
  maxHeight,
  emptyText,
}: BoardTableProps<R>): ReactElement {
  const { t } = useTranslation();
  const rows = symbols ?? NONE;
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => rows[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    onVisible?.(rows.slice(firstIndex, lastIndex + 1));
  }, [onVisible, rows, firstIndex, lastIndex]);

  // ── Search focus: scroll to the row and highlight it for 2 s ──────────────────────────────
  const [highlight, setHighlight] = useState<FocusRequest | null>(null);
  const shownTarget = useRef<number | null>(null);
  useEffect(() => {
    if (focusTarget === null || shownTarget.current === focusTarget.n) return;
    const index = rows.indexOf(focusTarget.symbol);
    if (index < 0) return;
    shownTarget.current = focusTarget.n;
    virtualizer.scrollToIndex(index, { align: "center" });
    setHighlight(focusTarget);
  }, [focusTarget, rows, virtualizer]);
  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  // ── Row actions: one stable object reading the latest props ───────────────────────────────
  const dragged = useRef<string | null>(null);
  const latest = {
    rowClick: (symbol: string) => onRowClick?.(symbol),
    cellClick: (symbol: string, key: string) => onCellClick?.(symbol, key),
    drop(target: string) {
      const moved = dragged.current;
      dragged.current = null;
      if (moved === null || moved === target || onReorder === undefined) return;
      onReorder(moveSymbol(rows, moved, target));
    },
  };
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });
  const actions = useMemo<TableRowActions>(
    () => ({
      rowClick: (symbol) => latestRef.current.rowClick(symbol),
      cellClick: (symbol, key) => latestRef.current.cellClick(symbol, key),
      dragStart: (symbol) => {
        dragged.current = symbol;
      },
      drop: (target) => latestRef.current.drop(target),
    }),
    [],
  );

  // ── Header ────────────────────────────────────────────────────────────────────────────────
  const spans = headerSpans(columns);
  const grouped = spans.some((span) => span.group !== null);
  const headerRows = grouped ? 2 : 1;

  const headerCell = (column: TableColumn<R>, spansRows: boolean) => {
    const title = column.label(t);
    const tip = column.tip?.(t) ?? title;
    let className = `bt-head bt-${column.align}`;
    if (spansRows) className += " bt-span-rows";
    const common = {
      role: "columnheader",
      "data-testid": `board-table-header-${column.key}`,
      ...(spansRows ? { "aria-rowspan": 2 } : {}),
    } as const;
    if (!column.sortable)
      return (
        <div key={column.key} {...common} className={className} title={tip}>
          <span className="bt-head-label">{title}</span>
        </div>
      );
    const direction = ariaSortOf(sort, column.key);
    return (
      <div
        key={column.key}
        {...common}
        className={`${className} bt-sortable`}
        aria-sort={direction}
        tabIndex={0}
        title={`${tip}. ${t("boardTable.sortHint")}`}
        onClick={() => onSort(column.key)}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            onSort(column.key);
          }
        }}
      >
        <span className="bt-head-label">{title}</span>
        {direction !== "none" && (
          <span className="bt-sort-arrow" aria-hidden="true">
            {ARROWS[direction]}
          </span>
        )}
      </div>
    );
  };

  const style = {
    "--bt-cols": gridTemplate(columns),
    "--flash-ms": `${FLASH_DURATION_MS}ms`,
    minWidth: minimumWidth(columns),
    ...(maxHeight === undefined ? {} : { maxHeight }),
  } as CSSProperties;

  return (
    <div className={maxHeight === undefined ? "bt-frame bt-fill" : "bt-frame"}>
      <div
        className="board-table"
        role="grid"
        data-testid={testId}
        aria-label={label}
        aria-rowcount={headerRows + rows.length}
        aria-colcount={columns.length}
        style={style}
      >
        <div className="bt-header" role="rowgroup">
          <div role="row" aria-rowindex={1} className="bt-head-row">
            {spans.map((span) => {
              if (span.group === null) return headerCell(span.column, grouped);
              const groupLabel = groups[span.group]?.(t) ?? "";
              return (
                <div
                  key={`group-${span.group}`}
                  role="columnheader"
                  aria-colspan={span.columns.length}
                  className="bt-head bt-group"
                  style={{ gridColumn: `span ${span.columns.length}` }}
                >
                  {groupLabel}
                </div>
              );
            })}
          </div>
          {grouped && (
            <div role="row" aria-rowindex={2} className="bt-head-row">
              {spans.flatMap((span) =>
                span.group === null ? [] : span.columns.map((column) => headerCell(column, false)),
              )}
            </div>
          )}
        </div>
        <div className="bt-body" role="rowgroup" ref={bodyRef}>
          <div className="bt-sizer" role="presentation" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const symbol = rows[item.index];
              if (symbol === undefined) return null;
              return (
                <TableRow<R>
                  key={symbol}
                  symbol={symbol}
                  rowIndex={headerRows + item.index + 1}
                  columns={columns}
                  useRow={useRow}
                  testId={rowTestId(symbol)}
                  highlighted={highlight?.symbol === symbol}
                  clickable={onRowClick !== undefined}
                  draggable={onReorder !== undefined}
                  top={item.start}
                  actions={actions}
                />
              );
            })}
          </div>
          {symbols === undefined && <p className="bt-note">{t("boardTable.loading")}</p>}
          {symbols !== undefined && rows.length === 0 && <p className="bt-note">{emptyText}</p>}
        </div>
      </div>
    </div>
  );
}
