/**
 * Prices as the tickets type them (order-entry §3, §9): stock prices in thousands of VND with up
 * to two decimals ("25.55" = 25,550 VND), index-futures prices in points with one decimal
 * ("1950.5" = 195,050 hundredths), bond futures in whole VND. No thousands separator, so what
 * a click writes is what the validators read back.
 *
 * The +/- buttons step by the user's price_step (thousand VND, or points) when it sits on the
 * exchange's tick at that price, else by the tick (market `priceStep`), so a step never leaves
 * a price the exchange refuses; they never go below one tick.
 */
import { priceStep, type StepContext } from "@bangia/market";

/** Stored unit per typed unit: 1,000 VND per thousand, 100 hundredths per point, 1 VND per VND. */
export type PriceScale = 1_000 | 100 | 1;

/**
 * The text of a stored price; "" for none (0).
 *
 * @example priceText(25_550, 1_000) // "25.55"
 * @example priceText(98_000, 1_000) // "98.00"
 * @example priceText(195_050, 100) // "1950.5"
 */
export function priceText(value: number, scale: PriceScale): string {
  if (!Number.isFinite(value) || value <= 0) return "";
  if (scale === 1) return String(Math.round(value));
  if (scale === 100) return (value / 100).toFixed(2).replace(/0$/, "").replace(/\.0$/, "");
  // Stock prices as the board writes them: two decimals, a third only for a 1 VND tick.
  return (value / 1_000).toFixed(value % 10 === 0 ? 2 : 3);
}

/**
 * The stored value of a typed price; null for a keyword, blank or garbled text.
 *
 * @example priceValue("25.55", 1_000) // 25550
 * @example priceValue("ATO", 1_000) // null
 */
export function priceValue(text: string, scale: PriceScale): number | null {
  const trimmed = text.trim().replaceAll(",", "");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * scale);
}

export interface PriceStepInput {
  /** The typed price. */
  readonly text: string;
  readonly direction: 1 | -1;
  readonly scale: PriceScale;
  readonly context: StepContext;
  /** The user's price_step in typed units (0.1 = 100 VND on the stock panel). */
  readonly userStep: number;
  /** Where a step starts from when the field holds no number (the last or reference price). */
  readonly from: number;
}

/**
 * The price text after one +/- press.
 *
 * @example steppedPrice({ text: "25.5", direction: 1, scale: 1_000, context: { kind: "STOCK", venue: "HOSE" }, userStep: 0.1, from: 0 }) // "25.6"
 * @example steppedPrice({ text: "9.99", direction: 1, scale: 1_000, context: { kind: "STOCK", venue: "HOSE" }, userStep: 0.1, from: 0 }) // "10.09"
 */
export function steppedPrice(input: PriceStepInput): string {
  const typed = priceValue(input.text, input.scale);
  const start = typed ?? input.from;
  if (start <= 0) return input.text;
  if (typed === null) return priceText(start, input.scale);
  const user = Math.round(input.userStep * input.scale);
  const at = input.direction > 0 ? start : start - 1;
  const tick = priceStep(input.context, Math.max(at, 1));
  const step = user > 0 && user % tick === 0 ? user : tick;
  const next = start + input.direction * step;
  return priceText(Math.max(next, tick), input.scale);
}
