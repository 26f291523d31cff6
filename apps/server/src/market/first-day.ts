/**
 * Which day a fresh market starts on. The simulated market lives on the calendar's day, so the
 * footer's server time reads like a live server's: today when the exchange trades today, else
 * the next trading day (a fresh demo on a Saturday opens Monday's market). The real clock shows
 * the last trading day's market when the exchange is shut today (it is closed; nothing moves).
 * A data folder keeps the day it started on (market.json), whatever the calendar says later.
 */
import {
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  type HolidayList,
  type IsoDate,
} from "@bangia/market";
import type { ClockMode } from "../config/server-config";

/**
 * The first day of a fresh market whose exchange date is `today`.
 *
 * @example firstMarketDay("demo", "2026-11-28", []) // "2026-11-30" (Saturday → Monday)
 * @example firstMarketDay("real", "2026-11-28", []) // "2026-11-27" (Saturday → Friday)
 */
export function firstMarketDay(mode: ClockMode, today: IsoDate, holidays: HolidayList): IsoDate {
  if (isTradingDay(today, holidays)) return today;
  return mode === "demo" ? nextTradingDay(today, holidays) : previousTradingDay(today, holidays);
}
