/**
 * Flow into the call auctions: ATO orders and limit orders around the fair value in the
 * opening call (HOSE, derivatives), ATC orders and limit orders in the closing call (HOSE, HNX,
 * derivatives), limit orders in a restricted stock's periodic calls, and PLO orders in HNX's
 * post-close session once the day has a closing price. Limit prices straddle the fair value,
 * so the calls find a price near it.
 */
import { closingPrice } from "../market-data/daily-statistics";
import { clampToBand, limitPriceNear, ticksAway } from "./instrument-prices";
import { RETAIL_ORDER_VALUE } from "./noise-trader";
import {
  acceptsOrderType,
  accountFor,
  sendNewOrder,
  sideFor,
  traderVolume,
  volumeWorth,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

/** The keyword order of the call the instrument is in, if any. */
function callKeyword(moment: SymbolMoment): "ATO" | "ATC" | null {
  if (moment.phase === "OPENING_CALL") return "ATO";
  if (moment.phase === "CLOSING_CALL") return "ATC";
  return null;
}

/** One order into the call the instrument is in now (a no-op when it is in none). */
export function joinCall(desk: TradingDesk, moment: SymbolMoment): void {
  const side = sideFor(desk.rng, moment.lean, 0.7);
  const account = accountFor(desk, "auction", moment, side);
  const keyword = callKeyword(moment);
  const fairTick = limitPriceNear(moment.step, moment.fair, moment.band);
  const volume = traderVolume(moment, fairTick, RETAIL_ORDER_VALUE * 1.5, desk.rng);
  if (keyword !== null && acceptsOrderType(moment, keyword, "lot") && desk.rng.chance(0.3)) {
    sendNewOrder(desk, moment, { account, side, priceType: keyword, volume });
    return;
  }
  if (!acceptsOrderType(moment, "LO", "lot")) return;
  // Willing to pay up to a few ticks over the fair value (or sell a few under it).
  const offset = desk.rng.int(-2, 3);
  const price = clampToBand(ticksAway(moment.step, fairTick, side === "B" ? offset : -offset), moment.band);
  sendNewOrder(desk, moment, { account, side, priceType: "LO", price, volume });
}

/** One PLO order in HNX's post-close session, when the day has a closing price to match at. */
export function joinPostClose(desk: TradingDesk, moment: SymbolMoment): void {
  if (!acceptsOrderType(moment, "PLO", "lot") || closingPrice(moment.day) <= 0) return;
  const side = sideFor(desk.rng, moment.lean, 0.5);
  sendNewOrder(desk, moment, {
    account: accountFor(desk, "auction", moment, side),
    side,
    priceType: "PLO",
    volume: volumeWorth(moment, closingPrice(moment.day), RETAIL_ORDER_VALUE, desk.rng),
  });
}
