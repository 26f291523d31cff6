/**
 * The two header rows of the stock board: the groups (buy side, match, sell side, foreign) over
 * their columns, the other columns spanning both rows. Sortable headers sort on click or Enter and
 * show their direction in aria-sort; the change header carries the +/- and % toggle.
 */
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BoardSort } from "../realtime/protocol";
import type { ChangeMode } from "../state/preferences";
import { columnSortField, headerSpans, type BoardColumnDef } from "./board-columns";
import { columnLabels, groupLabel } from "./column-labels";
import type { SortField } from "./sort-cycle";

export interface BoardHeaderProps {
  readonly columns: readonly BoardColumnDef[];
  /** The applied sort; null is symbol ascending. */
  readonly sort: BoardSort | null;
  readonly changeMode: ChangeMode;
  readonly removable: boolean;
  readonly onSort: (field: SortField) => void;
  readonly onToggleChangeMode: () => void;
}

type AriaSort = "ascending" | "descending" | "none";

/** A header's aria-sort: symbol ascending is what no sort means. */
function ariaSortOf(sort: BoardSort | null, field: SortField): AriaSort {
  if (sort === null) return field === "sym" ? "ascending" : "none";
  if (sort.field !== field) return "none";
  return sort.direction === "asc" ? "ascending" : "descending";
}

const ARROWS: Readonly<Record<AriaSort, string>> = { ascending: "▲", descending: "▼", none: "" };

export function BoardHeader({
  columns,
  sort,
  changeMode,
  removable,
  onSort,
  onToggleChangeMode,
}: BoardHeaderProps) {
  const { t } = useTranslation();
  const labels = columnLabels(t, changeMode);

  const headerCell = (column: BoardColumnDef, spansRows: boolean) => {
    const label = labels[column.field];
    const field = columnSortField(column, changeMode);
    let className = `head-cell head-${column.kind}`;
    if (spansRows) className += " span-rows";
    if (column.group !== null) className += ` group-${column.group}`;
    if (field === null)
      return (
        <div
          key={column.field}
          role="columnheader"
          className={className}
          title={label.tip}
          {...(spansRows ? { "aria-rowspan": 2 } : {})}
        >
          {label.label}
        </div>
      );
    const direction = ariaSortOf(sort, field);
    const sortBy = () => onSort(field);
    return (
      <div
        key={column.field}
        role="columnheader"
        className={`${className} sortable`}
        data-testid={`sort-${column.field}`}
        aria-sort={direction}
        tabIndex={0}
        title={`${label.tip}. ${t("board.sortHint")}`}
        {...(spansRows ? { "aria-rowspan": 2 } : {})}
        onClick={sortBy}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          // Keys of the toggle button inside stay the button's.
          if (event.target !== event.currentTarget) return;
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            sortBy();
          }
        }}
      >
        <span className="head-label">{label.label}</span>
        {direction !== "none" && (
          <span className="sort-arrow" aria-hidden="true">
            {ARROWS[direction]}
          </span>
        )}
        {column.field === "ot" && (
          <button
            type="button"
            className="change-toggle"
            data-testid="change-mode-toggle"
            aria-label={t("board.changeToggle")}
            aria-pressed={changeMode === "percent"}
            title={t("board.changeToggle")}
            onClick={(event) => {
              event.stopPropagation();
              onToggleChangeMode();
            }}
          >
            {changeMode === "percent" ? t("board.col.change") : t("board.col.changePercent")}
          </button>
        )}
      </div>
    );
  };

  /** The header of a control column (the pin checkbox, the remove button): named, not seen. */
  const controlHeader = (label: string, kind: "pin" | "remove") => (
    <div role="columnheader" aria-rowspan={2} className={`head-cell head-${kind} span-rows`} title={label}>
      <span className="visually-hidden">{label}</span>
    </div>
  );

  const spans = headerSpans(columns);
  const grouped = columns.filter((column) => column.group !== null);

  return (
    <>
      <div role="row" aria-rowindex={1} className="head-row">
        {controlHeader(t("board.pinColumn"), "pin")}
        {spans.map((span) => {
          if (span.group === null) return headerCell(span.column, true);
          const label = groupLabel(t, span.group);
          return (
            <div
              key={`group-${span.group}`}
              role="columnheader"
              aria-colspan={span.columns.length}
              className={`head-cell head-group group-${span.group}`}
              style={{ gridColumn: `span ${span.columns.length}` }}
              title={label.tip}
            >
              {label.label}
            </div>
          );
        })}
        {removable && controlHeader(t("board.removeColumn"), "remove")}
      </div>
      <div role="row" aria-rowindex={2} className="head-row">
        {grouped.map((column) => headerCell(column, false))}
      </div>
    </>
  );
}
