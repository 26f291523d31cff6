/**
 * The history feed's answers and bodies (packages/market wire/history.ts) as JSON Schema, with
 * the envelopes the spec reads: `data` or `data.data`.
 */
import { MAX_SYMBOL_LENGTH, WATCHLIST_NAME_MAX_LENGTH } from "@bangia/market";
import { Type, type TSchema } from "typebox";
import { list, num, nullable, oneOf, str } from "../../http/schema-kit";

const MARKET_CODE = oneOf(["10", "02", "03", "11", "12", "27", "04"], "Market code");
const COLOUR = str("Colour code");

/** `{ data: T }`. */
export const dataEnvelope = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** `{ data: { data: T } }`. */
export const nestedDataEnvelope = <T extends TSchema>(schema: T) => dataEnvelope(dataEnvelope(schema));

/** Most symbols a watchlist holds. */
export const MAX_WATCHLIST_SYMBOLS = 1_000;

/** A user id in a path or body: the account's login id. */
export const UserIdParam = Type.String({ pattern: "^[A-Za-z0-9._@-]{1,64}$", description: "User id" });

/** A watchlist id in a path. */
export const WatchlistIdParam = Type.String({
  pattern: "^[A-Za-z0-9_-]{1,64}$",
  description: "Watchlist id",
});

const SymbolItem = Type.String({ pattern: `^[A-Za-z0-9._-]{1,${MAX_SYMBOL_LENGTH}}$` });

/** The symbols of a watchlist body. */
export const WatchlistSymbolsBody = Type.Immutable(
  Type.Array(SymbolItem, { maxItems: MAX_WATCHLIST_SYMBOLS, description: "Symbols in board order" }),
);

export const WatchlistSchema = Type.Object(
  { Id: str("Id"), Name: str("Name"), Symbols: list(Type.String(), "Symbols in board order") },
  { title: "Watchlist" },
);

export const CreateWatchlistBodySchema = Type.Object(
  {
    userId: UserIdParam,
    name: Type.String({ maxLength: WATCHLIST_NAME_MAX_LENGTH * 4, description: "Trimmed; not blank" }),
    symbols: Type.Optional(WatchlistSymbolsBody),
  },
  { title: "CreateWatchlistBody", additionalProperties: false },
);

export const ReorderWatchlistBodySchema = Type.Object(
  { symbols: WatchlistSymbolsBody },
  { title: "ReorderWatchlistBody", additionalProperties: false },
);

export const CompanyEventSchema = Type.Object(
  {
    EventTitle: str("Title"),
    PublicDate: str("ISO date"),
    EventDescription: str("Description"),
    Ticker: str("Symbol"),
  },
  { title: "CompanyEvent" },
);

const ratio = (description: string) => nullable(num(description));

export const DailyRatiosSchema = Type.Object(
  {
    RTD14: ratio("EPS, VND"),
    RTD15: ratio("Diluted EPS, VND"),
    RTD21: ratio("PE"),
    RTD22: ratio("Diluted PE"),
    RTD25: ratio("PB"),
  },
  { title: "DailyRatios" },
);

export const TrailingRatiosSchema = Type.Object(
  {
    RTQ25: ratio("Gross margin, fraction"),
    RTQ29: ratio("Net margin, fraction"),
    RTQ10: ratio("Debt to equity"),
    RTQ11: ratio("Debt to assets"),
    RTQ2: ratio("Quick ratio"),
    RTQ3: ratio("Current ratio"),
    RTQ12: ratio("ROE, fraction"),
    RTQ14: ratio("ROA, fraction"),
  },
  { title: "TrailingRatios" },
);

const FinanceRowSchema = Type.Object(
  {
    Name: str("Item"),
    Value1: ratio("Millions of VND (ratios: decimals)"),
    Value2: ratio("Millions of VND (ratios: decimals)"),
    Value3: ratio("Millions of VND (ratios: decimals)"),
    Value4: ratio("Millions of VND (ratios: decimals)"),
  },
  { title: "FinanceRow" },
);

