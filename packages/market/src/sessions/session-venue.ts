/**
 * The venues that keep their own trading schedule (market-rules §1, §2): HOSE (shares, funds,
 * ETFs, covered warrants), HNX listed shares and ETFs, UPCOM, HNX derivatives and HNX
 * private-placement corporate bonds (put-through only). HOSE's restricted stocks follow their
 * own call schedule (see restricted-stock-calls).
 */
import type { Exchange } from "../instruments/exchange";

export const SESSION_VENUES = ["HOSE", "HNX", "UPCOM", "DERIVATIVES", "PRIVATE_BONDS"] as const;
export type SessionVenue = (typeof SESSION_VENUES)[number];

/**
 * The schedule an exchange's order book follows (every Exchange is a session venue).
 *
 * @example
 * sessionVenueOfExchange("UPCOM"); // "UPCOM"
 */
export function sessionVenueOfExchange(exchange: Exchange): SessionVenue {
  return exchange;
}

/**
 * @example
 * isSessionVenue("PRIVATE_BONDS"); // true
 * isSessionVenue("HSX"); // false
 */
export function isSessionVenue(value: string): value is SessionVenue {
  return (SESSION_VENUES as readonly string[]).includes(value);
}
