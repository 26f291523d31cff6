/**
 * Every field name the spec lists for a wire entity, spelled as the spec spells it (odd
 * spellings included: they are the product), pinned on the type that carries it. Names of the
 * data feed, history feed, socket and UDF shapes are checked against WIRE_KEYS (wire-keys.ts),
 * both by the type check and when the test runs; those of the other shapes (core calls,
 * settings) by the type check alone, with the run refusing only a name listed twice.
 *
 * Sources: price-board §3, §7; accounts-session §3, §7; order-entry §3, §7.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { PriceBoardSettings } from "../settings/board-settings";
import type { UserSettings } from "../settings/user-settings";
import type { CoreEnvelope } from "./core";
import type {
  AccountStatus,
  ConditionOrderRow,
  DerivativeAccountStatus,
  DerivativePanelInfo,
  DerivativePortfolioRow,
  NormalOrderRow,
  OrderFillEntry,
  OrderPanelAccountInfo,
  PortfolioRow,
  PortfolioSellHolding,
  StockPanelInfo,
  TcoSubOrderRow,
} from "./core-books";
import type {
  ConditionOrderListQueryData,
  OrderFillDetailQueryData,
  OrderHistoryQueryData,
  OrderListQueryData,
  PortfolioQueryData,
  TcoSubOrdersQueryData,
} from "./core-book-queries";
import type {
  CancelActivatedOrderData,
  CancelOrderData,
  ChangeOrderData,
  DerivativeNewOrderData,
  OrderConfirmation,
  OrderEditPayload,
  StockNewOrderData,
} from "./core-orders";
import type {
  ChangeSltpOrderData,
  ChangeStopOrderData,
  DeleteConditionalOrderData,
  DeleteStopOrderData,
  DerivativeOcoOrderData,
  DerivativeSltpOrderData,
  DerivativeStopOrderData,
  DerivativeTrailingOrderData,
  StockSltpOrderData,
  StockStopOrderData,
  StockTcoOrderData,
  StockTrailingOrderData,
} from "./conditional-orders";
import type { AccountCardRow, AccountListItem, LoginData, LoginForm, ResendOtpRow } from "./core-session";
import type {
  AccountInfoQueryData,
  ChangePasswordFirstLoginData,
  LoginOtpData,
  UpdateDefaultAccountData,
  UpdateParameterData,
} from "./core-session-payloads";
import type { IndexSelectionEntry, ShareQuote } from "./datafeed";
import { WIRE_KEYS, type WireKeySet } from "./wire-keys";

function expectListedOnce(names: readonly string[]): void {
  expect(new Set(names).size, `a name is listed twice: ${names.join(", ")}`).toBe(names.length);
}

/** Compiles only when every name is a field of the key set's shape; the run checks it again. */
function specFields<S extends WireKeySet>(
  keys: S,
  ...names: readonly (S["required"][number] | S["optional"][number])[]
): void {
  expectListedOnce(names);
  const known: readonly string[] = [...keys.required, ...keys.optional];
  expect(names.filter((name) => !known.includes(name))).toEqual([]);
}

/** The keys of T; never for a type with an index signature, which would accept any name. */
export type StrictKeys<T> = string extends keyof T ? never : keyof T & string;

/** For a shape outside WIRE_KEYS: compiles only when every name is a field of T. */
function specFieldsOf<T>(...names: readonly StrictKeys<T>[]): void {
  expectListedOnce(names);
}

