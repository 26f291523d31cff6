/**
 * Answers of the data feed (price-board §3 entities, §7 "Data feed (all GET)"): what our server's
 * routes send and what the web app's fetchers read, keyed by path name in `DataFeedAnswers`.
 *
 * Units (docs/architecture.md "Units"; display scaling lives in the format module):
 * - prices are integers in the instrument's price unit: whole VND for stocks, ETFs, warrants,
 *   bonds and bond futures; hundredths of a point for index futures (1,950.5 → 195050); 0 means
 *   "no price" (no trade yet, an ATO/ATC level);
 * - index values are hundredths of a point; money and traded values are whole VND;
 * - volumes are whole shares, units, warrants, bonds or contracts (the board's ×10 is display);
 * - dates are `yyyymmdd` strings where the spec says so, times `HH:mm:ss` exchange time;
 * - percents are display-only decimals (2.2 = 2.20%).
 * Codes with leading zeros (market codes "02") and letters stay strings.
 *
 * `seq` on snapshot rows is our addition: the row's position in its realtime stream (see
 * socket.ts), so a client drops ticks the snapshot already holds and spots a gap after it.
 */
import type { PutThroughMessageType } from "../format/put-through";
import type { BoardVenue, MarketCode, StockExchange } from "../instruments/exchange";
import type { StockTypeCode } from "../instruments/instrument-kind";
import type { Side } from "../orders/order-terms";
import type { SessionCode } from "../sessions/session-codes";
import type { WireColourCode } from "./colour-code";
import type { PackedIndexChange } from "./index-change";
import type { PackedGroup } from "./packed-group";

/** Position of a row or message in its realtime stream (our addition, see socket.ts). */
export interface Sequenced {
  readonly seq: number;
}

/** Stock dictionary entry, `getlistallstock` (price-board §3 "Stock dictionary entry"). */
export interface StockDictionaryEntry {
  readonly stock_code: string;
  readonly name_vn: string;
  readonly name_en: string;
  /** Listing exchange. */
  readonly post_to: StockExchange;
  /** D share, W covered warrant, E ETF, T bond. */
  readonly type: StockTypeCode;
}

/** The six unpacked depth levels of a quote: 1..3 best bids, 4..6 best offers (price-board §3). */
export interface DepthLevels {
  readonly price1: number;
  readonly price2: number;
  readonly price3: number;
  readonly price4: number;
  readonly price5: number;
  readonly price6: number;
  readonly vol1: number;
  readonly vol2: number;
  readonly vol3: number;
  readonly vol4: number;
  readonly vol5: number;
  readonly vol6: number;
}

/** The packed groups g1..g7 'price|volume|color' (price-board §3; see packed-group.ts). */
export interface PackedGroups {
  readonly g1: PackedGroup;
  readonly g2: PackedGroup;
  readonly g3: PackedGroup;
  readonly g4: PackedGroup;
  readonly g5: PackedGroup;
  readonly g6: PackedGroup;
  /** 'overBuy|overSell|'. */
  readonly g7: PackedGroup;
}

/**
 * Fields every stock quote row carries (price-board §3 "Stock quote"). The spec's aliases are
 * split by transport: the REST row uses `lastVolume`, `avePrice`, `highPrice`, `lowPrice`, `lot`;
 * realtime match messages use `lastVol`, `ap`, `hp`, `lp`, `totalVol` (socket.ts).
 */
export interface StockQuoteBase extends DepthLevels, PackedGroups, Sequenced {
  readonly sym: string;
  /** Reference, ceiling, floor. */
  readonly r: number;
  readonly c: number;
  readonly f: number;
  readonly lastPrice: number;
  readonly lastVolume: number;
  /** Absolute change of lastPrice against r, signed. */
  readonly ot: number;
  /** Percent change, signed. */
  readonly changePc: number;
  readonly avePrice: number;
  readonly highPrice: number;
  readonly lowPrice: number;
  /** Total matched volume of the day. */
  readonly lot: number;
  readonly color1: WireColourCode;
  readonly color2: WireColourCode;
  readonly color3: WireColourCode;
  readonly color4: WireColourCode;
  readonly color5: WireColourCode;
  readonly color6: WireColourCode;
  /** Unmatched bid volume (over-bid) and offer volume (over-ask). */
  readonly overBuy: number;
  readonly overSell: number;
  /** Foreign buy and sell volume of the day; foreign room left, shares. */
  readonly fBVol: number;
  readonly fSVolume: number;
  readonly fRoom: number;
  /** Colours of last, average, high and low price. */
  readonly cl: WireColourCode;
  readonly ca: WireColourCode;
  readonly ch: WireColourCode;
  readonly lc: WireColourCode;
  /** Exchange, or the basket menu the row was asked for (VN30, HNX30). */
  readonly post_to: BoardVenue;
  readonly type: StockTypeCode;
  /** Stock type within the exchange (free text of the listing, e.g. "S"). */
  readonly sType: string;
  /** Rights-event flag: "0" or "00" means none. */
  readonly sBenefit: string;
  readonly mc: MarketCode;
  /** Maturity `yyyymmdd`, for instruments that mature. */
  readonly matureDate?: string;
  readonly productId?: string;
}

