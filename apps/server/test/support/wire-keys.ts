/**
 * The field names of each answer, written out from the spec (price-board §3) and the wire
 * module, so the HTTP tests compare what the server sends with what the spec names — not with
 * what the server's own schemas say.
 */

const DEPTH = [
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
  "g1",
  "g2",
  "g3",
  "g4",
  "g5",
  "g6",
  "g7",
];

const QUOTE = [
  ...DEPTH,
  "seq",
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
];

const WARRANT_FACTS = [
  "CWUnderlying",
  "CWIssuerName",
  "CWType",
  "CWMaturityDate",
  "CWLastTradingDate",
  "CWExcersisePrice",
  "CWExerciseRatio",
  "CWListedShare",
];

const BOND_ROW = [
  "seq",
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
];

/** Required fields, and fields a row may carry besides (optional ones). */
export interface KeySet {
  readonly required: readonly string[];
  readonly optional?: readonly string[];
}

export const WIRE_KEYS = {
  stockDictionaryEntry: { required: ["stock_code", "name_vn", "name_en", "post_to", "type"] },
  shareQuote: { required: QUOTE, optional: ["matureDate", "productId"] },
  etfQuote: { required: [...QUOTE, "iNav", "iIndex"], optional: ["matureDate", "productId"] },
  warrantQuote: {
    required: [
      ...QUOTE,
      ...WARRANT_FACTS,
      "stockSym",
      "stockLastPrice",
      "stockCeil",
      "stockFloor",
      "stockReference",
      "cwSym",
    ],
    optional: ["matureDate", "productId"],
  },
  oddLotRow: {
    required: [
      ...QUOTE,
      ...["bp1", "bp2", "bp3", "bv1", "bv2", "bv3", "sp1", "sp2", "sp3", "sv1", "sv2", "sv3"],
    ],
    optional: ["matureDate", "productId"],
  },
  derivativeRow: {
    required: [
      ...DEPTH,
      "seq",
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
    ],
  },
  bookLevel: { required: ["price", "vol"] },
  putThroughEntry: {
    required: ["seq", "type", "sym", "color", "price", "volume", "value", "time", "firmNo", "marketID"],
  },
  indexEntry: {
    required: ["seq", "mc", "cIndex", "oIndex", "vol", "value", "status", "ot", "time"],
    optional: ["mktInfo"],
  },
  topStockItem: { required: ["sym", "lastPrice", "ot", "changePc", "lot", "color", "mc"] },
  stockBaseInfo: {
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
  },
  newsItem: { required: ["rf", "tl", "tm", "sc"] },
  matchHistoryPage: { required: ["nextidx", "data"] },
  matchHistoryItem: { required: ["sym", "time", "lastVol", "lastPrice", "change", "cl", "side"] },
  etfIndicativeItem: { required: ["sym", "inav", "index"] },
  marketPutThroughTotal: { required: ["mc", "value", "volume"] },
  coveredWarrantEntry: { required: ["stock_code", ...WARRANT_FACTS] },
  bondRow: { required: BOND_ROW },
  bondDetail: {
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
  },
  putThroughBoard: { required: ["buy", "sell", "matched", "totalVolume", "totalValue"] },
  definedEvent: { required: ["code", "name_vn", "name_en"] },
  marketInfo: { required: ["seq", "mc", "status", "vol", "value", "time"], optional: ["oi"] },
  indexSelectionItem: { required: ["mc", "code", "name"] },
  indexMenuItem: { required: ["code", "name"] },
  watchlist: { required: ["Id", "Name", "Symbols"] },
  companyEvent: { required: ["EventTitle", "PublicDate", "EventDescription", "Ticker"] },
  dailyRatios: { required: ["RTD14", "RTD15", "RTD21", "RTD22", "RTD25"] },
  trailingRatios: { required: ["RTQ25", "RTQ29", "RTQ10", "RTQ11", "RTQ2", "RTQ3", "RTQ12", "RTQ14"] },
  userSettingItem: { required: ["SettingKey", "Settings"] },
  industryEntry: { required: ["IcbCode", "IcbName", "IcbNameEn"] },
  proprietaryDay: { required: ["TradingDate", "TBuyVol", "TBuyVal", "TSellVol", "TSellVal"] },
  proprietarySymbolDay: { required: ["TradingDate", "TBuyVol", "TBuyVal", "TSellVol", "TSellVal", "Ticker"] },
  foreignSummary: { required: ["fBVol", "fSVol", "fBVal", "fSVal"] },
  foreignNetRow: { required: ["index", "vol", "val"] },
  topVolumeRow: { required: ["sym", "lot", "lastPrice", "mc", "color"] },
  topForeignRow: { required: ["sym", "fBVol", "fSVolume", "lastPrice", "mc"] },
  indexListItem: { required: ["mc", "value", "cIndex"] },
  stockInfo: {
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
  },
  financeData: { required: ["yearly", "quarterly"] },
  financeSet: { required: ["businessResults", "balanceSheet", "ratios", "periods"] },
  financeRow: { required: ["Name", "Value1", "Value2", "Value3", "Value4"] },
  udfSymbolInfo: {
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
  },
  udfSearchItem: { required: ["symbol", "full_name", "description", "exchange", "ticker", "type"] },
  chartLayout: { required: ["symbol", "resolution", "content", "savedAt"] },
} as const satisfies Record<string, KeySet>;

/**
 * A readable mismatch of `row`'s keys against a key set, or null when they match: every
 * required key present, nothing beyond required and optional.
 */
export function keyMismatch(row: unknown, keys: KeySet): string | null {
  if (typeof row !== "object" || row === null || Array.isArray(row))
    return `not an object: ${JSON.stringify(row)}`;
  const present = Object.keys(row);
  const missing = keys.required.filter((key) => !present.includes(key));
  const allowed = [...keys.required, ...(keys.optional ?? [])];
  const extra = present.filter((key) => !allowed.includes(key));
  return missing.length === 0 && extra.length === 0 ? null : `missing [${missing}] extra [${extra}]`;
}
