/**
 * The realtime socket (price-board §4 Realtime, §7 "Realtime socket"; order-entry §7 Sockets;
 * accounts-session §4 Socket, §4 "Realtime notices"): channel names, message ids, one message
 * type per channel, and the Socket.IO event maps. Socket.IO's generics take the maps as they are
 * (`Server<ClientToServerEvents, ServerToClientEvents>`); this module imports nothing of it.
 *
 * Sequence numbers (`seq`, our addition for gap detection; design "Realtime path"): every
 * message carries the next number of its stream, starting at 1 and rising by exactly 1.
 * - Symbol streams: all messages about one symbol, on whichever channel (board, stock, boardps,
 *   stockps, soddlot, board_bond, stock_bond, etfinav, etfiindex), share one counter. The REST
 *   rows of that symbol carry the counter's value at snapshot time.
 * - Index streams: one counter per index code (`mc`) on `index`, and per market on
 *   `aggregatemarket`.
 * - Channel streams: `spt`, `snews`, `refreshinfo` and `tradingsesder` each have one counter.
 * - The private `ordernotice` stream counts per connection, from its registration.
 * A client drops a message whose seq is not above the last it applied; any other jump than +1
 * (including a restart that begins again at 1) is a gap: reload the snapshot, then resume.
 */
import type { MarketCode } from "../instruments/exchange";
import type { Side } from "../orders/order-terms";
import type { SessionCode } from "../sessions/session-codes";
import type { WireColourCode } from "./colour-code";
import type { DerivativeOrderStatus, NormalOrderStatusCode } from "./core-books";
import type { OrderPrice } from "./core-orders";
import type {
  BondQuoteFields,
  BondTradeFields,
  BookLevel,
  IndexEntry,
  MatchSide,
  NewsItem,
  OddLotLevels,
  OddLotMatchFields,
  PackedGroups,
  PutThroughEntry,
  Sequenced,
} from "./datafeed";
import type { RegsAnswer, RegsPayload } from "./regs";

/**
 * The private channel of order notices for a logged-in user (accounts-session §7 "private order
 * events"; the spec does not name it). The client registers for it with `regsorder` 3 seconds
 * after connecting; only that connection receives the notices of its accounts.
 */
export const ORDER_NOTICE_CHANNEL = "ordernotice";
/** (ours) The account's other notices: conditional orders fired, refused, expired; risk levels. */
export const ACCOUNT_NOTICE_CHANNEL = "accountnotice";

/** Channels the server emits on (price-board §7, order-entry §7, plus the private one). */
export const SOCKET_CHANNELS = [
  "index",
  "boardps",
  "stockps",
  "aggregatemarket",
  "spt",
  "soddlot",
  "board",
  "stock",
  "stock_bond",
  "board_bond",
  "etfiindex",
  "etfinav",
  "snews",
  "refreshinfo",
  "tradingsesder",
  ORDER_NOTICE_CHANNEL,
  ACCOUNT_NOTICE_CHANNEL,
] as const;
export type SocketChannel = (typeof SOCKET_CHANNELS)[number];

/** Events the client emits: the public subscription and the private registration. */
export const CLIENT_EVENTS = { REGS: "regs", REGS_ORDER: "regsorder" } as const;

/** Realtime message ids (price-board §4). */
export const MESSAGE_IDS = {
  /** Three best bids and offers. */
  DEPTH: 3210,
  /** Ten-level book of one side (derivative detail). */
  TEN_LEVEL_BOOK: 3211,
  MATCH: 3220,
  FOREIGN: 3250,
  OVER_BUY_SELL: 3310,
  INAV: 4101,
  IINDEX: 4102,
  /** Bond best bid and offer. */
  BOND_QUOTE: 5310,
  /** Bond executed transactions. */
  BOND_MATCH: 5220,
  ODD_LOT: 9100,
} as const;
export type MessageId = (typeof MESSAGE_IDS)[keyof typeof MESSAGE_IDS];

// ── Stocks (board, stock) ────────────────────────────────────────────────────────────────────

/** 3210 on `board` and `boardps`: the packed best three bids (g1..g3) and offers (g4..g6). */
export interface DepthMessage extends Omit<PackedGroups, "g7">, Sequenced {
  readonly id: typeof MESSAGE_IDS.DEPTH;
  readonly sym: string;
}

/** 3310 on `board` and `boardps`: unmatched bid and offer volume (the row's g7 follows). */
export interface OverBuySellMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.OVER_BUY_SELL;
  readonly sym: string;
  readonly overBuy: number;
  readonly overSell: number;
}

