/**
 * The data feed's answers (packages/market wire/datafeed.ts) as JSON Schema. Field names are
 * the spec's; units as the wire module says: prices integers in the instrument's unit (VND,
 * hundredths of a point for indices and index futures), money whole VND, volumes whole units.
 */
import { Type } from "typebox";
import { list, num, nullable, numbers, oneOf, str } from "../../http/schema-kit";

const MARKET_CODE = oneOf(["10", "02", "03", "11", "12", "27", "04"], "Market code");
const STOCK_EXCHANGE = oneOf(["HOSE", "HNX", "UPCOM"], "Exchange");
const STOCK_TYPE = oneOf(["D", "W", "E", "T"], "D share, W covered warrant, E ETF, T bond");
const SESSION_CODE = oneOf(["P", "O", "I", "A", "C", "K", "J", "G"], "Market session code");
const COLOUR = str("Colour code of the price against reference, ceiling and floor");
const PACKED_GROUP = str("'price|volume|color'");
const SEQ = num("Position of the row in its realtime stream");

export const StockDictionaryEntrySchema = Type.Object(
  {
    stock_code: str("Symbol"),
    name_vn: str("Vietnamese name"),
    name_en: str("English name"),
    post_to: STOCK_EXCHANGE,
    type: STOCK_TYPE,
  },
  { title: "StockDictionaryEntry" },
);

const DEPTH_LEVELS = numbers(
  [
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
  (name) => (name.startsWith("price") ? "Depth price (1–3 bids, 4–6 offers)" : "Depth volume"),
);

const PACKED_GROUPS = {
  g1: PACKED_GROUP,
  g2: PACKED_GROUP,
  g3: PACKED_GROUP,
  g4: PACKED_GROUP,
  g5: PACKED_GROUP,
  g6: PACKED_GROUP,
  g7: str("'overBuy|overSell|'"),
};

const QUOTE_FIELDS = {
  ...DEPTH_LEVELS,
  ...PACKED_GROUPS,
  seq: SEQ,
  sym: str("Symbol"),
  r: num("Reference price"),
  c: num("Ceiling price"),
  f: num("Floor price"),
  lastPrice: num("Last match price (0: none yet)"),
  lastVolume: num("Last match volume"),
  ot: num("Change of lastPrice against r, signed"),
  changePc: num("Percent change, signed (display decimal)"),
  avePrice: num("Average price"),
  highPrice: num("High price"),
  lowPrice: num("Low price"),
  lot: num("Total matched volume of the day"),
  color1: COLOUR,
  color2: COLOUR,
  color3: COLOUR,
  color4: COLOUR,
  color5: COLOUR,
  color6: COLOUR,
  overBuy: num("Unmatched bid volume"),
  overSell: num("Unmatched offer volume"),
  fBVol: num("Foreign buy volume"),
  fSVolume: num("Foreign sell volume"),
  fRoom: num("Foreign room left, shares"),
  cl: COLOUR,
  ca: COLOUR,
  ch: COLOUR,
  lc: COLOUR,
  post_to: oneOf(["HOSE", "HSX", "VN30", "HNX", "HNX30", "UPCOM"], "Exchange or basket menu"),
  type: STOCK_TYPE,
  sType: str("Stock type within the exchange"),
  sBenefit: str("Rights-event flag; 0 or 00: none"),
  mc: MARKET_CODE,
  matureDate: Type.Optional(str("Maturity yyyymmdd")),
  productId: Type.Optional(str("Product id")),
};

const WARRANT_EXTRAS = {
  CWUnderlying: str("Underlying stock symbol"),
  CWIssuerName: str("Issuer"),
  CWType: str("C call or P put"),
  CWMaturityDate: str("yyyymmdd"),
  CWLastTradingDate: str("yyyymmdd"),
  CWExcersisePrice: num("Exercise price, VND (spec spelling)"),
  CWExerciseRatio: str("'a:b' warrants per underlying share"),
  CWListedShare: num("Warrants listed"),
};

const optional = <T extends Record<string, Parameters<typeof Type.Optional>[0]>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>>;
  };

/**
 * A row of `getliststockdata`: the fields of every quote, plus iNav and iIndex on ETF rows
 * (type E) and the warrant facts and underlying prices on covered-warrant rows (type W).
 */
export const StockQuoteSchema = Type.Object(
  {
    ...QUOTE_FIELDS,
    ...optional({
      iNav: num("ETF: indicative NAV per unit, VND"),
      iIndex: num("ETF: indicative index, thousandths of a point"),
      ...WARRANT_EXTRAS,
      stockSym: str("Warrant: underlying symbol"),
      stockLastPrice: num("Warrant: underlying last price"),
      stockCeil: num("Warrant: underlying ceiling"),
      stockFloor: num("Warrant: underlying floor"),
      stockReference: num("Warrant: underlying reference"),
      cwSym: str("Warrant: its own code"),
    }),
  },
  { title: "StockQuote" },
);

