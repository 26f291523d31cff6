/**
 * An open order as the exchange keeps it: who owns it, what was asked, what has filled. Its
 * `node` is what rests in the book; the node points back here through `owner`.
 */
import type { PriceType, Side } from "@bangia/market";
import { BookOrder, BUY, SELL, type BookSide } from "../book/book-order";
import type { Board, InvestorType } from "../orders/order-commands";
import type { Listing } from "./listing";

/** What an order is entered with. */
export interface ExchangeOrderTerms {
  readonly id: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly listing: Listing<ExchangeOrder>;
  readonly board: Board | "plo";
  readonly side: Side;
  readonly priceType: PriceType;
  readonly investor: InvestorType;
  /** Total volume: filled plus open. */
  readonly volume: number;
  readonly enteredAt: number;
}

export class ExchangeOrder {
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
  filled = 0;
  /** Foreign room held for the open part of a foreign buy. */
  roomHeld = 0;
  readonly enteredAt: number;
  readonly node: BookOrder<ExchangeOrder>;

  /** A new order resting (or about to match) at `price` with `leaves` open. */
  constructor(terms: ExchangeOrderTerms, price: number, leaves: number) {
    this.id = terms.id;
    this.clientOrderId = terms.clientOrderId;
    this.account = terms.account;
    this.listing = terms.listing;
    this.board = terms.board;
    this.side = terms.side;
    this.priceType = terms.priceType;
    this.investor = terms.investor;
    this.volume = terms.volume;
    this.enteredAt = terms.enteredAt;
    this.node = new BookOrder(terms.id, bookSideOf(terms.side), price, leaves, this);
  }
}

/** The book's side for an order side. */
export function bookSideOf(side: Side): BookSide {
  return side === "B" ? BUY : SELL;
}
