/**
 * The two faces of the exchange that others program against: order entry (commands in, a
 * synchronous answer out, events on the stream) and the market view (read-only state). The
 * simulator, the replay tool and the broker OMS use only these.
 */
import type { SessionVenue, Side, TradingPhase } from "@bangia/market";
import type { ExchangeEvent } from "../events/exchange-event";
import type { Board, OrderCommand } from "../orders/order-commands";
import type { RejectCode } from "../orders/reject-codes";
import type { InstrumentDefinition } from "../instruments/instrument";
import type { SymbolDay } from "../market-data/symbol-day";

export type CommandResult =
  | { readonly ok: true; readonly orderId?: number; readonly advertId?: number; readonly tradeId?: number }
  | { readonly ok: false; readonly code: RejectCode };

export interface OrderEntry {
  /** Applies one command at the clock's "now". Never throws on bad input: answers a code. */
  execute(command: OrderCommand): CommandResult;
}

/**
 * Order entry whose inputs are journaled: `flush` writes every input taken so far out of the
 * process, so what a consumer does on the events of those inputs survives a crash (the journal
 * replays them).
 */
export interface DurableOrderEntry extends OrderEntry {
  flush(): void;
}

/** One price level of a book: total open volume and number of orders. */
export interface PriceLevel {
  readonly price: number;
  readonly volume: number;
  readonly orders: number;
}

/** An open order as the market view shows it to its owner. */
export interface OpenOrder {
  readonly orderId: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly symbol: string;
  readonly board: Board;
  readonly side: Side;
  readonly priceType: string;
  readonly price: number;
  readonly volume: number;
  readonly filled: number;
  readonly leaves: number;
}

/** The indicative (theoretical) match of a call auction in progress. */
export interface IndicativeMatch {
  readonly price: number;
  readonly volume: number;
}

export interface MarketView {
  /** Exchange date of the current trading day, YYYY-MM-DD. */
  readonly today: string;
  phaseOf(venue: SessionVenue): TradingPhase;
  instrument(symbol: string): InstrumentDefinition | undefined;
  instruments(): readonly InstrumentDefinition[];
  /** Today's facts of a symbol: reference, band, open/high/low/last, totals, foreign flow. */
  day(symbol: string): SymbolDay | undefined;
  /** Best `levels` price levels of one side, best first. */
  depth(symbol: string, board: Board, side: Side, levels: number): readonly PriceLevel[];
  /** Open volume of a whole side of a book: the board's over-bid (B) or over-ask (S). */
  openVolume(symbol: string, board: Board, side: Side): number;
  /** During a call auction: the price and volume that would match now, or null. */
  indicative(symbol: string, board: Board): IndicativeMatch | null;
  openOrders(account: string, symbol?: string): readonly OpenOrder[];
  /** Index level in hundredths of a point. */
  indexValue(code: string): number | undefined;
}

export type EventListener = (event: ExchangeEvent) => void;

/**
 * Events out, beside order entry: the exchange's one ordered stream (exchange-event.ts). A broker
 * subscribes here (execution-report.ts picks its accounts' reports), never to a concrete exchange.
 */
export interface ExchangeEvents {
  /** Calls `listener` with every event from now on; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
  /** Sequence number of the last event emitted (0 before any). */
  readonly lastSeq: number;
}
