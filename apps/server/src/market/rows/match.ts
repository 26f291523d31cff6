/**
 * A match as the wire shows it: the 3220 messages of `stock` and `stockps`, and the items of the
 * match history (price-board §3 "Match history item"). The match's own price, volume, time and
 * side come from the tape; the day's totals, high, low and average from the exchange.
 */
import {
  MESSAGE_IDS,
  type DerivativeMatchMessage,
  type MatchHistoryItem,
  type StockMatchMessage,
} from "@bangia/market";
import type { FutureDefinition, SymbolDay } from "@bangia/exchange";
import type { TapeTrade } from "../projection";
import type { CashDefinition } from "./cash-instrument";
import type { MarketSource } from "./market-source";
import { averagePrice, changeOf, changePercentOf, colourCode, type DayBand } from "./price-fields";
import { exchangeClockText } from "./wire-time";

/** The fields both match messages share. */
function matchCore(trade: TapeTrade, day: SymbolDay, seq: number) {
  return {
    id: MESSAGE_IDS.MATCH,
    sym: trade.symbol,
    lastPrice: trade.price,
    lastVol: trade.volume,
    change: changeOf(trade.price, day.reference),
    changePc: changePercentOf(trade.price, day.reference),
    totalVol: day.totalVolume,
    hp: day.high,
    lp: day.low,
    ap: averagePrice(day.totalValue, day.totalVolume),
    cl: colourCode(trade.price, day),
    time: exchangeClockText(trade.time),
    side: trade.side,
    seq,
  } as const;
}

/** 3220 on `stock`, for a share, ETF or warrant (bonds have no board-lot matches). */
export function stockMatchMessage(
  source: MarketSource,
  definition: CashDefinition,
  trade: TapeTrade,
  seq: number,
): StockMatchMessage | undefined {
  const day = source.day(definition.symbol);
  if (day === undefined || definition.kind === "BOND") return undefined;
  const core = matchCore(trade, day, seq);
  return {
    ...core,
    ch: colourCode(core.hp, day),
    lc: colourCode(core.lp, day),
    ca: colourCode(core.ap, day),
  };
}

/** 3220 on `stockps`: a derivative match with the contract's open interest. */
export function derivativeMatchMessage(
  source: MarketSource,
  future: FutureDefinition,
  trade: TapeTrade,
  seq: number,
): DerivativeMatchMessage | undefined {
  const day = source.day(future.symbol);
  if (day === undefined) return undefined;
  return { ...matchCore(trade, day, seq), oi: day.openInterest };
}

/** An item of the match history; the change is against today's reference. */
export function matchHistoryItem(trade: TapeTrade, band: DayBand): MatchHistoryItem {
  return {
    sym: trade.symbol,
    time: exchangeClockText(trade.time),
    lastVol: trade.volume,
    lastPrice: trade.price,
    change: changeOf(trade.price, band.reference),
    cl: colourCode(trade.price, band),
    side: trade.side,
  };
}
