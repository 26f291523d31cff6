/**
 * Every conditional-order call of the core gateway (order-entry §7, accounts-session §7) as one
 * TypeBox schema each, with the spec's field names; the types derive from the schemas (`Static`),
 * so the server validates with the definition clients are typed by (wire-schema.ts).
 *
 * - new: the stock stop, TCO, SL/TP and trailing variants (group O) and the derivative
 *   co.stop/sltp/trailing/oco/arbitrage.order.new (group FD);
 * - change: co.stop.order.change and co.sltp.order.change (both groups);
 * - delete: co.stop.order.delete (orderId, pin) and the others with accountNo (OCO: both legs);
 * - cancel of an activated order (the triggered child, by pk_orderNo), the conditional order book
 *   (filters and paging), one order's detail and a TCO's sub-orders.
 *
 * The book, sub-order and activated-cancel payloads were already schemas (core-book-queries.ts,
 * core-orders.ts); they are referenced here, not redefined. core-orders.ts re-exports the types
 * derived here: one definition per wire shape.
 *
 * Units: prices, trigger prices, amounts, spreads and trailing amounts are integers in the
 * instrument's price unit (whole VND for stocks, hundredths of a point for index futures);
 * quantities are shares or contracts; dates DD/MM/YYYY.
 */
import { Type, type Static, type TSchema } from "typebox";
import { CHANNEL, RELATIONS, SIDES, STOCK_STOP_ORDER_TYPES } from "../orders/order-terms";
import { PRICE_KEYWORDS } from "../price-keywords";
import { CORE_COMMANDS, CORE_GROUPS } from "./core";
import { ConditionOrderListQueryDataSchema, TcoSubOrdersQueryDataSchema } from "./core-book-queries";
import { CancelActivatedOrderDataSchema } from "./core-orders";
import { literalOf } from "./wire-schema";

const ACCOUNT_NO = Type.String({ maxLength: 64, description: "Account code" });
const SYMBOL = Type.String({ maxLength: 32, description: "Symbol or contract code" });
const PIN = Type.String({ maxLength: 64, description: "The trading PIN" });
const REF_ID = Type.String({ maxLength: 128, description: "The client's idempotency key" });
const ORDER_ID = Type.String({ maxLength: 64, description: "The conditional order's id (STOP_ORDER_ID)" });
const PRICE = Type.Integer({ minimum: 1, description: "In the instrument's integer price unit" });
const DISTANCE = Type.Integer({
  minimum: 0,
  description: "A price distance, in the instrument's price unit",
});
const DATE = Type.String({ maxLength: 10, description: "DD/MM/YYYY" });
const CHANNEL_I = Type.Literal(CHANNEL, { description: "Channel code I (web)" });
const RELATION = literalOf(RELATIONS, "GTEQ: trade price ≥ trigger; LTEQ: ≤");

/** Fields every conditional placement carries (order-entry §7 "Stock conditional order"). */
function common<T extends string>(stopOrderType: T) {
  return {
    accountNo: ACCOUNT_NO,
    symbol: SYMBOL,
    stopOrderType: Type.Literal(stopOrderType),
    channel: CHANNEL_I,
    quantity: Type.Integer({ minimum: 1, description: "Shares or contracts" }),
    side: literalOf(SIDES, "B buy (LONG), S sell (SHORT)"),
    pin: PIN,
    refId: REF_ID,
  };
}

/**
 * The two shapes of a placed price: `placedPrice` with priceType LO, none with a keyword
 * ("placedPrice (dropped when the price type is not LO)", order-entry §7). A union of two objects
 * so that a keyword order carrying a price is refused, not silently read.
 */
function withPlacedPrice<P extends Record<string, TSchema>>(fields: P) {
  return Type.Union([
    Type.Object({ ...fields, priceType: Type.Literal("LO"), placedPrice: PRICE }),
    Type.Object({
      ...fields,
      priceType: literalOf(PRICE_KEYWORDS),
      placedPrice: Type.Optional(Type.Never()),
    }),
  ]);
}

// ── Stock placements, group O ───────────────────────────────────────────────────────────────

