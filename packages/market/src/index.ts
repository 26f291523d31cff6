// The front door of @bangia/market: pure Vietnamese market rules, shared by the web app, the
// server and the exchange. Inside the package, import files directly, never this barrel.
export * from "./money";
export * from "./decimal-text";
export * from "./calendar-date";
export * from "./instruments/exchange";
export * from "./instruments/instrument-kind";
export * from "./price-steps";
export * from "./bands";
export * from "./lots";
export * from "./price-keywords";
export * from "./validation";
export * from "./catalogue/warning-keys";
export * from "./orders/order-terms";
export * from "./reference-data/reference-data";
export * from "./instruments/index-codes";
export * from "./catalogue/localized-text";
export * from "./catalogue/notices";
export * from "./catalogue/result-codes";
export * from "./catalogue/login-failure";
export * from "./catalogue/order-result";
export * from "./catalogue/warning-messages";
export * from "./account/validate-login";
export * from "./account/validate-otp";
export * from "./account/otp-boxes";
export * from "./account/password-policy";
export * from "./account/validate-password-change";
export * from "./account/validate-cancel";
export * from "./account/derivative-account";
export * from "./account/account-selection";
export * from "./account/session-rules";
export * from "./settings/board-settings";
export * from "./settings/validate-board-settings";
export * from "./settings/index-selection";
export * from "./settings/user-settings";
export * from "./settings/watchlist-name";
export * from "./sessions/minute-of-day";
export * from "./sessions/trading-phase";
export * from "./sessions/session-venue";
export * from "./sessions/trading-schedule";
export * from "./sessions/put-through-windows";
export * from "./sessions/session-codes";
export * from "./sessions/session-result-codes";
export * from "./sessions/order-types-in-session";
export * from "./sessions/amend-cancel-in-session";
export * from "./sessions/opposite-side-in-call";
export * from "./sessions/restricted-stock-calls";
export * from "./sessions/trading-calendar";
export * from "./sessions/session-events";
export * from "./derivatives/futures-contracts";
export * from "./derivatives/contract-month";
export * from "./derivatives/futures-expiry";
export * from "./derivatives/listed-contracts";
export * from "./derivatives/contract-codes";
export * from "./derivatives/final-settlement-price";
export * from "./derivatives/initial-margin";
export * from "./derivatives/mark-to-market";
export * from "./derivatives/position-limits";
export * from "./orders/validate-stock-order";
export * from "./orders/validate-stock-order-update";
export * from "./orders/stock-instrument";
export type { StockPrice } from "./orders/stock-price-field";
export * from "./orders/derivative-instrument";
export * from "./orders/derivative-price-type";
export * from "./orders/validate-derivative-order";
export * from "./orders/validate-derivative-order-update";
export * from "./format/language";
export * from "./format/number-style";
export * from "./format/scaled-decimal";
export * from "./format/locale-number";
export * from "./format/board-price";
export * from "./format/price-change";
export * from "./format/price-colour";
export * from "./format/index-values";
export * from "./format/market-totals";
export * from "./format/put-through";
export * from "./format/ratios";
export * from "./format/etf-indicative";
export * from "./format/covered-warrant";
export * from "./format/proprietary";
export * from "./format/bond";
export * from "./format/display-date";
export * from "./format/ten-level-book";
export * from "./format/match-history";
export * from "./order-status/normal-order-status";
export * from "./order-status/derivative-order-status";
export * from "./order-status/order-actions";
export * from "./order-status/conditional-order-status";
export * from "./order-status/conditional-order-actions";
export * from "./order-status/oco-cancel";
export * from "./order-status/order-book-filters";
export * from "./order-status/account-type";
export * from "./order-status/paging";
export * from "./order-status/portfolio-actions";
export * from "./wire/colour-code";
export * from "./wire/packed-group";
export * from "./wire/index-change";
export * from "./wire/regs";
export * from "./wire/datafeed";
export * from "./wire/history";
export * from "./wire/tradingview-udf";
export * from "./wire/socket";
export * from "./wire/core";
export * from "./wire/core-session";
export * from "./wire/core-session-payloads";
export * from "./wire/core-orders";
export * from "./wire/core-books";
export * from "./wire/core-book-queries";
export * from "./wire/core-calls";
// core-orders.ts re-exports the conditional payload types; these are their schemas.
export {
  CONDITION_ORDER_DETAIL_COMMAND,
  CONDITIONAL_CALL_SCHEMAS,
  CONDITIONAL_DELETE_COMMANDS,
  ChangeSltpOrderDataSchema,
  ChangeStopOrderDataSchema,
  ConditionOrderDetailQueryDataSchema,
  ConditionalOrderPlacedDataSchema,
  DeleteConditionalOrderDataSchema,
  DeleteStopOrderDataSchema,
  DerivativeArbitrageOrderDataSchema,
  DerivativeOcoOrderDataSchema,
  DerivativeSltpOrderDataSchema,
  DerivativeStopOrderDataSchema,
  DerivativeTrailingOrderDataSchema,
  StockSltpOrderDataSchema,
  StockStopOrderDataSchema,
  StockTcoOrderDataSchema,
  StockTrailingOrderDataSchema,
  type ConditionOrderDetailQueryData,
} from "./wire/conditional-orders";
export * from "./wire/wire-keys";
export * from "./wire/health";
export * from "./integer-division";