/**
 * 3220 on `stock`: a match (price-board §3 short field names). Prices in the instrument's unit,
 * volumes in shares.
 */
export interface StockMatchMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.MATCH;
  readonly sym: string;
  readonly lastPrice: number;
  readonly lastVol: number;
  /** lastPrice − reference, signed; percent change, signed. */
  readonly change: number;
  readonly changePc: number;
  /** Total matched volume of the day. */
  readonly totalVol: number;
  /** High, low, average price and their colours; cl colours the last price. */
  readonly hp: number;
  readonly lp: number;
  readonly ap: number;
  readonly cl: WireColourCode;
  readonly ch: WireColourCode;
  readonly lc: WireColourCode;
  readonly ca: WireColourCode;
  /** `HH:mm:ss`. */
  readonly time: string;
  readonly side: MatchSide;
}

/** 3250 on `stock`: foreign trading of the day. */
export interface ForeignMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.FOREIGN;
  readonly sym: string;
  readonly fBVol: number;
  readonly fSVolume: number;
  /** Room left, shares; absent for derivatives, which have none. */
  readonly fRoom?: number;
}

export type BoardMessage = DepthMessage | OverBuySellMessage;
export type StockMessage = StockMatchMessage | ForeignMessage;

// ── Derivatives (boardps, stockps) ───────────────────────────────────────────────────────────

/** 3211 on `boardps`: one side of the ten-level book, best first. */
export interface TenLevelBookMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.TEN_LEVEL_BOOK;
  readonly sym: string;
  readonly side: Side;
  readonly ndata: readonly BookLevel[];
}

/** 3220 on `stockps`: a derivative match; adds open interest. Prices in the contract's unit. */
export interface DerivativeMatchMessage extends Omit<StockMatchMessage, "ch" | "lc" | "ca"> {
  /** Open interest, contracts. */
  readonly oi: number;
}

export type BoardPsMessage = DepthMessage | TenLevelBookMessage | OverBuySellMessage;
export type StockPsMessage = DerivativeMatchMessage | ForeignMessage;

// ── Odd lots, bonds, ETFs ────────────────────────────────────────────────────────────────────

/**
 * 9100 on `soddlot`: the three odd-lot bid and offer levels (price-board §3 "Odd-lot row") and
 * the odd-lot book's own match (never the board lot's).
 */
export interface OddLotMessage extends OddLotLevels, OddLotMatchFields, Sequenced {
  readonly id: typeof MESSAGE_IDS.ODD_LOT;
  readonly sym: string;
}

/** 5310 on `board_bond`: a bond's best bid and offer. */
export interface BondQuoteMessage extends BondQuoteFields, Sequenced {
  readonly id: typeof MESSAGE_IDS.BOND_QUOTE;
  readonly sym: string;
}

/** 5220 on `stock_bond`: a bond's executed transactions. */
export interface BondMatchMessage extends BondTradeFields, Sequenced {
  readonly id: typeof MESSAGE_IDS.BOND_MATCH;
  readonly sym: string;
}

/** 4101 on `etfinav`: indicative NAV, VND (fractions allowed). */
export interface EtfInavMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.INAV;
  readonly sym: string;
  readonly iNav: number;
}

/** 4102 on `etfiindex`: indicative index, thousandths of a point (as EtfQuote.iIndex). */
export interface EtfIindexMessage extends Sequenced {
  readonly id: typeof MESSAGE_IDS.IINDEX;
  readonly sym: string;
  readonly iIndex: number;
}

// ── Market-wide ──────────────────────────────────────────────────────────────────────────────

/** `index`: an index entry as getlistindexdetail gives it; seq counts per index code. */
export type IndexMessage = IndexEntry;

/** `aggregatemarket`: a market's put-through totals of the day (price-board §7). */
export interface AggregateMarketMessage extends Sequenced {
  readonly mc: MarketCode;
  /** VND. */
  readonly ptValue: number;
  readonly ptVol: number;
}

/** `spt`: a put-through deal or advertisement. */
export type PutThroughSocketMessage = PutThroughEntry;

/** `snews`: a news item for the header ticker. */
export interface NewsMessage extends NewsItem, Sequenced {}

/**
 * `refreshinfo` (price-board §4 "info restart signal"; accounts-session §4 "day-start refresh
 * event"). The reason is ours: "day-start" clears cached lists and reloads the page; "restart"
 * reloads board data and renews the subscription.
 */
export interface RefreshInfoMessage extends Sequenced {
  readonly reason: "day-start" | "restart";
}

/**
 * `tradingsesder`: a market's session changed (order-entry §7): the derivatives board as
 * `boardID: "INDEX"` with `state`, or a cash market by `marketCode` and `marketStatus`.
 */
