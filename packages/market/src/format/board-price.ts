/**
 * Prices and volumes as the boards show them (price-board §5, market-rules §11): prices in
 * thousands of VND ("25.55" = 25,550 VND), volumes in units of 10 shares ("2,241" = 22,410),
 * index points and index-futures prices from hundredths ("1,234.56").
 *
 * Prices are never rounded. VND prices are integers, so in thousands they have at most three
 * decimals: two are always shown (a 10 VND warrant is "0.01"), and a third appears only for
 * the 1 VND ticks of bonds and bond futures ("100.005"), which two decimals would misstate.
 *
 * Missing values (null/undefined) print as an empty cell.
 */
import { priceUnitDecimals, type InstrumentKind } from "../instruments/instrument-kind";
import { formatScaled, type ScaledFormat } from "./scaled-decimal";

/** Prices are shown in thousands of VND: three implied decimals. */
export const PRICE_DISPLAY_SCALE = 3;

/** "vnd" for prices in whole VND, "points" for index values and index-futures prices in hundredths. */
export type PriceUnit = "vnd" | "points";

/**
 * The display unit of an instrument's integer prices.
 *
 * @example priceUnitOf("INDEX_FUTURE") // "points"
 * @example priceUnitOf("CW") // "vnd"
 */
export function priceUnitOf(kind: InstrumentKind): PriceUnit {
  return priceUnitDecimals(kind) === 2 ? "points" : "vnd";
}

// Formats are built once: these functions run for every cell of a streaming board.
const PRICE_FORMAT: ScaledFormat = { scale: PRICE_DISPLAY_SCALE, decimals: 2, maxDecimals: 3 };
const POINTS_FORMAT: ScaledFormat = { scale: 2, decimals: 2 };

/**
 * A VND price in thousands with two decimals (a third only when the price needs it).
 *
 * @example formatPrice(25_550) // "25.55"
 * @example formatPrice(10) // "0.01"
 * @example formatPrice(1_234_500) // "1,234.50"
 * @example formatPrice(100_005) // "100.005"
 */
export function formatPrice(vnd: number | null | undefined): string {
  if (vnd === null || vnd === undefined) return "";
  return formatScaled(vnd, PRICE_FORMAT);
}

/**
 * Index points or an index-futures price, from hundredths of a point, with two decimals.
 *
 * @example formatPoints(128_456) // "1,284.56"
 */
export function formatPoints(hundredths: number | null | undefined): string {
  if (hundredths === null || hundredths === undefined) return "";
  return formatScaled(hundredths, POINTS_FORMAT);
}

/**
 * A price in the given unit.
 *
 * @example formatPriceIn("points", 195_050) // "1,950.50"
 * @example formatPriceIn("vnd", 44_250) // "44.25"
 */
export function formatPriceIn(unit: PriceUnit, value: number | null | undefined): string {
  return unit === "points" ? formatPoints(value) : formatPrice(value);
}

/** Volume display units: boards vary between ×1, ×10 and ×100 (market-rules §11). */
export type VolumeUnit = 1 | 10 | 100;

/** Stock boards show volume in tens of shares, as HOSE's own board does (price-board §5). */
export const BOARD_VOLUME_UNIT: VolumeUnit = 10;

// Every remainder shows: as many optional decimals as the unit has zeros.
const VOLUME_FORMATS: Readonly<Record<VolumeUnit, ScaledFormat>> = {
  1: { scale: 0, decimals: 0 },
  10: { scale: 1, decimals: 0, maxDecimals: 1 },
  100: { scale: 2, decimals: 0, maxDecimals: 2 },
};

/**
 * A volume in units of `unit` shares. Nothing is rounded: a remainder (odd lots, a 22,415
 * total) shows as decimals, because a volume rounded to "0" would hide orders that exist.
 * Derivative contracts are counted one by one: pass unit 1.
 *
 * @example formatVolume(22_410) // "2,241"
 * @example formatVolume(22_415) // "2,241.5"
 * @example formatVolume(5) // "0.5"
 * @example formatVolume(1_250, 1) // "1,250"
 */
export function formatVolume(
  shares: number | null | undefined,
  unit: VolumeUnit = BOARD_VOLUME_UNIT,
): string {
  if (shares === null || shares === undefined) return "";
  return formatScaled(shares, VOLUME_FORMATS[unit]);
}
