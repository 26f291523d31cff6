/**
 * A symbol's day as trades make it: open, high, low, last, totals per board, foreign and
 * proprietary flow, and the close. The exchange calls these on every trade, so each is O(1)
 * and mutates the day in place (no allocation).
 *
 * Which trades move which figures (market-rules §3, §10):
 * - Board-lot trades of the calls and of continuous matching set open, high, low, last and
 *   lastVolume. HNX post-close (PLO) trades count in the board-lot totals but move no price:
 *   they match at the close that is already set, and the reference must ignore them.
 * - Odd-lot and put-through trades count in their own totals and in the foreign and
 *   proprietary flow, never in prices (boards show board-lot prices only).
 * - `tradeCount` counts every trade of every board (one per trade event).
 * - Foreign room is not touched here: it moves only through foreign-room.ts (reserved at
 *   order entry or at the put-through deal, restored on cancel or by a foreign sale).
 */
import type { InvestorType } from "../orders/order-commands";
import type { SymbolDay } from "./symbol-day";

/** What a day starts from: the band of the day and the room left over from yesterday. */
export interface SymbolDayStart {
  readonly reference: number;
  readonly ceiling: number;
  readonly floor: number;
  readonly foreignRoom: number;
  /** Derivatives: contracts open at the end of the previous day. */
  readonly openInterest?: number;
}

/** The phase a trade matched in: continuous, a call auction (ATO, ATC, periodic), or PLO. */
export type TradePhase = "continuous" | "call" | "post-close";

export interface TradeRecord {
  readonly board: "lot" | "odd" | "pt";
  readonly price: number;
  readonly volume: number;
  readonly phase: TradePhase;
  readonly buyInvestor?: InvestorType;
  readonly sellInvestor?: InvestorType;
}

/** A fresh day: the band and room given, every price and total zero. */
export function openSymbolDay(start: SymbolDayStart): SymbolDay {
  return {
    reference: start.reference,
    ceiling: start.ceiling,
    floor: start.floor,
    open: 0,
    high: 0,
    low: 0,
    last: 0,
    lastVolume: 0,
    close: 0,
    totalVolume: 0,
    totalValue: 0,
    continuousVolume: 0,
    continuousValue: 0,
    oddVolume: 0,
    oddValue: 0,
    putThroughVolume: 0,
    putThroughValue: 0,
    putThroughLast: 0,
    foreignBuyVolume: 0,
    foreignBuyValue: 0,
    foreignSellVolume: 0,
    foreignSellValue: 0,
    foreignRoom: start.foreignRoom,
    proprietaryBuyVolume: 0,
    proprietaryBuyValue: 0,
    proprietarySellVolume: 0,
    proprietarySellValue: 0,
    tradeCount: 0,
    openInterest: start.openInterest ?? 0,
  };
}

/** Adds one trade to the day (see the header for which figures each board moves). */
export function recordTrade(day: SymbolDay, trade: TradeRecord): void {
  const { price, volume } = trade;
  const value = price * volume;
  switch (trade.board) {
    case "lot":
      day.totalVolume += volume;
      day.totalValue += value;
      if (trade.phase === "continuous") {
        day.continuousVolume += volume;
        day.continuousValue += value;
      }
      if (trade.phase !== "post-close") movePrices(day, price, volume);
      break;
    case "odd":
      day.oddVolume += volume;
      day.oddValue += value;
      break;
    case "pt":
      day.putThroughVolume += volume;
      day.putThroughValue += value;
      day.putThroughLast = price;
      break;
  }
  if (trade.buyInvestor === "FOREIGN") {
    day.foreignBuyVolume += volume;
    day.foreignBuyValue += value;
  } else if (trade.buyInvestor === "PROPRIETARY") {
    day.proprietaryBuyVolume += volume;
    day.proprietaryBuyValue += value;
  }
  if (trade.sellInvestor === "FOREIGN") {
    day.foreignSellVolume += volume;
    day.foreignSellValue += value;
  } else if (trade.sellInvestor === "PROPRIETARY") {
    day.proprietarySellVolume += volume;
    day.proprietarySellValue += value;
  }
  day.tradeCount += 1;
}

function movePrices(day: SymbolDay, price: number, volume: number): void {
  if (day.open === 0) {
    day.open = price;
    day.high = price;
    day.low = price;
  } else {
    if (price > day.high) day.high = price;
    if (price < day.low) day.low = price;
  }
  day.last = price;
  day.lastVolume = volume;
}

/** The closing call matched at `price`: that is the day's close. */
export function recordClose(day: SymbolDay, price: number): void {
  day.close = price;
}

/**
 * The day's closing price: the closing call's price, else the last board-lot trade of the calls
 * and continuous matching (PLO trades never set it), else 0 when nothing traded.
 */
export function closingPrice(day: SymbolDay): number {
  return day.close > 0 ? day.close : day.last;
}
