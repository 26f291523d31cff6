/**
 * One contract of the derivative board. The row reads its own quote (`useRowView`) and its
 * underlying index's value (the index store, by code), and its props stay equal while other rows
 * tick, so a tick re-renders this row only. A click, Enter or Space toggles the detail panel.
 */
import "./derivatives.lazy.i18n";
import type { DerivativeRow as DerivativeQuote } from "@bangia/market";
import { memo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { colourClass, flashClass } from "../board/cell-class";
import { useIndexStore } from "../indices/index-store";
import type { FlashMark } from "../realtime/protocol";
import { useRowView } from "../realtime/quote-feed";
import {
  derivativeCellView,
  indexDifference,
  indexDifferenceColour,
  indexDifferenceText,
  type DerivativeCellView,
} from "./derivative-cells";
import type { DerivativeColumn } from "./derivative-columns";
import { derivativePriceUnit, underlyingIndexCode } from "./derivative-units";

export interface DerivativeRowProps {
  readonly symbol: string;
  readonly rowIndex: number;
  readonly columns: readonly DerivativeColumn[];
  readonly expanded: boolean;
  /** Highlighted after a search pick (price-board §4, 2 s). */
  readonly highlighted: boolean;
  /** "ATO" or "ATC": what a depth level with volume and no price shows now. */
  readonly marketOrderLabel: string;
  readonly onToggle: (symbol: string) => void;
}

const NO_FLASH: Readonly<Record<string, FlashMark | undefined>> = Object.freeze({});
const NO_VIEW: DerivativeCellView = { text: "", colour: null };

/** The live value of the row's underlying index (hundredths), or null (bond futures, not loaded). */
function useIndexValue(code: string | null): number | null {
  return useIndexStore((state) => (code === null ? null : (state.entries[code]?.cIndex ?? null)));
}

export const DerivativeBoardRow = memo(function DerivativeBoardRow({
  symbol,
  rowIndex,
  columns,
  expanded,
  highlighted,
  marketOrderLabel,
  onToggle,
}: DerivativeRowProps) {
  const { t } = useTranslation();
  const view = useRowView<DerivativeQuote>(symbol);
  const row = view?.row;
  const flash: Readonly<Record<string, FlashMark | undefined>> = view?.flash ?? NO_FLASH;
  const productId = row?.productId ?? "";
  const unit = derivativePriceUnit(productId);
  const indexValue = useIndexValue(underlyingIndexCode(productId));

  const cells = columns.map((column) => {
    const { field } = column;
    let cell = NO_VIEW;
    if (row !== undefined) {
      if (field === "difference") {
        const difference = indexDifference(row.lastPrice, indexValue);
        cell = { text: indexDifferenceText(difference), colour: indexDifferenceColour(difference) };
      } else cell = derivativeCellView(row, field, unit);
    }
    let className = `cell cell-${column.kind}`;
    if (column.group !== null) className += ` group-${column.group}`;
    const colour = colourClass(cell.colour);
    if (colour !== "") className += ` ${colour}`;
    const flashed = flashClass(flash[field]);
    if (flashed !== "") className += ` ${flashed}`;
    return (
      <div key={field} role="gridcell" data-field={field} className={className}>
        {cell.marketOrder === true ? marketOrderLabel : field === "sym" ? symbol : cell.text}
      </div>
    );
  });

  const toggle = () => onToggle(symbol);
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-expanded={expanded}
      data-testid={`derivative-row-${symbol}`}
      data-symbol={symbol}
      className={`board-row derivative-row${expanded ? " expanded" : ""}${highlighted ? " row-focus" : ""}`}
      tabIndex={0}
      title={t("derivatives.rowHint")}
      onClick={toggle}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
        event.preventDefault();
        toggle();
      }}
    >
      {cells}
    </div>
  );
});
