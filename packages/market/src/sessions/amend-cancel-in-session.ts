/**
 * When a resting order may be amended or cancelled (market-rules §6 "Amend/cancel (KRX)"):
 * only during continuous matching, for the unfilled quantity; never during the ATO or ATC
 * calls (HOSE, HNX, derivatives); never for PLO orders; nothing during the lunch break.
 *
 * Decisions where sources are silent: the put-through-only and post-close phases refuse too
 * (the day's LO orders have expired by then, and PLO orders cannot be touched); a refusal in
 * an open phase is 96024 "order type not allowed in session", and before the first or after
 * the last session it is 96022 "market closed". Whether anything is left unfilled, and that one
 * amendment changes price or quantity but not both, are the order book's checks. The rule is
 * the same on every venue (the venue's schedule decides the phase); `venue` stays in the
 * signatures (as `_venue`) so order entry passes what it has.
 */
import type { PriceType } from "../price-keywords";
import { SESSION_RESULT_CODES, type SessionResultCode } from "./session-result-codes";
import type { SessionVenue } from "./session-venue";
import { isMarketClosedPhase, type TradingPhase } from "./trading-phase";

function checkChangeInSession(phase: TradingPhase, priceType: PriceType): SessionResultCode | null {
  if (isMarketClosedPhase(phase)) return SESSION_RESULT_CODES.MARKET_CLOSED;
  // Only continuous matching: every venue with that phase has a book in it, and the
  // put-through-only venues (government and private-placement bonds) never reach it.
  if (phase !== "CONTINUOUS" || priceType === "PLO") return SESSION_RESULT_CODES.NOT_ALLOWED_IN_SESSION;
  return null;
}

/**
 * Checks an amendment of a resting order whose price type is `priceType`: null when allowed now,
 * otherwise the server result code.
 *
 * @example
 * checkAmendInSession("HOSE", "CONTINUOUS", "LO"); // null
 * checkAmendInSession("HOSE", "CLOSING_CALL", "LO"); // "96024"
 * checkAmendInSession("HNX", "POST_CLOSE_COLLECTION", "PLO"); // "96024"
 */
export function checkAmendInSession(
  _venue: SessionVenue,
  phase: TradingPhase,
  priceType: PriceType,
): SessionResultCode | null {
  return checkChangeInSession(phase, priceType);
}

/**
 * Checks a cancellation of a resting order: the same windows as amendments.
 *
 * @example
 * checkCancelInSession("DERIVATIVES", "OPENING_CALL", "LO"); // "96024"
 * checkCancelInSession("UPCOM", "CONTINUOUS", "LO"); // null
 */
export function checkCancelInSession(
  _venue: SessionVenue,
  phase: TradingPhase,
  priceType: PriceType,
): SessionResultCode | null {
  return checkChangeInSession(phase, priceType);
}