/** A share or listed bond row. */
export interface ShareQuote extends StockQuoteBase {
  readonly type: "D" | "T";
}

/** An ETF row: iNav and iIndex fill the over-buy/over-sell columns (price-board §2). */
export interface EtfQuote extends StockQuoteBase {
  readonly type: "E";
  /** Indicative NAV per unit, VND; may carry fractions of a VND. */
  readonly iNav: number;
  /**
   * Indicative index in thousandths of a point, so that the spec's "÷ 1000, two decimals"
   * display rule (price-board §5) reads both ETF values the same way.
   */
  readonly iIndex: number;
}

/** Covered-warrant facts (price-board §3 "Covered warrant extras"). */
export interface CoveredWarrantExtras {
  /** Underlying stock symbol. */
  readonly CWUnderlying: string;
  readonly CWIssuerName: string;
  /** "C" call or "P" put. */
  readonly CWType: string;
  /** `yyyymmdd`. */
  readonly CWMaturityDate: string;
  /** `yyyymmdd`. */
  readonly CWLastTradingDate: string;
  /** Exercise price, VND (spec spelling). */
  readonly CWExcersisePrice: number;
  /** 'a:b' warrants per underlying share. */
  readonly CWExerciseRatio: string;
  /** Warrants listed. */
  readonly CWListedShare: number;
}

/**
 * The underlying share on a warrant row (price-board §3 "Covered warrant extras"): its symbol and
 * prices in VND as of the row, so the breakeven difference (dif) can be drawn from the snapshot;
 * live updates come from the underlying's own `stock` messages.
 */
export interface CoveredWarrantUnderlying {
  readonly stockSym: string;
  readonly stockLastPrice: number;
  readonly stockCeil: number;
  readonly stockFloor: number;
  readonly stockReference: number;
}

/** A covered-warrant row: a quote plus its warrant facts and its underlying share. */
export interface WarrantQuote extends StockQuoteBase, CoveredWarrantExtras, CoveredWarrantUnderlying {
  readonly type: "W";
  /** The warrant's own code (equal to `sym`), the spec's name beside `stockSym` on the board. */
  readonly cwSym: string;
}

/** A row of `getliststockdata/{list}`, told apart by `type`. */
export type StockQuote = ShareQuote | EtfQuote | WarrantQuote;

/** An entry of `getlistallstockcw`: the warrant code with its facts (price-board §7). */
export interface CoveredWarrantEntry extends CoveredWarrantExtras {
  readonly stock_code: string;
}

/** Three odd-lot bid (bp/bv) and offer (sp/sv) levels, shared by the REST row and message 9100. */
export interface OddLotLevels {
  readonly bp1: number;
  readonly bp2: number;
  readonly bp3: number;
  readonly bv1: number;
  readonly bv2: number;
  readonly bv3: number;
  readonly sp1: number;
  readonly sp2: number;
  readonly sp3: number;
  readonly sv1: number;
  readonly sv2: number;
  readonly sv3: number;
}

/**
 * The match figures of the odd-lot book's own trades (1–99 shares each), under the stock fields'
 * names: on an odd-lot row they stand for the odd-lot board's match, not the board lot's (D72).
 * Zero before the day's first odd-lot trade.
 */
export type OddLotMatchFields = Pick<
  StockQuoteBase,
  | "lastPrice"
  | "lastVolume"
  | "ot"
  | "changePc"
  | "lot"
  | "avePrice"
  | "highPrice"
  | "lowPrice"
  | "cl"
  | "ca"
  | "ch"
  | "lc"
>;

/**
 * An odd-lot row (price-board §3 "Odd-lot row"): three odd-lot bids and offers, and the stock
 * fields with the odd-lot board's own match (OddLotMatchFields).
 */
