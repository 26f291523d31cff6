/**
 * The derivative row of pslistdataall / getpsalldatalsnapshot (price-board §3 "Derivative row")
 * and the ten-level book of the derivative detail. Prices are in the contract's unit:
 * hundredths of a point for index futures, VND for bond futures.
 *
 * Decisions where the spec is silent: `productId` is the underlying with "F" (VN30F, VN100F,
 * GB05F, GB10F), the prefix every contract code of the product shares; `matureDate` is the last
 * trading day.
 */
import type { BookLevel, DerivativeRow, Side } from "@bangia/market";
import type { FutureDefinition } from "@bangia/exchange";
import { bookTop, depthLevels, packedGroups } from "./depth-groups";
import type { MarketSource } from "./market-source";
import { averagePrice, changeOf } from "./price-fields";
import { compactDate } from "./wire-time";

/** Levels of one side in the derivative detail. */
export const TEN_LEVELS = 10;

export function productIdOf(future: FutureDefinition): string {
  return `${future.underlying}F`;
}

export function derivativeRow(
  source: MarketSource,
  future: FutureDefinition,
  seq: number,
): DerivativeRow | undefined {
  const day = source.day(future.symbol);
  if (day === undefined) return undefined;
  const top = bookTop(source, future.symbol);
  return {
    sym: future.symbol,
    r: day.reference,
    c: day.ceiling,
    f: day.floor,
    lastPrice: day.last,
    lv: day.lastVolume,
    change: changeOf(day.last, day.reference),
    lot: day.totalVolume,
    avePrice: averagePrice(day.totalValue, day.totalVolume),
    highPrice: day.high,
    lowPrice: day.low,
    oi: day.openInterest,
    fBVol: day.foreignBuyVolume,
    fSVolume: day.foreignSellVolume,
    overBuy: top.overBuy,
    overSell: top.overSell,
    productId: productIdOf(future),
    matureDate: compactDate(future.lastTradingDate),
    ...depthLevels(top),
    ...packedGroups(top, day),
    seq,
  };
}

/** One side of the board-lot book, best first, at most ten levels. */
export function tenLevels(source: MarketSource, symbol: string, side: Side): readonly BookLevel[] {
  return source
    .depth(symbol, "lot", side, TEN_LEVELS)
    .map((level) => ({ price: level.price, vol: level.volume }));
}
