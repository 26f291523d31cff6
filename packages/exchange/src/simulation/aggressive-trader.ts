/**
 * Aggressive traders take liquidity: a marketable limit order at or through the opposite touch,
 * or a market order of a type the venue takes now (MTL on HOSE; MTL, MOK and MAK on HNX and
 * derivatives). They lean hard with the day's flow, which is what walks the traded price
 * toward the fair value and carries a planned name to its limit. Market orders go out only
 * when the opposite side has orders (the exchange refuses them otherwise).
 */
import type { NewOrder } from "../orders/order-commands";
import { clampToBand, ticksAway } from "./instrument-prices";
import { RETAIL_ORDER_VALUE, placePassiveOrder } from "./noise-trader";
import {
  acceptsOrderType,
  accountFor,
  capVolume,
  oppositeSide,
  sendNewOrder,
  sideFor,
  traderVolume,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

const MARKET_TYPES: readonly NewOrder["priceType"][] = ["MTL", "MOK", "MAK"];

/** Takes liquidity on one side of the board-lot book. */
export function takeLiquidity(desk: TradingDesk, moment: SymbolMoment): void {
  if (!acceptsOrderType(moment, "LO", "lot")) return;
  const side = sideFor(desk.rng, moment.lean, 0.9);
  const touch = desk.view.depth(moment.symbol, "lot", oppositeSide(side), 2);
  const best = touch[0];
  if (best === undefined) {
    // Nothing to take: the trader joins the book instead.
    placePassiveOrder(desk, moment);
    return;
  }
  const available = touch.reduce((sum, level) => sum + level.volume, 0);
  const wanted = traderVolume(moment, best.price, RETAIL_ORDER_VALUE * 3, desk.rng);
  const volume = capVolume(moment, Math.min(wanted, Math.max(best.volume, available * desk.rng.next())));
  const account = accountFor(desk, "aggressive", moment, side);
  const marketTypes = MARKET_TYPES.filter((type) => acceptsOrderType(moment, type, "lot"));
  if (marketTypes.length > 0 && desk.rng.chance(0.4)) {
    sendNewOrder(desk, moment, { account, side, priceType: desk.rng.pick(marketTypes), volume });
    return;
  }
  const through = desk.rng.int(0, 2);
  const price = clampToBand(
    ticksAway(moment.step, best.price, side === "B" ? through : -through),
    moment.band,
  );
  sendNewOrder(desk, moment, { account, side, priceType: "LO", price, volume });
}
