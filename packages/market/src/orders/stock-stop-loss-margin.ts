/**
 * The stop-loss margin (the form's stopLossMargin, the order's SPREAD): once the stop loss
 * triggers, the sell is placed at stop loss minus margin, floored at 0 (accounts-session §5).
 * The margin is "on step" when that limit is a price the exchange accepts, which is what
 * matters on HOSE, where a 10,000 stop less a 10 margin gives 9,990: on the 10 step below
 * 10,000 even though 10 is not a multiple of 50.
 */
import { vnd, type Vnd } from "../money";
import { priceStep } from "../price-steps";
import { invalid, valid, type Validation } from "../validation";
import { stepContextOf, stockPriceDecimals, type StockInstrument } from "./stock-instrument";
import { readThousands, withinThousandsDecimals } from "./stock-number-text";

/** The limit price a triggered stop loss places. */
export function stopLossLimit(stopLoss: number, margin: number): number {
  return Math.max(0, stopLoss - margin);
}

/**
 * The step (VND) that stop loss minus margin misses, or null when the limit fits it.
 *
 * @example stopLossMarginMiss({ symbol: "FPT", venue: "HOSE", kind: "STOCK" }, 25_000, 120) // 50
 * @example stopLossMarginMiss({ symbol: "FPT", venue: "HOSE", kind: "STOCK" }, 10_000, 10) // null
 */
export function stopLossMarginMiss(
  instrument: StockInstrument,
  stopLoss: number,
  margin: number,
): number | null {
  const limit = stopLossLimit(stopLoss, margin);
  const step = priceStep(stepContextOf(instrument), limit);
  return limit % step === 0 ? null : step;
}

/**
 * A typed margin (thousand VND) for the stop loss `stopLoss` (VND): a number with no more
 * decimals than the instrument's prices, not negative, and leaving a limit on the price step;
 * else invalid-stop-loss-margin, with `{ step }` when only the step is missed. Zero passes:
 * the entry form refuses it (margin above 0), the edit dialog reads it as no margin.
 *
 * @example readStopLossMargin("0.12", 24_000, { symbol: "FPT", venue: "HOSE", kind: "STOCK" })
 * // { ok: false, key: "invalid-stop-loss-margin", params: { step: 50 } }
 */
export function readStopLossMargin(
  text: string,
  stopLoss: number,
  instrument: StockInstrument,
): Validation<Vnd> {
  const margin = readThousands(text);
  if (margin === null || margin.negative || !withinThousandsDecimals(margin, stockPriceDecimals(instrument)))
    return invalid("invalid-stop-loss-margin");
  const missed = stopLossMarginMiss(instrument, stopLoss, margin.units);
  if (missed !== null) return invalid("invalid-stop-loss-margin", { step: missed });
  return valid(vnd(margin.units));
}
