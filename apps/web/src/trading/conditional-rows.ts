/**
 * What a conditional book row shows (accounts-session §3 "Condition order", §4 "Condition order
 * status"): its type and leg (SL/TP of a bracket), the trigger (≥/≤ the trigger price, or the
 * trailing amount), the price it sends, the status in the current language with the rejection
 * reason, and its actions by the market package's rules (conditionalOrderActions: cancel while
 * pending trigger, a TCO also after; edit while pending, never for a market-price order, not for
 * TCO or trailing on the stock book, not for trailing or OCO on the derivative book), and the
 * cancel of its activated order (`cancelsActivated`: the child a triggered order sent, while it
 * still works).
 *
 * The type of a row and its actions are read here, not with the market package's conditionTypeOf
 * and conditionalOrderActions: their module builds a table from order-terms.ts, a module the
 * board's first page loads, and importing it from the panel moves that table into the initial
 * download (e2e/budget.spec.ts). conditional-rows.test.ts holds the two to the same answers.
 */
import {
  conditionalOrderStatusLabel,
  rejectionReason,
  type ConditionOrderRow,
  type ConditionOrderStatus,
  type ConditionType,
  type Language,
} from "@bangia/market";
import { wirePrice } from "./figures";
import { futureKind } from "./futures";

type BookType = Exclude<ConditionType, "normal">;

/** STOP_ORDER_TYPE, in the stock names (stock_stop …) or the derivative ones, to its condition type. */
const BOOK_TYPES: Readonly<Record<string, BookType>> = {
  stock_stop: "stop",
  stock_tco: "tco",
  stock_sltp: "sl_tp",
  stock_trail: "trailing_stop",
  trailing: "trailing_stop",
  stop: "stop",
  tco: "tco",
  sl_tp: "sl_tp",
  trailing_stop: "trailing_stop",
  oco: "oco",
  arbitrage: "arbitrage",
};

/**
 * @example bookTypeOf("stock_trail") // "trailing_stop"
 * @example bookTypeOf("TCO") // "tco"
 */
export function bookTypeOf(stopOrderType: string): BookType | null {
  return BOOK_TYPES[stopOrderType.trim().toLowerCase()] ?? null;
}

/** The book variant: 1 the stock book, 2 the derivative book (accounts-session §4). */
export type BookVariant = 1 | 2;

const NOT_EDITABLE: Readonly<Record<BookVariant, readonly BookType[]>> = {
  1: ["tco", "trailing_stop"],
  2: ["trailing_stop", "oco"],
};

const TCO_ALSO_CANCELLABLE: readonly ConditionOrderStatus[] = ["TRIGGERED", "PARTIAL_FILLED", "REJECTED"];

/**
 * Cancel while pending trigger (a TCO also when triggered, partly filled or rejected); edit while
 * pending, for a limit order, of a type the variant edits.
 *
 * @example rowActions({ status: "PENDING_TRIGGER", type: "stop", variant: 1, priceType: "LO" })
 * // { canCancel: true, canEdit: true }
 */
export function rowActions(input: {
  readonly status: ConditionOrderStatus;
  readonly type: BookType;
  readonly variant: BookVariant;
  readonly priceType: string;
}): { readonly canCancel: boolean; readonly canEdit: boolean } {
  const pending = input.status === "PENDING_TRIGGER";
  return {
    canCancel: pending || (input.type === "tco" && TCO_ALSO_CANCELLABLE.includes(input.status)),
    canEdit: pending && input.priceType === "LO" && !NOT_EDITABLE[input.variant].includes(input.type),
  };
}

/** The child of an order in these may still be working (server conditional/status-transitions.ts). */
const CHILD_WORKING: readonly ConditionOrderStatus[] = ["TRIGGERED", "PARTIAL_FILLED"];

/**
 * Whether the row offers the cancel of its activated order (accounts-session §7
 * cancelActivatedOrder, by the child's FO_PK_ORDER_ID): triggered or partly filled, with a child
 * sent. Not a TCO: it stays TRIGGERED between days, when its day order has already ended, so the
 * row cannot tell a working child; its own Cancel stops it and the child with it. Not once a
 * cancel is asked (PENDING_CANCEL) nor once ended.
 *
 * @example cancelsActivated({ STATUS_NEW: "TRIGGERED", FO_PK_ORDER_ID: "812" }, "stop") // true
 * @example cancelsActivated({ STATUS_NEW: "FILLED", FO_PK_ORDER_ID: "812" }, "stop") // false
 */
