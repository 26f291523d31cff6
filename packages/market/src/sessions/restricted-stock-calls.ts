/**
 * Call schedule of HOSE restricted stocks ("cổ phiếu bị hạn chế giao dịch") under KRX
 * (market-rules §2): they trade all day by call auction only — the opening call 09:00–09:15,
 * then a periodic call every 15 minutes (09:15–09:30 … 11:15–11:30 and 13:00–13:15 …
 * 14:15–14:30: 15 rounds), then the closing call 14:30–14:45. Each call matches at its end.
 * LO only, plus ATO/ATC in the opening/closing calls. Old rule: afternoon session only.
 * Outside these windows the stock follows the HOSE schedule (lunch, put-through only, closed).
 *
 * The periodic calls fill exactly HOSE's two continuous phases, so the order check is HOSE's
 * with one change: no MTL, which needs continuous matching. Our sources do not say whether odd
 * lots join the periodic calls; HOSE's odd-lot board takes LO in every phase, so we accept them.
 */
import type { PriceType } from "../price-keywords";
import { assertMinuteOfDay, type MinuteOfDay } from "./minute-of-day";
import { checkOrderTypeInSession, type OrderBoard } from "./order-types-in-session";
import { SESSION_RESULT_CODES, type SessionResultCode } from "./session-result-codes";
import type { TradingPhase } from "./trading-phase";

export type RestrictedCallKind = "OPENING_CALL" | "PERIODIC_CALL" | "CLOSING_CALL";

/** One call: orders collect from `start` (inclusive) and match at `end` (exclusive). */
export interface RestrictedCallWindow {
  readonly kind: RestrictedCallKind;
  /** 1–15 for periodic calls, 0 for the opening and closing calls. */
  readonly round: number;
  readonly start: MinuteOfDay;
  readonly end: MinuteOfDay;
}

const CALL_MINUTES = 15;

function periodicCalls(firstStart: MinuteOfDay, count: number, firstRound: number): RestrictedCallWindow[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: "PERIODIC_CALL" as const,
    round: firstRound + index,
    start: firstStart + index * CALL_MINUTES,
    end: firstStart + (index + 1) * CALL_MINUTES,
  }));
}

/** The day's 17 calls in time order: ATO, 9 morning and 6 afternoon periodic calls, ATC. */
export const RESTRICTED_CALL_WINDOWS: readonly RestrictedCallWindow[] = [
  { kind: "OPENING_CALL", round: 0, start: 540, end: 555 },
  ...periodicCalls(555, 9, 1),
  ...periodicCalls(780, 6, 10),
  { kind: "CLOSING_CALL", round: 0, start: 870, end: 885 },
];

/**
 * The call a restricted stock is in at `minute`, or null (before 09:00, lunch, from 14:45).
 *
 * @example
 * restrictedCallWindowAt(600); // { kind: "PERIODIC_CALL", round: 4, start: 600, end: 615 }
 * restrictedCallWindowAt(700); // null (lunch)
 */
export function restrictedCallWindowAt(minute: MinuteOfDay): RestrictedCallWindow | null {
  assertMinuteOfDay(minute);
  return RESTRICTED_CALL_WINDOWS.find((window) => minute >= window.start && minute < window.end) ?? null;
}

/**
 * The next match time strictly after `minute` (the end of a call), or null after 14:45.
 *
 * @example
 * nextRestrictedCallMatch(556); // 570 (09:30, end of periodic round 1)
 */
export function nextRestrictedCallMatch(minute: MinuteOfDay): MinuteOfDay | null {
  assertMinuteOfDay(minute);
  return RESTRICTED_CALL_WINDOWS.find((window) => window.end > minute)?.end ?? null;
}

/**
 * Checks a new order on a restricted HOSE stock: HOSE's session check (`phase` from the HOSE
 * schedule), except that the continuous phases are periodic calls taking LO only, so MTL there
 * is 40043 "MOK/MAK/MTL only in the continuous session".
 *
 * @example
 * checkRestrictedStockOrderType("CONTINUOUS", "MTL", "lot"); // "40043"
 * checkRestrictedStockOrderType("CONTINUOUS", "LO", "lot"); // null
 * checkRestrictedStockOrderType("OPENING_CALL", "ATO", "lot"); // null
 */
export function checkRestrictedStockOrderType(
  phase: TradingPhase,
  priceType: PriceType,
  board: OrderBoard,
): SessionResultCode | null {
  const code = checkOrderTypeInSession("HOSE", phase, priceType, board);
  if (code === null && phase === "CONTINUOUS" && priceType !== "LO")
    return SESSION_RESULT_CODES.MARKET_ORDER_ONLY_IN_CONTINUOUS;
  return code;
}
