/**
 * The fields of one conditional order's detail view (accounts-session §2 "detail view of one
 * condition order", §3 "Condition order"): every field of its Web.Order.ConditionOrderDetail row,
 * in a fixed order, each under an i18n label (trading.condDetail.fields.*). Prices in the
 * instrument's unit (thousand VND, or points for index futures), volumes in shares or contracts,
 * dates as the wire writes them (DD/MM/YYYY). A field the order does not carry shows "—".
 */
import { conditionalOrderStatusLabel, type ConditionOrderRow, type Language } from "@bangia/market";
import { bookTypeOf, rowPrice } from "./conditional-rows";
import { units } from "./figures";

/** The label keys, in the order the view lists them. */
export const DETAIL_FIELDS = [
  "orderId",
  "legId",
  "account",
  "symbol",
  "side",
  "type",
  "leg",
  "quantity",
  "remaining",
  "priceType",
  "placedPrice",
  "sentPrice",
  "trigger",
  "trailingAmount",
  "spread",
  "status",
  "validFrom",
  "validTo",
  "created",
  "triggered",
  "cancelled",
  "sentOrder",
  "replacedOrder",
  "reason",
  "comment",
] as const;

export type DetailField = (typeof DETAIL_FIELDS)[number];

/**
 * A field's value: text as shown, or an i18n key of the panel (side, type, leg, relation) the
 * view translates.
 */
export type DetailValue = { readonly text: string } | { readonly key: string; readonly then?: string };

export const NONE = "—";

const text = (value: string | null | undefined): DetailValue => ({
  text: value === null || value === undefined || value.trim() === "" ? NONE : value,
});

/**
 * @example conditionalDetailRows(stopRow, false, "en").get("trigger")
 * // { key: "trading.cond.relationLTEQ", then: "88.50" }
 */
export function conditionalDetailRows(
  row: ConditionOrderRow,
  derivative: boolean,
  language: Language,
): ReadonlyMap<DetailField, DetailValue> {
  const price = rowPrice(row, derivative);
  const amount = (value: number | null) => text(value === null ? null : price(value));
  const type = bookTypeOf(row.STOP_ORDER_TYPE);
  const values: Record<DetailField, DetailValue> = {
    orderId: text(row.STOP_ORDER_ID),
    legId: text(row.PK_ID),
    account: text(row.ACCOUNT_NO),
    symbol: text(row.SYMBOL),
    side: {
      key: derivative ? `trading.side.${row.SIDE === "B" ? "long" : "short"}` : `trading.side.${row.SIDE}`,
    },
    type: type === null ? text(row.STOP_ORDER_TYPE) : { key: `trading.kind.${type}` },
    leg:
      row.STOP_ORDER_SUB_TYPE === null
        ? text(null)
        : { key: `trading.condDetail.legs.${row.STOP_ORDER_SUB_TYPE}` },
    quantity: text(units(row.QUANTITY)),
    remaining: text(units(row.REMAIN_QTY)),
    priceType: text(row.PRICE_TYPE),
    placedPrice: row.PRICE_TYPE !== "LO" ? text(row.PRICE_TYPE) : amount(row.PLACED_PRICE),
    sentPrice: row.C_SO_PRICE === null ? text(null) : text(price(row.C_SO_PRICE)),
    trigger:
      row.TRIGGER_PRICE === null
        ? text(null)
        : {
            key: row.RELATION === "LTEQ" ? "trading.cond.relationLTEQ" : "trading.cond.relationGTEQ",
            then: price(row.TRIGGER_PRICE),
          },
    trailingAmount: amount(row.TRAILING_AMOUNT),
    spread: amount(row.SPREAD),
    status: text(conditionalOrderStatusLabel(row.STATUS_NEW, language)),
    validFrom: text(row.FROM_DATE),
    validTo: text(row.TO_DATE),
    created: text(`${row.CREATED_DATE} ${row.CREATED_TIME}`),
    triggered: text(row.TRIGGERED_DATE),
    cancelled: text(row.CANCEL_DATE),
    sentOrder: text(row.FO_PK_ORDER_ID),
    replacedOrder: text(row.FO_PK_ORI_ORDER_ID),
    reason: text(row.REASON),
    comment: text(row.C_COMMENT),
  };
  return new Map(DETAIL_FIELDS.map((field) => [field, values[field]]));
}
