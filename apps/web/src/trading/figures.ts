/**
 * The panel's figures in the board's one number style (docs/web.md "Numbers"): money in whole
 * VND with thousands commas, volumes in shares or contracts (not the board's tens), prices in
 * thousands of VND (stocks) or points (index futures), percents with two decimals.
 */
import { formatNumber, formatPoints, formatPrice, formatVolume, type Language } from "@bangia/market";

export const money = (vnd: number, language: Language): string => formatNumber(Math.round(vnd), { language });

export const units = (count: number): string => formatVolume(count, 1);

export const percent = (value: number, language: Language): string =>
  `${formatNumber(Math.round(value * 100), { language, scale: 2, decimals: 2 })}%`;

/** A price of the wire: a keyword as it is, else VND in thousands or hundredths of a point. */
export function wirePrice(price: number | string, points = false): string {
  if (typeof price === "string") return price;
  return points ? formatPoints(price) : formatPrice(price);
}
