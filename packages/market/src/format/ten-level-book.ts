/**
 * The ten-level book of the derivative detail panel (price-board §2, §5). A level with price 0
 * is an at-the-open or at-the-close order: it reads "ATC" from 12:00 on and "ATO" before,
 * by the market clock (injected as minutes since midnight, Asia/Ho_Chi_Minh).
 */
import type { MinuteOfDay } from "../sessions/minute-of-day";
import { formatPriceIn, type PriceUnit } from "./board-price";

/** 12:00: from here a zero-price level is an ATC order. */
export const ATC_FROM_MINUTES: MinuteOfDay = 12 * 60;

/**
 * The price cell of a book level.
 *
 * @example bookPriceText(0, 9 * 60) // "ATO"
 * @example bookPriceText(0, 14 * 60 + 30) // "ATC"
 * @example bookPriceText(134_510, 10 * 60, "points") // "1,345.10"
 */
export function bookPriceText(
  price: number,
  minutesSinceMidnight: MinuteOfDay,
  unit: PriceUnit = "vnd",
): string {
  if (price === 0) return minutesSinceMidnight >= ATC_FROM_MINUTES ? "ATC" : "ATO";
  return formatPriceIn(unit, price);
}

/**
 * Bar widths as fractions of the total volume of the levels given (0 to 1, for a CSS width).
 * A fraction is a float, which is fine here: it only sizes a bar. Pass both sides together
 * so buy and sell bars share one scale and can be compared; all zero when nothing rests.
 *
 * @example bookBarWidths([100, 300]) // [0.25, 0.75]
 */
export function bookBarWidths(volumes: readonly number[]): number[] {
  const total = volumes.reduce((sum, volume) => sum + Math.max(0, volume), 0);
  return volumes.map((volume) => (total > 0 ? Math.max(0, volume) / total : 0));
}
