/** A conditional book row for the tests: a waiting stock stop sell of 100 FPT, fields overridable. */
import type { ConditionOrderRow } from "@bangia/market";

export function conditionRow(fields: Partial<ConditionOrderRow>): ConditionOrderRow {
  return {
    STOP_ORDER_ID: "41",
    PK_ID: "41",
    ACCOUNT_NO: "058C0000011",
    SYMBOL: "FPT",
    SIDE: "S",
    QUANTITY: 100,
    REMAIN_QTY: 100,
    PRICE_TYPE: "LO",
    PLACED_PRICE: 88_000,
    C_SO_PRICE: null,
    STOP_ORDER_TYPE: "stock_stop",
    STOP_ORDER_SUB_TYPE: null,
    STATUS_NEW: "PENDING_TRIGGER",
    SPREAD: null,
    TRAILING_AMOUNT: null,
    TRIGGER_PRICE: 88_500,
    RELATION: "LTEQ",
    FROM_DATE: "09/03/2026",
    TO_DATE: "16/03/2026",
    CREATED_DATE: "09/03/2026",
    CREATED_TIME: "09:20:57",
    CANCEL_DATE: null,
    TRIGGERED_DATE: null,
    FO_PK_ORDER_ID: null,
    FO_PK_ORI_ORDER_ID: null,
    REASON: null,
    C_COMMENT: null,
    ...fields,
  };
}
