/**
 * What a symbol's day shows of its trading: open, last, high, low and totals. Instruments with
 * a book read the exchange's board-lot figures; a bond, which trades by put-through only, reads
 * its day's deals instead, so its quote row and chart bar show the trades it really has.
 */
import type { InstrumentDefinition, SymbolDay } from "@bangia/exchange";
import type { MarketSource } from "./market-source";

export interface DayTrading {
  readonly open: number;
  readonly last: number;
  readonly lastVolume: number;
  readonly high: number;
  readonly low: number;
  readonly totalVolume: number;
  readonly totalValue: number;
}

export function dayTrading(
  source: MarketSource,
  definition: InstrumentDefinition,
  day: SymbolDay,
): DayTrading {
  if (definition.kind !== "BOND") return day;
  const deals = source.putThrough.deals(definition.symbol);
  let high = 0;
  let low = 0;
  let totalVolume = 0;
  let totalValue = 0;
  for (const deal of deals) {
    high = Math.max(high, deal.price);
    low = low === 0 ? deal.price : Math.min(low, deal.price);
    totalVolume += deal.volume;
    totalValue += deal.price * deal.volume;
  }
  const last = deals.at(-1);
  return {
    open: deals[0]?.price ?? 0,
    last: last?.price ?? 0,
    lastVolume: last?.volume ?? 0,
    high,
    low,
    totalVolume,
    totalValue,
  };
}
