/**
 * Answers and bodies of the history feed (price-board §3, §7 "History feed"; accounts-session §3
 * user settings), keyed by operation in `HistoryFeedAnswers`. Every call carries the session
 * header; failures are only logged by the client.
 *
 * Envelopes: the spec says where the client reads each answer ("data.data", "data.data[0]",
 * "data array", "answers carry data"); we take those paths as the body's own shape, so a list
 * of watchlists is `{ data: { data: Watchlist[] } }` and industry symbols `{ data: string[] }`.
 *
 * Units as the data feed (datafeed.ts): prices integer VND (index values in hundredths of a
 * point), money whole VND, volumes whole shares, except where a field says otherwise (finance
 * tables are in millions of VND, as the popup shows them). Dates are ISO `YYYY-MM-DD`.
 */
import type { PriceBoardSettings } from "../settings/board-settings";
import type { SettingKey, StoredUserSettings } from "../settings/user-settings";
import type { MarketCode } from "../instruments/exchange";
import type { WireColourCode } from "./colour-code";

/**
 * The session header of user-scoped calls (price-board §7 "a session header"; the spec does not
 * name it): the `sid` of the login. A call without a live session answers 401.
 */
export const SESSION_HEADER = "x-session-id";

/** `{ data: T }`: an answer the spec reads as `data`. */
export interface DataEnvelope<T> {
  readonly data: T;
}

/** `{ data: { data: T } }`: an answer the spec reads as `data.data`. */
export type NestedDataEnvelope<T> = DataEnvelope<DataEnvelope<T>>;

// ── Watchlists ───────────────────────────────────────────────────────────────────────────────

/** A watchlist (price-board §3 Watchlist). Local lists use their creation timestamp as Id. */
export interface Watchlist {
  readonly Id: string;
  readonly Name: string;
  /** Symbols in board order. */
  readonly Symbols: readonly string[];
}

/** Body of `POST watchlists` (price-board §7): a new, empty list. */
export interface CreateWatchlistBody {
  readonly userId: string;
  readonly name: string;
  readonly symbols: readonly string[];
}

/** Body of `PUT watchlists/{userId}/{watchlistId}`: the symbols in their new order. */
export interface ReorderWatchlistBody {
  readonly symbols: readonly string[];
}

// ── Company, ratios, finance ─────────────────────────────────────────────────────────────────

/** A company event (price-board §3 "Company event"). */
export interface CompanyEvent {
  readonly EventTitle: string;
  /** ISO date. */
  readonly PublicDate: string;
  readonly EventDescription: string;
  readonly Ticker: string;
}

/**
 * Daily ratios, `ratiodaily/{symbol}` (price-board §3 Ratios): EPS and diluted EPS in VND, PE,
 * diluted PE and PB as plain decimals; null when unknown (shown as 0).
 */
export interface DailyRatios {
  readonly RTD14: number | null;
  readonly RTD15: number | null;
  readonly RTD21: number | null;
  readonly RTD22: number | null;
  readonly RTD25: number | null;
}

/**
 * Trailing ratios, `ratiottm/list/{symbol}?limit=1`: gross and net margin, ROE and ROA as
 * fractions (0.1834 = 18.34%, the display ×100); debt ratios and liquidity ratios as decimals.
 */
export interface TrailingRatios {
  readonly RTQ25: number | null;
  readonly RTQ29: number | null;
  readonly RTQ10: number | null;
  readonly RTQ11: number | null;
  readonly RTQ2: number | null;
  readonly RTQ3: number | null;
  readonly RTQ12: number | null;
  readonly RTQ14: number | null;
}

/** Daily ratios of a symbol without statements (an index, a fund, a warrant): all unknown. */
export const NO_DAILY_RATIOS: DailyRatios = {
  RTD14: null,
  RTD15: null,
  RTD21: null,
  RTD22: null,
  RTD25: null,
};

/** Trailing ratios of a symbol without statements: all unknown. */
export const NO_TRAILING_RATIOS: TrailingRatios = {
  RTQ25: null,
  RTQ29: null,
  RTQ10: null,
  RTQ11: null,
  RTQ2: null,
  RTQ3: null,
  RTQ12: null,
  RTQ14: null,
};

/** A finance table row (price-board §3 "Finance data"): one item over four periods. */
export interface FinanceRow {
  readonly Name: string;
  /** Millions of VND (ratios: decimals); null when not reported. */
  readonly Value1: number | null;
  readonly Value2: number | null;
  readonly Value3: number | null;
  readonly Value4: number | null;
}

