/**
 * The exact field names of every wire shape of the data feed, history feed, realtime socket and
 * TradingView UDF (datafeed.ts, history.ts, socket.ts, regs.ts, tradingview-udf.ts), required and
 * optional apart. One source for every test that checks an answer's fields, and for the test that
 * checks the spec's spellings against the types.
 *
 * Each set is built by `keysOf<T>()`, which compiles only when its lists name every key of T,
 * each on the right side, and nothing else: a field added to a wire type fails the type check
 * here until it is listed. Unions are listed per member.
 */
import type {
  BondDetail,
  BondQuoteFields,
  BondRow,
  BondTradeFields,
  BookLevel,
  CoveredWarrantEntry,
  CoveredWarrantExtras,
  CoveredWarrantUnderlying,
  DefinedEvent,
  DepthLevels,
  DerivativeRow,
  EtfIndicativeItem,
  EtfQuote,
  IndexEntry,
  IndexMenuItem,
  IndexSelectionEntry,
  IndexSelectionItem,
  MarketInfo,
  MarketPutThroughTotal,
  MatchHistoryItem,
  MatchHistoryPage,
  NewsItem,
  OddLotLevels,
  OddLotMatchFields,
  OddLotRow,
  PackedGroups,
  PutThroughBoardAnswer,
  PutThroughEntry,
  ServerTimeAnswer,
  SettlementEstimateAnswer,
  ShareQuote,
  StockBaseInfo,
  StockDictionaryEntry,
  StockQuoteBase,
  TenLevelBookAnswer,
  TopStockItem,
  WarrantQuote,
} from "./datafeed";
import type {
  CompanyEvent,
  CreateWatchlistBody,
  DailyRatios,
  FinanceData,
  FinanceRow,
  FinanceSet,
  ForeignNetRow,
  ForeignSummary,
  IndexListItem,
  IndustryEntry,
  OrderTypeHelp,
  ProprietaryDay,
  ProprietarySymbolDay,
  ReorderWatchlistBody,
  StockInfo,
  TopForeignRow,
  TopVolumeRow,
  TrailingRatios,
  UserSettingItem,
  Watchlist,
} from "./history";
import type { RegsPayload } from "./regs";
import type {
  AggregateMarketMessage,
  BondMatchMessage,
  BondQuoteMessage,
  DepthMessage,
  DerivativeMatchMessage,
  EtfIindexMessage,
  EtfInavMessage,
  ForeignMessage,
  NewsMessage,
  OddLotMessage,
  OrderNotice,
  OrderNoticeRegistration,
  OverBuySellMessage,
  RefreshInfoMessage,
  StockMatchMessage,
  TenLevelBookMessage,
  TradingSessionMessage,
} from "./socket";
import type {
  ChartLayout,
  UdfConfig,
  UdfHistoryBars,
  UdfHistoryError,
  UdfHistoryNoData,
  UdfSearchItem,
  UdfSymbolInfo,
} from "./tradingview-udf";

/** The field names of a wire shape: those always present, and those it may leave out. */
export interface WireKeySet<Required extends string = string, Optional extends string = string> {
  readonly required: readonly Required[];
  readonly optional: readonly Optional[];
}

// `object extends Pick<T, K>` holds exactly when K may be absent.
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T] & string;
type OptionalKeys<T> = Exclude<keyof T & string, RequiredKeys<T>>;

type Unlisted<All extends string, Listed extends readonly string[]> = Exclude<All, Listed[number]>;

/** `unknown` when `Listed` names all of `All`; otherwise a type no list satisfies, naming the gap. */
type Complete<All extends string, Listed extends readonly string[]> = [Unlisted<All, Listed>] extends [never]
  ? unknown
  : { readonly missing: Unlisted<All, Listed> };

