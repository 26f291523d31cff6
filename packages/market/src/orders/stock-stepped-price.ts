/**
 * One reading of a numeric stock price field (order price, trigger, stop loss, take profit),
 * told apart into the outcomes the rules name: missing, not a number, not above 0, off the
 * exchange price step, or good. Each caller maps the outcomes to its own warning keys.
 */
import { price, type Price } from "../money";
import { isOnPriceStep, priceStep } from "../price-steps";
import { stepContextOf, stockPriceDecimals, type StockInstrument } from "./stock-instrument";
import { readThousands, withinThousandsDecimals } from "./stock-number-text";
import { isAbove } from "./typed-number";

export type SteppedPriceText =
  | { readonly kind: "empty" }
  /** Not a number, or more decimals than the instrument's prices carry. */
  | { readonly kind: "invalid" }
  | { readonly kind: "not-positive" }
  /** Above 0 but not a multiple of `step`, the step of the tier the price falls in (VND). */
  | { readonly kind: "off-step"; readonly price: Price; readonly step: number }
  | { readonly kind: "value"; readonly price: Price };

/**
 * @example readSteppedPrice("10.01", { symbol: "FPT", venue: "HOSE", kind: "STOCK" })
 * // { kind: "off-step", price: 10010, step: 50 }
 */
export function readSteppedPrice(text: string, instrument: StockInstrument): SteppedPriceText {
  if (text.trim() === "") return { kind: "empty" };
  const amount = readThousands(text);
  if (amount === null) return { kind: "invalid" };
  // The sign before the decimals: "-25.555" is not above 0, whatever its digits.
  if (!isAbove(amount, 0)) return { kind: "not-positive" };
  if (!withinThousandsDecimals(amount, stockPriceDecimals(instrument))) return { kind: "invalid" };
  const context = stepContextOf(instrument);
  const value = price(amount.units);
  return isOnPriceStep(context, amount.units)
    ? { kind: "value", price: value }
    : { kind: "off-step", price: value, step: priceStep(context, amount.units) };
}
