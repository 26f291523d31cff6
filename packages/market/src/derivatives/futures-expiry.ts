/**
 * Last trading day and final settlement day of a futures contract (market-rules §8):
 * - VN30/VN100 index futures: the third Thursday of the contract month, or the business day
 *   before it when that is a holiday (e.g. 19/09/2024, 20/03/2025); cash settlement on the
 *   next business day.
 * - Government-bond futures: the 15th (5-year, GB05) or the 25th (10-year, GB10) of the
 *   contract month, or the business day before it; physical delivery, final settlement E+3
 *   (three business days after the last trading day).
 * Holidays are injected (see trading-calendar).
 */
import { addDays, type IsoDate } from "../calendar-date";
import {
  dayOfWeek,
  nextTradingDay,
  tradingDayOnOrBefore,
  type HolidayList,
} from "../sessions/trading-calendar";
import { dateInMonth, type ContractMonth } from "./contract-month";
import { isIndexFuturesUnderlying, type FuturesUnderlying } from "./futures-contracts";

const THURSDAY = 4;

/**
 * The third Thursday of a month, before any holiday adjustment.
 *
 * @example
 * thirdThursday({ year: 2025, month: 4 }); // "2025-04-17"
 */
export function thirdThursday(month: ContractMonth): IsoDate {
  const first = dateInMonth(month, 1);
  const toFirstThursday = (THURSDAY - dayOfWeek(first) + 7) % 7;
  return addDays(first, toFirstThursday + 14);
}

/**
 * The nominal expiry day of a contract month: third Thursday (index futures), 15th (GB05) or
 * 25th (GB10).
 *
 * @example
 * nominalExpiryDay("GB10", { year: 2025, month: 6 }); // "2025-06-25"
 */
export function nominalExpiryDay(underlying: FuturesUnderlying, month: ContractMonth): IsoDate {
  if (isIndexFuturesUnderlying(underlying)) return thirdThursday(month);
  return dateInMonth(month, underlying === "GB05" ? 15 : 25);
}

/**
 * The last trading day: the nominal expiry day, or the business day before it.
 *
 * @example
 * lastTradingDay("VN30", { year: 2025, month: 3 }, []); // "2025-03-20"
 * lastTradingDay("GB05", { year: 2025, month: 6 }, []); // "2025-06-13" (15th is a Sunday)
 */
export function lastTradingDay(
  underlying: FuturesUnderlying,
  month: ContractMonth,
  holidays: HolidayList,
): IsoDate {
  return tradingDayOnOrBefore(nominalExpiryDay(underlying, month), holidays);
}

/**
 * The final settlement day: next business day (index futures) or E+3 (bond futures).
 *
 * @example
 * finalSettlementDay("VN30", { year: 2025, month: 4 }, []); // "2025-04-18"
 */
export function finalSettlementDay(
  underlying: FuturesUnderlying,
  month: ContractMonth,
  holidays: HolidayList,
): IsoDate {
  const businessDays = isIndexFuturesUnderlying(underlying) ? 1 : 3;
  let day = lastTradingDay(underlying, month, holidays);
  for (let step = 0; step < businessDays; step += 1) day = nextTradingDay(day, holidays);
  return day;
}
