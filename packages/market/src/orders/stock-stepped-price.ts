/**
 * One reading of a numeric stock price field (order price, trigger, stop loss, take profit),
 * told apart into the outcomes the rules name: missing, not a number, not above 0, off the
 * exchange price step, or good. Each caller maps the outcomes to its own warning keys.
 */
import { price, type Price } from "../money";
import { isOnPriceStep, priceStep } from "../price-steps";
import { stepContextOf, stockPriceDecimals, type StockInstrument } from "./stock-instrument";
import { readThousandsText } from "./stock-number-text";

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
  const amount = readThousandsText(text, stockPriceDecimals(instrument));
  switch (amount.kind) {
    case "empty":
      return amount;
    case "invalid":
    case "too-precise":
      return { kind: "invalid" };
    case "value": {
      if (amount.vnd <= 0) return { kind: "not-positive" };
      const context = stepContextOf(instrument);
      const value = price(amount.vnd);
      return isOnPriceStep(context, amount.vnd)
        ? { kind: "value", price: value }
        : { kind: "off-step", price: value, step: priceStep(context, amount.vnd) };
    }
  }
}