const FinanceSetSchema = Type.Object(
  {
    businessResults: list(FinanceRowSchema),
    balanceSheet: list(FinanceRowSchema),
    ratios: list(FinanceRowSchema),
    periods: list(Type.String(), "Labels of Value1..Value4"),
  },
  { title: "FinanceSet" },
);

export const FinanceDataSchema = Type.Object(
  { yearly: FinanceSetSchema, quarterly: FinanceSetSchema },
  { title: "FinanceData" },
);

export const SETTING_ITEM_KEYS = ["stock", "derivative", "priceBoard"] as const;

/** Longest `Settings` JSON text kept. */
export const MAX_SETTINGS_LENGTH = 16 * 1024;

export const UserSettingItemSchema = Type.Object(
  {
    SettingKey: oneOf(SETTING_ITEM_KEYS, "stock and derivative: order panels; priceBoard: the board"),
    Settings: Type.String({ maxLength: MAX_SETTINGS_LENGTH, description: "JSON text of the settings" }),
  },
  { title: "UserSettingItem", additionalProperties: false },
);

export const IndustryEntrySchema = Type.Object(
  { IcbCode: str("ICB code"), IcbName: str("Vietnamese name"), IcbNameEn: str("English name") },
  { title: "IndustryEntry" },
);

export const NearestHistoriesSchema = Type.Record(
  Type.String(),
  Type.Object({
    c: Type.Optional(list(Type.Number(), "Minute closes")),
    v: Type.Optional(list(Type.Number(), "Minute volumes")),
    t: Type.Optional(list(Type.Number(), "Minute times, epoch seconds")),
  }),
  {
    title: "NearestHistories",
    description: "Per symbol, today's one-minute closes, volumes and times: the arrays props names",
  },
);

const PROPRIETARY_DAY_FIELDS = {
  TradingDate: str("ISO date"),
  TBuyVol: num("Bought, shares"),
  TBuyVal: num("Bought, VND"),
  TSellVol: num("Sold, shares"),
  TSellVal: num("Sold, VND"),
};

export const ProprietaryDaySchema = Type.Object(PROPRIETARY_DAY_FIELDS, { title: "ProprietaryDay" });

export const ProprietarySymbolDaySchema = Type.Object(
  { ...PROPRIETARY_DAY_FIELDS, Ticker: str("Symbol") },
  { title: "ProprietarySymbolDay" },
);

export const ForeignSummarySchema = Type.Object(
  {
    fBVol: num("Foreign bought volume"),
    fSVol: num("Foreign sold volume"),
    fBVal: num("Foreign bought value, VND"),
    fSVal: num("Foreign sold value, VND"),
  },
  { title: "ForeignSummary" },
);

export const ForeignNetRowSchema = Type.Object(
  { index: str("Floor"), vol: num("Buy − sell volume"), val: num("Buy − sell value, VND") },
  { title: "ForeignNetRow" },
);

export const TopVolumeRowSchema = Type.Object(
  { sym: str("Symbol"), lot: num("Volume"), lastPrice: num("Last price"), mc: MARKET_CODE, color: COLOUR },
  { title: "TopVolumeRow" },
);

export const TopForeignRowSchema = Type.Object(
  {
    sym: str("Symbol"),
    fBVol: num("Foreign bought volume"),
    fSVolume: num("Foreign sold volume"),
    lastPrice: num("Last price"),
    mc: MARKET_CODE,
  },
  { title: "TopForeignRow" },
);

export const StockInfoSchema = Type.Object(
  {
    symbol: str("Symbol"),
    name_vn: str("Vietnamese name"),
    name_en: str("English name"),
    exchange: str("Exchange"),
    IcbCode: nullable(str("ICB level-2 code")),
    IcbName: nullable(str("Industry, Vietnamese")),
    IcbNameEn: nullable(str("Industry, English")),
    sharesOutstanding: num("Shares (units, warrants) listed"),
    marketCap: num("Reference × shares, VND"),
    simulated: Type.Boolean({ description: "True for simulated instruments and generated content" }),
  },
  { title: "StockInfo" },
);

export const IndexListItemSchema = Type.Object(
  { mc: str("Index code"), value: num("Traded value, VND"), cIndex: num("Index, hundredths of a point") },
  { title: "IndexListItem" },
);