/** Stock stop order: a trigger price and relation (order-entry §3 "stop"). */
export const StockStopOrderDataSchema = withPlacedPrice({
  ...common(STOCK_STOP_ORDER_TYPES.stop),
  cmd: Type.Literal(CORE_COMMANDS.STOP_ORDER_NEW),
  triggerPrice: PRICE,
  relation: RELATION,
  expiryDate: DATE,
});
export type StockStopOrderData = Static<typeof StockStopOrderDataSchema>;

/** Stock TCO: an order sent each trading day from effectiveDate to expiryDate. */
export const StockTcoOrderDataSchema = withPlacedPrice({
  ...common(STOCK_STOP_ORDER_TYPES.tco),
  cmd: Type.Literal(CORE_COMMANDS.TCO_ORDER_NEW),
  effectiveDate: DATE,
  expiryDate: DATE,
});
export type StockTcoOrderData = Static<typeof StockTcoOrderDataSchema>;

/** Stock SL/TP attached to a buy; `spread` is the stop-loss margin (stopLossMargin). */
export const StockSltpOrderDataSchema = withPlacedPrice({
  ...common(STOCK_STOP_ORDER_TYPES.sl_tp),
  cmd: Type.Literal(CORE_COMMANDS.SLTP_ORDER_NEW),
  stopLossPrice: Type.Optional(PRICE),
  takeProfitPrice: Type.Optional(PRICE),
  spread: Type.Optional(DISTANCE),
  effectiveDate: DATE,
  expiryDate: DATE,
});
export type StockSltpOrderData = Static<typeof StockSltpOrderDataSchema>;

/** Stock trailing stop: placed at the trade price ∓ spread when triggered, so no placed price. */
export const StockTrailingOrderDataSchema = Type.Object({
  ...common(STOCK_STOP_ORDER_TYPES.trailing_stop),
  cmd: Type.Literal(CORE_COMMANDS.TRAILING_ORDER_NEW),
  trailingAmount: Type.Integer({ minimum: 1, description: "Retracement from the best price" }),
  spread: DISTANCE,
  expiryDate: DATE,
});
export type StockTrailingOrderData = Static<typeof StockTrailingOrderDataSchema>;

// ── Derivative placements, group FD ─────────────────────────────────────────────────────────

/** Derivative trailing stop (order-entry §7 "trailing"). */
export const DerivativeTrailingOrderDataSchema = Type.Object({
  ...common("trailing_stop"),
  cmd: Type.Literal(CORE_COMMANDS.TRAILING_ORDER_NEW),
  spread: DISTANCE,
  trailingAmount: Type.Integer({ minimum: 1, description: "Retracement from the best price" }),
});
export type DerivativeTrailingOrderData = Static<typeof DerivativeTrailingOrderDataSchema>;

/** Derivative stop (order-entry §7 "stop"). */
export const DerivativeStopOrderDataSchema = withPlacedPrice({
  ...common("stop"),
  cmd: Type.Literal(CORE_COMMANDS.STOP_ORDER_NEW),
  triggerPrice: PRICE,
  relation: RELATION,
});
export type DerivativeStopOrderData = Static<typeof DerivativeStopOrderDataSchema>;

const SLTP_COMMON = {
  ...common("sl_tp"),
  cmd: Type.Literal(CORE_COMMANDS.SLTP_ORDER_NEW),
  spread: Type.Optional(DISTANCE),
};

/**
 * Derivative SL/TP (order-entry §7 "sl_tp"): by price (absolute exits) or by amount (distances in
 * price units from the fill price). Four objects: triggerType × placed price.
 */
export const DerivativeSltpOrderDataSchema = Type.Union([
  ...withPlacedPrice({
    ...SLTP_COMMON,
    triggerType: Type.Literal("price"),
    stopLossPrice: Type.Optional(PRICE),
    takeProfitPrice: Type.Optional(PRICE),
  }).anyOf,
  ...withPlacedPrice({
    ...SLTP_COMMON,
    triggerType: Type.Literal("amount"),
    stopLossAmount: Type.Optional(Type.Integer({ minimum: 1 })),
    takeProfitAmount: Type.Optional(Type.Integer({ minimum: 1 })),
  }).anyOf,
]);
export type DerivativeSltpOrderData = Static<typeof DerivativeSltpOrderDataSchema>;