export interface OddLotRow extends StockQuoteBase, OddLotLevels {}

/**
 * A derivative row, `pslistdataall` and `getpsalldatalsnapshot/{x}` (price-board §3 "Derivative
 * row"). Prices in the contract's unit: hundredths of a point for index futures, VND for bond
 * futures. Volumes in contracts.
 */
export interface DerivativeRow extends DepthLevels, PackedGroups, Sequenced {
  readonly sym: string;
  readonly r: number;
  readonly c: number;
  readonly f: number;
  readonly lastPrice: number;
  /** Last matched volume. */
  readonly lv: number;
  /** lastPrice − r, signed. */
  readonly change: number;
  readonly lot: number;
  readonly avePrice: number;
  readonly highPrice: number;
  readonly lowPrice: number;
  /** Open interest, contracts. */
  readonly oi: number;
  readonly fBVol: number;
  readonly fSVolume: number;
  readonly overBuy: number;
  readonly overSell: number;
  /** Product (VN30 futures, VN100 futures, bond futures); its ids are configuration. */
  readonly productId: string;
  /** `yyyymmdd`. */
  readonly matureDate: string;
}

/** One level of the ten-level book (price-board §2 derivative detail). Price 0 = ATO/ATC. */
export interface BookLevel {
  readonly price: number;
  readonly vol: number;
}

/** `getps10pricesnapshot/{symbol},{side}`: one side, best level first, at most 10 levels. */
export interface TenLevelBookAnswer {
  readonly ndata: readonly BookLevel[];
}

/**
 * A put-through message, `getlistpt` and the `spt` channel (price-board §3 "Put-through
 * message"): PTM matched deal, PTB buy advertisement, PTS sell advertisement. Named "entry" so
 * it does not clash with the format module's header-total view of the same message.
 */
export interface PutThroughEntry extends Sequenced {
  readonly type: PutThroughMessageType;
  readonly sym: string;
  readonly color: WireColourCode;
  /** VND. */
  readonly price: number;
  readonly volume: number;
  /** price × volume, VND. */
  readonly value: number;
  /** `HH:mm:ss`. */
  readonly time: string;
  /** Member firm number, left-padded to 3 digits ("007"). */
  readonly firmNo: string;
  /** Exchange of the deal; the put-through menus filter on it. */
  readonly marketID: StockExchange;
}

/**
 * An index entry, `getlistindexdetail/{codes}` and the `index` channel (price-board §3 Index).
 * `mc` is an index code ("10", "02", "11", "03", "27", "12", or a code of the selection list).
 */
export interface IndexEntry extends Sequenced {
  readonly mc: string;
  /** Current index, hundredths of a point. */
  readonly cIndex: number;
  /** Previous close (the change's basis), hundredths of a point. */
  readonly oIndex: number;
  /** Traded volume, shares. */
  readonly vol: number;
  /** Traded value, VND. */
  readonly value: number;
  /** Market session code of the index's market. */
  readonly status: SessionCode;
  /** Packed 'change|percent|value|up|down|equal' (index-change.ts). */
  readonly ot: PackedIndexChange;
  /** Time of the value, `HH:mm:ss`. */
  readonly time: string;
  /** Free market note shown under the tile, if any. */
  readonly mktInfo?: string;
}

/** An item of `aggregate/pt/snapshot/markets/{marketCodes}`: a market's put-through totals. */
export interface MarketPutThroughTotal {
  readonly mc: MarketCode;
  /** VND. */
  readonly value: number;
  readonly volume: number;
}

/**
 * Kinds of `gettopstock/{kind},{count},{market}` (price-board §7 lists 5, 9 and 8 without
 * naming them; ours: 5 most traded by volume, 9 top gainers, 8 top losers).
 */
export const TOP_STOCK_KINDS = { TOP_VOLUME: "5", TOP_GAINERS: "9", TOP_LOSERS: "8" } as const;
export type TopStockKind = (typeof TOP_STOCK_KINDS)[keyof typeof TOP_STOCK_KINDS];

/** An item of `gettopstock`. */
export interface TopStockItem {
  readonly sym: string;
  readonly lastPrice: number;
  /** Absolute change, signed. */
  readonly ot: number;
  readonly changePc: number;
  /** Total matched volume. */
  readonly lot: number;
  readonly color: WireColourCode;
  readonly mc: MarketCode;
}

/**
 * Basic data, `getliststockbaseinfo/{symbol}` (price-board §3 Ratios "Basic data"). Money in VND,
 * volumes in shares; ratios as plain decimals (display only).
 */