describe("price-board §3 entities carry the spec's field names", () => {
  it("stock quote: REST rows take the long aliases, match messages the short ones", () => {
    specFields(
      WIRE_KEYS.shareQuote,
      "sym",
      "r",
      "c",
      "f",
      "lastPrice",
      "lastVolume",
      "ot",
      "changePc",
      "avePrice",
      "highPrice",
      "lowPrice",
      "lot",
      "price1",
      "price2",
      "price3",
      "price4",
      "price5",
      "price6",
      "vol1",
      "vol2",
      "vol3",
      "vol4",
      "vol5",
      "vol6",
      "color1",
      "color2",
      "color3",
      "color4",
      "color5",
      "color6",
      "g1",
      "g2",
      "g3",
      "g4",
      "g5",
      "g6",
      "g7",
      "overBuy",
      "overSell",
      "fBVol",
      "fSVolume",
      "fRoom",
      "cl",
      "ca",
      "ch",
      "lc",
      "post_to",
      "type",
      "sType",
      "sBenefit",
      "matureDate",
      "productId",
      "mc",
    );
    specFields(WIRE_KEYS.stockMatchMessage, "lastVol", "ap", "hp", "lp", "totalVol");
    specFields(WIRE_KEYS.etfQuote, "iNav", "iIndex");
    expectTypeOf<ShareQuote["type"]>().toEqualTypeOf<"D" | "T">();
  });

  it("covered warrant extras", () => {
    specFields(
      WIRE_KEYS.warrantQuote,
      "CWUnderlying",
      "CWIssuerName",
      "CWType",
      "CWMaturityDate",
      "CWLastTradingDate",
      "CWExcersisePrice",
      "CWExerciseRatio",
      "CWListedShare",
      "stockSym",
      "stockLastPrice",
      "stockCeil",
      "stockFloor",
      "stockReference",
      "cwSym",
    );
    specFields(WIRE_KEYS.coveredWarrantEntry, "stock_code", "CWUnderlying", "CWExcersisePrice");
  });

  it("odd-lot and derivative rows", () => {
    specFields(
      WIRE_KEYS.oddLotRow,
      "bp1",
      "bp2",
      "bp3",
      "bv1",
      "bv2",
      "bv3",
      "sp1",
      "sp2",
      "sp3",
      "sv1",
      "sv2",
      "sv3",
      "sym",
      "lastPrice",
    );
    specFields(
      WIRE_KEYS.derivativeRow,
      "sym",
      "r",
      "c",
      "f",
      "lastPrice",
      "lv",
      "change",
      "lot",
      "avePrice",
      "highPrice",
      "lowPrice",
      "oi",
      "fBVol",
      "fSVolume",
      "overBuy",
      "overSell",
      "productId",
      "price1",
      "price6",
      "vol1",
      "vol6",
      "g1",
      "g7",
    );
    specFields(WIRE_KEYS.derivativeMatchMessage, "sym", "lastPrice", "oi");
  });

  it("match history, index, industry, put-through", () => {
    specFields(WIRE_KEYS.matchHistoryItem, "sym", "time", "lastVol", "lastPrice", "change", "cl", "side");
    specFields(WIRE_KEYS.indexEntry, "mc", "value", "cIndex", "oIndex", "vol", "status", "ot", "mktInfo");
    specFields(WIRE_KEYS.indexMenuItem, "code", "name");
    specFields(WIRE_KEYS.indexSelectionEntry, "mc", "code", "name", "selected");
    expectTypeOf<IndexSelectionEntry["selected"]>().toEqualTypeOf<boolean>();
    specFields(WIRE_KEYS.industryEntry, "IcbCode", "IcbName", "IcbNameEn");
    specFields(
      WIRE_KEYS.putThroughEntry,
      "type",
      "sym",
      "color",
      "price",
      "volume",
      "value",
      "time",
      "firmNo",
      "marketID",
    );
  });

  it("bond row and bond detail (also accounts-session §3 bond data)", () => {
    specFields(
      WIRE_KEYS.bondRow,
      "sym",
      "issuer",
      "periodRemain",
      "PtTotalBidQtty",
      "PtBestBidQtty",
      "PtBestBidPrice",
      "ptBestOfferPrice",
      "ptBestOfferQtty",
      "PtTotalOfferQtty",
      "ptMatchPrice",
      "ptMatchQtty",
      "ptMaxPrice",
      "ptMaxQtty",
      "ptMinPrice",
      "ptMinQtty",
      "PtTotalTradedQtty",
      "PtTotalTradedValue",
    );
    specFields(
      WIRE_KEYS.bondDetail,
      "sym",
      "ptMatchPrice",
      "issuer",
      "parvalue",
      "issueDate",
      "maturityDate",
      "interestRate",
      "interestPeriod",
      "interestPeriodUnit",
    );
  });

  it("statistics rows and proprietary data", () => {
    specFields(WIRE_KEYS.foreignNetRow, "index", "vol", "val");
    specFields(WIRE_KEYS.topVolumeRow, "sym", "lot", "lastPrice", "mc", "color");
    specFields(WIRE_KEYS.topForeignRow, "sym", "fBVol", "fSVolume", "lastPrice", "mc");
    specFields(WIRE_KEYS.foreignSummary, "fBVol", "fSVol", "fBVal", "fSVal");
    specFields(WIRE_KEYS.proprietaryDay, "TradingDate", "TBuyVol", "TBuyVal", "TSellVol", "TSellVal");
  });

  it("news, watchlist, stock dictionary, company event", () => {
    specFields(WIRE_KEYS.newsItem, "rf", "tl", "tm", "sc");
    specFields(WIRE_KEYS.watchlist, "Id", "Name", "Symbols");
    specFields(WIRE_KEYS.stockDictionaryEntry, "stock_code", "name_vn", "name_en", "post_to", "type");
    specFields(WIRE_KEYS.companyEvent, "EventTitle", "PublicDate", "EventDescription", "Ticker");
  });

  it("ratios, finance rows and basic data", () => {
    specFields(WIRE_KEYS.dailyRatios, "RTD14", "RTD15", "RTD21", "RTD22", "RTD25");
    specFields(
      WIRE_KEYS.trailingRatios,
      "RTQ25",
      "RTQ29",
      "RTQ10",
      "RTQ11",
      "RTQ2",
      "RTQ3",
      "RTQ12",
      "RTQ14",
    );
    specFields(WIRE_KEYS.financeRow, "Name", "Value1", "Value2", "Value3", "Value4");
    specFields(
      WIRE_KEYS.stockBaseInfo,
      "capitalLevel",
      "dumua",
      "duban",
      "yearlow",
      "yearhigh",
      "foreignRoom",
      "dividend",
      "yield",
      "pb",
      "eps",
      "beta",
      "fwpe",
      "bvps",
    );
  });

  it("price-board settings", () => {
    specFieldsOf<PriceBoardSettings>(
      "priceBoardSettingColumnShow",
      "priceBoardSettingColumnHidden",
      "priceBoardSettingChartShow",
      "priceBoardSettingChartHidden",
      "appendSymbolWatchListPosition",
      "priceBoardTheme",
    );
  });
});

