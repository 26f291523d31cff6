/**
 * Market makers: one firm per liquid name keeps a ladder of limit orders, one tick apart, on
 * each side of the fair value (a bid and an ask account, so its two sides never meet the
 * opposite-side rules). As the fair value moves the ladder follows: stale quotes are moved by
 * price amendments (most of them) or cancelled, partly filled ones are topped up by volume
 * amendments, and missing levels are filled with new orders. During the calls the exchange
 * takes no amendments, so the maker only adds what is missing.
 *
 * At a price limit the ladder folds onto the band: quotes beyond the band on the far side are
 * dropped, so a name pushed to the ceiling shows a bid queue at the ceiling and no offers.
 */
import { GENERAL_MAX_ORDER_VOLUME, type Side } from "@bangia/market";
import type { OpenOrder } from "../exchange/exchange-api";
import { quoteContracts } from "./futures-sizes";
import { limitPriceNear, ticksAway } from "./instrument-prices";
import { participantAccount } from "./participant-accounts";
import {
  acceptsChanges,
  acceptsOrderType,
  bestPrice,
  isDerivative,
  sendNewOrder,
  volumeWorth,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

/** Value of one quote, VND, by tier; deeper levels are larger. */
const QUOTE_VALUE = {
  core: 600_000_000,
  active: 200_000_000,
  regular: 80_000_000,
  thin: 40_000_000,
} as const;

/**
 * Target prices of one side, best first: one tick off the fair value and never through the
 * opposite touch `opposite` (so the ladder rests instead of trading), folded into the band and
 * without repeats.
 */
export function ladderPrices(
  moment: SymbolMoment,
  side: Side,
  levels: number,
  opposite: number | null,
): number[] {
  const { step, band, fair } = moment;
  const centre = limitPriceNear(step, fair, null);
  const direction = side === "B" ? -1 : 1;
  let start = ticksAway(step, centre, direction);
  if (opposite !== null)
    start =
      side === "B"
        ? Math.min(start, ticksAway(step, opposite, -1))
        : Math.max(start, ticksAway(step, opposite, 1));
  const prices: number[] = [];
  for (let level = 0; level < levels; level++) {
    let price = ticksAway(step, start, direction * level);
    if (band !== null) {
      // Beyond the band on the near side the quote joins the queue at the limit; on the far
      // side it cannot exist.
      if (side === "B" && price < band.floor) break;
      if (side === "S" && price > band.ceiling) break;
      price = Math.min(Math.max(price, band.floor), band.ceiling);
    }
    if (prices.at(-1) !== price) prices.push(price);
  }
  return prices;
}

/** Desired open volume of the quote at `level` (0 = best). */
function quoteVolume(desk: TradingDesk, moment: SymbolMoment, price: number, level: number): number {
  if (isDerivative(moment.instrument)) return quoteContracts(moment.tier, level, desk.rng);
  return volumeWorth(moment, price, QUOTE_VALUE[moment.tier] * (1 + 0.35 * level), desk.rng);
}

/** Keeps one side's ladder: move or cancel stale quotes, top up thin ones, add missing ones. */
function keepSide(
  desk: TradingDesk,
  moment: SymbolMoment,
  side: Side,
  account: string,
  targets: number[],
): void {
  const mine = desk.view.openOrders(account, moment.symbol).filter((order) => order.board === "lot");
  const kept = new Map<number, OpenOrder>();
  const stale: OpenOrder[] = [];
  for (const order of mine) {
    if (targets.includes(order.price) && !kept.has(order.price) && order.priceType === "LO")
      kept.set(order.price, order);
    else stale.push(order);
  }
  const missing = targets.filter((price) => !kept.has(price));
  const changes = acceptsChanges(moment);

  if (changes) {
    for (const order of stale) {
      const price = missing.shift();
      if (price !== undefined) desk.send({ type: "replace", account, orderId: order.orderId, price });
      else desk.send({ type: "cancel", account, orderId: order.orderId });
    }
    targets.forEach((price, level) => {
      const order = kept.get(price);
      if (order === undefined) return;
      const wanted = quoteVolume(desk, moment, price, level);
      if (order.leaves * 3 >= wanted) return;
      const volume = order.filled + wanted;
      if (volume > order.volume && volume <= maxOrderVolume(moment))
        desk.send({ type: "replace", account, orderId: order.orderId, volume });
    });
  }
  for (const price of missing) {
    const level = targets.indexOf(price);
    sendNewOrder(desk, moment, {
      account,
      side,
      priceType: "LO",
      price,
      volume: quoteVolume(desk, moment, price, level),
    });
  }
}

function maxOrderVolume(moment: SymbolMoment): number {
  return isDerivative(moment.instrument) ? 500 : GENERAL_MAX_ORDER_VOLUME;
}

/** The market maker of a liquid name refreshes its two ladders. */
export function quoteLadders(desk: TradingDesk, moment: SymbolMoment): void {
  if (moment.restricted || !acceptsOrderType(moment, "LO", "lot")) return;
  const firm = (moment.index % desk.config.marketMakers) + 1;
  const levels = desk.config.marketMakerLevels;
  const buyAccount = participantAccount("marketMaker", firm, "B");
  const sellAccount = participantAccount("marketMaker", firm, "S");
  const refresh = (side: Side): void => {
    const opposite = bestPrice(desk.view, moment.symbol, side === "B" ? "S" : "B");
    keepSide(
      desk,
      moment,
      side,
      side === "B" ? buyAccount : sellAccount,
      ladderPrices(moment, side, levels, opposite),
    );
  };
  // Move first the side the fair value moved toward: its stale quotes would cap the other.
  const centre = limitPriceNear(moment.step, moment.fair, null);
  const asksFirst = desk.view.openOrders(sellAccount, moment.symbol).some((order) => order.price <= centre);
  refresh(asksFirst ? "S" : "B");
  refresh(asksFirst ? "B" : "S");
}
