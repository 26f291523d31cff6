/**
 * The exchange's whole state as plain JSON: enough to rebuild it exactly, including the time
 * priority of every resting order (orders are listed book by book in priority order and rest
 * again in that order). Session timers are not stored: they follow from the clock position.
 */
import type { PriceType, SessionVenue, Side, TradingPhase } from "@bangia/market";
import type { FutureDefinition } from "../instruments/instrument";
import type { IndexRegistryState } from "../indices/index-registry";
import type { OpenInterestState } from "../market-data/open-interest";
import type { SymbolDay } from "../market-data/symbol-day";
import type { Board, InvestorType } from "../orders/order-commands";
import type { Advert, Deal } from "../put-through/put-through-desk";
import type { ExchangeOrder } from "./exchange-order";

export const SNAPSHOT_VERSION = 1;

export interface OrderSnapshot {
  readonly id: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly symbol: string;
  readonly board: Board | "plo";
  readonly side: Side;
  readonly priceType: PriceType;
  readonly investor: InvestorType;
  readonly volume: number;
  readonly filled: number;
  readonly roomHeld: number;
  readonly enteredAt: number;
  readonly price: number;
  readonly leaves: number;
}

export interface SettlementSnapshot {
  readonly volume: number;
  readonly value: number;
}

export interface ExchangeSnapshot {
  readonly version: typeof SNAPSHOT_VERSION;
  readonly today: string;
  readonly cursor: number;
  readonly seq: number;
  readonly nextOrderId: number;
  readonly nextTradeId: number;
  readonly phases: readonly (readonly [SessionVenue, TradingPhase])[];
  readonly days: readonly (readonly [string, SymbolDay])[];
  readonly settlement: readonly (readonly [string, SettlementSnapshot])[];
  /** Open orders, book by book, each book's bids then asks in priority order. */
  readonly orders: readonly OrderSnapshot[];
  readonly clientIds: readonly string[];
  readonly indices: IndexRegistryState;
  readonly openInterest: OpenInterestState;
  readonly finalSettlement: readonly (readonly [string, number])[];
  /** Index samples of futures on their last trading day (absent in older snapshots). */
  readonly finalSamples?: readonly (readonly [
    string,
    { continuous: readonly number[]; closingCall: readonly number[] },
  ])[];
  readonly putThrough: {
    readonly adverts: readonly Advert[];
    readonly deals: readonly Deal[];
    readonly nextAdvertId: number;
  };
  /**
   * Futures the roll listed after the first day, as listed (with their first reference), in
   * listing order; they are listed again on restore. Absent in snapshots from before the roll.
   */
  readonly listed?: readonly FutureDefinition[];
}

/** An open order as the snapshot stores it. */
export function snapshotOfOrder(order: ExchangeOrder): OrderSnapshot {
  return {
    id: order.id,
    clientOrderId: order.clientOrderId,
    account: order.account,
    symbol: order.listing.symbol,
    board: order.board,
    side: order.side,
    priceType: order.priceType,
    investor: order.investor,
    volume: order.volume,
    filled: order.filled,
    roomHeld: order.roomHeld,
    enteredAt: order.enteredAt,
    price: order.node.price,
    leaves: order.node.leaves,
  };
}
