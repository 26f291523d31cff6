/**
 * Column definitions of the shared board table (odd lots, bonds, proprietary trading, warrants):
 * what each column shows and how, and the rules that pick the shown ones, lay out the two header
 * rows and size the grid.
 */
import type { PriceColour } from "@bangia/market";
import type { TFunction } from "i18next";

/** What one cell shows: its text and its price colour (null: neutral). */
export interface TableCell {
  readonly text: string;
  readonly colour: PriceColour | null;
}

export const EMPTY_CELL: TableCell = Object.freeze({ text: "", colour: null });

export interface TableColumn<R> {
  /** The row field the column shows: its `data-field`, its sort field and the field whose flash it shows. */
  readonly key: string;
  /** The header title; written as a literal `t("…")` call so the i18n check sees the key. */
  readonly label: (t: TFunction) => string;
  /** The header's tooltip; the title when absent. */
  readonly tip?: (t: TFunction) => string;
  /** Minimum width in pixels; columns share the spare width in proportion to it. */
  readonly width: number;
  readonly align: "left" | "center" | "right";
  /** The header group over the column (two header rows); ungrouped columns span both. */
  readonly group?: string;
  readonly sortable: boolean;
  /** Whether the table's column setting can hide it. */
  readonly hideable: boolean;
  /** A click on the cell does something (the board's onCellClick): shown as clickable. */
  readonly clickable?: boolean;
  readonly cell: (row: R) => TableCell;
}

/** A header group's title, by group id. */
export type GroupLabels = Readonly<Record<string, (t: TFunction) => string>>;

/**
 * The columns shown: all but the hideable ones the setting hides.
 *
 * @example shownColumns(columns, ["lot"]) // every column except a hideable "lot"
 */
export function shownColumns<R>(
  columns: readonly TableColumn<R>[],
  hidden: readonly string[],
): readonly TableColumn<R>[] {
  if (hidden.length === 0) return columns;
  return columns.filter((column) => !column.hideable || !hidden.includes(column.key));
}

/** The keys a sort may use: the shown sortable columns. */
export function sortableKeys<R>(columns: readonly TableColumn<R>[]): readonly string[] {
  return columns.filter((column) => column.sortable).map((column) => column.key);
}

/**
 * The CSS grid template: each column at least its width, sharing the spare width in proportion.
 *
 * @example gridTemplate([{ width: 60 }, { width: 45 }]) // "minmax(60px, 60fr) minmax(45px, 45fr)"
 */
export function gridTemplate(columns: readonly Pick<TableColumn<unknown>, "width">[]): string {
  return columns.map((column) => `minmax(${column.width}px, ${column.width}fr)`).join(" ");
}

/** The sum of the columns' minimum widths: the table scrolls sideways below it. */
export function minimumWidth(columns: readonly Pick<TableColumn<unknown>, "width">[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/** A cell of the first header row: a group over its columns, or an ungrouped column spanning both rows. */
export type HeaderSpan<R> =
  | { readonly group: string; readonly columns: readonly TableColumn<R>[] }
  | { readonly group: null; readonly column: TableColumn<R> };

/**
 * The first header row: consecutive columns of one group merged under its title. A table
 * without groups has one header row (every span ungrouped).
 */
export function headerSpans<R>(columns: readonly TableColumn<R>[]): readonly HeaderSpan<R>[] {
  const spans: HeaderSpan<R>[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    const group = column.group ?? null;
    if (group === null) spans.push({ group: null, column });
    else if (last !== undefined && last.group === group)
      spans[spans.length - 1] = { group, columns: [...last.columns, column] };
    else spans.push({ group, columns: [column] });
  }
  return spans;
}
