/**
 * What the core gateway's queries answer (accounts-session §3, order-entry §3, §7): order book
 * rows, condition orders and their TCO sub-orders, fills, portfolio, account status and the
 * order panel's account and stock info. The query payloads that ask for them are in
 * core-book-queries.ts.
 *
 * Field names and spellings are the spec's (`avaiable_vol`, `mathedVol`, `mathPrice`,
 * `unrelizeVM`, `volumeAvaiable`). Units: prices in the instrument's integer unit (whole VND;
 * hundredths of a point for index futures), money whole VND, volumes shares or contracts,
 * percents display-only decimals, dates DD/MM/YYYY and times HH:mm:ss.
 */
import type { StockExchange, MarketCode } from "../instruments/exchange";
import type { Relation, Side } from "../orders/order-terms";
import type { PriceKeyword, PriceType } from "../price-keywords";
import type { SessionCode } from "../sessions/session-codes";
import type { OrderPrice } from "./core-orders";

// ── Normal orders ────────────────────────────────────────────────────────────────────────────

/** Status codes of a securities normal order (accounts-session §4 "Normal order status"). */
export const NORMAL_ORDER_STATUS_CODES = {
  WAITING: "0",
  PENDING: "1",
  PENDING_CANCEL: "2",
  PENDING_EDIT: "3",
  CANCELED: "4",
  EDITED: "5",
  PARTIALLY_MATCHED: "6",
  MATCHED: "7",
  PARTIALLY_MATCHED_CANCELED: "8",
  PARTIALLY_CANCELED: "9",
} as const;
export type NormalOrderStatusCode =
  (typeof NORMAL_ORDER_STATUS_CODES)[keyof typeof NORMAL_ORDER_STATUS_CODES];

/** Status strings of a derivatives normal order (accounts-session §4); PC reads with `quote`. */
export const DERIVATIVE_ORDER_STATUSES = [
  "PMC",
  "PCM",
  "PM",
  "PMX",
  "PMWX",
  "PW",
  "PMW",
  "PCW",
  "PC",
  "P",
] as const;
export type DerivativeOrderStatus = (typeof DERIVATIVE_ORDER_STATUSES)[number];

/** Activation state of an advance order (accounts-session §4 "0 waiting to activate, …"). */
export const ACTIVATION_STATES = { WAITING: "0", ACTIVATED: "1", CANCELED: "2" } as const;
export type ActivationState = (typeof ACTIVATION_STATES)[keyof typeof ACTIVATION_STATES];

/** A normal order of the order book (accounts-session §3 "Normal order (book)"). */
export interface NormalOrderRow {
  readonly orderNo: string;
  /** Id of the activated order behind an advance order; "" for a daily order. */
  readonly pk_orderNo: string;
  readonly accountCode: string;
  readonly symbol: string;
  readonly side: Side;
  /** Order price, or its keyword. */
  readonly showPrice: OrderPrice;
  readonly volume: number;
  readonly matchVolume: number;
  /** Numeric code on securities accounts, status string on derivatives accounts. */
  readonly status: NormalOrderStatusCode | DerivativeOrderStatus;
  /** "Y" when the order is quoted at the exchange (PC then means pending, else pending edit). */
  readonly quote: "Y" | "N";
  /** Activation state of an advance order; "" for a daily order. */
  readonly autoType: ActivationState | "";
  /** Daily order, or advance order placed for a later session (the book's type filter). */
  readonly product: "daily" | "advance";
  /** Cancel time HH:mm:ss; "" while not cancelled. */
  readonly cancelTime: string;
  /** Placed as an out-room order (accounts-session §3 "Existing order (for edit)"). */
  readonly order_out_room: boolean;
  /** (ours) Placement time HH:mm:ss. */
  readonly time: string;
}

/**
 * A line of an order's fill detail, Web.Order.OrderDetailFs (accounts-session §3 "Detail
 * entries"). The spec gives two names each for volume and price; ours: a MATCHED line (one
 * exchange fill) uses `mathedVol`/`mathPrice`, a GOM line (fills grouped by price) `vol`/`price`.
 */