export interface StockBaseInfo {
  readonly sym: string;
  /** Market capitalisation, VND. */
  readonly capitalLevel: number;
  /** Unmatched bid and offer volume. */
  readonly dumua: number;
  readonly duban: number;
  /** 52-week low and high, VND. */
  readonly yearlow: number;
  readonly yearhigh: number;
  /** Foreign room left, shares. */
  readonly foreignRoom: number;
  /** Cash dividend per share, VND. */
  readonly dividend: number;
  /** Dividend yield, percent. */
  readonly yield: number;
  readonly pb: number;
  /** VND per share. */
  readonly eps: number;
  readonly beta: number;
  readonly fwpe: number;
  /** Book value per share, VND. */
  readonly bvps: number;
}

/** A news item, `getTopNews/{count}` and the `snews` channel (price-board §3 News). */
export interface NewsItem {
  /** Link. */
  readonly rf: string;
  /** Title, Vietnamese. */
  readonly tl: string;
  /**
   * Title, English: our addition to the spec's four fields, so the ticker follows the reader's
   * language (spec-coverage "getTopNews"). Clients that know only the spec read `tl`; an empty
   * one means the feed has no English title and `tl` stands in.
   */
  readonly tl_en: string;
  /** Publication time, ISO 8601 with offset ("2025-03-10T09:15:00+07:00"). */
  readonly tm: string;
  /** Source. */
  readonly sc: string;
}

/** `gettimedifference` (price-board §7): server time, epoch milliseconds. */
export interface ServerTimeAnswer {
  readonly srv_time: number;
}

/**
 * `pslistmap` (price-board §7 "derivative symbol map"): generic contract names to the listed
 * contract, e.g. { VN30F1M: "VN30F2503", VN30F2M: "VN30F2504" }.
 */
export type DerivativeSymbolMap = Readonly<Record<string, string>>;

/** An index of the selection modal, `getlistckindex/list_allindex` (accounts-session §3). */
export interface IndexSelectionItem {
  /** Index code ("10", "27", …). */
  readonly mc: string;
  /** Index symbol ("VNINDEX"). */
  readonly code: string;
  readonly name: string;
}

/**
 * A row of the index-selection modal (accounts-session §3 "Index entry (selection)"): an index of
 * the list with the user's choice, which is kept in the browser (LISTINDEXSELECTED), not served.
 */
export interface IndexSelectionEntry extends IndexSelectionItem {
  readonly selected: boolean;
}

/** An index-group menu item, `getlistckindex/list_exindex` (price-board §3 "Menu item"). */
export interface IndexMenuItem {
  /** Group code; also the `getlistckindex/{group}` argument that lists its symbols. */
  readonly code: string;
  readonly name: string;
}

/** Groups of `getlistckindex` that answer a list of indices instead of symbols. */
export const INDEX_LIST_GROUPS = { ALL: "list_allindex", MENU: "list_exindex" } as const;

/**
 * `getlistckindex/{group}`: the index list for `list_allindex`, the menu for `list_exindex`,
 * and the member symbols for any other group (VN30, HNX30, hnx_t, hsx_e, a menu code).
 */
export type CkIndexAnswer<Group extends string = string> = string extends Group
  ? readonly IndexSelectionItem[] | readonly IndexMenuItem[] | readonly string[]
  : Group extends typeof INDEX_LIST_GROUPS.ALL
    ? readonly IndexSelectionItem[]
    : Group extends typeof INDEX_LIST_GROUPS.MENU
      ? readonly IndexMenuItem[]
      : readonly string[];

/** Aggressor side of a match; "" for call-auction matches, which have none. */
export type MatchSide = Side | "";

/** A match of the match history (price-board §3 "Match history item"). */
export interface MatchHistoryItem {
  readonly sym: string;
  /** `HH:mm:ss`. */
  readonly time: string;
  readonly lastVol: number;
  readonly lastPrice: number;
  /** lastPrice − reference, signed. */
  readonly change: number;
  readonly cl: WireColourCode;
  readonly side: MatchSide;
}

/**
 * `getliststocktrade_ps|_cs/{symbol}?numpage=&nextidx=` (price-board §4, §7): a page of at most
 * `numpage` (100) matches, newest first. Pass `nextidx` back for the next, older page; it is
 * null when there is none. The first request omits it.
 */
export interface MatchHistoryPage {
  readonly nextidx: number | null;
  readonly data: readonly MatchHistoryItem[];
}

