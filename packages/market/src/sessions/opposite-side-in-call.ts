/**
 * Self-trading in call auctions (market-rules §6 "Self-trading"; order-entry §8 code 96043):
 * an investor may not hold buy and sell orders for the same symbol in the same call auction
 * (ATO, ATC, or a restricted stock's periodic call). The continuous-session rule (opposite
 * side only after the first order is filled or cancelled) has no result code in the spec and
 * its current wording is unverified, so it is not enforced here.
 */
import { SESSION_RESULT_CODES } from "./session-result-codes";

/**
 * Returns 96043 when a new order would put the investor on both sides of a call auction.
 * `inCallAuction`: the symbol is in a call now (see `isCallAuctionPhase`, and
 * `restrictedCallWindowAt` for restricted stocks); `hasOpenOppositeOrder`: the investor has an
 * unfilled order on the other side of the same symbol.
 *
 * @example
 * checkOppositeSideInCall(true, true); // "96043"
 * checkOppositeSideInCall(false, true); // null
 */
export function checkOppositeSideInCall(
  inCallAuction: boolean,
  hasOpenOppositeOrder: boolean,
): typeof SESSION_RESULT_CODES.BOTH_SIDES_IN_CALL | null {
  return inCallAuction && hasOpenOppositeOrder ? SESSION_RESULT_CODES.BOTH_SIDES_IN_CALL : null;
}
