/**
 * The two header rows of the derivative board: the groups (bid, match, ask, foreign) over their
 * columns, the other columns spanning both rows. A sortable header sorts on click, Enter or
 * Space and shows its direction in aria-sort (symbol ascending is the unsorted board).
 */
import "./derivatives.lazy.i18n";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BoardSort } from "../realtime/protocol";
import { derivativeHeaderSpans, type DerivativeColumn } from "./derivative-columns";
import { derivativeGroupLabel, derivativeLabels } from "./derivative-labels";

type AriaSort = "ascending" | "descending" | "none";

function ariaSortOf(sort: BoardSort | null, field: string): AriaSort {
  if (sort === null) return field === "sym" ? "ascending" : "none";
  if (sort.field !== field) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

const ARROWS: Readonly<Record<AriaSort, string>> = { ascending: "▲", descending: "▼", none: "" };

export interface DerivativeHeaderProps {
  readonly columns: readonly DerivativeColumn[];
  readonly sort: BoardSort | null;
  readonly onSort: (field: string) => void;
}

export function DerivativeHeader({ columns, sort, onSort }: DerivativeHeaderProps) {
  const { t } = useTranslation();
  const labels = derivativeLabels(t);

  const headerCell = (column: DerivativeColumn, spansRows: boolean) => {
    const label = labels[column.field];
    let className = `head-cell head-${column.kind}`;
    if (spansRows) className += " span-rows";
    if (column.group !== null) className += ` group-${column.group}`;
    const rowSpan = spansRows ? { "aria-rowspan": 2 } : {};
    if (!column.sortable)
      return (
        <div key={column.field} role="columnheader" className={className} title={label.tip} {...rowSpan}>
          <span className="head-label">{label.label}</span>
        </div>
      );
    const direction = ariaSortOf(sort, column.field);
    const sortBy = () => onSort(column.field);
    return (
      <div
        key={column.field}
        role="columnheader"
        className={`${className} sortable`}
        data-testid={`derivative-sort-${column.field}`}
        aria-sort={direction}
        tabIndex={0}
        title={`${label.tip}. ${t("derivatives.sortHint")}`}
        {...rowSpan}
        onClick={sortBy}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          sortBy();
        }}
      >
        <span className="head-label">{label.label}</span>
        {direction !== "none" && (
          <span className="sort-arrow" aria-hidden="true">
            {ARROWS[direction]}
          </span>
        )}
      </div>
    );
  };

  return (
    <>
      <div role="row" aria-rowindex={1} className="head-row">
        {derivativeHeaderSpans(columns).map((span) => {
          if (span.group === null) return headerCell(span.column, true);
          const label = derivativeGroupLabel(t, span.group);
          return (
            <div
              key={`group-${span.group}`}
              role="columnheader"
              aria-colspan={span.columns.length}
              className={`head-cell head-group group-${span.group}`}
              style={{ gridColumn: `span ${span.columns.length}` }}
              title={label}
            >
              {label}
            </div>
          );
        })}
      </div>
      <div role="row" aria-rowindex={2} className="head-row">
        {columns.filter((column) => column.group !== null).map((column) => headerCell(column, false))}
      </div>
    </>
  );
}
