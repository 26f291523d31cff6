/**
 * Every field name the spec lists for a wire entity, spelled as the spec spells it (odd
 * spellings included: they are the product), pinned on the type that carries it. These are
 * compile-time checks: a renamed, dropped or misspelled field fails the type check, on which
 * the test run of this file depends only for its duplicate check.
 *
 * Sources: price-board §3, §7; accounts-session §3, §7; order-entry §3, §7.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { PriceBoardSettings } from "../settings/board-settings";
import type { UserSettings } from "../settings/user-settings";
import type { CoreEnvelope } from "./core";
import type {
  AccountStatus,
  ConditionOrderListQueryData,
  ConditionOrderRow,
  DerivativeAccountStatus,
  DerivativePanelInfo,
  DerivativePortfolioRow,
  NormalOrderRow,
  OrderFillDetailQueryData,
  OrderFillEntry,
  OrderHistoryQueryData,
  OrderListQueryData,
  OrderPanelAccountInfo,
  PortfolioQueryData,
  PortfolioRow,
  PortfolioSellHolding,
  StockPanelInfo,
  TcoSubOrderRow,
  TcoSubOrdersQueryData,
} from "./core-books";
import type {
  CancelActivatedOrderData,
  CancelOrderData,
  ChangeOrderData,
  ChangeSltpOrderData,
  ChangeStopOrderData,
  DeleteConditionalOrderData,
  DeleteStopOrderData,
  DerivativeNewOrderData,
  DerivativeOcoOrderData,
  DerivativeSltpOrderData,
  DerivativeStopOrderData,
  DerivativeTrailingOrderData,
  OrderConfirmation,
  OrderEditPayload,
  StockNewOrderData,
  StockSltpOrderData,
  StockStopOrderData,
  StockTcoOrderData,
  StockTrailingOrderData,
} from "./core-orders";
import type {
  AccountCardRow,
  AccountInfoQueryData,
  AccountListItem,
  ChangePasswordFirstLoginData,
  LoginData,
  LoginForm,
  LoginOtpData,
  ResendOtpRow,
  UpdateDefaultAccountData,
  UpdateParameterData,
} from "./core-session";
import type {
  BondDetail,
  BondRow,
  CoveredWarrantEntry,
  DerivativeRow,
  EtfIndicativeItem,
  EtfQuote,
  IndexEntry,
  IndexMenuItem,
  IndexSelectionEntry,
  MarketPutThroughTotal,
  MatchHistoryItem,
  MatchHistoryPage,
  NewsItem,
  OddLotRow,
  PutThroughEntry,
  SettlementEstimateAnswer,
  ServerTimeAnswer,
  ShareQuote,
  StockBaseInfo,
  StockDictionaryEntry,
  StockQuote,
  TenLevelBookAnswer,
  WarrantQuote,
} from "./datafeed";
import type {
  CompanyEvent,
  CreateWatchlistBody,
  DailyRatios,
  FinanceRow,
  ForeignNetRow,
  ForeignSummary,
  IndustryEntry,
  OrderTypeHelp,
  ProprietaryDay,
  ReorderWatchlistBody,
  TopForeignRow,
  TopVolumeRow,
  TrailingRatios,
  UserSettingItem,
  Watchlist,
} from "./history";
import type { RegsPayload } from "./regs";
import type {
  AggregateMarketMessage,
  DerivativeMatchMessage,
  OrderNotice,
  OrderNoticeRegistration,
  StockMatchMessage,
  TradingSessionMessage,
} from "./socket";

/** The keys of T; never for a type with an index signature, which would accept any name. */
type StrictKeys<T> = string extends keyof T ? never : keyof T & string;

/**
 * Compiles only when every name is a field of T. The run-time part refuses a name listed twice,
 * so each list reads as the spec's list.
 */
function specFields<T>(...names: readonly StrictKeys<T>[]): void {
  expect(new Set(names).size, `a name is listed twice: ${names.join(", ")}`).toBe(names.length);
}

