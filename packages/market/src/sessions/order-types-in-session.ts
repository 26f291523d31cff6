/**
 * Which price types each phase accepts, per venue and board (market-rules §2 session tables,
 * §5 odd lots, §6 order types), and the check an order entry runs against the session.
 *
 * | Venue       | Phase           | Board lot              | Odd lot |
 * |-------------|-----------------|------------------------|---------|
 * | HOSE        | OPENING_CALL    | LO, ATO                | LO      |
 * | HOSE        | CONTINUOUS      | LO, MTL                | LO      |
 * | HOSE        | CLOSING_CALL    | LO, ATC                | LO      |
 * | HNX         | CONTINUOUS      | LO, MTL, MOK, MAK      | LO      |
 * | HNX         | CLOSING_CALL    | LO, ATC                | LO      |
 * | HNX         | POST_CLOSE_*    | PLO                    | –       |
 * | UPCOM       | CONTINUOUS      | LO                     | LO      |
 * | DERIVATIVES | OPENING_CALL    | LO, ATO                | –       |
 * | DERIVATIVES | CONTINUOUS      | LO, MTL, MOK, MAK      | –       |
 * | DERIVATIVES | CLOSING_CALL    | LO, ATC                | –       |
 * | LISTED_BONDS| CONTINUOUS      | LO                     | –       |
 * | LISTED_BONDS| CLOSING_CALL    | LO                     | –       |
 *
 * Every other phase takes no orders on the matching boards: lunch takes nothing, the
 * put-through-only phases take only negotiated deals, and private-placement bonds trade by
 * put-through alone, as do government debt instruments. HNX listed corporate bonds take LO only,
also in their closing call (market-rules §2: no ATC); our sources give odd lots for shares
only, so bonds have no odd-lot board here. Derivatives trade in whole contracts and have no
odd-lot board. MP (the
 * old HOSE market order) has been refused everywhere since MTL replaced it on 5 May 2025.
 * Odd lots joining the HOSE ATO/ATC and the HNX ATC is new with KRX (market-rules §2, §5).
 * The codes returned, and why 40047/40048/40049 split as they do, are in session-result-codes.
 */
import { isImmediateMarketKeyword, type PriceType } from "../price-keywords";
import { SESSION_RESULT_CODES, type SessionResultCode } from "./session-result-codes";
import type { SessionVenue } from "./session-venue";
import { isMarketClosedPhase, isPostClosePhase, TRADING_PHASES, type TradingPhase } from "./trading-phase";

/** The main (board-lot) board or the odd-lot board (KRX G1 / G4). */
export type OrderBoard = "lot" | "odd";

type PhaseTable = Readonly<Partial<Record<TradingPhase, Readonly<Record<OrderBoard, readonly PriceType[]>>>>>;

const TABLE: Readonly<Record<SessionVenue, PhaseTable>> = {
  HOSE: {
    OPENING_CALL: { lot: ["LO", "ATO"], odd: ["LO"] },
    CONTINUOUS: { lot: ["LO", "MTL"], odd: ["LO"] },
    CLOSING_CALL: { lot: ["LO", "ATC"], odd: ["LO"] },
  },
  HNX: {
    CONTINUOUS: { lot: ["LO", "MTL", "MOK", "MAK"], odd: ["LO"] },
    CLOSING_CALL: { lot: ["LO", "ATC"], odd: ["LO"] },
    POST_CLOSE_COLLECTION: { lot: ["PLO"], odd: [] },
    POST_CLOSE_MATCHING: { lot: ["PLO"], odd: [] },
  },
  UPCOM: {
    CONTINUOUS: { lot: ["LO"], odd: ["LO"] },
  },
  DERIVATIVES: {
    OPENING_CALL: { lot: ["LO", "ATO"], odd: [] },
    CONTINUOUS: { lot: ["LO", "MTL", "MOK", "MAK"], odd: [] },
    CLOSING_CALL: { lot: ["LO", "ATC"], odd: [] },
  },
  LISTED_BONDS: {
    CONTINUOUS: { lot: ["LO"], odd: [] },
    CLOSING_CALL: { lot: ["LO"], odd: [] },
  },
  GOVERNMENT_BONDS: {},
  PRIVATE_BONDS: {},
};

