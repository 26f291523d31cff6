/**
 * T+2 (broker-facts §2, VSD decisions 109/110 of 2022): what is bought or sold on trading day T
 * settles on the second trading day after it, at noon, so bought shares may be sold and sale
 * proceeds used from that afternoon's session.
 */
import { epochMillisAt, nextTradingDay, type HolidayList, type IsoDate } from "@bangia/market";

export const SETTLEMENT_LAG_DAYS = 2;
/** Exchange time on the settlement date from which its shares and cash are available. */
export const SETTLEMENT_TIME = "12:00";

/** The settlement date of a trade on `tradeDate`: two trading days on. */
export function settlementDate(tradeDate: IsoDate, holidays: HolidayList): IsoDate {
  let date = tradeDate;
  for (let day = 0; day < SETTLEMENT_LAG_DAYS; day++) date = nextTradingDay(date, holidays);
  return date;
}

/** Whether what settles on `settleDate` is due at market time `now` (epoch ms). */
export function isSettlementDue(settleDate: IsoDate, now: number): boolean {
  return now >= epochMillisAt(settleDate, SETTLEMENT_TIME);
}
