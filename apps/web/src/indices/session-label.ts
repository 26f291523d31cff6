/**
 * The market-status label of an index tile (price-board §4 "Market session codes"): P ATO,
 * O continuous, I intermission, A ATC, C put-through, K/J/G/undefined closed. The market
 * package reads the codes (unknown codes are closed too); the text is translated in
 * indices.i18n.ts under `indices.session.*`.
 */
import { phaseOfSessionCode, type TradingPhase } from "@bangia/market";

export type SessionLabelKey = "ato" | "continuous" | "intermission" | "atc" | "putThrough" | "closed";

const KEY_OF_PHASE: Readonly<Record<TradingPhase, SessionLabelKey>> = {
  PRE_OPEN: "closed",
  OPENING_CALL: "ato",
  CONTINUOUS: "continuous",
  LUNCH: "intermission",
  CLOSING_CALL: "atc",
  PUT_THROUGH_ONLY: "putThrough",
  POST_CLOSE_COLLECTION: "putThrough",
  POST_CLOSE_MATCHING: "putThrough",
  CLOSED: "closed",
};

/**
 * The label key of a session code; missing and unknown codes are closed.
 *
 * @example sessionLabelKey("I") // "intermission"
 * @example sessionLabelKey(undefined) // "closed"
 */
export function sessionLabelKey(code: string | null | undefined): SessionLabelKey {
  return KEY_OF_PHASE[phaseOfSessionCode(code)];
}