describe("price-board §7 answers and bodies carry the spec's field names", () => {
  it("data feed, history feed and socket", () => {
    specFields(WIRE_KEYS.tenLevelBookAnswer, "ndata");
    specFields(WIRE_KEYS.serverTimeAnswer, "srv_time");
    specFields(WIRE_KEYS.matchHistoryPage, "nextidx", "data");
    specFields(WIRE_KEYS.settlementEstimateAnswer, "calFSP");
    specFields(WIRE_KEYS.etfIndicativeItem, "sym", "inav", "index");
    specFields(WIRE_KEYS.marketPutThroughTotal, "value", "volume");
    specFields(WIRE_KEYS.createWatchlistBody, "userId", "name", "symbols");
    specFields(WIRE_KEYS.reorderWatchlistBody, "symbols");
    specFields(WIRE_KEYS.regsPayload, "action", "list");
    specFields(WIRE_KEYS.aggregateMarketMessage, "ptValue", "ptVol");
  });
});

describe("accounts-session §3 entities carry the spec's field names", () => {
  it("login response data and the answer envelope", () => {
    specFieldsOf<LoginData>(
      "user",
      "sid",
      "name",
      "defaultAcc",
      "iFlag",
      "AuthenType",
      "login2faFlag",
      "pwdExprireDate",
      "CountLoginFail",
      "isShowBanner",
    );
  });

  it("realtime order notice, order book rows, detail entries, the order edited", () => {
    const notice = [
      "orderNo",
      "accountCode",
      "symbol",
      "side",
      "volume",
      "matchVolume",
      "showPrice",
      "type",
      "status_code",
      "statusCode",
      "pk_orderNo",
    ] as const;
    specFields(WIRE_KEYS.stockOrderNotice, ...notice);
    specFields(WIRE_KEYS.derivativeOrderNotice, ...notice);
    specFieldsOf<NormalOrderRow>(
      "orderNo",
      "pk_orderNo",
      "accountCode",
      "symbol",
      "side",
      "showPrice",
      "volume",
      "matchVolume",
      "status",
      "quote",
      "autoType",
      "product",
      "cancelTime",
      "order_out_room",
    );
    specFieldsOf<Extract<OrderFillEntry, { type: "MATCHED" }>>("type", "time", "mathedVol", "mathPrice");
    specFieldsOf<Extract<OrderFillEntry, { type: "GOM" }>>("type", "time", "vol", "price");
  });

  it("condition orders and TCO sub-orders", () => {
    specFieldsOf<ConditionOrderRow>(
      "STOP_ORDER_ID",
      "PK_ID",
      "ACCOUNT_NO",
      "SYMBOL",
      "SIDE",
      "QUANTITY",
      "REMAIN_QTY",
      "PRICE_TYPE",
      "PLACED_PRICE",
      "C_SO_PRICE",
      "STOP_ORDER_TYPE",
      "STOP_ORDER_SUB_TYPE",
      "STATUS_NEW",
      "SPREAD",
      "TRAILING_AMOUNT",
      "TRIGGER_PRICE",
      "RELATION",
      "FROM_DATE",
      "TO_DATE",
      "CREATED_DATE",
      "CREATED_TIME",
      "CANCEL_DATE",
      "TRIGGERED_DATE",
      "FO_PK_ORDER_ID",
      "FO_PK_ORI_ORDER_ID",
      "REASON",
      "C_COMMENT",
    );
    specFieldsOf<TcoSubOrderRow>(
      "FO_ORDER_ID",
      "CREATE_DATE",
      "CREATE_TIME",
      "QUANTITY",
      "PLACED_PRICE",
      "MATCHED_QUANTITY",
    );
  });

  it("edit payload and order confirmation", () => {
    specFieldsOf<OrderEditPayload>(
      "account",
      "orderPrice",
      "orderVolume",
      "symbol",
      "pin",
      "side",
      "orderNo",
      "triggeredPrice",
      "spread",
      "relation",
      "conditionType",
      "subType",
    );
    specFieldsOf<OrderConfirmation>(
      "side",
      "account",
      "orderSymbol",
      "orderPrice",
      "orderVolume",
      "conditionType",
      "stopLossPrice",
      "takeProfitPrice",
      "stopLossRange",
      "takeProfitRange",
      "stopLossMargin",
      "spread",
      "trailingAmount",
      "triggerPrice",
      "relation",
      "reciprocalSymbol",
      "effectiveDate",
      "expiryDate",
      "sltpSelectType",
      "isUpdate",
    );
  });

  it("portfolio rows, account status, account info", () => {
    specFieldsOf<PortfolioRow>(
      "symbol",
      "actual_vol",
      "avaiable_vol",
      "avg_price",
      "gain_loss_value",
      "gain_loss_per",
      "stockType",
      "market_value",
    );
    specFieldsOf<DerivativePortfolioRow>("symbol", "net", "avg_remain", "vmValue");
    specFieldsOf<AccountStatus>(
      "assets",
      "cash_avai",
      "cash_block",
      "collateral",
      "ap_t0",
      "ap_t1",
      "ar_t0",
      "ar_t1",
      "cash_advance_avai",
      "total_asset",
      "lmv",
      "lmv_0",
      "equity",
      "loan_fee",
      "deposit_fee",
      "debt",
      "total_equity",
      "margin_ratio",
    );
    specFieldsOf<DerivativeAccountStatus>(
      "avaiCash",
      "cash",
      "avaiColla",
      "im",
      "tyle",
      "others",
      "fee_trade",
      "fee_hnx",
      "tax",
      "vmunpay",
      "vm",
      "unrelizeVM",
      "tyleat",
    );
    specFieldsOf<OrderPanelAccountInfo>(
      "ee",
      "ee_inc_app",
      "cash_limit",
      "pp",
      "avaiColla",
      "cash_avai",
      "temp_ee",
      "balance",
      "volumeAvaiable",
      "max_long",
      "max_short",
      "unit",
    );
    specFieldsOf<AccountListItem>("accName", "accCode", "accType");
    specFieldsOf<AccountCardRow>("C_IS_CARD_CLEAR");
  });

  it("user settings: the item and its settings (order-entry §3 adds the suggested volumes)", () => {
    specFields(WIRE_KEYS.userSettingItem, "SettingKey", "Settings");
    specFieldsOf<UserSettings>(
      "volume",
      "volumn_step",
      "price_step",
      "realtime_price",
      "show_confirm_order",
      "show_match_order_success",
      "show_cancel_order_success",
    );
  });
});

