/**
 * One row of the stock board. Each row reads its own quote through `useRowView`, and its props
 * stay equal while other rows tick, so a tick re-renders this row only (design "Realtime path").
 * A covered-warrant row also reads its underlying share's row, whose price its warrant columns
 * show: a tick of the share re-renders the warrants on it.
 */
import { memo, type CSSProperties, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FlashMark } from "../realtime/protocol";
import { useRowView } from "../realtime/quote-feed";
import { useIndicators } from "../settings/use-indicators";
import type { ChangeMode } from "../state/preferences";
import type { BoardColumnDef } from "./board-columns";
import { cellClass } from "./cell-class";
import { cellPrice, cellView, type CellView } from "./cell-view";
import {
  isWarrantField,
  isWarrantRow,
  underlyingSymbol,
  warrantCellView,
  type WarrantCellView,
} from "./warrant-cells";

/** What rows ask of the board; one stable object per board, so rows never re-render for it. */
export interface BoardActions {
  openPopup(symbol: string): void;
  /** A click on a price: an order ticket with a session, the login dialog without. */
  trade(symbol: string, side: "B" | "S", price: number): void;
  togglePin(symbol: string): void;
  remove(symbol: string): void;
  dragStart(symbol: string): void;
  drop(target: string): void;
  /** The row got the keyboard focus (it becomes the grid's tab stop). */
  focusRow(symbol: string): void;
}

export interface BoardRowProps {
  readonly symbol: string;
  /** Position in the whole grid, header rows included (aria-rowindex, 1-based). */
  readonly rowIndex: number;
  readonly columns: readonly BoardColumnDef[];
  readonly changeMode: ChangeMode;
  readonly pinned: boolean;
  /** The grid's single tab stop (roving tabindex). */
  readonly tabbable: boolean;
  /** Highlighted after a search pick (price-board §4, 2 s). */
  readonly highlighted: boolean;
  /** Watchlist rows carry a remove button. */
  readonly removable: boolean;
  /** Offset of a virtual row in its list; null for rows in normal flow (the pinned list). */
  readonly top: number | null;
  readonly actions: BoardActions;
}

const NO_FLASH: Readonly<Record<string, FlashMark | undefined>> = Object.freeze({});
const NO_VIEW: CellView = { text: "", colour: null };
/** No underlying: a subscription to no symbol, which never notifies. */
const NO_SYMBOL = "";

/** Test ids of the warrant cells the end-to-end tests read. */
const WARRANT_TEST_IDS: Readonly<Partial<Record<string, string>>> = { dhv: "cw-breakeven", dif: "cw-diff" };

/** RSI and MACD, two decimals in the board's number style. */
function indicatorText(value: number | null): string {
  return value === null || !Number.isFinite(value) ? "" : value.toFixed(2);
}

export const BoardRow = memo(function BoardRow({
  symbol,
  rowIndex,
  columns,
  changeMode,
  pinned,
  tabbable,
  highlighted,
  removable,
  top,
  actions,
}: BoardRowProps) {
  const { t } = useTranslation();
  const view = useRowView(symbol);
  const indicators = useIndicators(
    symbol,
    columns.some((column) => column.kind === "indicator"),
  );
  const row = view?.row;
  const warrant = isWarrantRow(row) ? row : undefined;
  const underlying = useRowView(
    warrant === undefined
      ? NO_SYMBOL
      : underlyingSymbol({ stock_code: warrant.sym, CWUnderlying: warrant.CWUnderlying }),
  );
  const flash: Readonly<Record<string, FlashMark | undefined>> = view?.flash ?? NO_FLASH;
  const control = tabbable ? 0 : -1;

  const cells = columns.map((column) => {
    const { field } = column;
    if (isWarrantField(field)) {
      const cell: WarrantCellView =
        warrant === undefined ? NO_VIEW : warrantCellView(warrant, underlying?.row, field);
      const mark = field === "stockPrice" ? underlying?.flash.lastPrice : undefined;
      const testId = WARRANT_TEST_IDS[field];
      let text = cell.text;
      if (field === "CWType" && text === "C") text = t("board.warrant.call");
      else if (field === "CWType" && text === "P") text = t("board.warrant.put");
      return (
        <div
          key={field}
          role="gridcell"
          data-field={field}
          className={cellClass(column, cell.colour, mark)}
          title={cell.title}
          {...(testId === undefined ? {} : { "data-testid": `${testId}-${symbol}` })}
        >
          {text}
        </div>
      );
    }
    let cell = NO_VIEW;
    if (field === "rsi") cell = { text: indicatorText(indicators.rsi), colour: null };
    else if (field === "macd") cell = { text: indicatorText(indicators.macd), colour: null };
    else if (row !== undefined) cell = cellView(row, field, changeMode);
    const mark = field === "ot" ? (flash["ot"] ?? flash["changePc"]) : flash[field];
    const text = cell.marketOrder === true ? t("board.marketOrder") : cell.text;
    const className = cellClass(column, cell.colour, mark);

    if (field === "sym")
      return (
        <div
          key={field}
          role="gridcell"
          data-field={field}
          className={className}
          draggable
          onDragStart={(event: DragEvent<HTMLDivElement>) => {
            event.dataTransfer.setData("text/plain", symbol);
            event.dataTransfer.effectAllowed = "move";
            actions.dragStart(symbol);
          }}
          onClick={() => actions.openPopup(symbol)}
        >
          {symbol}
        </div>
      );
    const side = column.ticketSide;
    return (
      <div
        key={field}
        role="gridcell"
        data-field={field}
        className={className}
        onClick={
          side === undefined
            ? undefined
            : () => actions.trade(symbol, side, row === undefined ? 0 : cellPrice(row, field))
        }
      >
        {text}
      </div>
    );
  });

  const className = highlighted ? "board-row row-focus" : "board-row";
  const style: CSSProperties | undefined = top === null ? undefined : { transform: `translateY(${top}px)` };

  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      data-testid={`row-${symbol}`}
      data-symbol={symbol}
      className={className}
      style={style}
      tabIndex={control}
      onFocus={() => actions.focusRow(symbol)}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(symbol);
      }}
    >
      <div role="gridcell" className="cell cell-pin">
        <input
          type="checkbox"
          data-testid={`pin-${symbol}`}
          checked={pinned}
          tabIndex={control}
          aria-label={t("board.pin", { symbol })}
          onChange={() => actions.togglePin(symbol)}
        />
      </div>
      {cells}
      {removable && (
        <div role="gridcell" className="cell cell-remove">
          <button
            type="button"
            data-testid={`remove-${symbol}`}
            tabIndex={control}
            aria-label={t("board.remove", { symbol })}
            title={t("board.remove", { symbol })}
            onClick={() => actions.remove(symbol)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
});
