/**
 * The columns of the stock price board (price-board §2 "Stock price board"), in display order,
 * and the rules that pick the shown ones: optional columns follow the price-board settings
 * (`priceBoardSettingColumnShow`), on the ETF board the over-buy/over-sell columns become iNav
 * and iIndex, and the covered-warrant board adds the warrant columns after the symbol (each can
 * be hidden on that board).
 */
import type { BoardColumn } from "@bangia/market";
import type { BoardSort } from "../realtime/protocol";
import type { ChangeMode } from "../state/preferences";
import type { SortField } from "./sort-cycle";
import { WARRANT_FIELDS, type WarrantField } from "./warrant-cells";

/** Depth levels: 1..3 the best bids, 4..6 the best offers. */
export type DepthPriceField = "price1" | "price2" | "price3" | "price4" | "price5" | "price6";
export type DepthVolumeField = "vol1" | "vol2" | "vol3" | "vol4" | "vol5" | "vol6";

/** A cell of a row; also its `data-field`. */
export type CellField =
  | "sym"
  | "r"
  | "c"
  | "f"
  | DepthPriceField
  | DepthVolumeField
  | "lastPrice"
  | "lastVolume"
  | "ot"
  | "lot"
  | "overBuy"
  | "overSell"
  | "iNav"
  | "iIndex"
  | "avePrice"
  | "highPrice"
  | "lowPrice"
  | "fBVol"
  | "fSVolume"
  | "fRoom"
  | "rsi"
  | "macd"
  | WarrantField;

/** The header groups of the first header row; ungrouped columns span both rows. */
export type ColumnGroup = "buy" | "match" | "sell" | "foreign" | "underlying" | "breakeven";

/**
 * How a cell is drawn and sized: the quote kinds, and the warrant facts (a short code such as
 * the underlying or the ratio, a name, a date).
 */
export type CellKind =
  "symbol" | "price" | "volume" | "change" | "indicative" | "indicator" | "code" | "name" | "date";

export interface BoardColumnDef {
  readonly field: CellField;
  readonly kind: CellKind;
  readonly group: ColumnGroup | null;
  /** The setting that shows or hides it; null for columns always shown. */
  readonly setting: BoardColumn | null;
  /**
   * The order side of a click on the price (price-board §2 "Clicking a price opens an order
   * ticket"): a bid price sells into the bid, an ask price buys from the offer, the match price
   * buys. Absent on cells that are not prices to trade at.
   */
  readonly ticketSide?: "B" | "S";
}

const col = (
  field: CellField,
  kind: CellKind,
  group: ColumnGroup | null = null,
  setting: BoardColumn | null = null,
  ticketSide?: "B" | "S",
): BoardColumnDef =>
  ticketSide === undefined ? { field, kind, group, setting } : { field, kind, group, setting, ticketSide };

/** Every column of the standard board, in order (the ETF variants replace over-buy/over-sell). */
export const STOCK_BOARD_COLUMNS: readonly BoardColumnDef[] = [
  col("sym", "symbol"),
  col("r", "price"),
  col("c", "price"),
  col("f", "price"),
  col("price3", "price", "buy", null, "S"),
  col("vol3", "volume", "buy"),
  col("price2", "price", "buy", null, "S"),
  col("vol2", "volume", "buy"),
  col("price1", "price", "buy", null, "S"),
  col("vol1", "volume", "buy"),
  col("lastPrice", "price", "match", null, "B"),
  col("lastVolume", "volume", "match"),
  col("ot", "change", "match"),
  col("price4", "price", "sell", null, "B"),
  col("vol4", "volume", "sell"),
  col("price5", "price", "sell", null, "B"),
  col("vol5", "volume", "sell"),
  col("price6", "price", "sell", null, "B"),
  col("vol6", "volume", "sell"),
  col("lot", "volume", null, "totalVolume"),
  col("overBuy", "volume", null, "overBuy"),
  col("overSell", "volume", null, "overSell"),
  col("avePrice", "price", null, "avePrice"),
  col("highPrice", "price", null, "highPrice"),
  col("lowPrice", "price", null, "lowPrice"),
  col("fBVol", "volume", "foreign", "foreign"),
  col("fSVolume", "volume", "foreign", "foreign"),
  col("fRoom", "volume", "foreign", "foreign"),
  col("rsi", "indicator", null, "rsi"),
  col("macd", "indicator", null, "macd"),
];

