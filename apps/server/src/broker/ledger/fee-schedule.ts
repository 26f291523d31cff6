/**
 * What the broker charges on stock trades (broker-facts §1): a brokerage fee on matched value
 * (default 0.15%, the common online rate; it includes the exchange's fee) and the 0.1% personal
 * income tax withheld on every sale. Rates are parts per million so that they stay integers, and
 * configurable per account type (the margin sub-account of some brokers charges more).
 *
 * Fees and tax are computed on an order's cumulative matched value and charged fill by fill as
 * the difference, so an order pays exactly round(total value × rate) however it fills.
 */
import { ceilDiv, divideRounded } from "@bangia/market";
import type { AccountType } from "../../db/stores";

export interface StockFees {
  /** Brokerage fee on matched value, both sides, ppm. */
  readonly feePpm: number;
  /** Personal income tax on the value of every sale, ppm. */
  readonly sellTaxPpm: number;
}

export type FeeSchedule = Readonly<Record<AccountType, StockFees>>;

const STANDARD: StockFees = { feePpm: 1_500, sellTaxPpm: 1_000 };

export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  "1": STANDARD,
  "3": STANDARD,
  "6": STANDARD,
  "8": STANDARD,
};

const MILLION = 1_000_000;

/** `value` × `ppm`, rounded half up: what is charged on a cumulative value. */
export function charge(value: number, ppm: number): number {
  return divideRounded(value * ppm, MILLION);
}

/** `value` × `ppm`, rounded up: the most `charge` can come to, for holds. */
export function chargeCeiling(value: number, ppm: number): number {
  return ceilDiv(value * ppm, MILLION);
}

/** What one fill adds to a charge, given the order's matched value before and after it. */
export function chargeOfFill(valueBefore: number, valueAfter: number, ppm: number): number {
  return charge(valueAfter, ppm) - charge(valueBefore, ppm);
}
