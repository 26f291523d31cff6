/**
 * The stock quote row of getliststockdata (price-board §3 "Stock quote"): a ShareQuote (type D,
 * or T for a bond), an EtfQuote with iNav/iIndex, or a WarrantQuote with its warrant facts and
 * underlying. Every figure is read from the exchange at the moment of the call.
 *
 * Decisions where the spec is silent:
 * - `ot`/`changePc` are last − reference and its percent (two decimals); 0/0 before a trade.
 * - `avePrice` is total value ÷ total volume of the board-lot matches, rounded half up to a whole
 *   VND (a display figure; it may sit between ticks).
 * - `sType` is "S" (an ordinary listed security) and `sBenefit` "0" (no rights event): the
 *   exchange simulates neither stock sub-types nor corporate actions.
 * - A bond (type T) has no order book: its last, high, low, average and totals come from the
 *   day's put-through deals, as on the bond board.
 * - `matureDate` is set for the instruments that mature (warrants, bonds).
 */
import {
  MARKET_CODES,
  type EtfQuote,
  type ShareQuote,
  type StockQuote,
  type StockQuoteBase,
  type WarrantQuote,
} from "@bangia/market";
import type { SymbolDay } from "@bangia/exchange";
import { dayTrading } from "./day-trading";
import { floorOf, typeCodeOf, type CashDefinition } from "./cash-instrument";
import { bookTop, depthColours, depthLevels, EMPTY_BOOK_TOP, packedGroups } from "./depth-groups";
import { etfIndicativeFields } from "./etf-indicative";
import type { MarketSource } from "./market-source";
import { averagePrice, changeOf, changePercentOf, colourCode } from "./price-fields";
import { warrantExtras, warrantUnderlying } from "./warrant-extras";
import { compactDate } from "./wire-time";

/** The fields every quote row shares; `type` is the instrument's own letter. */
export function quoteBase(
  source: MarketSource,
  definition: CashDefinition,
  day: SymbolDay,
  seq: number,
): StockQuoteBase {
  const floor = floorOf(definition);
  const trading = dayTrading(source, definition, day);
  const top = definition.kind === "BOND" ? EMPTY_BOOK_TOP : bookTop(source, definition.symbol);
  const average = averagePrice(trading.totalValue, trading.totalVolume);
  const matures = definition.kind === "CW" || definition.kind === "BOND";
  return {
    sym: definition.symbol,
    r: day.reference,
    c: day.ceiling,
    f: day.floor,
    lastPrice: trading.last,
    lastVolume: trading.lastVolume,
    ot: changeOf(trading.last, day.reference),
    changePc: changePercentOf(trading.last, day.reference),
    avePrice: average,
    highPrice: trading.high,
    lowPrice: trading.low,
    lot: trading.totalVolume,
    ...depthLevels(top),
    ...depthColours(top, day),
    ...packedGroups(top, day),
    overBuy: top.overBuy,
    overSell: top.overSell,
    fBVol: day.foreignBuyVolume,
    fSVolume: day.foreignSellVolume,
    fRoom: day.foreignRoom,
    cl: colourCode(trading.last, day),
    ca: colourCode(average, day),
    ch: colourCode(trading.high, day),
    lc: colourCode(trading.low, day),
    post_to: floor,
    type: typeCodeOf(definition),
    sType: "S",
    sBenefit: "0",
    mc: MARKET_CODES[floor],
    ...(matures ? { matureDate: compactDate(definition.maturityDate) } : {}),
    seq,
  };
}

/** The quote row of a cash instrument, by kind; undefined when the exchange has no day for it. */
export function stockQuote(
  source: MarketSource,
  definition: CashDefinition,
  seq: number,
): StockQuote | undefined {
  const day = source.day(definition.symbol);
  if (day === undefined) return undefined;
  const base = quoteBase(source, definition, day, seq);
  switch (definition.kind) {
    case "STOCK":
    case "BOND":
      return { ...base, type: definition.kind === "STOCK" ? "D" : "T" } satisfies ShareQuote;
    case "ETF": {
      const indicative = etfIndicativeFields(source, definition.symbol);
      return {
        ...base,
        type: "E",
        iNav: indicative?.iNav ?? 0,
        iIndex: indicative?.iIndex ?? 0,
      } satisfies EtfQuote;
    }
    case "CW":
      return {
        ...base,
        type: "W",
        ...warrantExtras(definition),
        ...warrantUnderlying(source, definition),
        cwSym: definition.symbol,
      } satisfies WarrantQuote;
  }
}