const ETF_COLUMNS: Readonly<Partial<Record<CellField, BoardColumnDef>>> = {
  overBuy: col("iNav", "indicative", null, "overBuy"),
  overSell: col("iIndex", "indicative", null, "overSell"),
};

/**
 * The covered-warrant columns (price-board §2, §3 "Covered warrant extras"), drawn after the
 * symbol: the underlying share and its price, the exercise price and ratio, the breakeven and
 * the difference (under one "breakeven" title), then the issuer, the type and the maturity.
 */
export const WARRANT_COLUMNS: readonly BoardColumnDef[] = [
  col("CWUnderlying", "code", "underlying"),
  col("stockPrice", "price", "underlying"),
  col("CWExcersisePrice", "price"),
  col("CWExerciseRatio", "code"),
  col("dhv", "price", "breakeven"),
  col("dif", "change", "breakeven"),
  col("CWIssuerName", "name"),
  col("CWType", "code"),
  col("CWMaturityDate", "date"),
];

/**
 * The columns of the covered-warrant board: the warrant columns not hidden there, inserted after
 * the symbol column.
 *
 * @example withWarrantColumns(visibleColumns([], false), ["CWIssuerName"]).map((c) => c.field).slice(0, 3)
 * // ["sym", "CWUnderlying", "stockPrice"]
 */
export function withWarrantColumns(
  columns: readonly BoardColumnDef[],
  hidden: readonly string[],
): readonly BoardColumnDef[] {
  const warrant = WARRANT_COLUMNS.filter((column) => !hidden.includes(column.field));
  const at = columns.findIndex((column) => column.field === "sym") + 1;
  return [...columns.slice(0, at), ...warrant, ...columns.slice(at)];
}

/** The warrant fields shown on the covered-warrant board (the others are hidden there). */
export function shownWarrantFields(hidden: readonly string[]): readonly WarrantField[] {
  return WARRANT_FIELDS.filter((field) => !hidden.includes(field));
}

/**
 * The columns to draw: those always shown plus the optional ones the settings show; on the ETF
 * board iNav and iIndex take the over-buy and over-sell places (price-board §2).
 *
 * @example visibleColumns(["foreign"], false).map((c) => c.field).includes("fRoom") // true
 * @example visibleColumns(["overBuy"], true).map((c) => c.field).includes("iNav") // true
 */
export function visibleColumns(shown: readonly BoardColumn[], etf: boolean): readonly BoardColumnDef[] {
  return STOCK_BOARD_COLUMNS.filter(
    (column) => column.setting === null || shown.includes(column.setting),
  ).map((column) => (etf ? (ETF_COLUMNS[column.field] ?? column) : column));
}

/**
 * The field the worker sorts a column by, or null for columns it cannot sort (the ETF values and
 * the indicators, which the quote rows do not carry). The change column sorts by what it shows.
 */
export function columnSortField(column: BoardColumnDef, mode: ChangeMode): SortField | null {
  switch (column.field) {
    case "ot":
      return mode === "percent" ? "changePc" : "ot";
    case "iNav":
    case "iIndex":
    case "rsi":
    case "macd":
      return null;
    default:
      return column.field;
  }
}

/** The sort fields of the shown columns (a sort on any other field is dropped). */
export function shownSortFields(columns: readonly BoardColumnDef[], mode: ChangeMode): readonly SortField[] {
  return columns.flatMap((column) => {
    const field = columnSortField(column, mode);
    return field === null ? [] : [field];
  });
}

/**
 * The sort fields of the columns the settings show on any board (the standard one and the ETF
 * one). A saved sort outside them is on a column the settings hide, and is dropped for good
 * (price-board §4); one inside them that a board lacks (over-buy on the ETF board) is only
 * ignored on that board.
 *
 * @example settingsSortFields(["overBuy"], "absolute").includes("overBuy") // true, though ETFs lack it
 */
