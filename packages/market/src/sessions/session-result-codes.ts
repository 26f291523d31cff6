/**
 * Server result codes for orders refused by the session rules (order-entry §8 "Server error
 * codes relevant to order entry"). The spec names 40047, 40048 and 40049 identically ("order
 * type not available in this session"); which one applies to what is our decision:
 *
 * - 40041 "ATO only in the ATO session": ATO outside the opening call.
 * - 40042 "ATC not allowed now": ATC outside the closing call.
 * - 40043 "MOK/MAK/MTL only in the continuous session": those outside continuous matching.
 * - 40047 (ours) the venue never takes that price type: PLO on HOSE, ATO on HNX, MP anywhere.
 * - 40048 (ours) the odd-lot board: not LO, or the venue has no odd-lot board (derivatives).
 * - 40049 (ours) PLO outside HNX's post-close session, or another type inside it.
 * - 96022 "market closed": before the first or after the last session (PRE_OPEN, CLOSED).
 * - 96024 "order type not allowed in session": the phase takes no orders (lunch, put-through
 *   only), and every amend/cancel refused while the market is open.
 * - 96043 "buy and sell not both allowed in a periodic session": an opposite-side order while
 *   one is open in a call auction.
 */
export const SESSION_RESULT_CODES = {
  ATO_ONLY_IN_OPENING_CALL: "40041",
  ATC_NOT_ALLOWED_NOW: "40042",
  MARKET_ORDER_ONLY_IN_CONTINUOUS: "40043",
  TYPE_NOT_OFFERED_BY_VENUE: "40047",
  TYPE_NOT_ON_ODD_LOT_BOARD: "40048",
  POST_CLOSE_TYPE_MISMATCH: "40049",
  MARKET_CLOSED: "96022",
  NOT_ALLOWED_IN_SESSION: "96024",
  BOTH_SIDES_IN_CALL: "96043",
} as const;

export type SessionResultCode = (typeof SESSION_RESULT_CODES)[keyof typeof SESSION_RESULT_CODES];