export type OrderFillEntry =
  | {
      readonly type: "MATCHED";
      readonly time: string;
      readonly mathedVol: number;
      readonly mathPrice: number;
    }
  | { readonly type: "GOM"; readonly time: string; readonly vol: number; readonly price: number };

// ── Condition orders ─────────────────────────────────────────────────────────────────────────

/** Condition order statuses (order-entry §4, accounts-session §4). */
export const CONDITION_ORDER_STATUSES = [
  "PENDING_TRIGGER",
  "TRIGGERED",
  "PARTIAL_FILLED",
  "FILLED",
  "PARTIAL_FILLED_CANCEL",
  "CANCELED",
  "EXPIRED",
  "REJECTED",
  "PENDING_CANCEL",
] as const;
export type ConditionOrderStatus = (typeof CONDITION_ORDER_STATUSES)[number];

/**
 * A condition order (accounts-session §3 "Condition order"). Fields that do not apply to the
 * order's type are null.
 */
export interface ConditionOrderRow {
  readonly STOP_ORDER_ID: string;
  readonly PK_ID: string;
  readonly ACCOUNT_NO: string;
  readonly SYMBOL: string;
  readonly SIDE: Side;
  readonly QUANTITY: number;
  readonly REMAIN_QTY: number;
  readonly PRICE_TYPE: PriceType;
  /** Limit price when PRICE_TYPE is LO. */
  readonly PLACED_PRICE: number | null;
  /** Price of the order sent when triggered (a keyword for market orders). */
  readonly C_SO_PRICE: number | PriceKeyword | null;
  /** The stopOrderType it was placed with (stock_stop, sl_tp, …). */
  readonly STOP_ORDER_TYPE: string;
  /** Leg of an SL/TP or OCO. */
  readonly STOP_ORDER_SUB_TYPE: "SL" | "TP" | null;
  readonly STATUS_NEW: ConditionOrderStatus;
  readonly SPREAD: number | null;
  readonly TRAILING_AMOUNT: number | null;
  readonly TRIGGER_PRICE: number | null;
  readonly RELATION: Relation | null;
  /** Validity, DD/MM/YYYY. */
  readonly FROM_DATE: string;
  readonly TO_DATE: string;
  readonly CREATED_DATE: string;
  readonly CREATED_TIME: string;
  readonly CANCEL_DATE: string | null;
  readonly TRIGGERED_DATE: string | null;
  /** The normal order sent on trigger, and the one it replaced on re-placement. */
  readonly FO_PK_ORDER_ID: string | null;
  readonly FO_PK_ORI_ORDER_ID: string | null;
  /** Why it was rejected (shown in a tooltip). */
  readonly REASON: string | null;
  readonly C_COMMENT: string | null;
}

/** An order a TCO sent, list_condition_order_tco (accounts-session §3). */
export interface TcoSubOrderRow {
  readonly FO_ORDER_ID: string;
  readonly CREATE_DATE: string;
  readonly CREATE_TIME: string;
  readonly QUANTITY: number;
  readonly PLACED_PRICE: number;
  readonly MATCHED_QUANTITY: number;
}

// ── Portfolio and assets ─────────────────────────────────────────────────────────────────────

/** A securities holding (accounts-session §3 "Portfolio row"). */
export interface PortfolioRow {
  readonly symbol: string;
  readonly actual_vol: number;
  /** Sellable now (spec spelling). */
  readonly avaiable_vol: number;
  /** Average cost, VND. */
  readonly avg_price: number;
  /** VND, signed. */
  readonly gain_loss_value: number;
  /** Percent, signed. */
  readonly gain_loss_per: number;
  /** "R" for rights, which cannot be sold. */
  readonly stockType: string;
  /** VND. */
  readonly market_value: number;
}

/** What a holding's Sell action hands the order tab (order-entry §3 "Portfolio holding used for selling"). */
export interface PortfolioSellHolding extends Pick<PortfolioRow, "symbol" | "avaiable_vol"> {
  readonly account: string;
}

export const PORTFOLIO_TOTAL_SYMBOL = "TOTAL";

/** The first row of a portfolio page: the account's totals under symbol TOTAL. */
export interface PortfolioTotalRow extends PortfolioRow {
  readonly symbol: typeof PORTFOLIO_TOTAL_SYMBOL;
}

