/**
 * Order commands of the core gateway (order-entry §7, accounts-session §7): place, amend and
 * cancel, for normal and conditional orders, stocks (group O) and derivatives (group FD).
 *
 * Units: prices are integers in the instrument's price unit (whole VND for stocks, hundredths
 * of a point for index futures); a market order carries its keyword instead. Volumes are
 * shares or contracts. Dates are DD/MM/YYYY, as the core gateway takes them.
 *
 * Every new order carries the client's `refId`, the server's idempotency key (design: a retried
 * submission never makes a second order); the spec shows it on the stock normal order and the
 * cancel, and we require it on every placement.
 *
 * The normal-order payloads are TypeBox schemas (`…Schema`), their types derived with `Static`:
 * the server validates with the very definition the web app is typed by (wire-schema.ts).
 */
import { Type, type Static } from "typebox";
import { LANGUAGES } from "../format/language";
import {
  NORMAL_ORDER_TYPE,
  SIDES,
  type ConditionType,
  type Relation,
  type Side,
  type STOCK_STOP_ORDER_TYPES,
} from "../orders/order-terms";
import type { SltpSelectType } from "../orders/validate-derivative-order";
import { PRICE_KEYWORDS } from "../price-keywords";
import { CORE_COMMANDS } from "./core";
import { literalOf } from "./wire-schema";

// ── Normal orders ────────────────────────────────────────────────────────────────────────────

const ACCOUNT = Type.String({ maxLength: 64, description: "Account code" });
const SYMBOL = Type.String({ maxLength: 32, description: "Symbol" });
const PIN = Type.String({ maxLength: 64, description: "The trading PIN" });
const REF_ID = Type.String({ maxLength: 128, description: "The client's idempotency key" });
const ORDER_NO = Type.String({ maxLength: 64, description: "Order number" });
const VOLUME = Type.Integer({ description: "Shares or contracts" });
const SIDE = literalOf(SIDES, "B buy, S sell");
const NORMAL = Type.Literal(NORMAL_ORDER_TYPE, { description: 'The spec\'s order-type tag: "1" normal' });
const LANGUAGE = literalOf(LANGUAGES);

/** A limit price (integer, in the instrument's price unit) or a market keyword. */
export const OrderPriceSchema = Type.Union([Type.Integer(), literalOf(PRICE_KEYWORDS)]);
/** A limit price or a market keyword, as an order's `price` field carries it. */
export type OrderPrice = Static<typeof OrderPriceSchema>;

/** Stock normal order, group O (order-entry §7 "Stock normal order"). */
export const StockNewOrderDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.NEW_ORDER),
  account: ACCOUNT,
  advance: Type.Boolean({ description: "An advance order (placed outside the session for the next one)" }),
  orderType: NORMAL,
  pin: PIN,
  price: OrderPriceSchema,
  refId: REF_ID,
  side: SIDE,
  symbol: SYMBOL,
  type: literalOf(["LO", ...PRICE_KEYWORDS], "Price type: LO, or the keyword that is also in price"),
  volume: VOLUME,
  outRoom: Type.Optional(
    Type.Boolean({
      description: "An out-room order (foreign room exhausted, 100% margin; order-entry §8 -20606)",
    }),
  ),
  checksum: Type.Optional(
    Type.String({
      maxLength: 256,
      description: "Checksum of the session and selected fields; checked when present",
    }),
  ),
});
export type StockNewOrderData = Static<typeof StockNewOrderDataSchema>;

/** The terms a derivative placement and every amend send: who, what, at what price, how many. */
const ORDER_TERMS = {
  account: ACCOUNT,
  symbol: SYMBOL,
  price: OrderPriceSchema,
  volume: VOLUME,
  side: SIDE,
  pin: PIN,
};

/** Derivative normal order, group FD (order-entry §7 "Derivative normal order"). */
export const DerivativeNewOrderDataSchema = Type.Object({
  ...ORDER_TERMS,
  cmd: Type.Literal(CORE_COMMANDS.NEW_ORDER),
  orderType: NORMAL,
  language: LANGUAGE,
  refId: REF_ID,
});
export type DerivativeNewOrderData = Static<typeof DerivativeNewOrderDataSchema>;

/** Answer data of a placement: the order number, or a `code` on some refusals (FOS-6063). */
export interface OrderPlacedData {
  readonly orderNo?: string;
  readonly code?: string;
}

/**
 * Amend of a normal order, groups O and FD (order-entry §7 "Order amend"): the order's current
 * price and volume, then the new ones. For a partly matched order `newVolume` is the new
 * remaining volume plus the matched volume (accounts-session §4).
 */
