/**
 * One row of a board table. The row reads its own data through the table's `useRow` (a live
 * board's `useRowView`), and its props stay equal while other rows tick, so a tick re-renders
 * this row only (design "Realtime path").
 */
import { memo, type CSSProperties, type KeyboardEvent, type ReactElement } from "react";
import { colourClass, flashClass } from "../board/cell-class";
import type { FlashMark } from "../realtime/protocol";
import { EMPTY_CELL, type TableColumn } from "./table-columns";

/** What a row shows: the row and the flash marks of its changed fields. */
export interface TableRowView<R> {
  readonly row: R;
  readonly flash: Readonly<Record<string, FlashMark | undefined>>;
}

/** What rows ask of the table; one stable object per table, so rows never re-render for it. */
export interface TableRowActions {
  rowClick(symbol: string): void;
  cellClick(symbol: string, key: string): void;
  dragStart(symbol: string): void;
  drop(target: string): void;
}

export interface TableRowProps<R> {
  readonly symbol: string;
  /** Position in the whole grid, header rows included (aria-rowindex, 1-based). */
  readonly rowIndex: number;
  readonly columns: readonly TableColumn<R>[];
  readonly useRow: (symbol: string) => TableRowView<R> | undefined;
  readonly testId: string;
  /** Highlighted after a search pick (price-board §4, 2 s). */
  readonly highlighted: boolean;
  /** A click on the row does something (the bond detail): the row is a button for the keyboard. */
  readonly clickable: boolean;
  readonly draggable: boolean;
  /** Offset of the virtual row in its list. */
  readonly top: number;
  readonly actions: TableRowActions;
}

const NO_FLASH: Readonly<Record<string, FlashMark | undefined>> = Object.freeze({});

/** Every class of a cell: alignment, colour, flash, clickability. */
export function tableCellClass<R>(
  column: TableColumn<R>,
  colour: Parameters<typeof colourClass>[0],
  mark: FlashMark | undefined,
): string {
  let name = `bt-cell bt-${column.align}`;
  const colourName = colourClass(colour);
  if (colourName !== "") name += ` ${colourName}`;
  const flash = flashClass(mark);
  if (flash !== "") name += ` ${flash}`;
  if (column.clickable === true) name += " bt-clickable";
  return name;
}

function TableRowView<R>({
  symbol,
  rowIndex,
  columns,
  useRow,
  testId,
  highlighted,
  clickable,
  draggable,
  top,
  actions,
}: TableRowProps<R>) {
  const view = useRow(symbol);
  const flash = view?.flash ?? NO_FLASH;
  const cells = columns.map((column) => {
    const cell = view === undefined ? EMPTY_CELL : column.cell(view.row);
    return (
      <div
        key={column.key}
        role="gridcell"
        data-field={column.key}
        className={tableCellClass(column, cell.colour, flash[column.key])}
        onClick={column.clickable === true ? () => actions.cellClick(symbol, column.key) : undefined}
      >
        {cell.text}
      </div>
    );
  });
  const style: CSSProperties = { transform: `translateY(${top}px)` };
  let className = "bt-row";
  if (highlighted) className += " row-focus";
  if (clickable) className += " bt-row-clickable";
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      data-testid={testId}
      data-symbol={symbol}
      className={className}
      style={style}
      tabIndex={clickable ? 0 : undefined}
      draggable={draggable}
      onClick={clickable ? () => actions.rowClick(symbol) : undefined}
      onKeyDown={
        clickable
          ? (event: KeyboardEvent<HTMLDivElement>) => {
              if (event.target === event.currentTarget && event.key === "Enter") actions.rowClick(symbol);
            }
          : undefined
      }
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", symbol);
        event.dataTransfer.effectAllowed = "move";
        actions.dragStart(symbol);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(symbol);
      }}
    >
      {cells}
    </div>
  );
}

/** The memoised row; generic over the table's row type. */
export const TableRow = memo(TableRowView) as <R>(props: TableRowProps<R>) => ReactElement;
