/**
 * The header's market totals (price-board §1 Header, §4 Realtime, §5): matched value of HOSE plus
 * HNX, and the day's put-through value, both in billions. The snapshot loads once; live index
 * messages for 10 and 02 replace their market's matched value, and live `aggregatemarket`
 * messages replace their market's put-through total. Sums stay exact VND until the one rounding.
 */
import {
  applyIndexTotal,
  EMPTY_MATCHED_VALUE_TOTALS,
  formatHeaderMatchedValue,
  formatPutThroughValue,
  type IndexEntry,
  type MatchedValueTotals,
  type MarketPutThroughTotal,
} from "@bangia/market";

/** Index codes whose values make the matched total: HOSE (VNINDEX) and HNX. */
export const MATCHED_TOTAL_INDEX_CODES = "10,02";
/** Markets whose put-through totals make the header's (price-board §7 default 02,03,10). */
export const PUT_THROUGH_MARKET_CODES = "02,03,10";

/** Put-through value of the day by market code, VND. */
export type PutThroughByMarket = Readonly<Record<string, number>>;

/** Matched totals of a `getlistindexdetail` snapshot. */
export function matchedTotalsOf(entries: readonly IndexEntry[]): MatchedValueTotals {
  return entries.reduce<MatchedValueTotals>(
    (totals, entry) => applyIndexTotal(totals, { marketCode: entry.mc, value: entry.value }),
    EMPTY_MATCHED_VALUE_TOTALS,
  );
}

/** Put-through totals of an `aggregate/pt/snapshot/markets` snapshot. */
export function putThroughByMarketOf(items: readonly MarketPutThroughTotal[]): PutThroughByMarket {
  return Object.fromEntries(items.map((item) => [item.mc, item.value]));
}

/** A market's live put-through total replaces its snapshot value. */
export function applyPutThroughTotal(
  totals: PutThroughByMarket,
  marketCode: string,
  value: number,
): PutThroughByMarket {
  return { ...totals, [marketCode]: value };
}

/** The header text of the matched total, billions. */
export function matchedValueText(totals: MatchedValueTotals): string {
  return formatHeaderMatchedValue(totals);
}

/** The header text of the put-through total, billions. */
export function putThroughValueText(totals: PutThroughByMarket): string {
  const value = Object.values(totals).reduce((sum, marketValue) => sum + marketValue, 0);
  return formatPutThroughValue({ value, volume: 0 });
}