describe("accounts-session §7 payloads carry the spec's field names", () => {
  it("the core envelope and the login calls", () => {
    specFieldsOf<CoreEnvelope<"B", { readonly cmd: string }>>(
      "group",
      "session",
      "user",
      "language",
      "extInfo",
      "data",
    );
    specFieldsOf<LoginForm>("user", "pass", "channel", "userName", "password");
    specFieldsOf<LoginOtpData>("cmd", "user", "pass", "channel", "language", "p5");
    specFieldsOf<ResendOtpRow>("phoneLastThree");
    specFieldsOf<ChangePasswordFirstLoginData>("cmd", "p1", "p2");
    specFieldsOf<UpdateDefaultAccountData>("cmd", "p1");
    specFieldsOf<UpdateParameterData>("cmd", "p1", "p2", "p3");
    specFieldsOf<AccountInfoQueryData>("cmd", "type", "p1");
  });

  it("cancels and changes", () => {
    specFieldsOf<CancelOrderData>("cmd", "orderNo", "orderType", "pin", "refId", "fisID");
    specFieldsOf<CancelActivatedOrderData>("cmd", "orderNo", "pin");
    specFieldsOf<DeleteStopOrderData>("cmd", "orderId", "pin");
    specFieldsOf<DeleteConditionalOrderData>("cmd", "orderId", "pin", "accountNo");
    specFieldsOf<ChangeStopOrderData>(
      "cmd",
      "accountNo",
      "orderId",
      "pin",
      "quantity",
      "placedPrice",
      "priceType",
      "triggerPrice",
      "channel",
      "relation",
    );
    specFieldsOf<ChangeSltpOrderData>(
      "cmd",
      "accountNo",
      "pin",
      "channel",
      "orderId",
      "triggerPrice",
      "spread",
    );
  });

  it("lists and queries", () => {
    specFieldsOf<OrderListQueryData>("cmd", "account", "page", "size", "status");
    specFieldsOf<ConditionOrderListQueryData>(
      "cmd",
      "account",
      "page",
      "size",
      "status",
      "orderConditionType",
      "marketCode",
      "fromDate",
      "toDate",
    );
    specFieldsOf<PortfolioQueryData>("cmd", "account", "page", "size");
    specFieldsOf<OrderHistoryQueryData>("cmd", "type", "p1", "p2", "p3");
    specFieldsOf<TcoSubOrdersQueryData>("cmd", "type", "p1", "p2", "p3");
    specFieldsOf<OrderFillDetailQueryData>("cmd", "p1");
  });
});

