/**
 * An ETF's indicative values as the wire carries them (EtfQuote, 4101/4102, getlistetfdata):
 * iNav per unit in VND, and the tracked index in thousandths of a point — the exchange keeps
 * index levels in hundredths, the wire's iIndex reads like iNav under the board's "÷ 1000".
 */
import type { MarketSource } from "./market-source";

export interface EtfIndicativeFields {
  readonly iNav: number;
  readonly iIndex: number;
}

export function etfIndicativeFields(source: MarketSource, symbol: string): EtfIndicativeFields | undefined {
  const indicative = source.etfIndicative(symbol);
  return indicative === undefined ? undefined : { iNav: indicative.inav, iIndex: indicative.iIndex * 10 };
}
