/**
 * What a derivative row's numbers are in (price-board §3 "Derivative row"; datafeed.ts units):
 * index futures (VN30, VN100) price in hundredths of a point, bond futures (GB05, GB10) in whole
 * VND, volumes in contracts. The product id names the underlying ("VN30F", "GB05F").
 *
 * Decisions where the spec is silent: index-futures prices show points with one decimal, their
 * tick (0.1 point), and the average, the one price off the tick, is rounded half up to it; bond
 * futures show thousands of VND as the stock board does (a third decimal for their 1 VND tick);
 * contracts are counted one by one (no ×10).
 */
import {
  formatPrice,
  formatScaled,
  formatVolume,
  indexBySymbol,
  isFuturesUnderlying,
  isIndexFuturesUnderlying,
  type FuturesUnderlying,
  type PriceUnit,
  type ScaledFormat,
} from "@bangia/market";
import { boardAveragePrice } from "../board/cell-view";

/** The underlying of a product id ("VN30F" → "VN30"), or null for an unknown product. */
export function underlyingOf(productId: string): FuturesUnderlying | null {
  const underlying = productId.endsWith("F") ? productId.slice(0, -1) : productId;
  return isFuturesUnderlying(underlying) ? underlying : null;
}

/**
 * The unit of a product's prices.
 *
 * @example derivativePriceUnit("VN100F") // "points"
 * @example derivativePriceUnit("GB10F") // "vnd"
 */
export function derivativePriceUnit(productId: string): PriceUnit {
  const underlying = underlyingOf(productId);
  return underlying !== null && isIndexFuturesUnderlying(underlying) ? "points" : "vnd";
}

/**
 * The index code (`mc`) of an index future's underlying index, whose live value the board
 * compares the last price with; null for bond futures.
 *
 * @example underlyingIndexCode("VN30F") // "11"
 * @example underlyingIndexCode("VN100F") // "27"
 * @example underlyingIndexCode("GB05F") // null
 */
export function underlyingIndexCode(productId: string): string | null {
  const underlying = underlyingOf(productId);
  if (underlying === null || !isIndexFuturesUnderlying(underlying)) return null;
  return indexBySymbol(underlying)?.code ?? null;
}

const POINTS_PRICE: ScaledFormat = { scale: 2, decimals: 1 };

/**
 * A price cell: empty for 0 ("no price"), points with one decimal, or thousands of VND.
 *
 * @example derivativePriceText(194_580, "points") // "1,945.8"
 * @example derivativePriceText(105_740, "vnd") // "105.74"
 * @example derivativePriceText(0, "points") // ""
 */
export function derivativePriceText(price: number, unit: PriceUnit): string {
  if (price <= 0) return "";
  return unit === "points" ? formatScaled(price, POINTS_PRICE) : formatPrice(price);
}

/**
 * A signed price change in the product's unit ("+0.8", "-1.25"); empty for null.
 *
 * @example derivativeChangeText(-160, "points") // "-1.6"
 * @example derivativeChangeText(250, "vnd") // "+0.25"
 */
export function derivativeChangeText(change: number | null, unit: PriceUnit): string {
  if (change === null) return "";
  const text = unit === "points" ? formatScaled(change, POINTS_PRICE) : formatPrice(change);
  return change > 0 ? `+${text}` : text;
}

/**
 * The average price as shown: index futures rounded half up to their 0.1 point tick, bond
 * futures (whole VND on their 1 VND tick already) as they are.
 *
 * @example shownAveragePrice(194_569, "points") // 194_570
 */
export function shownAveragePrice(price: number, unit: PriceUnit): number {
  return unit === "points" ? boardAveragePrice(price) : Math.max(0, price);
}

/**
 * Contracts, one by one; empty for 0 ("no volume").
 *
 * @example contractsText(1_250) // "1,250"
 */
export function contractsText(contracts: number): string {
  return contracts > 0 ? formatVolume(contracts, 1) : "";
}

/**
 * A wire price as the chart feed draws it (tradingview-udf.ts): points for index futures,
 * thousands of VND otherwise.
 *
 * @example chartPriceOf(194_580, "points") // 1945.8
 */
export function chartPriceOf(price: number, unit: PriceUnit): number {
  return price / (unit === "points" ? 100 : 1_000);
}