describe("order-entry §3, §7 entities and payloads carry the spec's field names", () => {
  it("§3 supporting entities", () => {
    specFieldsOf<PortfolioSellHolding>("symbol", "avaiable_vol", "account");
    specFieldsOf<StockPanelInfo>("stockType", "lastPrice", "r", "mc", "post_to");
    specFieldsOf<DerivativePanelInfo>("lastPrice", "r", "c", "f", "mkStatus");
    specFields(WIRE_KEYS.orderTypeHelp, "title_msg", "detail_msg");
    specFields(WIRE_KEYS.derivativesSessionMessage, "boardID", "state");
    specFields(WIRE_KEYS.marketSessionMessage, "marketCode", "marketStatus");
    specFields(WIRE_KEYS.orderNoticeRegistration, "sid", "acc", "key");
  });

  it("§7 normal orders and the amend", () => {
    specFieldsOf<StockNewOrderData>(
      "cmd",
      "account",
      "advance",
      "orderType",
      "pin",
      "price",
      "refId",
      "side",
      "symbol",
      "type",
      "volume",
      "checksum",
    );
    specFieldsOf<DerivativeNewOrderData>(
      "account",
      "symbol",
      "price",
      "volume",
      "side",
      "pin",
      "orderType",
      "language",
    );
    specFieldsOf<ChangeOrderData>(
      "account",
      "symbol",
      "price",
      "volume",
      "side",
      "pin",
      "orderNo",
      "newPrice",
      "newVolume",
      "language",
    );
  });

  it("§7 stock conditional orders", () => {
    const common = [
      "cmd",
      "accountNo",
      "symbol",
      "stopOrderType",
      "channel",
      "quantity",
      "side",
      "pin",
    ] as const;
    specFieldsOf<StockStopOrderData>(...common, "placedPrice", "priceType", "triggerPrice", "relation");
    specFieldsOf<StockTcoOrderData>(...common, "placedPrice", "priceType", "expiryDate", "effectiveDate");
    specFieldsOf<StockSltpOrderData>(
      ...common,
      "placedPrice",
      "priceType",
      "stopLossPrice",
      "takeProfitPrice",
      "spread",
      "expiryDate",
      "effectiveDate",
    );
    specFieldsOf<StockTrailingOrderData>(...common, "trailingAmount", "spread");
  });

  it("§7 derivative conditional orders", () => {
    const common = [
      "cmd",
      "accountNo",
      "symbol",
      "stopOrderType",
      "pin",
      "channel",
      "quantity",
      "side",
    ] as const;
    specFieldsOf<DerivativeTrailingOrderData>(...common, "spread", "trailingAmount");
    specFieldsOf<DerivativeStopOrderData>(...common, "placedPrice", "priceType", "triggerPrice", "relation");
    specFieldsOf<Extract<DerivativeSltpOrderData, { triggerType: "price" }>>(
      ...common,
      "placedPrice",
      "priceType",
      "triggerType",
      "stopLossPrice",
      "takeProfitPrice",
      "spread",
    );
    specFieldsOf<Extract<DerivativeSltpOrderData, { triggerType: "amount" }>>(
      ...common,
      "triggerType",
      "stopLossAmount",
      "takeProfitAmount",
    );
    specFieldsOf<DerivativeOcoOrderData>(
      ...common,
      "priceType",
      "stopLossPrice",
      "takeProfitPrice",
      "spread",
    );
  });
});
