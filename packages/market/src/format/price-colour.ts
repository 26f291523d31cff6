/**
 * Board colours (market-rules §11): ceiling purple, floor cyan, reference/unchanged yellow,
 * up green, down red; and the 700 ms flash of a changed cell (price-board §4, §9).
 */

export type PriceColour = "ceiling" | "floor" | "reference" | "up" | "down";

export interface PriceLimits {
  readonly reference: number;
  /** Absent for instruments without a band (bonds) and for indices. */
  readonly ceiling?: number;
  readonly floor?: number;
}

/**
 * The colour class of a price. A missing or zero price (no trade yet, an ATO/ATC level) has
 * no movement to show and takes the neutral reference colour. A price at or beyond a limit
 * takes the limit's colour, so a stale band never paints a limit price as a plain rise.
 *
 * @example priceColour(26_750, { reference: 25_000, ceiling: 26_750, floor: 23_250 }) // "ceiling"
 * @example priceColour(25_500, { reference: 25_000, ceiling: 26_750, floor: 23_250 }) // "up"
 * @example priceColour(undefined, { reference: 25_000 }) // "reference"
 */
export function priceColour(price: number | null | undefined, limits: PriceLimits): PriceColour {
  if (price === null || price === undefined || price <= 0) return "reference";
  if (limits.ceiling !== undefined && limits.ceiling > 0 && price >= limits.ceiling) return "ceiling";
  if (limits.floor !== undefined && limits.floor > 0 && price <= limits.floor) return "floor";
  if (price > limits.reference) return "up";
  if (price < limits.reference) return "down";
  return "reference";
}

/** How long a changed cell flashes (price-board §9). */
export const FLASH_DURATION_MS = 700;

export type FlashDirection = "up" | "down" | "none";

/**
 * Which way a cell flashes when its value changes: green for a rise, red for a fall, nothing
 * on the first value or an unchanged one.
 *
 * @example flashDirection(25_000, 25_050) // "up"
 * @example flashDirection(undefined, 25_050) // "none"
 */
export function flashDirection(
  previous: number | null | undefined,
  next: number | null | undefined,
): FlashDirection {
  if (previous === null || previous === undefined || next === null || next === undefined) return "none";
  if (next > previous) return "up";
  return next < previous ? "down" : "none";
}
