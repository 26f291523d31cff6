/**
 * Rules the stock and the derivative edit dialogs share (accounts-session §4, §5).
 */
import type { PriceType } from "../price-keywords";
import type { ConditionType } from "./order-terms";

/** An order's price as edits compare it: the type, and the limit (null for a keyword). */
export interface OrderPrice {
  readonly priceType: PriceType;
  readonly price: number | null;
}

/**
 * True when the order may not be edited for its price type (not-update-market-order):
 * market-priced conditional orders never, and normal ATO/ATC/MOK/MAK orders have no edit
 * action (accounts-session §4). A normal MTL order's remainder rests as a limit order, so it
 * stays editable, as the order book offers.
 *
 * @example isMarketPricedForEdit({ conditionType: "normal", priceType: "MTL" }) // false
 * @example isMarketPricedForEdit({ conditionType: "stop", priceType: "MTL" }) // true
 */
export function isMarketPricedForEdit(order: {
  readonly conditionType: ConditionType;
  readonly priceType: PriceType;
}): boolean {
  if (order.priceType === "LO") return false;
  return order.conditionType !== "normal" || order.priceType !== "MTL";
}

/** True when an edit keeps the price: the same type and, for a limit, the same price. */
export function isSamePrice(edited: OrderPrice, existing: OrderPrice): boolean {
  return edited.priceType === existing.priceType && edited.price === existing.price;
}