/** Derivative OCO (order-entry §7 "oco"): both exits, always priced LO. */
export const DerivativeOcoOrderDataSchema = Type.Object({
  ...common("oco"),
  cmd: Type.Literal(CORE_COMMANDS.OCO_ORDER_NEW),
  priceType: Type.Literal("LO"),
  stopLossPrice: PRICE,
  takeProfitPrice: PRICE,
  spread: DISTANCE,
});
export type DerivativeOcoOrderData = Static<typeof DerivativeOcoOrderDataSchema>;

/** (ours) Derivative arbitrage: an order on `symbol` whose fills leg into `reciprocalSymbol`. */
export const DerivativeArbitrageOrderDataSchema = withPlacedPrice({
  ...common("arbitrage"),
  cmd: Type.Literal(CORE_COMMANDS.ARBITRAGE_ORDER_NEW),
  reciprocalSymbol: SYMBOL,
});
export type DerivativeArbitrageOrderData = Static<typeof DerivativeArbitrageOrderDataSchema>;

/** Answer data of a conditional placement: its id, or a `code` on some refusals (FOS-6063). */
export const ConditionalOrderPlacedDataSchema = Type.Object({
  orderId: Type.Optional(ORDER_ID),
  code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type ConditionalOrderPlacedData = Static<typeof ConditionalOrderPlacedDataSchema>;

// ── Change and delete, groups O and FD ──────────────────────────────────────────────────────

/** Edit of a stop order (accounts-session §7 "Change derivative stop"). */
export const ChangeStopOrderDataSchema = withPlacedPrice({
  cmd: Type.Literal(CORE_COMMANDS.STOP_ORDER_CHANGE),
  accountNo: ACCOUNT_NO,
  orderId: ORDER_ID,
  pin: PIN,
  quantity: Type.Integer({ minimum: 1 }),
  triggerPrice: PRICE,
  channel: CHANNEL_I,
  relation: RELATION,
});
export type ChangeStopOrderData = Static<typeof ChangeStopOrderDataSchema>;

/** Edit of an SL/TP leg (accounts-session §7 "Change derivative sl_tp"); spread for SL only. */
export const ChangeSltpOrderDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.SLTP_ORDER_CHANGE),
  accountNo: ACCOUNT_NO,
  pin: PIN,
  channel: CHANNEL_I,
  orderId: ORDER_ID,
  triggerPrice: PRICE,
  spread: Type.Optional(DISTANCE),
});
export type ChangeSltpOrderData = Static<typeof ChangeSltpOrderDataSchema>;

/** Cancel of a stop order: orderId and PIN, no account (accounts-session §7). */
export const DeleteStopOrderDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.STOP_ORDER_DELETE),
  orderId: ORDER_ID,
  pin: PIN,
});
export type DeleteStopOrderData = Static<typeof DeleteStopOrderDataSchema>;

/** The delete commands that also name the account (sl_tp, trailing, oco; TCO and arbitrage ours). */
export const CONDITIONAL_DELETE_COMMANDS = [
  CORE_COMMANDS.SLTP_ORDER_DELETE,
  CORE_COMMANDS.TRAILING_ORDER_DELETE,
  CORE_COMMANDS.OCO_ORDER_DELETE,
  CORE_COMMANDS.TCO_ORDER_DELETE,
  CORE_COMMANDS.ARBITRAGE_ORDER_DELETE,
] as const;

/** Cancel of an SL/TP, trailing, OCO (both legs go), TCO or arbitrage order. */
export const DeleteConditionalOrderDataSchema = Type.Object({
  cmd: literalOf(CONDITIONAL_DELETE_COMMANDS),
  orderId: ORDER_ID,
  pin: PIN,
  accountNo: ACCOUNT_NO,
});
export type DeleteConditionalOrderData = Static<typeof DeleteConditionalOrderDataSchema>;

// ── By market ──────────────────────────────────────────────────────────────────────────────

export type StockConditionalOrderData =
  StockStopOrderData | StockTcoOrderData | StockSltpOrderData | StockTrailingOrderData;