export const CoveredWarrantEntrySchema = Type.Object(
  { stock_code: str("Warrant code"), ...WARRANT_EXTRAS },
  { title: "CoveredWarrantEntry" },
);

export const OddLotRowSchema = Type.Object(
  {
    ...QUOTE_FIELDS,
    ...numbers(
      ["bp1", "bp2", "bp3", "bv1", "bv2", "bv3", "sp1", "sp2", "sp3", "sv1", "sv2", "sv3"],
      (name) => (name.startsWith("b") ? "Odd-lot bid price/volume" : "Odd-lot offer price/volume"),
    ),
  },
  { title: "OddLotRow" },
);

export const DerivativeRowSchema = Type.Object(
  {
    ...DEPTH_LEVELS,
    ...PACKED_GROUPS,
    seq: SEQ,
    sym: str("Contract"),
    r: num("Reference price"),
    c: num("Ceiling price"),
    f: num("Floor price"),
    lastPrice: num("Last match price"),
    lv: num("Last match volume"),
    change: num("lastPrice − r, signed"),
    lot: num("Total matched volume"),
    avePrice: num("Average price"),
    highPrice: num("High price"),
    lowPrice: num("Low price"),
    oi: num("Open interest, contracts"),
    fBVol: num("Foreign buy volume"),
    fSVolume: num("Foreign sell volume"),
    overBuy: num("Unmatched bid volume"),
    overSell: num("Unmatched offer volume"),
    productId: str("Product"),
    matureDate: str("yyyymmdd"),
  },
  { title: "DerivativeRow" },
);

export const TenLevelBookSchema = Type.Object(
  { ndata: list(Type.Object({ price: num("Price (0: ATO/ATC)"), vol: num("Volume") }), "Best first") },
  { title: "TenLevelBook" },
);

export const PutThroughEntrySchema = Type.Object(
  {
    seq: SEQ,
    type: oneOf(["PTM", "PTB", "PTS"], "PTM matched deal, PTB buy advert, PTS sell advert"),
    sym: str("Symbol"),
    color: COLOUR,
    price: num("VND"),
    volume: num("Units"),
    value: num("price × volume, VND"),
    time: str("HH:mm:ss"),
    firmNo: str("Member firm, 3 digits"),
    marketID: STOCK_EXCHANGE,
  },
  { title: "PutThroughEntry" },
);

export const IndexEntrySchema = Type.Object(
  {
    seq: SEQ,
    mc: str("Index code"),
    cIndex: num("Current index, hundredths of a point"),
    oIndex: num("Previous close, hundredths of a point"),
    vol: num("Traded volume"),
    value: num("Traded value, VND"),
    status: SESSION_CODE,
    ot: str("'change|percent|value|up|down|equal'"),
    time: str("HH:mm:ss"),
    mktInfo: Type.Optional(str("Market note")),
  },
  { title: "IndexEntry" },
);

export const MarketPutThroughTotalSchema = Type.Object(
  { mc: MARKET_CODE, value: num("VND"), volume: num("Units") },
  { title: "MarketPutThroughTotal" },
);

export const TopStockItemSchema = Type.Object(
  {
    sym: str("Symbol"),
    lastPrice: num("Last price"),
    ot: num("Change, signed"),
    changePc: num("Percent change"),
    lot: num("Total matched volume"),
    color: COLOUR,
    mc: MARKET_CODE,
  },
  { title: "TopStockItem" },
);

export const StockBaseInfoSchema = Type.Object(
  {
    sym: str("Symbol"),
    capitalLevel: num("Market capitalisation, VND"),
    dumua: num("Unmatched bid volume"),
    duban: num("Unmatched offer volume"),
    yearlow: num("52-week low, VND"),
    yearhigh: num("52-week high, VND"),
    foreignRoom: num("Foreign room left, shares"),
    dividend: num("Cash dividend per share, VND"),
    yield: num("Dividend yield, percent"),
    pb: num("Price to book"),
    eps: num("VND per share"),
    beta: num("Beta"),
    fwpe: num("Forward PE"),
    bvps: num("Book value per share, VND"),
  },
  { title: "StockBaseInfo" },
);

export const NewsItemSchema = Type.Object(
  {
    rf: str("Link"),
    tl: str("Title, Vietnamese"),
    tl_en: str("Title, English (an addition to the spec's fields)"),
    tm: str("ISO 8601 time with offset"),
    sc: str("Source"),
  },
  { title: "NewsItem" },
);

export const ServerTimeSchema = Type.Object(
  { srv_time: num("Market-clock time, epoch milliseconds") },
  { title: "ServerTime" },
);

