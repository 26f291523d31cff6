/**
 * The venues that keep their own trading schedule (market-rules §1, §2, §10): HOSE (shares,
 * funds, ETFs, covered warrants), HNX listed shares and ETFs, UPCOM, HNX derivatives, HNX listed
 * corporate bonds (continuous LO, closing call, put-through), HNX government debt instruments
 * and HNX private-placement corporate bonds (both put-through only). HOSE's restricted stocks
 * follow their own call schedule (see restricted-stock-calls).
 */
import type { Exchange } from "../instruments/exchange";
import type { InstrumentKind } from "../instruments/instrument-kind";

export const SESSION_VENUES = [
  "HOSE",
  "HNX",
  "UPCOM",
  "DERIVATIVES",
  "LISTED_BONDS",
  "GOVERNMENT_BONDS",
  "PRIVATE_BONDS",
] as const;
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
 * The schedule an instrument follows: HNX-listed bonds have their own (market-rules §2);
 * everything else follows its exchange. Our sources give no separate schedule for bonds on
 * HOSE or UPCOM, so those follow their exchange.
 *
 * @example
 * sessionVenueOfInstrument("HNX", "BOND"); // "LISTED_BONDS"
 * sessionVenueOfInstrument("HNX", "ETF"); // "HNX"
 */
export function sessionVenueOfInstrument(exchange: Exchange, kind: InstrumentKind): SessionVenue {
  return exchange === "HNX" && kind === "BOND" ? "LISTED_BONDS" : exchange;
}

/**
 * @example
 * isSessionVenue("PRIVATE_BONDS"); // true
 * isSessionVenue("HSX"); // false
 */
export function isSessionVenue(value: string): value is SessionVenue {
  return (SESSION_VENUES as readonly string[]).includes(value);
}
