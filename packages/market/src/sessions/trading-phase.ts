/**
 * The phases a trading day goes through on a venue (market-rules §2, KRX era).
 *
 * - PRE_OPEN: from midnight until the first session; the exchange takes no orders (brokers may
 *   queue them, which is not the exchange's concern).
 * - OPENING_CALL: opening call auction (ATO), matched at its end.
 * - CONTINUOUS: continuous matching (morning session I or afternoon session II).
 * - LUNCH: intermission 11:30–13:00; no entry, amend, cancel or put-through.
 * - CLOSING_CALL: closing call auction (ATC), matched at its end.
 * - PUT_THROUGH_ONLY: only negotiated deals (HOSE and HNX listed bonds 14:45–15:00; government
 *   and private-placement bonds all day).
 * - POST_CLOSE_COLLECTION / POST_CLOSE_MATCHING: HNX's post-close (PLO) session, split by KRX
 *   into order collection 14:45–14:55 and matching at the closing price 14:55–15:00.
 * - CLOSED: after the last session until midnight, and all day on non-trading days.
 */
export const TRADING_PHASES = [
  "PRE_OPEN",
  "OPENING_CALL",
  "CONTINUOUS",
  "LUNCH",
  "CLOSING_CALL",
  "PUT_THROUGH_ONLY",
  "POST_CLOSE_COLLECTION",
  "POST_CLOSE_MATCHING",
  "CLOSED",
] as const;
export type TradingPhase = (typeof TRADING_PHASES)[number];

/**
 * True for the call-auction phases (ATO, ATC), where orders collect and match at one price.
 *
 * @example
 * isCallAuctionPhase("OPENING_CALL"); // true
 * isCallAuctionPhase("CONTINUOUS"); // false
 */
export function isCallAuctionPhase(phase: TradingPhase): boolean {
  return phase === "OPENING_CALL" || phase === "CLOSING_CALL";
}

/**
 * True for the HNX post-close (PLO) phases.
 *
 * @example
 * isPostClosePhase("POST_CLOSE_MATCHING"); // true
 */
export function isPostClosePhase(phase: TradingPhase): boolean {
  return phase === "POST_CLOSE_COLLECTION" || phase === "POST_CLOSE_MATCHING";
}

/**
 * True when the exchange is shut for the day (before the first or after the last session).
 *
 * @example
 * isMarketClosedPhase("PRE_OPEN"); // true
 * isMarketClosedPhase("LUNCH"); // false: the day is under way
 */
export function isMarketClosedPhase(phase: TradingPhase): boolean {
  return phase === "PRE_OPEN" || phase === "CLOSED";
}