export type TradingSessionMessage =
  | (Sequenced & { readonly boardID: "INDEX"; readonly state: SessionCode; readonly marketCode?: never })
  | (Sequenced & {
      readonly marketCode: MarketCode;
      readonly marketStatus: SessionCode;
      readonly boardID?: never;
    });

// ── Private order notices ────────────────────────────────────────────────────────────────────

/** Registration for the private channel (accounts-session §4: "using sid, acc and a key"). */
export interface OrderNoticeRegistration {
  /** Session id of the login. */
  readonly sid: string;
  /** Account code whose notices are wanted. */
  readonly acc: string;
  /** The user id; the server checks that sid, user and account belong together. */
  readonly key: string;
}

interface OrderNoticeCommon extends Sequenced {
  readonly orderNo: string;
  readonly accountCode: string;
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  readonly matchVolume: number;
  readonly showPrice: OrderPrice;
  /** Event type: "I" a new order entered the book (the list reloads); others are changes. */
  readonly type: string;
  /** Set for an activated (advance) order. */
  readonly pk_orderNo?: string;
}

/**
 * A realtime order notice (accounts-session §3 "Realtime order (normal)"). The spec reads
 * `status_code` or `statusCode`; ours sends `status_code` (numeric code) for securities
 * accounts and `statusCode` (status string) for derivatives accounts.
 */
export type OrderNotice =
  | (OrderNoticeCommon & { readonly status_code: NormalOrderStatusCode; readonly statusCode?: never })
  | (OrderNoticeCommon & { readonly statusCode: DerivativeOrderStatus; readonly status_code?: never });

/**
 * (ours) A notice of the account beyond its orders' own (`accountnotice`, to the same private
 * room as `ordernotice`): a conditional order triggered, refused or expired, a margin call or force
 * sale, a futures usage warning, call or forced close, and the return to safety. The text comes in
 * both languages; the page shows the one it speaks.
 */
export interface AccountNoticeMessage extends Sequenced {
  readonly accountCode: string;
  readonly kind: string;
  readonly text: { readonly vi: string; readonly en: string };
  /** The conditional order (STOP_ORDER_ID) and the normal order it sent, when the notice is about one. */
  readonly orderId?: string;
  readonly orderNo?: string;
  readonly symbol?: string;
}

// ── Event maps ───────────────────────────────────────────────────────────────────────────────

/** What the server emits, by channel. */
export interface ServerToClientEvents {
  index: (message: IndexMessage) => void;
  boardps: (message: BoardPsMessage) => void;
  stockps: (message: StockPsMessage) => void;
  aggregatemarket: (message: AggregateMarketMessage) => void;
  spt: (message: PutThroughSocketMessage) => void;
  soddlot: (message: OddLotMessage) => void;
  board: (message: BoardMessage) => void;
  stock: (message: StockMessage) => void;
  stock_bond: (message: BondMatchMessage) => void;
  board_bond: (message: BondQuoteMessage) => void;
  etfiindex: (message: EtfIindexMessage) => void;
  etfinav: (message: EtfInavMessage) => void;
  snews: (message: NewsMessage) => void;
  refreshinfo: (message: RefreshInfoMessage) => void;
  tradingsesder: (message: TradingSessionMessage) => void;
  ordernotice: (message: OrderNotice) => void;
  accountnotice: (message: AccountNoticeMessage) => void;
  /**
   * Bundled delivery (ours; a connection opts in with the handshake query `bundle=1`): once per
   * market batch, exactly the public messages the connection would otherwise receive as separate
   * channel events, as [channel, message] pairs in the same order, each with its seq. Such a
   * connection receives no separate public channel events; one that did not opt in never receives
   * this event.
   */
  bundle: (
    messages: readonly {
      readonly [C in Exclude<SocketChannel, "ordernotice">]: readonly [
        channel: C,
        message: ChannelMessage<C>,
      ];
    }[Exclude<SocketChannel, "ordernotice">][],
  ) => void;
}

/** What the client emits. */
export interface ClientToServerEvents {
  /**
   * The subscription: the JSON text of a RegsPayload (see regs.ts), or the object itself; with an
   * acknowledgement callback, the server answers whether it applied it.
   */
  regs: (body: RegsPayload | string, ack?: (answer: RegsAnswer) => void) => void;
  /** Registration for the private order notices. */
  regsorder: (registration: OrderNoticeRegistration) => void;
}

/** The message type of a channel. */
export type ChannelMessage<C extends SocketChannel> = Parameters<ServerToClientEvents[C]>[0];