/** One period set: three tables and the labels of Value1..Value4 (e.g. "2024", "Q3/2024"). */
export interface FinanceSet {
  readonly businessResults: readonly FinanceRow[];
  readonly balanceSheet: readonly FinanceRow[];
  readonly ratios: readonly FinanceRow[];
  readonly periods: readonly string[];
}

/** Finance data of a symbol (price-board §2 Finance tab): yearly and quarterly sets. */
export interface FinanceData {
  readonly yearly: FinanceSet;
  readonly quarterly: FinanceSet;
}

// ── Settings ─────────────────────────────────────────────────────────────────────────────────

/** SettingKey of the price-board settings item (ours; the spec keys only the two panels). */
export const PRICE_BOARD_SETTING_KEY = "priceBoard";

/**
 * A user-settings item (accounts-session §3 "User settings"): `Settings` is JSON text, of
 * StoredUserSettings for the stock and derivative panels (flags as 'true'/'false') and of
 * PriceBoardSettings for the board.
 */
export interface UserSettingItem {
  readonly SettingKey: SettingKey | typeof PRICE_BOARD_SETTING_KEY;
  readonly Settings: string;
}

/** The parsed `Settings` of each key. */
export interface UserSettingsByKey {
  readonly stock: StoredUserSettings;
  readonly derivative: StoredUserSettings;
  readonly priceBoard: PriceBoardSettings;
}

/** Body of `PUT userSettings/{userId}/Client` (ours): one item, replaced whole. */
export type SaveUserSettingBody = UserSettingItem;

// ── Industry, charts, proprietary ────────────────────────────────────────────────────────────

/** An ICB industry as the history feed answers it (price-board §3 Industry). */
export interface IndustryEntry {
  readonly IcbCode: string;
  readonly IcbName: string;
  readonly IcbNameEn: string;
}

/**
 * `tradingview/historiesnearest?symbols=&props=c,v,t&resolution=1`: per symbol, minute closes
 * (prices in the instrument's unit), volumes, and times in epoch seconds, oldest first — only the
 * arrays `props` names.
 */
export type NearestHistories = Readonly<
  Record<
    string,
    { readonly c?: readonly number[]; readonly v?: readonly number[]; readonly t?: readonly number[] }
  >
>;

/** A day of proprietary trading (price-board §3 "Proprietary data"): shares and VND. */
export interface ProprietaryDay {
  /** ISO date. */
  readonly TradingDate: string;
  readonly TBuyVol: number;
  readonly TBuyVal: number;
  readonly TSellVol: number;
  readonly TSellVal: number;
}

/** A symbol's proprietary trading of the day (ours: the day's fields plus Ticker). */
export interface ProprietarySymbolDay extends ProprietaryDay {
  readonly Ticker: string;
}

// ── Statistics ───────────────────────────────────────────────────────────────────────────────

/** Foreign trading of one market (price-board §3 "foreign summary per market"). */
export interface ForeignSummary {
  readonly fBVol: number;
  readonly fSVol: number;
  readonly fBVal: number;
  readonly fSVal: number;
}

/** Net foreign trading of a floor (price-board §3 Statistics "foreign net"). */
export interface ForeignNetRow {
  /** Floor (index) name, e.g. "VNINDEX". */
  readonly index: string;
  /** Buy − sell volume and value, signed. */
  readonly vol: number;
  readonly val: number;
}

/** A row of the day's top volume (price-board §3 Statistics). */
export interface TopVolumeRow {
  readonly sym: string;
  readonly lot: number;
  readonly lastPrice: number;
  readonly mc: MarketCode;
  readonly color: WireColourCode;
}

/** A row of the day's top foreign volume (price-board §3 Statistics). */
export interface TopForeignRow {
  readonly sym: string;
  readonly fBVol: number;
  readonly fSVolume: number;
  readonly lastPrice: number;
  readonly mc: MarketCode;
}

/** Help text of a conditional order type, per language (order-entry §2, §7). */
export interface OrderTypeHelp {
  readonly title_msg: string;
  readonly detail_msg: string;
}

/** An item of the index list (price-board §7): traded value (VND) and index (hundredths). */
export interface IndexListItem {
  readonly mc: string;
  readonly value: number;
  readonly cIndex: number;
}

/**
 * General facts of a symbol for the popup's General tab (ours; the spec names the operation
 * "stock info by symbol" but not its fields). Money VND, volumes shares.
 */
export interface StockInfo {
  readonly symbol: string;
  readonly name_vn: string;
  readonly name_en: string;
  readonly exchange: string;
  /** ICB level-2 industry, when classified. */
  readonly IcbCode: string | null;
  readonly IcbName: string | null;
  readonly IcbNameEn: string | null;
  /** Shares (or units, warrants) listed. */
  readonly sharesOutstanding: number;
  /** Reference price × shares, VND. */
  readonly marketCap: number;
  /** True for the simulated instruments and all generated content. */
  readonly simulated: boolean;
}

