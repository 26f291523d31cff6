/**
 * The columns of the derivative price board (price-board §2 "Derivative price board"), in display
 * order: symbol, reference, ceiling, floor, three bids, the match (price, volume, change and the
 * difference from the underlying index), three offers, total volume, over-buy and over-sell (which
 * a setting hides), open interest, high, low, average, and the foreign buy and sell volumes.
 *
 * Decision where the spec is silent: the difference column does not sort. It is not a row field
 * (it moves with the index, not with the contract), and the worker sorts by row fields.
 */
/** A cell of a derivative row; also its `data-field` and its sort field. */
export type DerivativeField =
  | "sym"
  | "r"
  | "c"
  | "f"
  | "price1"
  | "price2"
  | "price3"
  | "price4"
  | "price5"
  | "price6"
  | "vol1"
  | "vol2"
  | "vol3"
  | "vol4"
  | "vol5"
  | "vol6"
  | "lastPrice"
  | "lv"
  | "change"
  | "difference"
  | "lot"
  | "overBuy"
  | "overSell"
  | "oi"
  | "highPrice"
  | "lowPrice"
  | "avePrice"
  | "fBVol"
  | "fSVolume";

export type DerivativeGroup = "buy" | "match" | "sell" | "foreign";

/** How a cell is drawn and sized. */
export type DerivativeCellKind = "symbol" | "price" | "volume" | "change";

export interface DerivativeColumn {
  readonly field: DerivativeField;
  readonly kind: DerivativeCellKind;
  readonly group: DerivativeGroup | null;
  /** Hidden with the over-buy/over-sell setting. */
  readonly overBuySell: boolean;
  readonly sortable: boolean;
}

const col = (
  field: DerivativeField,
  kind: DerivativeCellKind,
  group: DerivativeGroup | null = null,
  options: { readonly overBuySell?: boolean; readonly sortable?: boolean } = {},
): DerivativeColumn => ({
  field,
  kind,
  group,
  overBuySell: options.overBuySell ?? false,
  sortable: options.sortable ?? true,
});

export const DERIVATIVE_COLUMNS: readonly DerivativeColumn[] = [
  col("sym", "symbol"),
  col("r", "price"),
  col("c", "price"),
  col("f", "price"),
  col("price3", "price", "buy"),
  col("vol3", "volume", "buy"),
  col("price2", "price", "buy"),
  col("vol2", "volume", "buy"),
  col("price1", "price", "buy"),
  col("vol1", "volume", "buy"),
  col("lastPrice", "price", "match"),
  col("lv", "volume", "match"),
  col("change", "change", "match"),
  col("difference", "change", "match", { sortable: false }),
  col("price4", "price", "sell"),
  col("vol4", "volume", "sell"),
  col("price5", "price", "sell"),
  col("vol5", "volume", "sell"),
  col("price6", "price", "sell"),
  col("vol6", "volume", "sell"),
  col("lot", "volume"),
  col("overBuy", "volume", null, { overBuySell: true }),
  col("overSell", "volume", null, { overBuySell: true }),
  col("oi", "volume"),
  col("highPrice", "price"),
  col("lowPrice", "price"),
  col("avePrice", "price"),
  col("fBVol", "volume", "foreign"),
  col("fSVolume", "volume", "foreign"),
];

/**
 * The columns to draw.
 *
 * @example visibleDerivativeColumns(false).some((c) => c.field === "overBuy") // false
 */
export function visibleDerivativeColumns(showOverBuySell: boolean): readonly DerivativeColumn[] {
  return showOverBuySell ? DERIVATIVE_COLUMNS : DERIVATIVE_COLUMNS.filter((column) => !column.overBuySell);
}

/** The fields the shown columns sort by; a saved sort on any other field is dropped. */
export function derivativeSortFields(columns: readonly DerivativeColumn[]): readonly string[] {
  return columns.filter((column) => column.sortable).map((column) => column.field);
}

/**
 * A header group and its columns, or a single ungrouped column spanning both header rows.
 */
export type DerivativeHeaderSpan =
  | { readonly group: DerivativeGroup; readonly columns: readonly DerivativeColumn[] }
  | { readonly group: null; readonly column: DerivativeColumn };

/** The first header row: consecutive columns of one group under its title. */
export function derivativeHeaderSpans(columns: readonly DerivativeColumn[]): readonly DerivativeHeaderSpan[] {
  const spans: DerivativeHeaderSpan[] = [];
  for (const column of columns) {
    const last = spans.at(-1);
    if (column.group === null) spans.push({ group: null, column });
    else if (last !== undefined && last.group === column.group)
      spans[spans.length - 1] = { group: column.group, columns: [...last.columns, column] };
    else spans.push({ group: column.group, columns: [column] });
  }
  return spans;
}

/**
 * Column widths: a minimum and a share of the spare width. A contract code is nine or ten
 * characters ("VN100F2603"), an index-futures price "1,945.8", a volume of contracts rarely
 * above "99,999" but the day's total and open interest reach six digits.
 */
const TRACKS: Readonly<Record<DerivativeCellKind, string>> = {
  symbol: "minmax(82px, 1.3fr)",
  price: "minmax(52px, 1fr)",
  volume: "minmax(44px, 0.9fr)",
  change: "minmax(46px, 1fr)",
};

const WIDE_TRACKS: Readonly<Partial<Record<DerivativeField, string>>> = {
  difference: "minmax(62px, 1.2fr)",
  lot: "minmax(58px, 1.1fr)",
  oi: "minmax(58px, 1.1fr)",
};

/** The CSS grid template of the header and the rows. */
export function derivativeGridTemplate(columns: readonly DerivativeColumn[]): string {
  return columns.map((column) => WIDE_TRACKS[column.field] ?? TRACKS[column.kind]).join(" ");
}
