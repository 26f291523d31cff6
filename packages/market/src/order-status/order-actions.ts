/**
 * Which row actions an order book shows (accounts-session §4): "Cancel/edit actions show only
 * while pending or partially matched and not MOK/MAK; edit is hidden for ATO and ATC."
 *
 * "Pending" is code 1, and 5 (edited): an amended order rests on the book as before, waiting
 * for a match, so it can be cancelled or amended again (the book's "pending" filter counts it
 * too). 0 (waiting, not yet at the exchange) and 2/3 (a cancel or edit already in flight) are
 * not named by the rule, and a second request would race the first.
 * MOK/MAK never rest on the book, so there is nothing to act on; ATO/ATC orders carry no
 * price to change, so they can only be cancelled. PLO orders can be neither amended nor
 * cancelled (market-rules §6), and MP is no longer accepted anywhere, so neither shows actions.
 */
import { isPriceKeyword, type PriceType } from "../price-keywords";
import { NORMAL_ORDER_STATUS_CODES as CODE, type NormalOrderStatusCode } from "../wire/core-books";

export interface OrderActions {
  readonly canCancel: boolean;
  readonly canEdit: boolean;
}

export const NO_ORDER_ACTIONS: OrderActions = { canCancel: false, canEdit: false };

/**
 * The price type of a book row from its shown price: a keyword ("ATO", "MAK"...) or a limit.
 *
 * @example orderPriceType("ATC") // "ATC"
 * @example orderPriceType("25.55") // "LO"
 */
export function orderPriceType(showPrice: string | number): PriceType {
  const text = String(showPrice).trim().toUpperCase();
  return isPriceKeyword(text) ? text : "LO";
}

const NEVER_ACTED_ON: ReadonlySet<PriceType> = new Set<PriceType>(["MOK", "MAK", "PLO", "MP"]);

export interface NormalOrderActionInput {
  /** Null for a status the book did not recognise: no actions. */
  readonly status: NormalOrderStatusCode | null;
  readonly priceType: PriceType;
}

/**
 * Cancel and edit availability of a normal order.
 *
 * @example normalOrderActions({ status: "1", priceType: "LO" }) // { canCancel: true, canEdit: true }
 * @example normalOrderActions({ status: "5", priceType: "LO" }) // { canCancel: true, canEdit: true }
 * @example normalOrderActions({ status: "6", priceType: "ATC" }) // { canCancel: true, canEdit: false }
 * @example normalOrderActions({ status: "1", priceType: "MOK" }) // { canCancel: false, canEdit: false }
 */
export function normalOrderActions(input: NormalOrderActionInput): OrderActions {
  const live =
    input.status === CODE.PENDING || input.status === CODE.EDITED || input.status === CODE.PARTIALLY_MATCHED;
  if (!live || NEVER_ACTED_ON.has(input.priceType)) return NO_ORDER_ACTIONS;
  return { canCancel: true, canEdit: input.priceType !== "ATO" && input.priceType !== "ATC" };
}
