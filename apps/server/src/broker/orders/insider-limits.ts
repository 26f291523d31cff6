/**
 * Insider trading limits (broker-facts §8, Circular 96/2020 Art. 33; order-entry §8 -8044): an
 * insider (or related person) of a company must disclose planned trades in its shares of
 * 50 million VND or more in a day, or 200 million in a month, counted at par value (10,000 VND a
 * share). The disclosure is declared in the provider's app, outside this product, so the broker
 * blocks an undisclosed insider's order that would take the day's or the month's planned trades
 * (both sides, every account of the customer, orders that did not die unfilled) to a limit:
 * -8044, the block dialog of type 1. Pure: the order desk gives it the volumes.
 */

/** Par value of a listed share, VND. */
export const PAR_VALUE = 10_000;
export const INSIDER_DAILY_LIMIT = 50_000_000;
export const INSIDER_MONTHLY_LIMIT = 200_000_000;
export const INSIDER_BLOCK_CODE = -8044;

export interface InsiderVolumes {
  /** Shares of the symbol planned today before this order (matched plus open). */
  readonly today: number;
  /** Shares planned earlier this month, today excluded. */
  readonly earlierThisMonth: number;
  /** This order's shares. */
  readonly order: number;
}

/**
 * -8044 when the order takes the day's or the month's planned trades to 50 or 200 million VND
 * at par, else null.
 *
 * @example insiderRefusal({ today: 0, earlierThisMonth: 0, order: 4_900 }) // null (49 million)
 * @example insiderRefusal({ today: 100, earlierThisMonth: 0, order: 4_900 }) // -8044 (50 million)
 */
export function insiderRefusal(volumes: InsiderVolumes): typeof INSIDER_BLOCK_CODE | null {
  const day = (volumes.today + volumes.order) * PAR_VALUE;
  const month = day + volumes.earlierThisMonth * PAR_VALUE;
  return day >= INSIDER_DAILY_LIMIT || month >= INSIDER_MONTHLY_LIMIT ? INSIDER_BLOCK_CODE : null;
}
