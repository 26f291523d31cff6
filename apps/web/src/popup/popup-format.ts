/**
 * Texts of the popup's figures that the shared formatters do not cover: chart-unit prices
 * (thousands of VND as floats) shown like board prices, indicator values, whole amounts, finance
 * table cells in millions of VND, and event dates. Figures keep the board's style ("1,234.50")
 * in both languages, as every figure of the board does; dates are running text.
 */
import { formatPrice, formatScaled, scaleDecimal, toSlashDate, type Language } from "@bangia/market";

/** What a figure too short of history to compute shows. */
export const NO_FIGURE = "–";

/**
 * A computed chart-unit price (thousands of VND: an average, a pivot) as the board writes
 * prices, rounded to two decimals (10 VND); a dash when null.
 *
 * @example formatChartPrice(99.12345) // "99.12"
 * @example formatChartPrice(null) // "–"
 */
export function formatChartPrice(thousands: number | null): string {
  if (thousands === null || !Number.isFinite(thousands)) return NO_FIGURE;
  return formatPrice(Math.round(thousands * 100) * 10);
}

/**
 * An indicator value with two decimals; a dash when null.
 *
 * @example formatIndicator(56.789) // "56.79"
 * @example formatIndicator(-0.004) // "-0.00"
 */
export function formatIndicator(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  const hundredths = scaleDecimal(value, 2);
  return hundredths === null ? NO_FIGURE : formatScaled(hundredths, { scale: 2, decimals: 2 });
}

/**
 * A whole amount (VND, shares), grouped; a dash when missing.
 *
 * @example formatWhole(5_490.4) // "5,490"
 */
export function formatWhole(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  return formatScaled(Math.round(value), { scale: 0, decimals: 0 });
}

/**
 * A finance table cell: millions of VND whole, ratios with up to two decimals; empty when not
 * reported.
 *
 * @example formatFinanceValue(52_556_567) // "52,556,567"
 * @example formatFinanceValue(28.55) // "28.55"
 * @example formatFinanceValue(null) // ""
 */
export function formatFinanceValue(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return "";
  const hundredths = scaleDecimal(value, 2);
  if (hundredths === null) return "";
  return formatScaled(hundredths, { scale: 2, decimals: 0, maxDecimals: 2 });
}

const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * An ISO date as running text: dd/MM/yyyy in Vietnamese, "7 Jan 2026" in English (as the
 * footer writes dates); the text itself when it is not a date.
 */
export function formatEventDate(date: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  if (language === "vi") return toSlashDate(date);
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : ENGLISH_DATE.format(time);
}
