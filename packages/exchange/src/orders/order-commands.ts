/**
 * Commands in: the exchange's order-entry interface, shaped like FIX (NewOrderSingle,
 * OrderCancelRequest, OrderCancelReplaceRequest) so a real exchange gateway could stand in for
 * the simulator behind the broker's OMS. Every command names the participant account that owns
 * it; the exchange treats the account as an opaque key (self-trade and room rules, open
 * interest) and knows nothing else of brokers.
 */
import type { PriceType, Side } from "@bangia/market";

/** Investor type carried on every order; proprietary desks' flow is published per day. */
export type InvestorType = "DOMESTIC" | "FOREIGN" | "PROPRIETARY";

/** The main board (board lots) or the odd-lot board (1–99 shares). */
export type Board = "lot" | "odd";

export interface NewOrder {
  readonly type: "new";
  /** Client order id, unique per account: a repeat is rejected, never a second order. */
  readonly clientOrderId: string;
  readonly account: string;
  readonly symbol: string;
  readonly side: Side;
  readonly priceType: Exclude<PriceType, "MP">;
  /** Limit price for LO; ignored for the keyword types. */
  readonly price?: number;
  readonly volume: number;
  /** Who is behind the order, as KRX orders carry it: foreign buys use foreign room. */
  readonly investor?: InvestorType;
}

export interface CancelOrder {
  readonly type: "cancel";
  readonly account: string;
  readonly orderId: number;
}

/** An amendment changes the price or the total volume, never both (market-rules §6). */
export interface ReplaceOrder {
  readonly type: "replace";
  readonly account: string;
  readonly orderId: number;
  readonly price?: number;
  /** New total volume (filled plus open), more than what has already filled. */
  readonly volume?: number;
}

/** A put-through advertisement (PTB buy, PTS sell): an indicative quote on the board. */
export interface PutThroughAdvert {
  readonly type: "advertise";
  readonly account: string;
  readonly firm: string;
  readonly symbol: string;
  readonly side: Side;
  readonly price: number;
  readonly volume: number;
}

export interface WithdrawAdvert {
  readonly type: "withdraw";
  readonly account: string;
  readonly advertId: number;
}

/** A negotiated deal both sides agreed, reported by the seller's firm (PTM once accepted). */
export interface PutThroughDeal {
  readonly type: "deal";
  readonly buyAccount: string;
  readonly sellAccount: string;
  readonly buyFirm: string;
  readonly sellFirm: string;
  readonly symbol: string;
  readonly price: number;
  readonly volume: number;
  readonly buyInvestor?: InvestorType;
  readonly sellInvestor?: InvestorType;
}

export type OrderCommand =
  NewOrder | CancelOrder | ReplaceOrder | PutThroughAdvert | WithdrawAdvert | PutThroughDeal;
