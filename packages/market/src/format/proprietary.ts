/**
 * Proprietary (self-trading) figures of securities firms (price-board §2, §3, §5): volume
 * shown ÷10, value ÷1000 (thousands of VND) in the summary and table, and the 10-day chart of
 * net value in billions, green when positive and red when negative.
 */
import { formatVolume } from "./board-price";
import { divideRounded } from "../integer-division";
import { formatScaled } from "./scaled-decimal";

export interface ProprietaryTotals {
  readonly buyVolume: number;
  /** VND. */
  readonly buyValue: number;
  readonly sellVolume: number;
  /** VND. */
  readonly sellValue: number;
}

export interface ProprietaryNet {
  readonly volume: number;
  /** VND. */
  readonly value: number;
}

/** Days of history in the chart (price-board §9). */
export const PROPRIETARY_HISTORY_DAYS = 10;

/** Chart bar colours (price-board §9). */
export const CHART_COLOURS = { up: "#07BA07", down: "#E63232" } as const;

/**
 * Net = buy − sell, for volume and value.
 *
 * @example proprietaryNet({ buyVolume: 500, buyValue: 9_000, sellVolume: 800, sellValue: 7_000 }) // { volume: -300, value: 2_000 }
 */
export function proprietaryNet(totals: ProprietaryTotals): ProprietaryNet {
  return { volume: totals.buyVolume - totals.sellVolume, value: totals.buyValue - totals.sellValue };
}

/**
 * Proprietary volume, shown ÷10 like board volumes.
 *
 * @example formatProprietaryVolume(1_234_560) // "123,456"
 */
export function formatProprietaryVolume(shares: number | null | undefined): string {
  return formatVolume(shares);
}

/**
 * Proprietary value in thousands of VND, rounded to a whole thousand.
 *
 * @example formatProprietaryValue(12_345_678_600) // "12,345,679"
 */
export function formatProprietaryValue(vnd: number | null | undefined): string {
  if (vnd === null || vnd === undefined) return "";
  return formatScaled(vnd, { scale: 3, decimals: 0 });
}

/**
 * A chart bar's height in billions of VND, rounded to hundredths. The chart library needs a
 * number, so this is the one float: it is produced from an exactly rounded integer and only
 * sizes a bar, never feeds arithmetic.
 *
 * @example proprietaryChartValue(-12_345_678_901) // -12.35
 */
export function proprietaryChartValue(vnd: number): number {
  return divideRounded(vnd, 10_000_000) / 100;
}

/**
 * Bar colour of a day's net value: green at or above zero (a zero bar has no height, so its
 * colour is moot), red below.
 *
 * @example proprietaryBarColour(-1) // "#E63232"
 */
export function proprietaryBarColour(netValue: number): string {
  return netValue < 0 ? CHART_COLOURS.down : CHART_COLOURS.up;
}
