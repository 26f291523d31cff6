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

/** Odd-lot price levels a liquid name keeps on each side. */
export const ODD_LOT_LEVELS = 3;

/**
 * Leftover shares of a liquid name wait on both sides of its odd-lot book: a side with fewer
 * than ODD_LOT_LEVELS levels gets one more passive order, so the odd-lot board shows bids and
 * offers all day and the odd-lot takers have something to hit.
 */
export function fillOddLotSides(desk: TradingDesk, moment: SymbolMoment): void {
  if (moment.instrument.kind !== "STOCK" || moment.restricted) return;
  if (!acceptsOrderType(moment, "LO", "odd")) return;
  for (const side of ["B", "S"] as const) {
    if (desk.view.depth(moment.symbol, "odd", side, ODD_LOT_LEVELS).length >= ODD_LOT_LEVELS) continue;
    sendNewOrder(desk, moment, {
      account: accountFor(desk, "oddLot", moment, side),
      side,
      priceType: "LO",
      price: passivePriceOdd(desk, moment, side),
      volume: desk.rng.int(ODD_LOT_MIN, ODD_LOT_MAX),
    });
  }
}
