/**
 * An open order as the exchange keeps it: who owns it, what was asked, what has filled. Its
 * `node` is what rests in the book; the book's node points back here through `owner`.
 */
import type { PriceType, Side } from "@bangia/market";
import type { BookOrder } from "../book/book-order";
import type { Board, InvestorType } from "../orders/order-commands";
import type { Listing } from "./listing";

export interface ExchangeOrder {
  readonly id: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly listing: Listing<ExchangeOrder>;
  readonly board: Board | "plo";
  readonly side: Side;
  /** LO after an MTL converts. */
  priceType: PriceType;
  readonly investor: InvestorType;
  /** Total volume: filled plus open. */
  volume: number;
  filled: number;
  /** Foreign room held for the open part of a foreign buy. */
  roomHeld: number;
  readonly enteredAt: number;
  node: BookOrder<ExchangeOrder>;
}
