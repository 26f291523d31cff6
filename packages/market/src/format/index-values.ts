/**
 * Index figures (price-board §2 index strip and table, §5): points from hundredths, the table's
 * volume in millions of shares and value in billions of VND. Values are kept in whole VND in
 * this package; the feed's "value ÷ 1000" works on millions of VND, so dividing VND by 10^9
 * shows the same billions.
 */
import { formatScaled } from "./scaled-decimal";

/** Volume in millions: six implied decimals of a share count. */
const MILLIONS_SCALE = 6;
/** Value in billions: nine implied decimals of a VND amount. */
export const BILLIONS_SCALE = 9;

/**
 * Index table volume in millions of shares, two decimals.
 *
 * @example formatIndexVolume(523_456_789) // "523.46"
 */
export function formatIndexVolume(shares: number | null | undefined): string {
  if (shares === null || shares === undefined) return "";
  return formatScaled(shares, { scale: MILLIONS_SCALE, decimals: 2 });
}

/**
 * Index table value in billions of VND, two decimals.
 *
 * @example formatIndexValue(12_345_678_901_234) // "12,345.68"
 */
export function formatIndexValue(vnd: number | null | undefined): string {
  if (vnd === null || vnd === undefined) return "";
  return formatScaled(vnd, { scale: BILLIONS_SCALE, decimals: 2 });
}

/**
 * A total value in whole billions of VND, rounded: the strip and header totals.
 *
 * @example formatBillionsRounded(12_345_678_901_234) // "12,346"
 */
export function formatBillionsRounded(vnd: number | null | undefined): string {
  if (vnd === null || vnd === undefined) return "";
  return formatScaled(vnd, { scale: BILLIONS_SCALE, decimals: 0 });
}
