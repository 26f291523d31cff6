/**
 * Proprietary (self-trading) figures of a group (price-board §3 "Proprietary data"): today's
 * from the exchange's day of each symbol, earlier days' from the generated flow.
 */
import type { ProprietaryDay, ProprietarySymbolDay } from "@bangia/market";
import type { SymbolDay } from "@bangia/exchange";
import type { ProprietaryFlow } from "../../synthetic/generated-content";

export function flowOfDay(day: SymbolDay): ProprietaryFlow {
  return {
    buyVolume: day.proprietaryBuyVolume,
    buyValue: day.proprietaryBuyValue,
    sellVolume: day.proprietarySellVolume,
    sellValue: day.proprietarySellValue,
  };
}

export function proprietaryDay(date: string, flows: Iterable<ProprietaryFlow>): ProprietaryDay {
  let TBuyVol = 0;
  let TBuyVal = 0;
  let TSellVol = 0;
  let TSellVal = 0;
  for (const flow of flows) {
    TBuyVol += flow.buyVolume;
    TBuyVal += flow.buyValue;
    TSellVol += flow.sellVolume;
    TSellVal += flow.sellValue;
  }
  return { TradingDate: date, TBuyVol, TBuyVal, TSellVol, TSellVal };
}

export function proprietarySymbolDay(
  date: string,
  symbol: string,
  flow: ProprietaryFlow,
): ProprietarySymbolDay {
  return { ...proprietaryDay(date, [flow]), Ticker: symbol };
}

/** True when the flow has any buying or selling. */
export function isActive(flow: ProprietaryFlow): boolean {
  return flow.buyVolume > 0 || flow.sellVolume > 0;
}
