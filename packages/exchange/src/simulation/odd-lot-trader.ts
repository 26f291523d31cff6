/**
 * Odd-lot traders: 1–99 shares, limit orders only, on the odd-lot board of HOSE, HNX and UPCOM
 * shares (leftovers from rights issues and stock dividends). Prices follow the board-lot
 * market; some orders take the odd-lot touch, most rest near it.
 */
import { ODD_LOT_MAX, ODD_LOT_MIN } from "@bangia/market";
import { passivePriceOdd } from "./noise-trader";
import {
  acceptsOrderType,
  accountFor,
  bestPrice,
  oppositeSide,
  sendNewOrder,
  sideFor,
  type SymbolMoment,
  type TradingDesk,
} from "./trading-desk";

/** One odd-lot order on a share (other kinds and restricted shares are left alone). */
export function placeOddLot(desk: TradingDesk, moment: SymbolMoment): void {
  if (moment.instrument.kind !== "STOCK" || moment.restricted) return;
  if (!acceptsOrderType(moment, "LO", "odd")) return;
  const side = sideFor(desk.rng, moment.lean, 0.5);
  const touch = bestPrice(desk.view, moment.symbol, oppositeSide(side), "odd");
  const price = touch !== null && desk.rng.chance(0.35) ? touch : passivePriceOdd(desk, moment, side);
  sendNewOrder(desk, moment, {
    account: accountFor(desk, "oddLot", moment, side),
    side,
    priceType: "LO",
    price,
    volume: desk.rng.int(ODD_LOT_MIN, ODD_LOT_MAX),
  });
}
