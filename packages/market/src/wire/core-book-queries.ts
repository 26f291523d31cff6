/**
 * The payloads of the core gateway's queries (order-entry §7 "Supporting calls", accounts-session
 * §4): order books, portfolios, account status, the order panel's info, fills, a past order and
 * a TCO's sub-orders. TypeBox schemas with their types derived (`Static`), so the server
 * validates with the definition the web app is typed by; apart from core-books.ts, whose values
 * (status codes, filters) the web app takes, so that no schema reaches its bundle.
 */
import { Type, type Static } from "typebox";
import { MARKET_CODES } from "../instruments/exchange";
import { SIDES } from "../orders/order-terms";
import { CORE_COMMANDS, CURSOR } from "./core";
import { CONDITION_ORDER_STATUSES, ORDER_BOOK_FILTERS } from "./core-books";
import { OrderPriceSchema } from "./core-orders";
import { literalOf } from "./wire-schema";

const ACCOUNT = Type.String({ maxLength: 64, description: "Account code" });
const SYMBOL = Type.String({ maxLength: 32, description: "Symbol" });
const CURSOR_TEXT = Type.String({ maxLength: 64 });
const DATE = Type.String({ maxLength: 10, description: "DD/MM/YYYY" });

/** An account's page: `page` from 1. */
const PAGE_QUERY = {
  account: ACCOUNT,
  page: Type.Integer({ minimum: 1, description: "From 1" }),
  size: Type.Integer({ minimum: 1 }),
};

/** GET_LIST_ORDER_HIS: a past day's original order, group B (order-entry §7). */
export const OrderHistoryQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.ORDER_HISTORY),
  type: Type.Literal(CURSOR),
  p1: Type.String({ maxLength: 64, description: "Account" }),
  p2: Type.String({ maxLength: 64, description: "Original order id" }),
  p3: Type.String({ maxLength: 10, description: "Date DD/MM/YYYY" }),
});
export type OrderHistoryQueryData = Static<typeof OrderHistoryQueryDataSchema>;

/** list_condition_order_tco: the orders a TCO sent, group B (page "1", size "30"). */
export const TcoSubOrdersQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.TCO_SUB_ORDERS),
  type: Type.Literal(CURSOR),
  p1: Type.String({ maxLength: 64, description: "STOP_ORDER_ID" }),
  p2: CURSOR_TEXT,
  p3: CURSOR_TEXT,
});
export type TcoSubOrdersQueryData = Static<typeof TcoSubOrdersQueryDataSchema>;

/** Web.Order.OrderDetailFs: an order's fills, group Q. */
export const OrderFillDetailQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.ORDER_FILL_DETAIL),
  p1: Type.String({ maxLength: 64, description: "Order id" }),
});
export type OrderFillDetailQueryData = Static<typeof OrderFillDetailQueryDataSchema>;

/** (ours) The normal order book, group Q. */
export const OrderListQueryDataSchema = Type.Object({
  ...PAGE_QUERY,
  cmd: Type.Literal(CORE_COMMANDS.ORDER_LIST),
  status: literalOf(Object.values(ORDER_BOOK_FILTERS), '"" all, "1" pending, "2" matched, "3", "4" ours'),
  product: Type.Optional(literalOf(["daily", "advance"])),
});
export type OrderListQueryData = Static<typeof OrderListQueryDataSchema>;

/** (ours) The condition order book, group Q (order-entry §7 "conditional also …"). */
export const ConditionOrderListQueryDataSchema = Type.Object({
  ...PAGE_QUERY,
  cmd: Type.Literal(CORE_COMMANDS.CONDITION_ORDER_LIST),
  status: literalOf([...CONDITION_ORDER_STATUSES, ""], '"" for all'),
  orderConditionType: Type.String({ maxLength: 32, description: 'A stopOrderType, or "" for all' }),
  marketCode: Type.Optional(literalOf(Object.values(MARKET_CODES))),
  fromDate: Type.Optional(DATE),
  toDate: Type.Optional(DATE),
});
export type ConditionOrderListQueryData = Static<typeof ConditionOrderListQueryDataSchema>;

/** (ours) A portfolio page, group Q; answers a PortfolioPage. */
export const PortfolioQueryDataSchema = Type.Object({
  ...PAGE_QUERY,
  cmd: Type.Literal(CORE_COMMANDS.PORTFOLIO),
});
export type PortfolioQueryData = Static<typeof PortfolioQueryDataSchema>;

/** (ours) A derivatives portfolio page, group Q. */
export const DerivativePortfolioQueryDataSchema = Type.Object({
  ...PAGE_QUERY,
  cmd: Type.Literal(CORE_COMMANDS.DERIVATIVE_PORTFOLIO),
});
export type DerivativePortfolioQueryData = Static<typeof DerivativePortfolioQueryDataSchema>;

/** (ours) Securities account status, group Q. */
export const AccountStatusQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.ACCOUNT_STATUS),
  account: ACCOUNT,
});
export type AccountStatusQueryData = Static<typeof AccountStatusQueryDataSchema>;

/** (ours) Derivatives account status, group Q. */
export const DerivativeAccountStatusQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.DERIVATIVE_ACCOUNT_STATUS),
  account: ACCOUNT,
});
export type DerivativeAccountStatusQueryData = Static<typeof DerivativeAccountStatusQueryDataSchema>;

/** (ours) Cash balance and max volume by account, symbol and price, group Q. */
export const BuyingPowerQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.BUYING_POWER),
  account: ACCOUNT,
  symbol: SYMBOL,
  price: OrderPriceSchema,
  side: literalOf(SIDES),
  outRoom: Type.Optional(Type.Boolean()),
});
export type BuyingPowerQueryData = Static<typeof BuyingPowerQueryDataSchema>;

/** (ours) Stock info by account and symbol, group Q. */
export const StockInfoQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.STOCK_INFO),
  account: ACCOUNT,
  symbol: SYMBOL,
});
export type StockInfoQueryData = Static<typeof StockInfoQueryDataSchema>;

/** (ours) Contract info by symbol, group Q. */
export const DerivativeStockInfoQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.DERIVATIVE_STOCK_INFO),
  symbol: SYMBOL,
});
export type DerivativeStockInfoQueryData = Static<typeof DerivativeStockInfoQueryDataSchema>;