/** `getfsbdata`, `getfsbdata_vn100`: estimated final settlement price, hundredths of a point. */
export interface SettlementEstimateAnswer {
  /** null when there is no estimate yet (the board shows an empty cell). */
  readonly calFSP: number | null;
}

/** An item of `getlistetfdata/{symbols}` (price-board §7). Units as EtfQuote. */
export interface EtfIndicativeItem {
  readonly sym: string;
  readonly inav: number;
  readonly index: number;
}

/** Unit of a bond's coupon period (price-board §3, accounts-session §9). */
export const BOND_INTEREST_PERIOD_UNITS = { DAY: 1, WEEK: 2, MONTH: 3, YEAR: 4 } as const;
export type BondInterestPeriodUnit =
  (typeof BOND_INTEREST_PERIOD_UNITS)[keyof typeof BOND_INTEREST_PERIOD_UNITS];

/** Best bid and offer of a bond (price-board §3 "Bond row"; spec capitalisation kept). */
export interface BondQuoteFields {
  readonly PtTotalBidQtty: number;
  readonly PtBestBidQtty: number;
  readonly PtBestBidPrice: number;
  readonly ptBestOfferPrice: number;
  readonly ptBestOfferQtty: number;
  readonly PtTotalOfferQtty: number;
}

/** Executed transactions of a bond (price-board §3 "Bond row"). */
export interface BondTradeFields {
  readonly ptMatchPrice: number;
  readonly ptMatchQtty: number;
  readonly ptMaxPrice: number;
  readonly ptMaxQtty: number;
  readonly ptMinPrice: number;
  readonly ptMinQtty: number;
  readonly PtTotalTradedQtty: number;
  /** VND. */
  readonly PtTotalTradedValue: number;
}

/** A bond row, `getlistall_bond` (price-board §3). Prices VND, quantities in bonds. */
export interface BondRow extends BondQuoteFields, BondTradeFields, Sequenced {
  readonly sym: string;
  /** Issuer code. */
  readonly issuer: string;
  /** Days to maturity. */
  readonly periodRemain: number;
}

/**
 * Bond detail, `getliststockdata_bond/{symbol}` (price-board §2 "Bond detail modal", §3): the
 * answer is a list and the first element is read. Fields the modal shows but the spec does not
 * name are ours: issuerName, bondType, collateral, callPutProvision.
 */
export interface BondDetail extends BondRow {
  /** Par value, VND. */
  readonly parvalue: number;
  /** `yyyymmdd`. */
  readonly issueDate: string;
  /** `yyyymmdd`. */
  readonly maturityDate: string;
  /** Coupon rate, percent per year (display only). */
  readonly interestRate: number;
  /** Coupon period length, in `interestPeriodUnit`s. */
  readonly interestPeriod: number;
  readonly interestPeriodUnit: BondInterestPeriodUnit;
  readonly issuerName: string;
  readonly bondType: string;
  readonly collateral: string;
  readonly callPutProvision: string;
}

// ── Paths the spec marks "not shown": ours (docs/server.md) ─────────────────────────────────

/**
 * `getlistptdata/{ALL|HOSE|HNX|UPCOM}` (ours; the spec's "put-through data call"): the
 * put-through board of a floor in one answer — live adverts of each side, the day's deals, and
 * the matched totals of the header (VND and units).
 */
export interface PutThroughBoardAnswer {
  readonly buy: readonly PutThroughEntry[];
  readonly sell: readonly PutThroughEntry[];
  readonly matched: readonly PutThroughEntry[];
  readonly totalVolume: number;
  readonly totalValue: number;
}

/** An item of `getlistdefinedevents` (ours): a company-event type `company/eventsdate` takes. */
export interface DefinedEvent {
  readonly code: string;
  readonly name_vn: string;
  readonly name_en: string;
}

/** `getmarketinfo/{mc}` (ours; "market info", mc 04 for derivatives): a market's day so far. */
export interface MarketInfo extends Sequenced {
  readonly mc: MarketCode;
  /** Market session code. */
  readonly status: SessionCode;
  /** Board-lot matched volume and value (VND) of the market's instruments today. */
  readonly vol: number;
  readonly value: number;
  /** Derivatives only: open interest over all contracts. */
  readonly oi?: number;
  /** `HH:mm:ss` exchange time of the answer. */
  readonly time: string;
}

/**
 * The answer of every data-feed path of price-board §7, keyed by the path's first segment(s);
 * arguments follow as further segments or a query, as the spec shows them.
 */
