/**
 * The shared vocabulary of order entry (order-entry §1, §3, §9): sides, condition types,
 * relations and the web-trade permission check. Stock and derivative validators build on it.
 */

/** B = buy (LONG on derivatives), S = sell (SHORT). */
export const SIDES = ["B", "S"] as const;
export type Side = (typeof SIDES)[number];

/** Condition types of the order forms (order-entry §9). */
export const CONDITION_TYPES = [
  "normal",
  "stop",
  "tco",
  "sl_tp",
  "trailing_stop",
  "oco",
  "arbitrage",
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Condition types the stock panel offers (SL/TP only when buying). */
export const STOCK_CONDITION_TYPES = [
  "normal",
  "stop",
  "tco",
  "sl_tp",
  "trailing_stop",
] as const satisfies readonly ConditionType[];
export type StockConditionType = (typeof STOCK_CONDITION_TYPES)[number];

/** Condition types the derivative panel offers. */
export const DERIVATIVE_CONDITION_TYPES = [
  "normal",
  "stop",
  "sl_tp",
  "trailing_stop",
  "oco",
  "arbitrage",
] as const satisfies readonly ConditionType[];
export type DerivativeConditionType = (typeof DERIVATIVE_CONDITION_TYPES)[number];

/** The names the stock side sends as stopOrderType (order-entry §9). */
export const STOCK_STOP_ORDER_TYPES = {
  tco: "stock_tco",
  sl_tp: "stock_sltp",
  stop: "stock_stop",
  trailing_stop: "stock_trail",
  oco: "oco",
} as const;

/** Trigger relation of a stop order; GTEQ (>=) is the default, LTEQ (<=) the toggle. */
export const RELATIONS = ["GTEQ", "LTEQ"] as const;
export type Relation = (typeof RELATIONS)[number];
export const DEFAULT_RELATION: Relation = "GTEQ";

/** Channel code of web orders and logins. */
export const CHANNEL = "I";
/** orderType of a normal stock order. */
export const NORMAL_ORDER_TYPE = "1";

/**
 * Conditional orders live this many days after their effective date (or today). The spec gives
 * 29 in the order panel and 30 elsewhere; 29 is the panel's rule and the one validated.
 */
export const CONDITIONAL_EXPIRY_WINDOW_DAYS = 29;

/**
 * The per-user web-trade function list (ListFuncWebtrade). The spec only says it must contain
 * buy (B) or sell (S); our list holds function codes, of which "B" and "S" gate the two sides.
 */
export type WebTradeFunctions = readonly string[];

/** True when the user may place (or edit, or cancel) an order on `side`. */
export function hasSidePermission(functions: WebTradeFunctions, side: Side): boolean {
  return functions.includes(side);
}
