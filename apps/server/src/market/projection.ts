/**
 * The seam between the live market's plumbing and its wire shapes: a `QuoteProjector` turns the
 * exchange's state into the rows and messages of packages/market (wire/datafeed.ts, socket.ts),
 * and a `TradeTapeView` remembers what the exchange does not — today's individual matches and
 * one-minute bars. The publisher (market-publisher.ts) and the feed (feed/) both
 * build on these, so a REST row and a socket message of the same state always agree.
 */
import type {
  BondMatchMessage,
  BondQuoteMessage,
  DepthMessage,
  DerivativeMatchMessage,
  EtfIindexMessage,
  EtfInavMessage,
  ForeignMessage,
  IndexEntry,
  MatchSide,
  OddLotMessage,
  OverBuySellMessage,
  PutThroughEntry,
  Side,
  StockMatchMessage,
  TenLevelBookMessage,
} from "@bangia/market";
import type { Advert, Deal } from "@bangia/exchange";
import type { Bar } from "../synthetic/generated-content";

/** One match of the day as the tape keeps it. */
export interface TapeTrade {
  /** Position on the symbol's tape, from 1; the match-history cursor (`nextidx`) counts these. */
  readonly index: number;
  readonly tradeId: number;
  readonly symbol: string;
  /** Market-clock epoch milliseconds. */
  readonly time: number;
  readonly price: number;
  readonly volume: number;
  /** Aggressor side; "" for call-auction matches. */
  readonly side: MatchSide;
}

/** The day's odd-lot matches of a symbol, summed up (the odd-lot board's match figures). */
export interface OddLotTrading {
  /** The last odd-lot match. */
  readonly last: number;
  readonly lastVolume: number;
  readonly high: number;
  readonly low: number;
}

export interface TradeTapeView {
  /** Board-lot matches of today, oldest first; empty for an unknown symbol. */
  trades(symbol: string): readonly TapeTrade[];
  lastTrade(symbol: string): TapeTrade | undefined;
  /** Today's odd-lot matches of a symbol (totals are the exchange's); undefined before the first. */
  oddLotTrading(symbol: string): OddLotTrading | undefined;
  /** Today's one-minute bars of a symbol or an index symbol (from index values), oldest first. */
  minuteBars(symbol: string): readonly Bar[];
}

/**
 * Builds wire rows and messages from the exchange's current state. `seq` is the number the
 * caller took for the message (or the stream's current number for a REST row). Every method
 * answers undefined for a symbol that is not of the right kind.
 */
export interface QuoteProjector {
  /** 3210 on board/boardps: the three best bids and offers of the board-lot book. */
  depthMessage(symbol: string, seq: number): DepthMessage | undefined;
  /** 3310 on board/boardps. */
  overBuySellMessage(symbol: string, seq: number): OverBuySellMessage | undefined;
  /** 3211 on boardps: ten levels of one side of a derivative's book. */
  tenLevelBookMessage(symbol: string, side: Side, seq: number): TenLevelBookMessage | undefined;
  /** 3220 on stock: the last match of a share, ETF or warrant with the day's totals. */
  stockMatchMessage(symbol: string, trade: TapeTrade, seq: number): StockMatchMessage | undefined;
  /** 3220 on stockps: a derivative match with open interest. */
  derivativeMatchMessage(symbol: string, trade: TapeTrade, seq: number): DerivativeMatchMessage | undefined;
  /** 3250 on stock/stockps. */
  foreignMessage(symbol: string, seq: number): ForeignMessage | undefined;
  /** 9100 on soddlot. */
  oddLotMessage(symbol: string, seq: number): OddLotMessage | undefined;
  /** 5310 on board_bond. */
  bondQuoteMessage(symbol: string, seq: number): BondQuoteMessage | undefined;
  /** 5220 on stock_bond. */
  bondMatchMessage(symbol: string, seq: number): BondMatchMessage | undefined;
  /** 4101 on etfinav. */
  etfInavMessage(symbol: string, seq: number): EtfInavMessage | undefined;
  /** 4102 on etfiindex. */
  etfIindexMessage(symbol: string, seq: number): EtfIindexMessage | undefined;
  /** The `index` entry of an index code ("10", "11", …); undefined for an unknown code. */
  indexEntry(code: string, seq: number): IndexEntry | undefined;
  /** A PTB/PTS entry of a live advert. */
  advertEntry(advert: Advert, seq: number): PutThroughEntry | undefined;
  /** A PTM entry of a deal. */
  dealEntry(deal: Deal, seq: number): PutThroughEntry | undefined;
}