export type DerivativeConditionalOrderData =
  | DerivativeTrailingOrderData
  | DerivativeStopOrderData
  | DerivativeSltpOrderData
  | DerivativeOcoOrderData
  | DerivativeArbitrageOrderData;

/** Commands that cancel a conditional order by id and account. */
export type ConditionalDeleteCommand = (typeof CONDITIONAL_DELETE_COMMANDS)[number];

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

/** (ours) One conditional order's detail: the book's "detail view of one condition order". */
export const CONDITION_ORDER_DETAIL_COMMAND = CORE_COMMANDS.CONDITION_ORDER_DETAIL;

/** (ours) One conditional order by id, group Q; answers its ConditionOrderRow rows (an unfired bracket's two legs). */
export const ConditionOrderDetailQueryDataSchema = Type.Object({
  cmd: Type.Literal(CONDITION_ORDER_DETAIL_COMMAND),
  accountNo: ACCOUNT_NO,
  orderId: ORDER_ID,
});
export type ConditionOrderDetailQueryData = Static<typeof ConditionOrderDetailQueryDataSchema>;

// ── Dispatch ────────────────────────────────────────────────────────────────────────────────

const CHANGE_AND_DELETE = {
  [CORE_COMMANDS.STOP_ORDER_CHANGE]: ChangeStopOrderDataSchema,
  [CORE_COMMANDS.SLTP_ORDER_CHANGE]: ChangeSltpOrderDataSchema,
  [CORE_COMMANDS.STOP_ORDER_DELETE]: DeleteStopOrderDataSchema,
  [CORE_COMMANDS.SLTP_ORDER_DELETE]: DeleteConditionalOrderDataSchema,
  [CORE_COMMANDS.TRAILING_ORDER_DELETE]: DeleteConditionalOrderDataSchema,
} as const;

/**
 * The schema of every conditional call by group and command, for a gateway that dispatches on
 * `group` then `data.cmd`. The same command has a stock payload in O and a derivative one in FD.
 */
export const CONDITIONAL_CALL_SCHEMAS = {
  [CORE_GROUPS.ORDER]: {
    ...CHANGE_AND_DELETE,
    [CORE_COMMANDS.STOP_ORDER_NEW]: StockStopOrderDataSchema,
    [CORE_COMMANDS.TCO_ORDER_NEW]: StockTcoOrderDataSchema,
    [CORE_COMMANDS.SLTP_ORDER_NEW]: StockSltpOrderDataSchema,
    [CORE_COMMANDS.TRAILING_ORDER_NEW]: StockTrailingOrderDataSchema,
    [CORE_COMMANDS.TCO_ORDER_DELETE]: DeleteConditionalOrderDataSchema,
    [CORE_COMMANDS.CANCEL_ACTIVATED_ORDER]: CancelActivatedOrderDataSchema,
  },
  [CORE_GROUPS.DERIVATIVE]: {
    ...CHANGE_AND_DELETE,
    [CORE_COMMANDS.TRAILING_ORDER_NEW]: DerivativeTrailingOrderDataSchema,
    [CORE_COMMANDS.STOP_ORDER_NEW]: DerivativeStopOrderDataSchema,
    [CORE_COMMANDS.SLTP_ORDER_NEW]: DerivativeSltpOrderDataSchema,
    [CORE_COMMANDS.OCO_ORDER_NEW]: DerivativeOcoOrderDataSchema,
    [CORE_COMMANDS.ARBITRAGE_ORDER_NEW]: DerivativeArbitrageOrderDataSchema,
    [CORE_COMMANDS.OCO_ORDER_DELETE]: DeleteConditionalOrderDataSchema,
    [CORE_COMMANDS.ARBITRAGE_ORDER_DELETE]: DeleteConditionalOrderDataSchema,
  },
  [CORE_GROUPS.BACK_OFFICE]: {
    [CORE_COMMANDS.TCO_SUB_ORDERS]: TcoSubOrdersQueryDataSchema,
  },
  [CORE_GROUPS.QUERY]: {
    [CORE_COMMANDS.CONDITION_ORDER_LIST]: ConditionOrderListQueryDataSchema,
    [CONDITION_ORDER_DETAIL_COMMAND]: ConditionOrderDetailQueryDataSchema,
  },
} as const;
