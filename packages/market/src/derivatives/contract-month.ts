/**
 * A futures contract month (market-rules §8): the calendar month a contract expires in, as a
 * year and a month 1–12, with the month arithmetic the listing rules need.
 */
import { isIsoDate, type IsoDate } from "../calendar-date";

export interface ContractMonth {
  readonly year: number;
  /** 1 = January … 12 = December. */
  readonly month: number;
}

/**
 * A checked contract month; throws a RangeError on a non-integer year or a month outside 1–12.
 *
 * @example
 * contractMonth(2025, 4); // { year: 2025, month: 4 }
 */
export function contractMonth(year: number, month: number): ContractMonth {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1)
    throw new RangeError(`not a contract month: ${year}-${month}`);
  return { year, month };
}

/**
 * `from` moved by `months` (negative to go back).
 *
 * @example
 * addMonths({ year: 2025, month: 11 }, 3); // { year: 2026, month: 2 }
 */
export function addMonths(from: ContractMonth, months: number): ContractMonth {
  const index = from.year * 12 + (from.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The contract month containing an ISO date.
 *
 * @example
 * contractMonthOfDate("2025-04-17"); // { year: 2025, month: 4 }
 */
export function contractMonthOfDate(date: IsoDate): ContractMonth {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO date: ${date}`);
  return contractMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
}

/**
 * The ISO date of day `day` of the month (no check that the day exists).
 *
 * @example
 * dateInMonth({ year: 2025, month: 4 }, 7); // "2025-04-07"
 */
export function dateInMonth(month: ContractMonth, day: number): IsoDate {
  return `${String(month.year).padStart(4, "0")}-${String(month.month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * True when the month is a quarter's last month (March, June, September, December).
 *
 * @example
 * isQuarterMonth({ year: 2025, month: 9 }); // true
 */
export function isQuarterMonth(month: ContractMonth): boolean {
  return month.month % 3 === 0;
}

/**
 * Orders contract months (negative when `a` is earlier).
 *
 * @example
 * compareContractMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 }); // < 0
 */
export function compareContractMonths(a: ContractMonth, b: ContractMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}
