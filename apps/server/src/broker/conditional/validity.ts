/**
 * How long a conditional order lives and when a TCO sends (order-entry §5, §9; broker-facts §5).
 *
 * - The window is CONDITIONAL_EXPIRY_WINDOW_DAYS (29) calendar days, counted as the order panel
 *   counts them: expiry at most 29 days after the effective date (TCO, SL/TP) or today (others).
 *   The spec's other reading, 30 days (and VNDIRECT's and VPS's "30 calendar days"), would
 *   allow one more day; we validate 29, the stricter, so an order valid under 29 is valid under
 *   both.
 * - An order expires at the close of its last trading day: the last trading day on or before
 *   its expiry date (an expiry on a weekend or holiday ends with the trading day before it). A
 *   server that was down across that close expires it on the first look after.
 * - Derivative orders carry no dates on the wire: they get the full window from the day they are
 *   placed, cut at the contract's last trading day ("derivatives orders die at contract expiry",
 *   SSI). The stock trailing stop lives for its day only (COS-40035).
 * - TCO: "until the whole volume fills" (khớp đủ khối lượng, SSI and Yuanta's second mode), not
 *   "send once": each trading day of its window, at the venue's first session, it sends the
 *   volume still unfilled at its price, until filled, cancelled or expired. A day on which the
 *   limit is outside that day's band is skipped (VPS: it sends when the price is inside the
 *   band), not rejected. A refused day's order (REJECTED) is sent again the next day.
 */
import {
  addDays,
  CONDITIONAL_EXPIRY_WINDOW_DAYS,
  tradingDayOnOrBefore,
  type HolidayList,
  type IsoDate,
} from "@bangia/market";
import type { ChildOrder, ConditionalOrder } from "./conditional-order";

/** The TCO mode we run, and the one we do not (documented in docs/conditional-orders.md). */
export const TCO_MODES = ["until-filled", "send-once"] as const;
export const TCO_MODE: (typeof TCO_MODES)[number] = "until-filled";

/**
 * The last day of a window opened on `from`.
 *
 * @example windowEnd("2026-06-01") // "2026-06-30"
 */
export function windowEnd(from: IsoDate): IsoDate {
  return addDays(from, CONDITIONAL_EXPIRY_WINDOW_DAYS);
}

/**
 * The validity of a derivative conditional order placed on `today`: the window, cut at the
 * contract's last trading day.
 *
 * @example derivativeValidity("2026-06-01", "2026-06-18") // { fromDate: "2026-06-01", toDate: "2026-06-18" }
 */
export function derivativeValidity(
  today: IsoDate,
  contractLastTradingDay: IsoDate,
): { readonly fromDate: IsoDate; readonly toDate: IsoDate } {
  const end = windowEnd(today);
  return { fromDate: today, toDate: end < contractLastTradingDay ? end : contractLastTradingDay };
}

/**
 * True when an order valid to `toDate` has expired on market day `today`: after its last
 * trading day, or on it once the day has closed.
 *
 * @example isValidityOver("2026-06-06", "2026-06-05", true, []) // true (Saturday expiry: Friday's close)
 */
export function isValidityOver(
  toDate: IsoDate,
  today: IsoDate,
  dayClosed: boolean,
  holidays: HolidayList,
): boolean {
  const last = tradingDayOnOrBefore(toDate, holidays);
  return today > last || (today === last && dayClosed);
}

export interface TcoDay {
  readonly date: IsoDate;
  readonly tradingDay: boolean;
  /** The day's band on the symbol, in its price unit. */
  readonly floor: number;
  readonly ceiling: number;
  /** The order sent earlier is still working (it is a day order; normally false at the open). */
  readonly childWorking: boolean;
}

export type TcoPlan =
  | { readonly send: ChildOrder; readonly event: "trigger" | "resend" }
  | {
      readonly send: null;
      readonly why:
        "not-tco" | "ended" | "not-effective" | "not-trading-day" | "child-working" | "outside-band";
    };

const TCO_SENDS_FROM = ["PENDING_TRIGGER", "TRIGGERED", "PARTIAL_FILLED", "REJECTED"];

/**
 * What a TCO does at the start of `day`: send its unfilled volume (the status event to apply with
 * it: the first send triggers, later ones resend), or why not.
 *
 * @example tcoDayPlan(tcoBuy300At25000, { date: "2026-06-02", tradingDay: true, floor: 23_300, ceiling: 26_700, childWorking: false })
 * // { send: { symbol: "ACB", side: "B", volume: 300, price: 25_000 }, event: "trigger" }
 */
export function tcoDayPlan(order: ConditionalOrder, day: TcoDay): TcoPlan {
  if (order.kind !== "tco" || order.price === null) return { send: null, why: "not-tco" };
  if (!TCO_SENDS_FROM.includes(order.status) || order.filled >= order.quantity)
    return { send: null, why: "ended" };
  if (day.date < order.fromDate || day.date > order.toDate) return { send: null, why: "not-effective" };
  if (!day.tradingDay) return { send: null, why: "not-trading-day" };
  if (day.childWorking) return { send: null, why: "child-working" };
  const { price } = order;
  if (typeof price === "number" && (price < day.floor || price > day.ceiling))
    return { send: null, why: "outside-band" };
  return {
    send: { symbol: order.symbol, side: order.side, volume: order.quantity - order.filled, price },
    event: order.status === "PENDING_TRIGGER" ? "trigger" : "resend",
  };
}
