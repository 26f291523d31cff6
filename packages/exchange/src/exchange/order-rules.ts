/**
 * The exchange's checks on a new order or an amendment that are not session rules: board, lot,
 * volume limit, price on the tick grid and within the band (market-rules §3–§5), and the prices
 * the exchange gives to orders that carry none (market-rules §6–§7). Pure functions of the
 * listing's day and book.
 */
import {
  DERIVATIVE_MAX_ORDER_VOLUME,
  GENERAL_MAX_ORDER_VOLUME,
  isBoardLot,
  isOddLot,
  type Side,
} from "@bangia/market";
import type { OrderBook } from "../book/order-book";
import type { Board } from "../orders/order-commands";
import { EXCHANGE_REJECT_CODES as CODES, type RejectCode } from "../orders/reject-codes";
import type { ExchangeOrder } from "./exchange-order";
import type { Listing } from "./listing";

const isDerivative = (listing: Listing<ExchangeOrder>): boolean =>
  listing.definition.kind === "INDEX_FUTURE" || listing.definition.kind === "BOND_FUTURE";

/** The board an order of `volume` goes to, or why it has none: 1–99 odd lot, 100s board lot. */
export function boardFor(listing: Listing<ExchangeOrder>, volume: number): Board | RejectCode {
  if (!Number.isSafeInteger(volume) || volume <= 0) return CODES.BAD_VOLUME;
  if (!listing.matches) return CODES.NOT_TRADED_ON_BOARD;
  if (isDerivative(listing)) return volume > DERIVATIVE_MAX_ORDER_VOLUME ? CODES.VOLUME_TOO_LARGE : "lot";
  if (isOddLot(volume)) return listing.hasOddLots ? "odd" : CODES.BAD_LOT;
  if (!isBoardLot(volume)) return CODES.BAD_LOT;
  return volume > GENERAL_MAX_ORDER_VOLUME ? CODES.VOLUME_TOO_LARGE : "lot";
}

/** An amendment keeps the order on its board: the new total must be a valid size there. */
export function checkAmendedVolume(
  listing: Listing<ExchangeOrder>,
  board: Board | "plo",
  volume: number,
): RejectCode | null {
  const target = boardFor(listing, volume);
  if (target !== "lot" && target !== "odd") return target;
  return target === (board === "plo" ? "lot" : board) ? null : CODES.BAD_LOT;
}

/** A limit price must be given, sit on the tick grid and lie within the day's band. */
export function checkLimitPrice(
  listing: Listing<ExchangeOrder>,
  price: number | undefined,
): RejectCode | null {
  if (price === undefined) return CODES.PRICE_REQUIRED;
  if (!Number.isSafeInteger(price) || price <= 0) return CODES.PRICE_OFF_TICK;
  if (price < listing.day.floor || price > listing.day.ceiling) return CODES.PRICE_OUT_OF_BAND;
  return listing.isValidPrice(price) ? null : CODES.PRICE_OFF_TICK;
}

/**
 * The price an ATO or ATC order is recorded at (market-rules §7, KRX): it then competes by
 * price and time like any limit order.
 *   buy  = max(min(best bid + 1 tick, ceiling), best ask, anchor)
 *   sell = min(max(best ask − 1 tick, floor), best bid, anchor)
 * The anchor is the reference for ATO and the last matched price (else the reference) for
 * ATC; a missing side drops out. Decision (sources silent): the best bid and ask are the
 * book's, recorded ATO/ATC prices included, and the price is fixed at entry.
 */
export function recordedCallPrice(
  listing: Listing<ExchangeOrder>,
  book: OrderBook<ExchangeOrder>,
  side: Side,
  anchor: number,
): number {
  const bestBid = book.bestBid();
  const bestAsk = book.bestAsk();
  if (side === "B") {
    let price = anchor;
    if (bestBid > 0) price = Math.max(price, listing.stepUp(bestBid));
    if (bestAsk > 0) price = Math.max(price, bestAsk);
    return price;
  }
  let price = anchor;
  if (bestAsk > 0) price = Math.min(price, listing.stepDown(bestAsk));
  if (bestBid > 0) price = Math.min(price, bestBid);
  return price;
}

/**
 * Where an MTL remainder rests: one tick beyond its last fill (up for a buy, down for a sell),
 * capped at the band (market-rules §6).
 */
export function convertedPrice(listing: Listing<ExchangeOrder>, side: Side, lastFill: number): number {
  return side === "B" ? listing.stepUp(lastFill) : listing.stepDown(lastFill);
}

/** The limit a market-type order sweeps to: the band edge on its side. */
export function marketLimit(listing: Listing<ExchangeOrder>, side: Side): number {
  return side === "B" ? listing.day.ceiling : listing.day.floor;
}