/**
 * Every history-feed answer, keyed by operation. Paths are the spec's; those it does not show
 * are ours and marked so.
 */
export interface HistoryFeedAnswers {
  /** GET watchlists/{userId}. */
  readonly listWatchlists: NestedDataEnvelope<readonly Watchlist[]>;
  /** GET watchlists/{userId}/{id}. */
  readonly getWatchlist: NestedDataEnvelope<Watchlist>;
  /** POST watchlists (CreateWatchlistBody): the new list, whose `data.data.Id` the client reads. */
  readonly createWatchlist: NestedDataEnvelope<Watchlist>;
  /** PATCH watchlists/{userId}/{id}/{name}: the renamed list. */
  readonly renameWatchlist: NestedDataEnvelope<Watchlist>;
  /** DELETE watchlists/{userId}/{id}: the deleted list. */
  readonly deleteWatchlist: NestedDataEnvelope<Watchlist>;
  /** PATCH watchlists/{userId}/{id}/symbols/{symbol}: the list with the symbol added. */
  readonly addWatchlistSymbol: NestedDataEnvelope<Watchlist>;
  /** DELETE watchlists/{userId}/{id}/symbols/{symbol}: the list without it. */
  readonly removeWatchlistSymbol: NestedDataEnvelope<Watchlist>;
  /** PUT watchlists/{userId}/{watchlistId} (ReorderWatchlistBody): the reordered list. */
  readonly reorderWatchlist: NestedDataEnvelope<Watchlist>;
  /** GET company/events/{symbol}. */
  readonly companyEvents: NestedDataEnvelope<readonly CompanyEvent[]>;
  /** GET company/eventsdate/{event types}/{DD-MM-YYYY}. */
  readonly companyEventsByDate: NestedDataEnvelope<readonly CompanyEvent[]>;
  /** GET ratiodaily/{symbol}. */
  readonly dailyRatios: NestedDataEnvelope<DailyRatios>;
  /** GET ratiottm/list/{symbol}?limit=1: the client reads data.data[0]. */
  readonly trailingRatios: NestedDataEnvelope<readonly TrailingRatios[]>;
  /** GET userSettings/{userId}/Client. */
  readonly userSettings: NestedDataEnvelope<readonly UserSettingItem[]>;
  /** PUT userSettings/{userId}/Client (ours): the saved item. */
  readonly saveUserSetting: NestedDataEnvelope<UserSettingItem>;
  /** GET industry/level/2. */
  readonly industries: DataEnvelope<readonly IndustryEntry[]>;
  /** GET industry/symbols/{code}. */
  readonly industrySymbols: DataEnvelope<readonly string[]>;
  /** GET tradingview/historiesnearest?symbols=&props=c,v,t&resolution=1 (no envelope). */
  readonly historiesNearest: NearestHistories;
  /** GET proprietary/aggregate/{group}: the day's totals. */
  readonly proprietaryAggregate: DataEnvelope<ProprietaryDay>;
  /** GET proprietary/snapshot/{group}: the day per symbol. */
  readonly proprietarySnapshot: DataEnvelope<readonly ProprietarySymbolDay[]>;
  /** GET proprietary/hist/{group}/10: the last 10 days, oldest first. */
  readonly proprietaryHistory: DataEnvelope<readonly ProprietaryDay[]>;
  /** GET finance/{symbol} (ours). */
  readonly financeData: DataEnvelope<FinanceData>;
  /** GET statistics/foreign/{mc} (ours), mc 10, 02 or 03. */
  readonly foreignSummary: DataEnvelope<ForeignSummary>;
  /** GET statistics/foreignnet (ours): one row per floor. */
  readonly foreignNet: DataEnvelope<readonly ForeignNetRow[]>;
  /** GET statistics/topvolume/{mc} (ours); the client concatenates the markets. */
  readonly topVolume: DataEnvelope<readonly TopVolumeRow[]>;
  /** GET statistics/topforeign/{mc} (ours); the client concatenates the markets. */
  readonly topForeign: DataEnvelope<readonly TopForeignRow[]>;
  /** GET stockinfo/{symbol} (ours). */
  readonly stockInfo: DataEnvelope<StockInfo>;
  /** GET index/list (ours). */
  readonly indexList: DataEnvelope<readonly IndexListItem[]>;
  /** GET help/order-type/{condition type}/{vi|en} (ours; the spec fetches it "by URL per language"). */
  readonly orderTypeHelp: OrderTypeHelp;
}

export type HistoryFeedOperation = keyof HistoryFeedAnswers;