export const DerivativeSymbolMapSchema = Type.Record(Type.String(), Type.String(), {
  title: "DerivativeSymbolMap",
  description: "Generic contract names (VN30F1M) to listed contracts",
});

const IndexSelectionItemSchema = Type.Object(
  { mc: str("Index code"), code: str("Index symbol"), name: str("Name") },
  { title: "IndexSelectionItem" },
);
const IndexMenuItemSchema = Type.Object(
  { code: str("Group code"), name: str("Name") },
  { title: "IndexMenuItem" },
);

export const CkIndexSchema = Type.Union(
  [list(IndexSelectionItemSchema), list(IndexMenuItemSchema), list(Type.String())],
  {
    title: "CkIndexAnswer",
    description: "list_allindex: indices; list_exindex: the group menu; any other group: its symbols",
  },
);

export const MatchHistoryPageSchema = Type.Object(
  {
    nextidx: nullable(num("Cursor of the next, older page; null when none")),
    data: list(
      Type.Object({
        sym: str("Symbol"),
        time: str("HH:mm:ss"),
        lastVol: num("Volume"),
        lastPrice: num("Price"),
        change: num("lastPrice − reference"),
        cl: COLOUR,
        side: oneOf(["B", "S", ""], "Aggressor side; empty for auction matches"),
      }),
      "Newest first",
    ),
  },
  { title: "MatchHistoryPage" },
);

export const SettlementEstimateSchema = Type.Object(
  { calFSP: nullable(num("Estimated final settlement price, hundredths of a point")) },
  { title: "SettlementEstimate" },
);

export const EtfIndicativeItemSchema = Type.Object(
  { sym: str("ETF"), inav: num("iNav, VND"), index: num("iIndex, thousandths of a point") },
  { title: "EtfIndicativeItem" },
);

const BOND_ROW_FIELDS = {
  seq: SEQ,
  sym: str("Bond"),
  issuer: str("Issuer code"),
  periodRemain: num("Days to maturity"),
  PtTotalBidQtty: num("Total bid quantity"),
  PtBestBidQtty: num("Quantity at best bid"),
  PtBestBidPrice: num("Best bid, VND"),
  ptBestOfferPrice: num("Best offer, VND"),
  ptBestOfferQtty: num("Quantity at best offer"),
  PtTotalOfferQtty: num("Total offer quantity"),
  ptMatchPrice: num("Last price"),
  ptMatchQtty: num("Last quantity"),
  ptMaxPrice: num("High price"),
  ptMaxQtty: num("Quantity at high"),
  ptMinPrice: num("Low price"),
  ptMinQtty: num("Quantity at low"),
  PtTotalTradedQtty: num("Traded quantity"),
  PtTotalTradedValue: num("Traded value, VND"),
};

export const BondRowSchema = Type.Object(BOND_ROW_FIELDS, { title: "BondRow" });

export const BondDetailSchema = Type.Object(
  {
    ...BOND_ROW_FIELDS,
    parvalue: num("Par value, VND"),
    issueDate: str("yyyymmdd"),
    maturityDate: str("yyyymmdd"),
    interestRate: num("Coupon, percent per year"),
    interestPeriod: num("Coupon period length"),
    interestPeriodUnit: num("1 day, 2 week, 3 month, 4 year"),
    issuerName: str("Issuer name"),
    bondType: str("Bond type"),
    collateral: str("Collateral"),
    callPutProvision: str("Call/put provision"),
  },
  { title: "BondDetail" },
);

export const PutThroughBoardSchema = Type.Object(
  {
    buy: list(PutThroughEntrySchema, "Live buy adverts (PTB)"),
    sell: list(PutThroughEntrySchema, "Live sell adverts (PTS)"),
    matched: list(PutThroughEntrySchema, "Deals (PTM)"),
    totalVolume: num("Matched units"),
    totalValue: num("Matched value, VND"),
  },
  { title: "PutThroughBoard" },
);

export const DefinedEventSchema = Type.Object(
  { code: str("Event type code"), name_vn: str("Vietnamese name"), name_en: str("English name") },
  { title: "DefinedEvent" },
);

export const DefinedEventsSchema = Type.Object(
  { data: list(DefinedEventSchema) },
  { title: "DefinedEvents" },
);

export const MarketInfoSchema = Type.Object(
  {
    seq: SEQ,
    mc: MARKET_CODE,
    status: SESSION_CODE,
    vol: num("Board-lot matched volume"),
    value: num("Matched value, VND"),
    oi: Type.Optional(num("Derivatives: open interest")),
    time: str("HH:mm:ss"),
  },
  { title: "MarketInfo" },
);

export const SymbolListSchema = list(Type.String(), "Symbols");