export function settingsSortFields(
  shown: readonly BoardColumn[],
  mode: ChangeMode,
  warrantHidden: readonly string[] = [],
): readonly SortField[] {
  const fields = new Set([
    ...shownSortFields(visibleColumns(shown, false), mode),
    ...shownSortFields(visibleColumns(shown, true), mode),
    // The warrant columns follow their own board's choice, not the settings.
    ...shownWarrantFields(warrantHidden),
  ]);
  return [...fields];
}

/** A header group and the columns under it, or a single ungrouped column. */
export type HeaderSpan =
  | { readonly group: ColumnGroup; readonly columns: readonly BoardColumnDef[] }
  | { readonly group: null; readonly column: BoardColumnDef };

/** The first header row: consecutive columns of one group merged under its title. */
export function headerSpans(columns: readonly BoardColumnDef[]): readonly HeaderSpan[] {
  const spans: HeaderSpan[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    if (column.group === null) spans.push({ group: null, column });
    else if (last !== undefined && last.group !== null && last.group === column.group)
      spans[spans.length - 1] = { group: column.group, columns: [...last.columns, column] };
    else spans.push({ group: column.group, columns: [column] });
  }
  return spans;
}

/**
 * Column widths: minimum and share of the spare width, by kind. The minimums are in em of the
 * board's font (12 px, 11 px below the 1450 px breakpoint: board.css) and hold the widest figure
 * of a kind at Arial's metrics (the widest face of the font list) with the padding and border: a
 * price up to "999.90", a depth volume up to "999,990", an eight-letter ETF or warrant code in
 * bold. With the default columns the board fits a 1366 px screen at 11 px; narrower windows
 * scroll it sideways with the pin and symbol columns held in view (stock-board.tsx), and wider
 * ones share the spare width out.
 */
const TRACKS: Readonly<Record<CellKind, string>> = {
  symbol: "minmax(6.25em, 1.3fr)",
  price: "minmax(3.75em, 1fr)",
  volume: "minmax(4.25em, 1.15fr)",
  change: "minmax(3.85em, 1fr)",
  indicative: "minmax(4.35em, 1.1fr)",
  indicator: "minmax(3.85em, 1fr)",
  code: "minmax(3.8em, 0.8fr)",
  name: "minmax(5.35em, 1.4fr)",
  date: "minmax(5.85em, 1.2fr)",
};

/**
 * Columns whose figures or headers run longer than their kind's: the day's total and the order surpluses
 * ("3,000,000"), and the foreign room in whole board units up to nine digits ("195,889,352").
 */
const WIDE_TRACKS: Readonly<Partial<Record<CellField, string>>> = {
  lot: "minmax(5.2em, 1.3fr)",
  overBuy: "minmax(5.2em, 1.3fr)",
  overSell: "minmax(5.2em, 1.3fr)",
  fRoom: "minmax(6.2em, 1.5fr)",
  // Its English header's longest word, "Exercise", is wider than a price.
  CWExcersisePrice: "minmax(4.2em, 1fr)",
};

/** The pin checkbox and the watchlist's remove button. */
const CONTROL_TRACK = "18px";

/** The CSS grid template of a row: pin checkbox, the columns, and the watchlist's remove button. */
export function gridTemplate(columns: readonly BoardColumnDef[], removable: boolean): string {
  const tracks = [
    CONTROL_TRACK,
    ...columns.map((column) => WIDE_TRACKS[column.field] ?? TRACKS[column.kind]),
  ];
  if (removable) tracks.push(CONTROL_TRACK);
  return tracks.join(" ");
}

/**
 * A sort on the change column follows the column when it switches between absolute and percent,
 * so the table keeps sorting by what the column shows.
 *
 * @example sortForChangeMode({ field: "ot", direction: "desc" }, "percent") // { field: "changePc", … }
 */
export function sortForChangeMode(sort: BoardSort | null, mode: ChangeMode): BoardSort | null {
  if (sort === null || (sort.field !== "ot" && sort.field !== "changePc")) return sort;
  return { field: mode === "percent" ? "changePc" : "ot", direction: sort.direction };
}