export function cancelsActivated(
  row: Pick<ConditionOrderRow, "STATUS_NEW" | "FO_PK_ORDER_ID">,
  type: BookType | null,
): boolean {
  return (
    type !== null &&
    type !== "tco" &&
    CHILD_WORKING.includes(row.STATUS_NEW) &&
    row.FO_PK_ORDER_ID !== null &&
    row.FO_PK_ORDER_ID !== ""
  );
}

export interface ConditionalRowView {
  readonly id: string;
  readonly type: BookType | null;
  readonly leg: "SL" | "TP" | null;
  readonly status: string;
  /** "≥ 25.50", "↓ 5.00" (trailing), or "" for a TCO. */
  readonly trigger: string;
  readonly price: string;
  readonly reason: string | null;
  readonly canCancel: boolean;
  readonly canEdit: boolean;
  /**
   * The working child it sent, which the book offers to cancel (cancelActivatedOrder, see
   * `cancelsActivated`): its number and the price it was sent at; null when none.
   */
  readonly activated: { readonly orderNo: string; readonly price: string } | null;
  /** A TCO: the row expands to its sub-orders. */
  readonly expands: boolean;
}

/** The row's prices in points for an index future on a derivatives book, else thousand VND. */
export function rowPrice(row: Pick<ConditionOrderRow, "SYMBOL">, derivative: boolean) {
  const points = derivative && futureKind(row.SYMBOL) === "INDEX_FUTURE";
  return (value: number | string) => wirePrice(value, points);
}

/**
 * The price of the order it sent: a limit as the board writes it, or its keyword; "—" before one.
 *
 * @example sentPriceText({ SYMBOL: "FPT", C_SO_PRICE: 88_000 }, false) // "88.00"
 * @example sentPriceText({ SYMBOL: "VN30F2606", C_SO_PRICE: "MTL" }, true) // "MTL"
 */
export function sentPriceText(
  row: Pick<ConditionOrderRow, "SYMBOL" | "C_SO_PRICE">,
  derivative: boolean,
): string {
  const sent = row.C_SO_PRICE;
  return sent === null ? "—" : typeof sent === "number" ? rowPrice(row, derivative)(sent) : sent;
}

/**
 * @example conditionalRowView(stopRow, false, "en")
 * // { type: "stop", trigger: "≥ 25.50", status: "Pending trigger", canCancel: true, canEdit: true, … }
 */
export function conditionalRowView(
  row: ConditionOrderRow,
  derivative: boolean,
  language: Language,
): ConditionalRowView {
  const type = bookTypeOf(row.STOP_ORDER_TYPE);
  const price = rowPrice(row, derivative);
  const trigger =
    row.TRIGGER_PRICE !== null
      ? `${row.RELATION === "LTEQ" ? "≤" : "≥"} ${price(row.TRIGGER_PRICE)}`
      : row.TRAILING_AMOUNT !== null
        ? `↕ ${price(row.TRAILING_AMOUNT)}`
        : "";
  const actions =
    type === null
      ? { canCancel: false, canEdit: false }
      : rowActions({
          status: row.STATUS_NEW,
          type,
          variant: derivative ? 2 : 1,
          priceType: row.PRICE_TYPE,
        });
  return {
    id: row.PK_ID,
    type,
    leg: row.STOP_ORDER_SUB_TYPE,
    status: conditionalOrderStatusLabel(row.STATUS_NEW, language),
    trigger,
    price:
      row.PRICE_TYPE !== "LO" ? row.PRICE_TYPE : row.PLACED_PRICE === null ? "—" : price(row.PLACED_PRICE),
    reason: rejectionReason({ status: row.STATUS_NEW, reason: row.REASON }),
    canCancel: actions.canCancel,
    canEdit: actions.canEdit,
    activated:
      row.FO_PK_ORDER_ID !== null && cancelsActivated(row, type)
        ? { orderNo: row.FO_PK_ORDER_ID, price: sentPriceText(row, derivative) }
        : null,
    expands: type === "tco",
  };
}

/** The type filter's values: the stopOrderType names each book sends ("" for all). */
export const STOCK_TYPE_FILTERS = ["", "stock_stop", "stock_tco", "stock_sltp", "stock_trail"] as const;
export const DERIVATIVE_TYPE_FILTERS = ["", "sl_tp", "stop", "oco", "trailing_stop", "arbitrage"] as const;