function keysOf<T>() {
  return <
    const R extends readonly RequiredKeys<T>[],
    const O extends readonly OptionalKeys<T>[] = readonly [],
  >(
    keys: { readonly required: R & Complete<RequiredKeys<T>, R> } & ([OptionalKeys<T>] extends [never]
      ? { readonly optional?: never }
      : { readonly optional: O & Complete<OptionalKeys<T>, O> }),
  ): WireKeySet<R[number], O[number]> => ({ required: keys.required, optional: keys.optional ?? [] });
}

// Building blocks several shapes share, checked on their own interfaces.
const SEQ = ["seq"] as const;
const DEPTH_LEVELS = keysOf<DepthLevels>()({
  required: [
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
  ],
}).required;
const PACKED_GROUPS = keysOf<PackedGroups>()({
  required: ["g1", "g2", "g3", "g4", "g5", "g6", "g7"],
}).required;
const QUOTE_BASE = keysOf<StockQuoteBase>()({
  required: [
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
    ...DEPTH_LEVELS,
    ...PACKED_GROUPS,
    "color1",
    "color2",
    "color3",
    "color4",
    "color5",
    "color6",
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
    "mc",
    ...SEQ,
  ],
  optional: ["matureDate", "productId"],
});
const WARRANT_EXTRAS = keysOf<CoveredWarrantExtras>()({
  required: [
    "CWUnderlying",
    "CWIssuerName",
    "CWType",
    "CWMaturityDate",
    "CWLastTradingDate",
    "CWExcersisePrice",
    "CWExerciseRatio",
    "CWListedShare",
  ],
}).required;
const WARRANT_UNDERLYING = keysOf<CoveredWarrantUnderlying>()({
  required: ["stockSym", "stockLastPrice", "stockCeil", "stockFloor", "stockReference"],
}).required;
const ODD_LOT_LEVELS = keysOf<OddLotLevels>()({
  required: ["bp1", "bp2", "bp3", "bv1", "bv2", "bv3", "sp1", "sp2", "sp3", "sv1", "sv2", "sv3"],
}).required;
const ODD_LOT_MATCH = keysOf<OddLotMatchFields>()({
  required: [
    "lastPrice",
    "lastVolume",
    "ot",
    "changePc",
    "lot",
    "avePrice",
    "highPrice",
    "lowPrice",
    "cl",
    "ca",
    "ch",
    "lc",
  ],
}).required;
const BOND_QUOTE = keysOf<BondQuoteFields>()({
  required: [
    "PtTotalBidQtty",
    "PtBestBidQtty",
    "PtBestBidPrice",
    "ptBestOfferPrice",
    "ptBestOfferQtty",
    "PtTotalOfferQtty",
  ],
}).required;
const BOND_TRADE = keysOf<BondTradeFields>()({
  required: [
    "ptMatchPrice",
    "ptMatchQtty",
    "ptMaxPrice",
    "ptMaxQtty",
    "ptMinPrice",
    "ptMinQtty",
    "PtTotalTradedQtty",
    "PtTotalTradedValue",
  ],
}).required;
const BOND_ROW = keysOf<BondRow>()({
  required: ["sym", "issuer", "periodRemain", ...BOND_QUOTE, ...BOND_TRADE, ...SEQ],
}).required;
const INDEX_SELECTION_ITEM = keysOf<IndexSelectionItem>()({ required: ["mc", "code", "name"] }).required;
const PROPRIETARY_DAY = keysOf<ProprietaryDay>()({
  required: ["TradingDate", "TBuyVol", "TBuyVal", "TSellVol", "TSellVal"],
}).required;
const NEWS_ITEM = keysOf<NewsItem>()({ required: ["rf", "tl", "tl_en", "tm", "sc"] }).required;
const MATCH_MESSAGE = [
  "id",
  "sym",
  "lastPrice",
  "lastVol",
  "change",
  "changePc",
  "totalVol",
  "hp",
  "lp",
  "ap",
  "cl",
  "time",
  "side",
  ...SEQ,
] as const;
const ORDER_NOTICE = [
  "orderNo",
  "accountCode",
  "symbol",
  "side",
  "volume",
  "matchVolume",
  "showPrice",
  "type",
  ...SEQ,
] as const;

