/**
 * The trailing stop (order-entry §3 "trailing", broker-facts §5 VPS and Yuanta): our reading.
 *
 * - A SELL trails the highest continuous trade since activation (`best`); its trigger level is
 *   best − distance, and it fires on the first trade at or below that level. A BUY mirrors it:
 *   the lowest trade, level best + distance, fires at or above.
 * - The distance is the spec's trailingAmount in price units, or (the percent reading) parts per
 *   million of the best price, rounded down to whole units.
 * - `best` only ratchets one way (a new high for a sell, a new low for a buy), so the level only
 *   moves in the customer's favour and never back (Yuanta: "the trigger ratchets one way only").
 * - The child is a limit at the crossing trade's price less (sell) or plus (buy) the spread —
 *   VPS's "market at trigger ± price step", the spread being the customer's chosen offset.
 * - Before the first continuous trade after activation there is no best: `best` starts at the
 *   last price the engine knew at placement when it has one, else at the first trade.
 */
import type { Side } from "@bangia/market";
import type { TrailingDistance } from "./conditional-order";

const PPM = 1_000_000;

/**
 * The distance in price units at `best`.
 *
 * @example trailingDistance({ kind: "ppm", ppm: 50_000 }, 25_550) // 1277 (5%, rounded down)
 */
export function trailingDistance(distance: TrailingDistance, best: number): number {
  if (distance.kind === "amount") return distance.amount;
  return ppmDistance(best, distance.ppm);
}

/**
 * `ppm` parts per million of `best`, rounded down to whole units.
 *
 * @example ppmDistance(25_550, 50_000) // 1277
 */
export function ppmDistance(best: number, ppm: number): number {
  return Math.floor((best * ppm) / PPM);
}

/**
 * The best price after `price` traded: the higher for a sell, the lower for a buy.
 *
 * @example ratchetBest("S", 100_000, 101_000) // 101000
 * @example ratchetBest("S", 100_000, 99_000) // 100000 (a sell's best never falls)
 */
export function ratchetBest(side: Side, best: number | null, price: number): number {
  if (best === null) return price;
  return side === "S" ? Math.max(best, price) : Math.min(best, price);
}

/**
 * The trigger level trailing `best`.
 *
 * @example trailingLevel("S", 101_000, { kind: "amount", amount: 2_000 }) // 99000
 * @example trailingLevel("B", 95_000, { kind: "amount", amount: 2_000 }) // 97000
 */
export function trailingLevel(side: Side, best: number, distance: TrailingDistance): number {
  const gap = trailingDistance(distance, best);
  return side === "S" ? best - gap : best + gap;
}

/** True when `price` is at or beyond the level, against the order's side. */
export function isTrailingCrossed(side: Side, level: number, price: number): boolean {
  return side === "S" ? price <= level : price >= level;
}

/**
 * The child's limit for a trigger at `price`: less the spread for a sell (never below one
 * price unit), plus it for a buy.
 *
 * @example trailingChildPrice("S", 98_900, 100) // 98800
 */
export function trailingChildPrice(side: Side, price: number, spread: number): number {
  return side === "S" ? Math.max(1, price - spread) : price + spread;
}