const NONE: readonly PriceType[] = [];

/**
 * The price types `venue` accepts in `phase` on `board`.
 *
 * @example
 * acceptedOrderTypes("HOSE", "OPENING_CALL", "lot"); // ["LO", "ATO"]
 * acceptedOrderTypes("HNX", "LUNCH", "lot"); // []
 */
export function acceptedOrderTypes(
  venue: SessionVenue,
  phase: TradingPhase,
  board: OrderBoard,
): readonly PriceType[] {
  return TABLE[venue][phase]?.[board] ?? NONE;
}

/** The tables never change, so each venue's list is built once (the exchange asks per order). */
const VENUE_TYPES = new Map<string, readonly PriceType[]>();

/**
 * Every price type the venue takes on `board` in some phase of the day.
 *
 * @example
 * venueOrderTypes("HNX", "lot"); // ["LO", "MTL", "MOK", "MAK", "ATC", "PLO"]
 */
export function venueOrderTypes(venue: SessionVenue, board: OrderBoard): readonly PriceType[] {
  const key = `${venue}/${board}`;
  let types = VENUE_TYPES.get(key);
  if (types === undefined) {
    types = [...new Set(TRADING_PHASES.flatMap((phase) => acceptedOrderTypes(venue, phase, board)))];
    VENUE_TYPES.set(key, types);
  }
  return types;
}

/** True when the phase takes no orders at all on the venue's matching boards. */
function takesNoOrders(venue: SessionVenue, phase: TradingPhase): boolean {
  return (
    acceptedOrderTypes(venue, phase, "lot").length === 0 &&
    acceptedOrderTypes(venue, phase, "odd").length === 0
  );
}

/**
 * Checks a new order's price type against the session: null when the venue accepts it now,
 * otherwise the server result code. Checks run in this order, the first failure wins:
 * market closed (96022); type never offered by the venue (40047); odd-lot board rules (40048);
 * phase takes no orders (96024); then the type's own session rule — ATO 40041, ATC 40042,
 * MOK/MAK/MTL 40043, PLO or a non-PLO order in the post-close session 40049.
 *
 * @example
 * checkOrderTypeInSession("HOSE", "CONTINUOUS", "ATO", "lot"); // "40041"
 * checkOrderTypeInSession("HNX", "CLOSING_CALL", "ATC", "lot"); // null
 * checkOrderTypeInSession("UPCOM", "CLOSED", "LO", "lot"); // "96022"
 */
export function checkOrderTypeInSession(
  venue: SessionVenue,
  phase: TradingPhase,
  priceType: PriceType,
  board: OrderBoard,
): SessionResultCode | null {
  if (isMarketClosedPhase(phase)) return SESSION_RESULT_CODES.MARKET_CLOSED;
  const oddTypes = venueOrderTypes(venue, "odd");
  if (!venueOrderTypes(venue, "lot").includes(priceType) && !oddTypes.includes(priceType))
    return SESSION_RESULT_CODES.TYPE_NOT_OFFERED_BY_VENUE;
  if (board === "odd" && !oddTypes.includes(priceType)) return SESSION_RESULT_CODES.TYPE_NOT_ON_ODD_LOT_BOARD;
  if (takesNoOrders(venue, phase)) return SESSION_RESULT_CODES.NOT_ALLOWED_IN_SESSION;
  if (acceptedOrderTypes(venue, phase, board).includes(priceType)) return null;
  if (priceType === "ATO") return SESSION_RESULT_CODES.ATO_ONLY_IN_OPENING_CALL;
  if (priceType === "ATC") return SESSION_RESULT_CODES.ATC_NOT_ALLOWED_NOW;
  if (priceType !== "LO" && isImmediateMarketKeyword(priceType))
    return SESSION_RESULT_CODES.MARKET_ORDER_ONLY_IN_CONTINUOUS;
  if (priceType === "PLO" || isPostClosePhase(phase)) return SESSION_RESULT_CODES.POST_CLOSE_TYPE_MISMATCH;
  return SESSION_RESULT_CODES.NOT_ALLOWED_IN_SESSION;
}