/** The field names of every wire shape, keyed by its type's name in lower camel case. */
export const WIRE_KEYS = {
  // ── Data feed ──
  stockDictionaryEntry: keysOf<StockDictionaryEntry>()({
    required: ["stock_code", "name_vn", "name_en", "post_to", "type"],
  }),
  shareQuote: keysOf<ShareQuote>()(QUOTE_BASE),
  etfQuote: keysOf<EtfQuote>()({ ...QUOTE_BASE, required: [...QUOTE_BASE.required, "iNav", "iIndex"] }),
  warrantQuote: keysOf<WarrantQuote>()({
    ...QUOTE_BASE,
    required: [...QUOTE_BASE.required, ...WARRANT_EXTRAS, ...WARRANT_UNDERLYING, "cwSym"],
  }),
  coveredWarrantEntry: keysOf<CoveredWarrantEntry>()({ required: ["stock_code", ...WARRANT_EXTRAS] }),
  oddLotRow: keysOf<OddLotRow>()({ ...QUOTE_BASE, required: [...QUOTE_BASE.required, ...ODD_LOT_LEVELS] }),
  derivativeRow: keysOf<DerivativeRow>()({
    required: [
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
      "matureDate",
      ...DEPTH_LEVELS,
      ...PACKED_GROUPS,
      ...SEQ,
    ],
  }),
  bookLevel: keysOf<BookLevel>()({ required: ["price", "vol"] }),
  tenLevelBookAnswer: keysOf<TenLevelBookAnswer>()({ required: ["ndata"] }),
  putThroughEntry: keysOf<PutThroughEntry>()({
    required: ["type", "sym", "color", "price", "volume", "value", "time", "firmNo", "marketID", ...SEQ],
  }),
  indexEntry: keysOf<IndexEntry>()({
    required: ["mc", "cIndex", "oIndex", "vol", "value", "status", "ot", "time", ...SEQ],
    optional: ["mktInfo"],
  }),
  marketPutThroughTotal: keysOf<MarketPutThroughTotal>()({ required: ["mc", "value", "volume"] }),
  topStockItem: keysOf<TopStockItem>()({
    required: ["sym", "lastPrice", "ot", "changePc", "lot", "color", "mc"],
  }),
  stockBaseInfo: keysOf<StockBaseInfo>()({
    required: [
      "sym",
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
    ],
  }),
  newsItem: keysOf<NewsItem>()({ required: NEWS_ITEM }),
  serverTimeAnswer: keysOf<ServerTimeAnswer>()({ required: ["srv_time"] }),
  indexSelectionItem: keysOf<IndexSelectionItem>()({ required: INDEX_SELECTION_ITEM }),
  indexSelectionEntry: keysOf<IndexSelectionEntry>()({ required: [...INDEX_SELECTION_ITEM, "selected"] }),
  indexMenuItem: keysOf<IndexMenuItem>()({ required: ["code", "name"] }),
  matchHistoryItem: keysOf<MatchHistoryItem>()({
    required: ["sym", "time", "lastVol", "lastPrice", "change", "cl", "side"],
  }),
  matchHistoryPage: keysOf<MatchHistoryPage>()({ required: ["nextidx", "data"] }),
  settlementEstimateAnswer: keysOf<SettlementEstimateAnswer>()({ required: ["calFSP"] }),
  etfIndicativeItem: keysOf<EtfIndicativeItem>()({ required: ["sym", "inav", "index"] }),
  bondRow: keysOf<BondRow>()({ required: BOND_ROW }),
  bondDetail: keysOf<BondDetail>()({
    required: [
      ...BOND_ROW,
      "parvalue",
      "issueDate",
      "maturityDate",
      "interestRate",
      "interestPeriod",
      "interestPeriodUnit",
      "issuerName",
      "bondType",
      "collateral",
      "callPutProvision",
    ],
  }),
  putThroughBoardAnswer: keysOf<PutThroughBoardAnswer>()({
    required: ["buy", "sell", "matched", "totalVolume", "totalValue"],
  }),
  definedEvent: keysOf<DefinedEvent>()({ required: ["code", "name_vn", "name_en"] }),
  marketInfo: keysOf<MarketInfo>()({
    required: ["mc", "status", "vol", "value", "time", ...SEQ],
    optional: ["oi"],
  }),

  // ── History feed ──
  watchlist: keysOf<Watchlist>()({ required: ["Id", "Name", "Symbols"] }),
  createWatchlistBody: keysOf<CreateWatchlistBody>()({ required: ["userId", "name", "symbols"] }),
  reorderWatchlistBody: keysOf<ReorderWatchlistBody>()({ required: ["symbols"] }),
  companyEvent: keysOf<CompanyEvent>()({
    required: ["EventTitle", "PublicDate", "EventDescription", "Ticker"],
  }),
  dailyRatios: keysOf<DailyRatios>()({ required: ["RTD14", "RTD15", "RTD21", "RTD22", "RTD25"] }),
  trailingRatios: keysOf<TrailingRatios>()({
    required: ["RTQ25", "RTQ29", "RTQ10", "RTQ11", "RTQ2", "RTQ3", "RTQ12", "RTQ14"],
  }),
  financeRow: keysOf<FinanceRow>()({ required: ["Name", "Value1", "Value2", "Value3", "Value4"] }),
  financeSet: keysOf<FinanceSet>()({ required: ["businessResults", "balanceSheet", "ratios", "periods"] }),
  financeData: keysOf<FinanceData>()({ required: ["yearly", "quarterly"] }),
  userSettingItem: keysOf<UserSettingItem>()({ required: ["SettingKey", "Settings"] }),
  industryEntry: keysOf<IndustryEntry>()({ required: ["IcbCode", "IcbName", "IcbNameEn"] }),
  proprietaryDay: keysOf<ProprietaryDay>()({ required: PROPRIETARY_DAY }),
  proprietarySymbolDay: keysOf<ProprietarySymbolDay>()({ required: [...PROPRIETARY_DAY, "Ticker"] }),
  foreignSummary: keysOf<ForeignSummary>()({ required: ["fBVol", "fSVol", "fBVal", "fSVal"] }),
  foreignNetRow: keysOf<ForeignNetRow>()({ required: ["index", "vol", "val"] }),
  topVolumeRow: keysOf<TopVolumeRow>()({ required: ["sym", "lot", "lastPrice", "mc", "color"] }),
  topForeignRow: keysOf<TopForeignRow>()({ required: ["sym", "fBVol", "fSVolume", "lastPrice", "mc"] }),
  orderTypeHelp: keysOf<OrderTypeHelp>()({ required: ["title_msg", "detail_msg"] }),
  indexListItem: keysOf<IndexListItem>()({ required: ["mc", "value", "cIndex"] }),
  stockInfo: keysOf<StockInfo>()({
    required: [
      "symbol",
      "name_vn",
      "name_en",
      "exchange",
      "IcbCode",
      "IcbName",
      "IcbNameEn",
      "sharesOutstanding",
      "marketCap",
      "simulated",
    ],
  }),

  // ── Realtime socket ──
  regsPayload: keysOf<RegsPayload>()({ required: ["action", "list"] }),
  depthMessage: keysOf<DepthMessage>()({
    required: ["id", "sym", "g1", "g2", "g3", "g4", "g5", "g6", ...SEQ],
  }),
  overBuySellMessage: keysOf<OverBuySellMessage>()({
    required: ["id", "sym", "overBuy", "overSell", ...SEQ],
  }),
  stockMatchMessage: keysOf<StockMatchMessage>()({ required: [...MATCH_MESSAGE, "ch", "lc", "ca"] }),
  foreignMessage: keysOf<ForeignMessage>()({
    required: ["id", "sym", "fBVol", "fSVolume", ...SEQ],
    optional: ["fRoom"],
  }),
  tenLevelBookMessage: keysOf<TenLevelBookMessage>()({ required: ["id", "sym", "side", "ndata", ...SEQ] }),
  derivativeMatchMessage: keysOf<DerivativeMatchMessage>()({ required: [...MATCH_MESSAGE, "oi"] }),
  oddLotMessage: keysOf<OddLotMessage>()({
    required: ["id", "sym", ...ODD_LOT_LEVELS, ...ODD_LOT_MATCH, ...SEQ],
  }),
  bondQuoteMessage: keysOf<BondQuoteMessage>()({ required: ["id", "sym", ...BOND_QUOTE, ...SEQ] }),
  bondMatchMessage: keysOf<BondMatchMessage>()({ required: ["id", "sym", ...BOND_TRADE, ...SEQ] }),
  etfInavMessage: keysOf<EtfInavMessage>()({ required: ["id", "sym", "iNav", ...SEQ] }),
  etfIindexMessage: keysOf<EtfIindexMessage>()({ required: ["id", "sym", "iIndex", ...SEQ] }),
  aggregateMarketMessage: keysOf<AggregateMarketMessage>()({ required: ["mc", "ptValue", "ptVol", ...SEQ] }),
  newsMessage: keysOf<NewsMessage>()({ required: [...NEWS_ITEM, ...SEQ] }),
  refreshInfoMessage: keysOf<RefreshInfoMessage>()({ required: ["reason", ...SEQ] }),
  // The `?: never` keys of a union member say the other member's key is absent.
  derivativesSessionMessage: keysOf<Extract<TradingSessionMessage, { boardID: "INDEX" }>>()({
    required: ["boardID", "state", ...SEQ],
    optional: ["marketCode"],
  }),
  marketSessionMessage: keysOf<Exclude<TradingSessionMessage, { boardID: "INDEX" }>>()({
    required: ["marketCode", "marketStatus", ...SEQ],
    optional: ["boardID"],
  }),
  orderNoticeRegistration: keysOf<OrderNoticeRegistration>()({ required: ["sid", "acc", "key"] }),
  stockOrderNotice: keysOf<Extract<OrderNotice, { status_code: unknown }>>()({
    required: [...ORDER_NOTICE, "status_code"],
    optional: ["pk_orderNo", "statusCode"],
  }),
  derivativeOrderNotice: keysOf<Extract<OrderNotice, { statusCode: unknown }>>()({
    required: [...ORDER_NOTICE, "statusCode"],
    optional: ["pk_orderNo", "status_code"],
  }),

  // ── TradingView UDF ──
  udfConfig: keysOf<UdfConfig>()({
    required: [
      "supported_resolutions",
      "supports_group_request",
      "supports_marks",
      "supports_search",
      "supports_timescale_marks",
      "supports_time",
      "exchanges",
      "symbols_types",
    ],
  }),
  udfSymbolInfo: keysOf<UdfSymbolInfo>()({
    required: [
      "name",
      "ticker",
      "description",
      "type",
      "session",
      "exchange",
      "listed_exchange",
      "timezone",
      "minmov",
      "pricescale",
      "has_intraday",
      "has_daily",
      "has_weekly_and_monthly",
      "supported_resolutions",
      "volume_precision",
      "data_status",
    ],
  }),
  udfSearchItem: keysOf<UdfSearchItem>()({
    required: ["symbol", "full_name", "description", "exchange", "ticker", "type"],
  }),
  udfHistoryBars: keysOf<UdfHistoryBars>()({ required: ["s", "t", "o", "h", "l", "c", "v"] }),
  udfHistoryNoData: keysOf<UdfHistoryNoData>()({ required: ["s"], optional: ["nextTime"] }),
  udfHistoryError: keysOf<UdfHistoryError>()({ required: ["s", "errmsg"] }),
  chartLayout: keysOf<ChartLayout>()({ required: ["symbol", "resolution", "content", "savedAt"] }),
} as const;
