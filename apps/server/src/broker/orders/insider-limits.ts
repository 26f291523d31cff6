/**
 * Insider trading limits (broker-facts §8, Circular 96/2020 Art. 33; order-entry §8 -8044): an
 * insider (or related person) of a company must disclose planned trades in its shares of
 * 50 million VND or more in a day, or 200 million in a month, counted at par value (10,000 VND a
 * share). The disclosure is declared in the provider's app, outside this product, so the broker
 * blocks an undisclosed insider's order that would take the day's or the month's planned trades
 * (both sides, every account of the customer, orders that did not die unfilled) to a limit:
 * -8044, the block dialog of type 1. An insider who disclosed a trade (side, volume, a window of
 * days) may, in the window and on that side, plan up to the disclosed volume and no more: -8043,
 * the dialog of type 2 ("volume exceeds the disclosed volume"); outside the window or on the other
 * side the undisclosed limits hold. Pure: the order desk gives it the volumes.
 */
import type { IsoDate, Side } from "@bangia/market";

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

export const DISCLOSED_VOLUME_CODE = -8043;

/** A disclosed planned trade (ledger-schema.ts `insider_disclosures`). */
export interface Disclosure {
  readonly side: Side;
  readonly volume: number;
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
}

/** The disclosure an order on `side` placed `today` trades under, if any (the latest window). */
export function coveringDisclosure(
  disclosures: readonly Disclosure[],
  side: Side,
  today: IsoDate,
): Disclosure | null {
  const covering = disclosures
    .filter((entry) => entry.side === side && entry.fromDate <= today && today <= entry.toDate)
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate));
  return covering[0] ?? null;
}

/**
 * -8043 when the window's planned volume on the disclosed side, with this order, passes the
 * disclosed volume.
 *
 * @example disclosedRefusal(20_000, { today: 5_000, earlierInWindow: 10_000, order: 5_000 }) // null
 * @example disclosedRefusal(20_000, { today: 5_000, earlierInWindow: 10_000, order: 5_001 }) // -8043
 */
export function disclosedRefusal(
  disclosed: number,
  volumes: { readonly today: number; readonly earlierInWindow: number; readonly order: number },
): typeof DISCLOSED_VOLUME_CODE | null {
  return volumes.today + volumes.earlierInWindow + volumes.order > disclosed ? DISCLOSED_VOLUME_CODE : null;
}
