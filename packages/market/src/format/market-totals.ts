/**
 * The header's total matched value, HOSE plus HNX (price-board §4, §5). A live index message
 * for market 10 replaces the HOSE total and one for 02 the HNX total; other markets leave it.
 * The totals stay exact VND and are summed before the single rounding to billions, so the
 * header never shows a sum of two rounded numbers.
 */
import { MARKET_CODES } from "../instruments/exchange";
import { formatBillionsRounded } from "./index-values";

export interface MatchedValueTotals {
  /** HOSE (HSX) total matched value, VND. */
  readonly hose: number;
  /** HNX total matched value, VND. */
  readonly hnx: number;
}

export const EMPTY_MATCHED_VALUE_TOTALS: MatchedValueTotals = { hose: 0, hnx: 0 };

export interface IndexTotalMessage {
  /** The index message's market code (`mc`). */
  readonly marketCode: string;
  /** Total matched value of that market, VND. */
  readonly value: number;
}

/**
 * Applies a live index message: replaces (does not add to) the market's total.
 *
 * @example applyIndexTotal({ hose: 1, hnx: 2 }, { marketCode: "10", value: 5 }) // { hose: 5, hnx: 2 }
 * @example applyIndexTotal({ hose: 1, hnx: 2 }, { marketCode: "03", value: 5 }) // { hose: 1, hnx: 2 }
 */
export function applyIndexTotal(totals: MatchedValueTotals, message: IndexTotalMessage): MatchedValueTotals {
  if (message.marketCode === MARKET_CODES.HOSE) return { ...totals, hose: message.value };
  if (message.marketCode === MARKET_CODES.HNX) return { ...totals, hnx: message.value };
  return totals;
}

/**
 * HOSE + HNX matched value in billions, rounded once.
 *
 * @example formatHeaderMatchedValue({ hose: 15_400_600_000_000, hnx: 1_200_600_000_000 }) // "16,601"
 */
export function formatHeaderMatchedValue(totals: MatchedValueTotals): string {
  return formatBillionsRounded(totals.hose + totals.hnx);
}