export const ChangeOrderDataSchema = Type.Object({
  ...ORDER_TERMS,
  cmd: Type.Literal(CORE_COMMANDS.CHANGE_ORDER),
  orderNo: ORDER_NO,
  newPrice: OrderPriceSchema,
  newVolume: VOLUME,
  language: LANGUAGE,
});
export type ChangeOrderData = Static<typeof ChangeOrderDataSchema>;

/** Cancel of a normal order, groups O and FD (accounts-session §7). */
export const CancelOrderDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.CANCEL_ORDER),
  orderNo: ORDER_NO,
  orderType: NORMAL,
  pin: PIN,
  refId: REF_ID,
  fisID: Type.String({
    maxLength: 64,
    description: "The order's id at the back office (the book row's pk_orderNo when it has one)",
  }),
});
export type CancelOrderData = Static<typeof CancelOrderDataSchema>;

/** Cancel of an activated (advance) order, group O (accounts-session §7). */
export const CancelActivatedOrderDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.CANCEL_ACTIVATED_ORDER),
  orderNo: Type.String({ maxLength: 64, description: "The book row's pk_orderNo" }),
  pin: PIN,
});
export type CancelActivatedOrderData = Static<typeof CancelActivatedOrderDataSchema>;

// ── Conditional orders ───────────────────────────────────────────────────────────────────────

/** Stock stopOrderType values (order-entry §9). */
export type StockStopOrderType = (typeof STOCK_STOP_ORDER_TYPES)[keyof typeof STOCK_STOP_ORDER_TYPES];

/** Derivative stopOrderType values: the condition type names (ours; the spec does not show them). */
export type DerivativeStopOrderType = "stop" | "sl_tp" | "trailing_stop" | "oco" | "arbitrage";

// ── Dialog payloads ──────────────────────────────────────────────────────────────────────────

/**
 * What the update-order dialog submits (accounts-session §3 "Edit payload"), in the spec's names
 * (`triggeredPrice` included); the submit step sends the change command of `conditionType`
 * (Web.changeOrder, co.stop.order.change, co.sltp.order.change). Prices in the instrument's
 * integer unit; `orderVolume` is the new unmatched volume, to which the amend adds the matched part.
 */
export interface OrderEditPayload {
  readonly account: string;
  readonly orderNo: string;
  readonly symbol: string;
  readonly side: Side;
  readonly conditionType: ConditionType;
  /** The SL/TP leg edited. */
  readonly subType?: "SL" | "TP";
  readonly orderPrice: OrderPrice;
  readonly orderVolume: number;
  /** Stop: the new trigger; SL/TP: the new stop-loss or take-profit price. */
  readonly triggeredPrice?: number;
  /** SL: the new stop-loss margin. */
  readonly spread?: number;
  readonly relation?: Relation;
  readonly pin: string;
}

/**
 * What an order confirmation dialog shows and, once confirmed, sends (accounts-session §3 "Order
 * confirmation fields"): the normalised form, fields of other kinds absent. Prices, ranges and
 * margins in the instrument's integer unit; dates DD/MM/YYYY. `isUpdate` marks an edit.
 */
export interface OrderConfirmation {
  readonly side: Side;
  readonly account: string;
  readonly orderSymbol: string;
  /** Absent for a trailing stop, which is placed at market. */
  readonly orderPrice?: OrderPrice;
  readonly orderVolume: number;
  readonly conditionType: ConditionType;
  readonly stopLossPrice?: number;
  readonly takeProfitPrice?: number;
  readonly stopLossRange?: number;
  readonly takeProfitRange?: number;
  readonly stopLossMargin?: number;
  readonly spread?: number;
  readonly trailingAmount?: number;
  readonly triggerPrice?: number;
  readonly relation?: Relation;
  readonly reciprocalSymbol?: string;
  readonly effectiveDate?: string;
  readonly expiryDate?: string;
  /** SL/TP set by prices or by distances (the spec's "range" is the derivative form's "amount"). */
  readonly sltpSelectType?: SltpSelectType;
  readonly isUpdate: boolean;
}

/**
 * (ours) A cash advance, group O: `amount` VND of the account's sale proceeds due, taken now for
 * a fee (broker-facts §2 "Cash advance"); the earliest proceeds go first.
 */
export const CashAdvanceDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.CASH_ADVANCE),
  account: ACCOUNT,
  amount: Type.Integer({ description: "VND of proceeds due to advance (gross: the fee is taken from it)" }),
  pin: PIN,
});
export type CashAdvanceData = Static<typeof CashAdvanceDataSchema>;

/** The answer of a cash advance: what was advanced, its fee, and the cash after it. */
export interface CashAdvanceResult {
  readonly amount: number;
  readonly fee: number;
  readonly cash: number;
}
