/**
 * Which contract months trade on a given day, and the board's rolling aliases (market-rules §8).
 *
 * - Index futures (VN30, VN100): the current month, the next month, and the last months of the
 *   next two quarters — in April: Apr, May, Jun, Sep. The "current month" rolls over after its
 *   last trading day (third Thursday, moved earlier for holidays): on that day the expiring
 *   contract is still the front month; the next day the next month is.
 *   Board aliases: F1M current, F2M next, F1Q and F2Q the two quarter months (VN30F1M …).
 * - Government-bond futures (GB05, GB10): the last months of the three nearest quarters,
 *   rolling after each quarter month's last trading day (15th / 25th or the business day before).
 *
 * "Today" is injected as an ISO date in exchange time; holidays are injected.
 */
import type { IsoDate } from "../calendar-date";
import type { HolidayList } from "../sessions/trading-calendar";
import {
  addMonths,
  compareContractMonths,
  contractMonthOfDate,
  isQuarterMonth,
  type ContractMonth,
} from "./contract-month";
import {
  isIndexFuturesUnderlying,
  type FuturesUnderlying,
  type IndexFuturesUnderlying,
} from "./futures-contracts";
import { lastTradingDay } from "./futures-expiry";

export const FUTURES_ALIASES = ["F1M", "F2M", "F1Q", "F2Q"] as const;
export type FuturesAlias = (typeof FUTURES_ALIASES)[number];

/** The first eligible month, from the month of `date` on, whose last trading day is not before `date`. */
function frontMonth(
  underlying: FuturesUnderlying,
  date: IsoDate,
  holidays: HolidayList,
  eligible: (month: ContractMonth) => boolean,
): ContractMonth {
  let month = contractMonthOfDate(date);
  while (!eligible(month) || lastTradingDay(underlying, month, holidays) < date) month = addMonths(month, 1);
  return month;
}

/** The first quarter month strictly after `month`. */
function nextQuarterMonth(month: ContractMonth): ContractMonth {
  let next = addMonths(month, 1);
  while (!isQuarterMonth(next)) next = addMonths(next, 1);
  return next;
}

/**
 * The contract months listed on `date`, nearest first (4 for index futures, 3 for bond futures).
 *
 * @example
 * listedContractMonths("VN30", "2025-04-10", []);
 * // Apr, May, Jun, Sep 2025
 * listedContractMonths("VN30", "2025-04-18", []);
 * // May, Jun, Sep, Dec 2025 (April expired on the 17th)
 * listedContractMonths("GB05", "2025-06-16", []);
 * // Sep, Dec 2025, Mar 2026
 */
export function listedContractMonths(
  underlying: FuturesUnderlying,
  date: IsoDate,
  holidays: HolidayList,
): readonly ContractMonth[] {
  if (isIndexFuturesUnderlying(underlying)) {
    const current = frontMonth(underlying, date, holidays, () => true);
    const next = addMonths(current, 1);
    const firstQuarter = nextQuarterMonth(next);
    return [current, next, firstQuarter, addMonths(firstQuarter, 3)];
  }
  const nearest = frontMonth(underlying, date, holidays, isQuarterMonth);
  return [nearest, addMonths(nearest, 3), addMonths(nearest, 6)];
}

/**
 * The contract month an index-futures alias stands for on `date`.
 *
 * @example
 * contractMonthOfAlias("VN30", "F1Q", "2025-04-10", []); // { year: 2025, month: 6 }
 */
export function contractMonthOfAlias(
  underlying: IndexFuturesUnderlying,
  alias: FuturesAlias,
  date: IsoDate,
  holidays: HolidayList,
): ContractMonth {
  const months = listedContractMonths(underlying, date, holidays);
  const month = months[FUTURES_ALIASES.indexOf(alias)];
  if (month === undefined) throw new RangeError(`no contract for ${underlying}${alias}`);
  return month;
}

/**
 * The alias a listed index-futures month shows under on `date`, or null when it is not listed.
 *
 * @example
 * aliasOfContractMonth("VN30", { year: 2025, month: 9 }, "2025-04-10", []); // "F2Q"
 */
export function aliasOfContractMonth(
  underlying: IndexFuturesUnderlying,
  month: ContractMonth,
  date: IsoDate,
  holidays: HolidayList,
): FuturesAlias | null {
  const index = listedContractMonths(underlying, date, holidays).findIndex(
    (listed) => compareContractMonths(listed, month) === 0,
  );
  return FUTURES_ALIASES[index] ?? null;
}

/**
 * The board symbol of an alias.
 *
 * @example
 * aliasSymbol("VN30", "F1M"); // "VN30F1M"
 */
export function aliasSymbol(underlying: IndexFuturesUnderlying, alias: FuturesAlias): string {
  return `${underlying}${alias}`;
}

/**
 * Reads a board alias symbol such as `VN30F2Q`, or returns null.
 *
 * @example
 * parseAliasSymbol("VN100F1M"); // { underlying: "VN100", alias: "F1M" }
 * parseAliasSymbol("VN30F2504"); // null
 */
export function parseAliasSymbol(
  symbol: string,
): { readonly underlying: IndexFuturesUnderlying; readonly alias: FuturesAlias } | null {
  const match = /^(VN30|VN100)(F[12][MQ])$/.exec(symbol);
  if (match === null) return null;
  return { underlying: match[1] as IndexFuturesUnderlying, alias: match[2] as FuturesAlias };
}