/** A portfolio page: the TOTAL row, then the holdings of the page. */
export type PortfolioPage = readonly [PortfolioTotalRow, ...PortfolioRow[]];

/** A derivatives position (accounts-session §3 "Derivative row"). */
export interface DerivativePortfolioRow {
  readonly symbol: string;
  /** Net position, contracts: positive long, negative short. */
  readonly net: number;
  /** Average price of the open position. */
  readonly avg_remain: number;
  /** Variation margin, VND, signed. */
  readonly vmValue: number;
}

/** Securities account status, the asset tab (accounts-session §3). VND; margin_ratio percent. */
export interface AccountStatus {
  readonly assets: number;
  readonly cash_avai: number;
  readonly cash_block: number;
  readonly collateral: number;
  readonly ap_t0: number;
  readonly ap_t1: number;
  readonly ar_t0: number;
  readonly ar_t1: number;
  readonly cash_advance_avai: number;
  readonly total_asset: number;
  readonly lmv: number;
  readonly lmv_0: number;
  readonly equity: number;
  readonly loan_fee: number;
  readonly deposit_fee: number;
  readonly debt: number;
  readonly total_equity: number;
  readonly margin_ratio: number;
  /**
   * Ours, margin accounts only (the spec's status has no call state): where the ratio stands
   * against the policy's lines, and the least deposit that lifts it back to maintenance, VND.
   */
  readonly margin_status?: MarginCallStatus;
  readonly margin_call_cash?: number;
}

/** A margin account's standing: above the call line, under it (deposit due), under the force-sale line. */
export type MarginCallStatus = "SAFE" | "CALL" | "FORCE_SALE";

/** Derivatives account status (accounts-session §3). VND; tyle and tyleat percent. */
export interface DerivativeAccountStatus {
  readonly avaiCash: number;
  readonly cash: number;
  readonly avaiColla: number;
  /** Initial margin. */
  readonly im: number;
  /** Margin usage ratio. */
  readonly tyle: number;
  readonly others: number;
  readonly fee_trade: number;
  readonly fee_hnx: number;
  readonly tax: number;
  readonly vmunpay: number;
  readonly vm: number;
  /** Unrealised variation margin (spec spelling). */
  readonly unrelizeVM: number;
  /** Safety ratio. */
  readonly tyleat: number;
}

/** Account info of the order panel (accounts-session §3 "Account info (order panel)"). */
export interface OrderPanelAccountInfo {
  /** Buying power (excess equity), VND. */
  readonly ee: number;
  /** Buying power including pending advances, VND. */
  readonly ee_inc_app: number;
  readonly cash_limit: number;
  /** Purchasing power, VND. */
  readonly pp: number;
  readonly avaiColla: number;
  readonly cash_avai: number;
  readonly temp_ee: number;
  readonly balance: number;
  /** Max buy (for a buy) or sellable volume (for a sell) at the asked price (spec spelling). */
  readonly volumeAvaiable: number;
  /** Max long and short contracts (derivatives). */
  readonly max_long: number;
  readonly max_short: number;
  /** Trading unit of the symbol: shares per lot, 1 for contracts. */
  readonly unit: number;
}

/** Stock info for the stock panel (order-entry §3 "Stock info"). */
export interface StockPanelInfo {
  readonly stockType: string;
  readonly lastPrice: number;
  readonly r: number;
  readonly mc: MarketCode;
  readonly post_to: StockExchange;
}

/** Contract info for the derivative panel (order-entry §7). */
export interface DerivativePanelInfo {
  readonly lastPrice: number;
  readonly r: number;
  readonly c: number;
  readonly f: number;
  readonly mkStatus: SessionCode;
}

// ── Queries ──────────────────────────────────────────────────────────────────────────────────

/** Normal-order book filter (accounts-session §4): "" all, "1" pending, "2" matched; 3, 4 ours. */
export const ORDER_BOOK_FILTERS = {
  ALL: "",
  PENDING: "1",
  MATCHED: "2",
  PARTIALLY_MATCHED: "3",
  CANCELED: "4",
} as const;
export type OrderBookFilter = (typeof ORDER_BOOK_FILTERS)[keyof typeof ORDER_BOOK_FILTERS];
