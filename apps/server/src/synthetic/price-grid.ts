/**
 * Snapping invented prices onto an instrument's tick grid, where the tick may change with the
 * price level (HOSE: 10 below 10,000, 50 below 50,000, 100 above). A grid price is a positive
 * integer that is a multiple of the tick at itself.
 */

/** The tick size at a price, as ContentSubject.tick gives it. */
export type TickOf = (price: number) => number;

// Tick tables where each larger tick is a multiple of the smaller ones settle in one pass; the
// bound only guards against a pathological tick function.
const MAX_PASSES = 8;

export function isOnGrid(price: number, tick: TickOf): boolean {
  return Number.isInteger(price) && price > 0 && price % tick(price) === 0;
}

/**
 * The largest grid price at or below `value`, or 0 when none is positive.
 *
 * @example floorToGrid(49_990, hoseShareTick) // 49_950
 */
export function floorToGrid(value: number, tick: TickOf): number {
  let price = Math.floor(value);
  for (let pass = 0; pass < MAX_PASSES && price > 0; pass++) {
    const remainder = price % tick(price);
    if (remainder === 0) return price;
    price -= remainder;
  }
  return Math.max(price, 0);
}

/**
 * The smallest grid price at or above `value` (and at least the first positive grid price).
 *
 * @example ceilToGrid(49_960, hoseShareTick) // 50_000
 */
export function ceilToGrid(value: number, tick: TickOf): number {
  let price = Math.max(Math.ceil(value), 1);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const size = tick(price);
    const remainder = price % size;
    if (remainder === 0) return price;
    price += size - remainder;
  }
  return price;
}

/**
 * The grid price nearest `value` (ties go down), never below the first positive grid price.
 *
 * @example roundToGrid(10_030, hoseShareTick) // 10_050
 */
export function roundToGrid(value: number, tick: TickOf): number {
  const below = floorToGrid(value, tick);
  const above = ceilToGrid(value, tick);
  if (below <= 0) return above;
  return value - below <= above - value ? below : above;
}
