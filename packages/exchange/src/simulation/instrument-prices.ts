/**
 * Turning the simulation's float fair values into prices the exchange takes: an integer on the
 * instrument's tick grid, clamped into the day's band. Every price the simulator emits goes
 * through here, so the tick and band rules live in one place (and in the market package).
 */
import { isOnPriceStep, priceStep, stepDown, stepUp, type StepContext } from "@bangia/market";
import { snapToPriceStep } from "../instruments/snap-to-price-step";
import type { SymbolDay } from "../market-data/symbol-day";

/** The day's price band; null for instruments without one (bonds). */
export interface PriceBand {
  readonly floor: number;
  readonly ceiling: number;
}

/** The band of a day; bonds carry ceiling = floor = 0, which means none. */
export function bandOf(day: SymbolDay): PriceBand | null {
  return day.ceiling > 0 && day.floor > 0 ? { floor: day.floor, ceiling: day.ceiling } : null;
}

/** `price` moved into the band (a band edge is always on the grid). */
export function clampToBand(price: number, band: PriceBand | null): number {
  if (band === null) return price;
  return Math.min(Math.max(price, band.floor), band.ceiling);
}

/** A valid limit price near `raw`: on the tick and within the band. */
export function limitPriceNear(context: StepContext, raw: number, band: PriceBand | null): number {
  const onGrid = Number.isFinite(raw) ? snapToPriceStep(context, raw) : priceStep(context, 1);
  return clampToBand(onGrid, band);
}

/**
 * `ticks` steps away from an on-grid `price` (up when positive), crossing tiers as the exchange
 * does. Not clamped: callers drop or clamp what leaves the band.
 */
export function ticksAway(context: StepContext, price: number, ticks: number): number {
  let moved = price;
  for (let i = 0; i < ticks; i++) moved = stepUp(context, moved);
  for (let i = 0; i > ticks && moved > priceStep(context, 1); i--) moved = stepDown(context, moved);
  return moved;
}

/** True when `price` is on the grid and inside the band. */
export function isValidLimitPrice(context: StepContext, price: number, band: PriceBand | null): boolean {
  return isOnPriceStep(context, price) && (band === null || (price >= band.floor && price <= band.ceiling));
}
