/**
 * Institutions with a view for the day: foreign investors (orders marked FOREIGN) and
 * proprietary desks (PROPRIETARY), each net buying or net selling a name as the day plan says.
 * Their orders are larger than retail and split between taking the touch and resting at it.
 *
 * Foreign buying uses foreign room, which the exchange reserves at order entry: a foreign buy
 * goes out only while the room left stays above a reserve, and shrinks to fit; when the room
 * is gone the foreign desk can only sell.
 */
import { BOARD_LOT, stepDown, stepUp, type Side } from "@bangia/market";
import type { InvestorType } from "../orders/order-commands";
import { clampToBand, limitPriceNear } from "./instrument-prices";
import type { ParticipantKind } from "./participant-accounts";
import {
  acceptsOrderType,
  accountFor,
  bestPrice,
  oppositeSide,
  sendNewOrder,
  sideFor,
  volumeWorth,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

/** Typical institutional order, VND. */
const INSTITUTION_ORDER_VALUE = 400_000_000;

/** Foreign room limit of a share or ETF, in shares; 0 for anything else. */
function foreignRoomLimit(moment: SymbolMoment): number {
  const instrument = moment.instrument;
  return instrument.kind === "STOCK" || instrument.kind === "ETF" ? instrument.foreignRoomLimit : 0;
}

/**
 * The largest foreign buy of at most `volume` that keeps the room above the reserve, in whole
 * lots; 0 when the room is (nearly) gone.
 */
export function foreignBuyVolume(room: number, limit: number, reserveShare: number, volume: number): number {
  const usable = room - Math.ceil(limit * reserveShare);
  const lots = Math.floor(Math.min(volume, usable) / BOARD_LOT);
  return lots > 0 ? lots * BOARD_LOT : 0;
}

/** Half the time at the touch (taking it), half resting one tick behind the own best. */
function institutionalPrice(desk: TradingDesk, moment: SymbolMoment, side: Side): number {
  const { step, band } = moment;
  const opposite = bestPrice(desk.view, moment.symbol, oppositeSide(side));
  if (opposite !== null && desk.rng.chance(0.5)) return opposite;
  const own = bestPrice(desk.view, moment.symbol, side);
  const fallback = limitPriceNear(step, moment.fair, band);
  if (own === null) return fallback;
  return clampToBand(side === "B" ? stepDown(step, own) : stepUp(step, own), band);
}

function institutionalOrder(
  desk: TradingDesk,
  moment: SymbolMoment,
  kind: ParticipantKind,
  investor: InvestorType,
  bias: number,
): void {
  if (!acceptsOrderType(moment, "LO", "lot")) return;
  let side = sideFor(desk.rng, bias, 0.9);
  let volume = volumeWorth(moment, moment.fair, INSTITUTION_ORDER_VALUE, desk.rng);
  if (investor === "FOREIGN" && side === "B") {
    volume = foreignBuyVolume(
      moment.day.foreignRoom,
      foreignRoomLimit(moment),
      desk.config.foreignRoomReserve,
      volume,
    );
    if (volume === 0) {
      // No room left to buy: the foreign desk can only sell today.
      side = "S";
      volume = volumeWorth(moment, moment.fair, INSTITUTION_ORDER_VALUE, desk.rng);
    }
  }
  sendNewOrder(desk, moment, {
    account: accountFor(desk, kind, moment, side, 2),
    side,
    priceType: "LO",
    price: institutionalPrice(desk, moment, side),
    volume,
    investor,
  });
}

/** A foreign investor's order on a share or ETF, leaning the day's foreign direction. */
export function foreignOrder(desk: TradingDesk, moment: SymbolMoment): void {
  if (foreignRoomLimit(moment) <= 0) return;
  institutionalOrder(desk, moment, "foreign", "FOREIGN", desk.plan.foreign[moment.symbol] ?? 0);
}

/** A proprietary desk's order, leaning the desk's direction for the day. */
export function proprietaryOrder(desk: TradingDesk, moment: SymbolMoment): void {
  institutionalOrder(desk, moment, "proprietary", "PROPRIETARY", desk.plan.proprietary[moment.symbol] ?? 0);
}
