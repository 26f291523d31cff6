/**
 * The core gateway's envelope, answer, groups and command names (order-entry §7, accounts-session
 * §7). Every core call is a POST of `{ group, session, user, language, extInfo?, data }` whose
 * `data.cmd` names the command; the answer is `{ rc, rs?, data? }` with rc > 0 a success.
 *
 * The payload and entity types live in core-session.ts, core-orders.ts and core-books.ts; the
 * map from group and command to payload and answer is core-calls.ts.
 *
 * Command names the spec does not show are ours, in the spec's own styles, and marked "(ours)".
 */
import type { Language } from "../format/language";

/**
 * Group letters (order-entry §7, accounts-session §7). The spec gives the letters, not their
 * meaning; the keys are our reading: O stock orders, FD derivatives, B back office (accounts,
 * parameters, cursor queries), S security (OTP), Q order queries.
 */
export const CORE_GROUPS = {
  ORDER: "O",
  DERIVATIVE: "FD",
  BACK_OFFICE: "B",
  SECURITY: "S",
  QUERY: "Q",
} as const;
export type CoreGroup = (typeof CORE_GROUPS)[keyof typeof CORE_GROUPS];

/** Command names, `data.cmd` (order-entry §7, accounts-session §7). */
export const CORE_COMMANDS = {
  // Session and account (accounts-session §7).
  LOGIN_OTP: "sCheckLoginOTP",
  RESEND_OTP: "GetSMSOtpForce",
  CHANGE_PASSWORD_FIRST_LOGIN: "ChangePassFirstLogin",
  UPDATE_DEFAULT_ACCOUNT: "UpdateAccountDefault",
  UPDATE_PARAMETER: "UpdateParameter",
  ACCOUNT_INFO: "GetAccountInfo",
  LIST_ACCOUNTS: "ListAccount",
  LIST_WEB_TRADE_FUNCTIONS: "ListFuncWebtrade",
  /** (ours) Starts the smart-OTP enrolment: a fresh TOTP secret and its otpauth URI. */
  SMART_OTP_ENROL_BEGIN: "SmartOtpEnrolBegin",
  /** (ours) Completes it with a code of the new secret (p1). */
  SMART_OTP_ENROL_CONFIRM: "SmartOtpEnrolConfirm",
  // Orders (order-entry §7, accounts-session §7).
  NEW_ORDER: "Web.newOrder",
  /** (ours) The spec's "update-order call" for a normal order. */
  CHANGE_ORDER: "Web.changeOrder",
  CANCEL_ORDER: "cancelOrder",
  CANCEL_ACTIVATED_ORDER: "cancelActivatedOrder",
  TRAILING_ORDER_NEW: "co.trailing.order.new",
  STOP_ORDER_NEW: "co.stop.order.new",
  SLTP_ORDER_NEW: "co.sltp.order.new",
  OCO_ORDER_NEW: "co.oco.order.new",
  /** (ours) Stock TCO. */
  TCO_ORDER_NEW: "co.tco.order.new",
  /** (ours) Derivative arbitrage. */
  ARBITRAGE_ORDER_NEW: "co.arbitrage.order.new",
  /** (ours) The spec's "stop change". */
  STOP_ORDER_CHANGE: "co.stop.order.change",
  /** (ours) The spec's "sl_tp change". */
  SLTP_ORDER_CHANGE: "co.sltp.order.change",
  /** (ours) The spec's "stop / sl_tp / trailing / oco delete commands", plus TCO and arbitrage. */
  STOP_ORDER_DELETE: "co.stop.order.delete",
  SLTP_ORDER_DELETE: "co.sltp.order.delete",
  TRAILING_ORDER_DELETE: "co.trailing.order.delete",
  OCO_ORDER_DELETE: "co.oco.order.delete",
  TCO_ORDER_DELETE: "co.tco.order.delete",
  ARBITRAGE_ORDER_DELETE: "co.arbitrage.order.delete",
  // Queries (order-entry §7 "Supporting calls").
  ORDER_HISTORY: "GET_LIST_ORDER_HIS",
  TCO_SUB_ORDERS: "list_condition_order_tco",
  ORDER_FILL_DETAIL: "Web.Order.OrderDetailFs",
  /** (ours) Normal order book. */
  ORDER_LIST: "Web.Order.OrderList",
  /** (ours) Condition order book. */
  CONDITION_ORDER_LIST: "Web.Order.ConditionOrderList",
  /** (ours) One condition order's detail. */
  CONDITION_ORDER_DETAIL: "Web.Order.ConditionOrderDetail",
  /** (ours) Securities portfolio. */
  PORTFOLIO: "Web.Portfolio",
  /** (ours) Derivatives portfolio. */
  DERIVATIVE_PORTFOLIO: "Web.Portfolio.Derivative",
  /** (ours) Securities account status (asset tab). */
  ACCOUNT_STATUS: "Web.AccountStatus",
  /** (ours) Derivatives account status. */
  DERIVATIVE_ACCOUNT_STATUS: "Web.AccountStatus.Derivative",
  /** (ours) Cash balance and max buy/sell for the order panel. */
  BUYING_POWER: "Web.BuyingPower",
  /** (ours) Stock info by account and symbol for the stock panel. */
  STOCK_INFO: "Web.StockInfo",
  /** (ours) Contract info for the derivative panel. */
  DERIVATIVE_STOCK_INFO: "Web.StockInfo.Derivative",
  /** (ours) Cash advance on sale proceeds not yet settled (accounts-session §3 cash_advance_avai). */
  CASH_ADVANCE: "Web.CashAdvance",
} as const;
export type CoreCommandName = (typeof CORE_COMMANDS)[keyof typeof CORE_COMMANDS];

/** Free extension of the envelope (order-entry §7 `extInfo`); cleared at logout. */
export type CoreExtInfo = Readonly<Record<string, string | number | boolean>>;

/**
 * The request envelope (order-entry §7: "group, session id, user id, language, extInfo and a
 * data object"; accounts-session §7). `session` is the login's `sid`, empty before login.
 */
export interface CoreEnvelope<G extends CoreGroup, D extends { readonly cmd: string }> {
  readonly group: G;
  readonly session: string;
  readonly user: string;
  readonly language: Language;
  readonly extInfo?: CoreExtInfo;
  readonly data: D;
}

/**
 * The answer (accounts-session §3 "Responses carry rc, rs, data"). rc > 0 is a success (1 for
 * most calls); rc ≤ 0 is a result code of the catalogue and `rs` its message. `data` carries the
 * command's result, and on some failures a `code` such as "FOS-6063".
 */
export interface CoreAnswer<T = undefined> {
  readonly rc: number;
  readonly rs?: string;
  readonly data?: T;
}

/** A cursor query (accounts-session §7 "type cursor"): positional text parameters p1..p4. */
export const CURSOR = "cursor";

/** 'true' / 'false' as text, where the spec stores booleans as strings. */
export type BooleanText = "true" | "false";
