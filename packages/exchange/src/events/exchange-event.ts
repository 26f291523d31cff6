/**
 * Events out: everything the exchange tells the world, in one ordered stream. `seq` numbers
 * the stream from 1 with no gaps, so a consumer that sees a gap knows it missed something;
 * `time` is market-clock epoch milliseconds. Execution reports (accepted, rejected, trade,
 * cancelled, replaced) carry the owning account so a broker OMS can route them; market data
 * (book, session, index, put-through) carry none.
 */
import type { Exchange, PriceType, Side, TradingPhase } from "@bangia/market";
import type { RejectCode } from "../orders/reject-codes";
import type { Board } from "../orders/order-commands";
import type { SessionVenue } from "@bangia/market";

interface EventBase {
  seq: number;
  time: number;
}

export interface OrderAccepted extends EventBase {
  readonly type: "accepted";
  readonly orderId: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly symbol: string;
  readonly board: Board;
  readonly side: Side;
  readonly priceType: PriceType;
  /** The price the order rests at: the limit, or the recorded price of ATO/ATC/MTL. */
  readonly price: number;
  readonly volume: number;
}

export interface OrderRejected extends EventBase {
  readonly type: "rejected";
  readonly account: string;
  /** The refused command: the client order id of a new order, or the order id acted on. */
  readonly clientOrderId?: string;
  readonly orderId?: number;
  readonly command: "new" | "cancel" | "replace" | "advertise" | "withdraw" | "deal";
  readonly symbol?: string;
  readonly code: RejectCode;
}

/** One match between a buy and a sell; `aggressor` is null for auction and post-close trades. */
export interface TradeExecuted extends EventBase {
  readonly type: "trade";
  readonly tradeId: number;
  readonly symbol: string;
  readonly board: Board | "pt";
  readonly price: number;
  readonly volume: number;
  readonly buyOrderId: number;
  readonly sellOrderId: number;
  readonly buyAccount: string;
  readonly sellAccount: string;
  readonly aggressor: Side | null;
  /** Open volume left on each order after this trade. */
  readonly buyLeaves: number;
  readonly sellLeaves: number;
}

export type CancelReason =
  | "REQUESTED"
  /** MAK remainder, or MOK that could not fill entirely. */
  | "UNFILLED_IMMEDIATE"
  /** ATO after the opening call, ATC after the closing call, PLO at 15:00, day orders at close. */
  | "EXPIRED";

export interface OrderCancelled extends EventBase {
  readonly type: "cancelled";
  readonly orderId: number;
  readonly account: string;
  readonly symbol: string;
  /** Volume that was open and is no longer. */
  readonly volume: number;
  readonly reason: CancelReason;
}

export interface OrderReplaced extends EventBase {
  readonly type: "replaced";
  readonly orderId: number;
  readonly account: string;
  readonly symbol: string;
  readonly price: number;
  /** New total volume (filled plus open). */
  readonly volume: number;
  readonly leaves: number;
  /** False when the amendment lost time priority (price change, volume increase). */
  readonly keptPriority: boolean;
}

/** An MTL remainder turned into a limit order at last fill ± 1 tick, capped at the band. */
export interface OrderConverted extends EventBase {
  readonly type: "converted";
  readonly orderId: number;
  readonly account: string;
  readonly symbol: string;
  readonly price: number;
}

/** The book of a symbol changed; read the depth from the exchange (events are conflated). */
export interface BookChanged extends EventBase {
  readonly type: "book";
  readonly symbol: string;
  readonly board: Board;
}

export interface SessionChanged extends EventBase {
  readonly type: "session";
  readonly venue: SessionVenue;
  readonly exchange: Exchange;
  readonly phase: TradingPhase;
  /** Exchange date the phase belongs to, YYYY-MM-DD. */
  readonly date: string;
}

/** A new trading day began: references and bands are set, books are empty. */
export interface DayStarted extends EventBase {
  readonly type: "day";
  readonly date: string;
}

export interface IndexChanged extends EventBase {
  readonly type: "index";
  readonly code: string;
  /** Level in hundredths of a point. */
  readonly value: number;
}

export interface AdvertChanged extends EventBase {
  readonly type: "advert";
  readonly advertId: number;
  readonly symbol: string;
  readonly side: Side;
  readonly price: number;
  readonly volume: number;
  readonly firm: string;
  readonly withdrawn: boolean;
}

/**
 * A future's price of the day is fixed at its venue's close: the daily settlement price (the
 * mark-to-market price of every open position and tomorrow's reference), or on the contract's
 * last trading day the final settlement price, after which its positions are closed.
 */
export interface SettlementPriceSet extends EventBase {
  readonly type: "settlement";
  readonly symbol: string;
  /** Exchange date the price settles, YYYY-MM-DD. */
  readonly date: string;
  /** In the contract's price unit (hundredths of a point for index futures). */
  readonly price: number;
  readonly final: boolean;
}

export type ExchangeEvent =
  | OrderAccepted
  | OrderRejected
  | TradeExecuted
  | OrderCancelled
  | OrderReplaced
  | OrderConverted
  | BookChanged
  | SessionChanged
  | DayStarted
  | IndexChanged
  | AdvertChanged
  | SettlementPriceSet;