describe("price-board §3 entities carry the spec's field names", () => {
  it("stock quote: REST rows take the long aliases, match messages the short ones", () => {
    specFields<StockQuote>(
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
    specFields<StockMatchMessage>("lastVol", "ap", "hp", "lp", "totalVol");
    specFields<EtfQuote>("iNav", "iIndex");
    expectTypeOf<ShareQuote["type"]>().toEqualTypeOf<"D" | "T">();
  });

  it("covered warrant extras", () => {
    specFields<WarrantQuote>(
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
    specFields<CoveredWarrantEntry>("stock_code", "CWUnderlying", "CWExcersisePrice");
  });

  it("odd-lot and derivative rows", () => {
    specFields<OddLotRow>(
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
    specFields<DerivativeRow>(
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
    specFields<DerivativeMatchMessage>("sym", "lastPrice", "oi");
  });

  it("match history, index, industry, put-through", () => {
    specFields<MatchHistoryItem>("sym", "time", "lastVol", "lastPrice", "change", "cl", "side");
    specFields<IndexEntry>("mc", "value", "cIndex", "oIndex", "vol", "status", "ot", "mktInfo");
    specFields<IndexMenuItem>("code", "name");
    specFields<IndexSelectionEntry>("mc", "code", "name", "selected");
    expectTypeOf<IndexSelectionEntry["selected"]>().toEqualTypeOf<boolean>();
    specFields<IndustryEntry>("IcbCode", "IcbName", "IcbNameEn");
    specFields<PutThroughEntry>(
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
    specFields<BondRow>(
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
    specFields<BondDetail>(
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
    specFields<ForeignNetRow>("index", "vol", "val");
    specFields<TopVolumeRow>("sym", "lot", "lastPrice", "mc", "color");
    specFields<TopForeignRow>("sym", "fBVol", "fSVolume", "lastPrice", "mc");
    specFields<ForeignSummary>("fBVol", "fSVol", "fBVal", "fSVal");
    specFields<ProprietaryDay>("TradingDate", "TBuyVol", "TBuyVal", "TSellVol", "TSellVal");
  });

  it("news, watchlist, stock dictionary, company event", () => {
    specFields<NewsItem>("rf", "tl", "tm", "sc");
    specFields<Watchlist>("Id", "Name", "Symbols");
    specFields<StockDictionaryEntry>("stock_code", "name_vn", "name_en", "post_to", "type");
    specFields<CompanyEvent>("EventTitle", "PublicDate", "EventDescription", "Ticker");
  });

  it("ratios, finance rows and basic data", () => {
    specFields<DailyRatios>("RTD14", "RTD15", "RTD21", "RTD22", "RTD25");
    specFields<TrailingRatios>("RTQ25", "RTQ29", "RTQ10", "RTQ11", "RTQ2", "RTQ3", "RTQ12", "RTQ14");
    specFields<FinanceRow>("Name", "Value1", "Value2", "Value3", "Value4");
    specFields<StockBaseInfo>(
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
    specFields<PriceBoardSettings>(
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
    specFields<TenLevelBookAnswer>("ndata");
    specFields<ServerTimeAnswer>("srv_time");
    specFields<MatchHistoryPage>("nextidx", "data");
    specFields<SettlementEstimateAnswer>("calFSP");
    specFields<EtfIndicativeItem>("sym", "inav", "index");
    specFields<MarketPutThroughTotal>("value", "volume");
    specFields<CreateWatchlistBody>("userId", "name", "symbols");
    specFields<ReorderWatchlistBody>("symbols");
    specFields<RegsPayload>("action", "list");
    specFields<AggregateMarketMessage>("ptValue", "ptVol");
  });
});

describe("accounts-session §3 entities carry the spec's field names", () => {
  it("login response data and the answer envelope", () => {
    specFields<LoginData>(
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
    specFields<OrderNotice>(
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
    );
    specFields<NormalOrderRow>(
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
    specFields<Extract<OrderFillEntry, { type: "MATCHED" }>>("type", "time", "mathedVol", "mathPrice");
    specFields<Extract<OrderFillEntry, { type: "GOM" }>>("type", "time", "vol", "price");
  });

  it("condition orders and TCO sub-orders", () => {
    specFields<ConditionOrderRow>(
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
    specFields<TcoSubOrderRow>(
      "FO_ORDER_ID",
      "CREATE_DATE",
      "CREATE_TIME",
      "QUANTITY",
      "PLACED_PRICE",
      "MATCHED_QUANTITY",
    );
  });

  it("edit payload and order confirmation", () => {
    specFields<OrderEditPayload>(
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
    specFields<OrderConfirmation>(
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
    specFields<PortfolioRow>(
      "symbol",
      "actual_vol",
      "avaiable_vol",
      "avg_price",
      "gain_loss_value",
      "gain_loss_per",
      "stockType",
      "market_value",
    );
    specFields<DerivativePortfolioRow>("symbol", "net", "avg_remain", "vmValue");
    specFields<AccountStatus>(
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
    specFields<DerivativeAccountStatus>(
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
    specFields<OrderPanelAccountInfo>(
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
    specFields<AccountListItem>("accName", "accCode", "accType");
    specFields<AccountCardRow>("C_IS_CARD_CLEAR");
  });

  it("user settings: the item and its settings (order-entry §3 adds the suggested volumes)", () => {
    specFields<UserSettingItem>("SettingKey", "Settings");
    specFields<UserSettings>(
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
    specFields<CoreEnvelope<"B", { readonly cmd: string }>>(
      "group",
      "session",
      "user",
      "language",
      "extInfo",
      "data",
    );
    specFields<LoginForm>("user", "pass", "channel", "userName", "password");
    specFields<LoginOtpData>("cmd", "user", "pass", "channel", "language", "p5");
    specFields<ResendOtpRow>("phoneLastThree");
    specFields<ChangePasswordFirstLoginData>("cmd", "p1", "p2");
    specFields<UpdateDefaultAccountData>("cmd", "p1");
    specFields<UpdateParameterData>("cmd", "p1", "p2", "p3");
    specFields<AccountInfoQueryData>("cmd", "type", "p1");
  });

  it("cancels and changes", () => {
    specFields<CancelOrderData>("cmd", "orderNo", "orderType", "pin", "refId", "fisID");
    specFields<CancelActivatedOrderData>("cmd", "orderNo", "pin");
    specFields<DeleteStopOrderData>("cmd", "orderId", "pin");
    specFields<DeleteConditionalOrderData>("cmd", "orderId", "pin", "accountNo");
    specFields<ChangeStopOrderData>(
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
    specFields<ChangeSltpOrderData>(
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
    specFields<OrderListQueryData>("cmd", "account", "page", "size", "status");
    specFields<ConditionOrderListQueryData>(
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
    specFields<PortfolioQueryData>("cmd", "account", "page", "size");
    specFields<OrderHistoryQueryData>("cmd", "type", "p1", "p2", "p3");
    specFields<TcoSubOrdersQueryData>("cmd", "type", "p1", "p2", "p3");
    specFields<OrderFillDetailQueryData>("cmd", "p1");
  });
});

describe("order-entry §3, §7 entities and payloads carry the spec's field names", () => {
  it("§3 supporting entities", () => {
    specFields<PortfolioSellHolding>("symbol", "avaiable_vol", "account");
    specFields<StockPanelInfo>("stockType", "lastPrice", "r", "mc", "post_to");
    specFields<DerivativePanelInfo>("lastPrice", "r", "c", "f", "mkStatus");
    specFields<OrderTypeHelp>("title_msg", "detail_msg");
    specFields<Extract<TradingSessionMessage, { boardID: "INDEX" }>>("boardID", "state");
    specFields<Exclude<TradingSessionMessage, { boardID: "INDEX" }>>("marketCode", "marketStatus");
    specFields<OrderNoticeRegistration>("sid", "acc", "key");
  });

  it("§7 normal orders and the amend", () => {
    specFields<StockNewOrderData>(
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
    specFields<DerivativeNewOrderData>(
      "account",
      "symbol",
      "price",
      "volume",
      "side",
      "pin",
      "orderType",
      "language",
    );
    specFields<ChangeOrderData>(
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
    specFields<StockStopOrderData>(...common, "placedPrice", "priceType", "triggerPrice", "relation");
    specFields<StockTcoOrderData>(...common, "placedPrice", "priceType", "expiryDate", "effectiveDate");
    specFields<StockSltpOrderData>(
      ...common,
      "placedPrice",
      "priceType",
      "stopLossPrice",
      "takeProfitPrice",
      "spread",
      "expiryDate",
      "effectiveDate",
    );
    specFields<StockTrailingOrderData>(...common, "trailingAmount", "spread");
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
    specFields<DerivativeTrailingOrderData>(...common, "spread", "trailingAmount");
    specFields<DerivativeStopOrderData>(...common, "placedPrice", "priceType", "triggerPrice", "relation");
    specFields<Extract<DerivativeSltpOrderData, { triggerType: "price" }>>(
      ...common,
      "placedPrice",
      "priceType",
      "triggerType",
      "stopLossPrice",
      "takeProfitPrice",
      "spread",
    );
    specFields<Extract<DerivativeSltpOrderData, { triggerType: "amount" }>>(
      ...common,
      "triggerType",
      "stopLossAmount",
      "takeProfitAmount",
    );
    specFields<DerivativeOcoOrderData>(...common, "priceType", "stopLossPrice", "takeProfitPrice", "spread");
  });

  it("refuses a type that would accept any name", () => {
    expectTypeOf<StrictKeys<Record<string, number>>>().toBeNever();
    expectTypeOf<StrictKeys<{ readonly a: 1 }>>().toEqualTypeOf<"a">();
  });
});
