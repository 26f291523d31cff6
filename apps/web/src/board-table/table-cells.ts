/**
 * Cell texts shared by the board tables (price-board §5): prices in thousands of VND, volumes in
 * board units, 0 as an empty cell ("no price", "no volume" on the wire), and the price colour
 * against reference, ceiling and floor. Formatting is the market package's.
 */
import { formatPrice, formatVolume, priceColour, type PriceColour } from "@bangia/market";
import { boardVolume } from "../board/cell-view";
import type { TableCell } from "./table-columns";

/** Reference, ceiling and floor of a row, VND. */
export interface PriceBands {
  readonly r: number;
  readonly c: number;
  readonly f: number;
}

/**
 * A VND price in thousands; empty for 0 (no price).
 *
 * @example priceText(25_550) // "25.55"
 * @example priceText(0) // ""
 */
export function priceText(vnd: number): string {
  return vnd > 0 ? formatPrice(vnd) : "";
}

/** A price's colour against the row's bands; null when the row has no reference. */
export function bandColour(bands: PriceBands, price: number): PriceColour | null {
  if (bands.r <= 0) return null;
  return priceColour(price, { reference: bands.r, ceiling: bands.c, floor: bands.f });
}

/** A price cell coloured against the row's bands. */
export function priceCell(bands: PriceBands, price: number): TableCell {
  return { text: priceText(price), colour: price > 0 ? bandColour(bands, price) : null };
}

/**
 * A volume: in board units of ten shares (the stock board's whole-unit rounding) or counted one
 * by one (unit 1: odd lots, bonds); empty for 0.
 *
 * @example volumeText(22_415, 10) // "2,242"
 * @example volumeText(99, 1) // "99"
 */
export function volumeText(count: number, unit: 1 | 10): string {
  if (count <= 0) return "";
  return unit === 1 ? formatVolume(count, 1) : formatVolume(boardVolume(count));
}