export interface DataFeedAnswers {
  readonly getlistallstock: readonly StockDictionaryEntry[];
  /** `/{comma list of symbols}`. */
  readonly getliststockdata: readonly StockQuote[];
  readonly pslistdataall: readonly DerivativeRow[];
  /** `/{comma list of contracts}`. */
  readonly getpsalldatalsnapshot: readonly DerivativeRow[];
  /** `/{symbol},{B|S}`. */
  readonly getps10pricesnapshot: TenLevelBookAnswer;
  readonly getlistpt: readonly PutThroughEntry[];
  /** `/{comma list of index codes}`. */
  readonly getlistindexdetail: readonly IndexEntry[];
  /** `/{kind},{count},{market code}`. */
  readonly gettopstock: readonly TopStockItem[];
  /** `/{symbol}`. */
  readonly getliststockbaseinfo: readonly StockBaseInfo[];
  /** `/{count}`. */
  readonly getTopNews: readonly NewsItem[];
  readonly gettimedifference: ServerTimeAnswer;
  readonly pslistmap: DerivativeSymbolMap;
  /** `/{group}`. */
  readonly getlistckindex: CkIndexAnswer;
  /** `/{symbol}?numpage=&nextidx=`, derivatives. */
  readonly getliststocktrade_ps: MatchHistoryPage;
  /** `/{symbol}?numpage=&nextidx=`, cash market. */
  readonly getliststocktrade_cs: MatchHistoryPage;
  readonly getfsbdata: SettlementEstimateAnswer;
  readonly getfsbdata_vn100: SettlementEstimateAnswer;
  /** `/{comma list of ETF symbols}`. */
  readonly getlistetfdata: readonly EtfIndicativeItem[];
  readonly listvn30: readonly string[];
  /** `/{comma list of market codes}`, default 02,03,10. */
  readonly "aggregate/pt/snapshot/markets": readonly MarketPutThroughTotal[];
  /** `/{comma list of symbols}`, HOSE odd lots. */
  readonly getliststockdataoddlot_hsx: readonly OddLotRow[];
  /** `/{comma list of symbols}`, HNX odd lots. */
  readonly getliststockdataoddlot: readonly OddLotRow[];
  readonly getlistallstockcw: readonly CoveredWarrantEntry[];
  readonly getlistall_bond: readonly BondRow[];
  /** `/{symbol}`. */
  readonly getliststockdata_bond: readonly BondDetail[];
  /** Ours: `/{ALL|HOSE|HNX|UPCOM}`. */
  readonly getlistptdata: PutThroughBoardAnswer;
  /** Ours: `/{HOSE|HNX}`, the odd-lot board's symbols. */
  readonly getlistoddlotsymbols: readonly string[];
  /** Ours: `{ data }`. */
  readonly getlistdefinedevents: { readonly data: readonly DefinedEvent[] };
  /** Ours: `/{index code}`, the index's member symbols. */
  readonly getlistindexsymbols: readonly string[];
  /** Ours: `/{INDEX|TPCP}`, the listed contracts of the board. */
  readonly getlistderivativesymbols: readonly string[];
  /** Ours: `/{mc}`. */
  readonly getmarketinfo: MarketInfo;
}

export type DataFeedPath = keyof DataFeedAnswers;

/** Every data-feed path name, for route registration and exhaustiveness tests. */
export const DATA_FEED_PATHS = [
  "getlistallstock",
  "getliststockdata",
  "pslistdataall",
  "getpsalldatalsnapshot",
  "getps10pricesnapshot",
  "getlistpt",
  "getlistindexdetail",
  "gettopstock",
  "getliststockbaseinfo",
  "getTopNews",
  "gettimedifference",
  "pslistmap",
  "getlistckindex",
  "getliststocktrade_ps",
  "getliststocktrade_cs",
  "getfsbdata",
  "getfsbdata_vn100",
  "getlistetfdata",
  "listvn30",
  "aggregate/pt/snapshot/markets",
  "getliststockdataoddlot_hsx",
  "getliststockdataoddlot",
  "getlistallstockcw",
  "getlistall_bond",
  "getliststockdata_bond",
  "getlistptdata",
  "getlistoddlotsymbols",
  "getlistdefinedevents",
  "getlistindexsymbols",
  "getlistderivativesymbols",
  "getmarketinfo",
] as const satisfies readonly DataFeedPath[];

/** Page size of the match history (price-board §9). */
export const MATCH_HISTORY_PAGE_SIZE = 100;
