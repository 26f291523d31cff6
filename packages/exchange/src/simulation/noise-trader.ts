/**
 * Noise traders: retail-sized limit orders resting near the touch (a few ticks behind the best
 * price or the fair value), and the housekeeping that real books are full of — cancelling an
 * old order, moving it toward the market, trimming its size. The side leans with the day's
 * flow, only a little: most of the lean shows in the aggressive flow.
 */
import { stepDown, stepUp, type Side } from "@bangia/market";
import type { OpenOrder } from "../exchange/exchange-api";
import { clampToBand, limitPriceNear, ticksAway } from "./instrument-prices";
import type { ParticipantKind } from "./participant-accounts";
import {
  acceptsChanges,
  acceptsOrderType,
  accountFor,
  bestPrice,
  oppositeSide,
  sendNewOrder,
  sideFor,
  traderVolume,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

/** Typical retail order, VND. */
export const RETAIL_ORDER_VALUE = 60_000_000;

/** How many ticks behind the reference price a passive order sits: mostly 0–2, sometimes more. */
function ticksBehind(desk: TradingDesk): number {
  return Math.min(8, Math.floor(-Math.log(1 - desk.rng.next()) * 1.6));
}

/**
 * A passive price on `side`: behind the fair value and never through the opposite touch, on the
 * grid and within the band.
 */
export function passivePrice(desk: TradingDesk, moment: SymbolMoment, side: Side): number {
  const { step, band } = moment;
  // Past a limit, everyone on the crowded side joins the queue at the limit.
  if (band !== null && side === "B" && moment.fair >= band.ceiling) return band.ceiling;
  if (band !== null && side === "S" && moment.fair <= band.floor) return band.floor;
  let anchor = limitPriceNear(step, moment.fair, null);
  const opposite = bestPrice(desk.view, moment.symbol, oppositeSide(side));
  if (opposite !== null)
    anchor =
      side === "B" ? Math.min(anchor, stepDown(step, opposite)) : Math.max(anchor, stepUp(step, opposite));
  const behind = ticksBehind(desk);
  return clampToBand(ticksAway(step, anchor, side === "B" ? -behind : behind), band);
}

/** A retail limit order resting near the touch. */
export function placePassiveOrder(desk: TradingDesk, moment: SymbolMoment): void {
  if (!acceptsOrderType(moment, "LO", "lot")) return;
  const side = sideFor(desk.rng, moment.lean, 0.4);
  const price = passivePrice(desk, moment, side);
  sendNewOrder(desk, moment, {
    account: accountFor(desk, "noise", moment, side),
    side,
    priceType: "LO",
    price,
    volume: traderVolume(moment, price, RETAIL_ORDER_VALUE, desk.rng),
  });
}

/** A smaller total for `order`, still above what has filled and a valid size on its board. */
function trimmedVolume(order: OpenOrder): number | null {
  const unit = order.board === "odd" ? 1 : 100;
  const keep = Math.floor(order.leaves / 2 / unit) * unit;
  const volume = order.filled + Math.max(unit, keep);
  return volume < order.volume ? volume : null;
}

/**
 * Housekeeping on one of the participant's own orders of this symbol: cancel it, move it to a
 * fresh passive price, or trim it. Only in continuous trading.
 */
export function tidyOrders(desk: TradingDesk, moment: SymbolMoment, kind: ParticipantKind = "noise"): void {
  if (!acceptsChanges(moment)) return;
  const side: Side = desk.rng.chance(0.5) ? "B" : "S";
  const account = accountFor(desk, kind, moment, side);
  const orders = desk.view.openOrders(account, moment.symbol).filter((order) => order.priceType === "LO");
  if (orders.length === 0) return;
  const order = desk.rng.pick(orders);
  const roll = desk.rng.next();
  if (roll < 0.45) {
    desk.send({ type: "cancel", account, orderId: order.orderId });
    return;
  }
  if (roll < 0.8) {
    const price =
      order.board === "odd" ? passivePriceOdd(desk, moment, side) : passivePrice(desk, moment, side);
    if (price !== order.price) desk.send({ type: "replace", account, orderId: order.orderId, price });
    return;
  }
  const volume = trimmedVolume(order);
  if (volume !== null) desk.send({ type: "replace", account, orderId: order.orderId, volume });
}

/** A passive odd-lot price: near the board-lot touch, a few ticks behind. */
export function passivePriceOdd(desk: TradingDesk, moment: SymbolMoment, side: Side): number {
  const behind = ticksBehind(desk);
  const anchor = limitPriceNear(moment.step, moment.fair, null);
  return clampToBand(ticksAway(moment.step, anchor, side === "B" ? -behind : behind), moment.band);
}
