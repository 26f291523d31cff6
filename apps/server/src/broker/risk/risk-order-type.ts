/**
 * The price type of a risk order (a force sale or a forced close) in the current phase, from the
 * venue's session table (market-rules §2, §6), so the order passes the order desk's session
 * check (96022, 400xx) like any customer's.
 */
import {
  acceptedOrderTypes,
  type OrderBoard,
  type PriceType,
  type SessionVenue,
  type TradingPhase,
} from "@bangia/market";
import type { RiskPricing } from "./risk-policy";

/** The session's market keywords, in the order they are preferred (one is open per phase). */
const MARKET_KEYWORDS: readonly PriceType[] = ["MTL", "ATO", "ATC"];

/**
 * The price type to send now, or null when the board takes neither a market keyword nor an LO
 * in this phase (lunch, closed, HNX's PLO session): the engine waits for the next phase. An "LO"
 * is priced at the band limit (the floor for a sale).
 *
 * @example riskOrderType("HOSE", "CONTINUOUS", "lot", "market") // "MTL"
 * @example riskOrderType("HOSE", "CLOSING_CALL", "lot", "market") // "ATC"
 * @example riskOrderType("UPCOM", "CONTINUOUS", "lot", "market") // "LO" (UPCOM has no market order)
 * @example riskOrderType("HOSE", "LUNCH", "lot", "limit") // null
 */
export function riskOrderType(
  venue: SessionVenue,
  phase: TradingPhase,
  board: OrderBoard,
  pricing: RiskPricing,
): PriceType | null {
  const accepted = acceptedOrderTypes(venue, phase, board);
  if (pricing === "market") {
    const keyword = MARKET_KEYWORDS.find((type) => accepted.includes(type));
    if (keyword !== undefined) return keyword;
  }
  return accepted.includes("LO") ? "LO" : null;
}
