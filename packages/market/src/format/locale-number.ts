/**
 * Numbers in running text (notices, statements, labels, tile captions), in the language's number
 * style — the board style "1,234,567.5" in both languages (number-style), so running text and
 * board figures agree. Board figures use board-price.
 */
import type { Language } from "./language";
import { numberStyleOf } from "./number-style";
import type { Rounding } from "../integer-division";
import { formatScaled } from "./scaled-decimal";

export interface LocaleNumberFormat {
  readonly language: Language;
  /** Implied decimals of the integer `value` (default 0). */
  readonly scale?: number;
  /** Decimals always shown (default 0). */
  readonly decimals?: number;
  /** Most decimals shown (default `decimals`). */
  readonly maxDecimals?: number;
  readonly rounding?: Rounding;
}

/**
 * Formats an integer carrying `scale` implied decimals in the language's number style.
 *
 * @example formatNumber(50_000_000, { language: "vi" }) // "50,000,000"
 * @example formatNumber(1_234_567, { language: "vi", scale: 2, decimals: 2 }) // "12,345.67"
 * @example formatNumber(1_234_567, { language: "en", scale: 2, decimals: 2 }) // "12,345.67"
 */
export function formatNumber(value: number, format: LocaleNumberFormat): string {
  const decimals = format.decimals ?? 0;
  return formatScaled(value, {
    scale: format.scale ?? 0,
    decimals,
    maxDecimals: format.maxDecimals ?? decimals,
    style: numberStyleOf(format.language),
    ...(format.rounding === undefined ? {} : { rounding: format.rounding }),
  });
}
