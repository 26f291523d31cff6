/**
 * The facts the content generators scale a symbol's company data to (ContentSubject), with
 * today's reference price: PE, PB and the finance tables then agree with the price on the board
 * and with the feed's own base info, which scales the same way.
 */
import type { MarketFeed } from "../../market/market-feed";
import { instrumentSubject } from "../../market/rows/content-subject";
import type { ContentSubject } from "../../synthetic/generated-content";

/** The subject of a listed symbol; undefined when the market does not list it. */
export function contentSubjectOf(market: MarketFeed, symbol: string): ContentSubject | undefined {
  const instrument = market.instrument(symbol);
  if (instrument === undefined) return undefined;
  const today = market.stockQuotes([symbol])[0]?.r ?? 0;
  return instrumentSubject(instrument, today > 0 ? today : instrument.initialReference);
}
