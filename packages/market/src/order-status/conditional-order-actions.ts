/**
 * Cancel and edit of conditional orders in the order book (accounts-session §4, §5):
 *
 * - cancel while PENDING_TRIGGER; a TCO also when TRIGGERED, PARTIAL_FILLED or REJECTED (its
 *   sub-orders keep being placed until its validity ends, so it stays cancellable);
 * - edit only while PENDING_TRIGGER (the server's 40036 "edit only while pending activation"),
 *   never for a market-price order (not-update-market-order), and not for the types the book
 *   variant excludes. The spec has two variants of the book, each excluding types of its own
 *   type list: variant 1 (Stop Order, TCO, SL/TP, Trailing Stop) excludes TCO and trailing
 *   stop; variant 2 (SL/TP, Stop Order, Trailing Stop, OCO) excludes trailing stop and OCO.
 */
import { CONDITION_TYPES, STOCK_STOP_ORDER_TYPES, type ConditionType } from "../orders/order-terms";
import type { ConditionOrderStatus } from "../wire/core-books";
import type { OrderActions } from "./order-actions";

/** Which order-book variant lists the row (see the module comment). */
export type ConditionalBookVariant = 1 | 2;

const NOT_EDITABLE: Readonly<Record<ConditionalBookVariant, readonly ConditionType[]>> = {
  1: ["tco", "trailing_stop"],
  2: ["trailing_stop", "oco"],
};

const TCO_ALSO_CANCELLABLE: readonly ConditionOrderStatus[] = ["TRIGGERED", "PARTIAL_FILLED", "REJECTED"];

// The stock side's names (order-entry §9) and the trailing cancel command's short name.
const TYPE_ALIASES: ReadonlyMap<string, ConditionType> = new Map<string, ConditionType>([
  [STOCK_STOP_ORDER_TYPES.tco, "tco"],
  [STOCK_STOP_ORDER_TYPES.sl_tp, "sl_tp"],
  [STOCK_STOP_ORDER_TYPES.stop, "stop"],
  [STOCK_STOP_ORDER_TYPES.trailing_stop, "trailing_stop"],
  ["trailing", "trailing_stop"],
]);

/**
 * The condition type of a book row's STOP_ORDER_TYPE, whichever naming it uses (the stock
 * names such as stock_tco, the derivative names, any case); null when unknown.
 *
 * @example conditionTypeOf("stock_trail") // "trailing_stop"
 * @example conditionTypeOf("TCO") // "tco"
 */
export function conditionTypeOf(stopOrderType: string): ConditionType | null {
  const name = stopOrderType.trim().toLowerCase();
  const alias = TYPE_ALIASES.get(name);
  if (alias !== undefined) return alias;
  return CONDITION_TYPES.find((type) => type === name) ?? null;
}

export interface ConditionalOrderActionInput {
  readonly status: ConditionOrderStatus;
  readonly conditionType: ConditionType;
  readonly variant: ConditionalBookVariant;
  /** The row's PRICE_TYPE: "LO" for a limit, anything else is a market-price order. */
  readonly priceType: string;
}

/**
 * Cancel and edit availability of a conditional order.
 *
 * @example conditionalOrderActions({ status: "PENDING_TRIGGER", conditionType: "stop", variant: 1, priceType: "LO" })
 * // { canCancel: true, canEdit: true }
 * @example conditionalOrderActions({ status: "REJECTED", conditionType: "tco", variant: 1, priceType: "LO" })
 * // { canCancel: true, canEdit: false }
 */
export function conditionalOrderActions(input: ConditionalOrderActionInput): OrderActions {
  const pending = input.status === "PENDING_TRIGGER";
  const canCancel = pending || (input.conditionType === "tco" && TCO_ALSO_CANCELLABLE.includes(input.status));
  const canEdit =
    pending && input.priceType === "LO" && !NOT_EDITABLE[input.variant].includes(input.conditionType);
  return { canCancel, canEdit };
}
