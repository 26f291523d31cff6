/**
 * Market-session codes of the price board (price-board §4 "Market session codes"): P ATO,
 * O continuous, I intermission, A ATC, C put-through, K/J/G/undefined closed. They are the old
 * HOSE feed control codes (market-rules §2), still what broker boards display.
 *
 * Decisions where the spec is silent:
 * - Phase → code: PRE_OPEN and CLOSED both give K (the board shows one "closed" state);
 *   HNX's post-close (PLO) phases give C, as old feeds put PLO and put-through under C.
 * - Code → phase: K, J, G, a missing code and any code the spec does not list (e.g. the feed's
 *   F, H, R, N) read as CLOSED; C reads as PUT_THROUGH_ONLY. So PRE_OPEN and the PLO phases do
 *   not survive a round trip — the board cannot tell them apart, and neither can we.
 */
import type { Language, LocalizedText } from "../format/language";
import type { TradingPhase } from "./trading-phase";

export const SESSION_CODES = ["P", "O", "I", "A", "C", "K", "J", "G"] as const;
export type SessionCode = (typeof SESSION_CODES)[number];

/** Codes the board shows as "closed" (a missing code is closed too). */
export const CLOSED_SESSION_CODES = ["K", "J", "G"] as const satisfies readonly SessionCode[];

const CLOSED_LABEL: LocalizedText = { vi: "Đóng cửa", en: "Closed" };

/** Market-status labels for the board, by code. */
export const SESSION_CODE_LABELS: Readonly<Record<SessionCode, LocalizedText>> = {
  P: { vi: "Phiên ATO", en: "ATO session" },
  O: { vi: "Khớp lệnh liên tục", en: "Continuous trading" },
  I: { vi: "Nghỉ giữa phiên", en: "Intermission" },
  A: { vi: "Phiên ATC", en: "ATC session" },
  C: { vi: "Giao dịch thỏa thuận", en: "Put-through" },
  K: CLOSED_LABEL,
  J: CLOSED_LABEL,
  G: CLOSED_LABEL,
};

const CODE_OF_PHASE: Readonly<Record<TradingPhase, SessionCode>> = {
  PRE_OPEN: "K",
  OPENING_CALL: "P",
  CONTINUOUS: "O",
  LUNCH: "I",
  CLOSING_CALL: "A",
  PUT_THROUGH_ONLY: "C",
  POST_CLOSE_COLLECTION: "C",
  POST_CLOSE_MATCHING: "C",
  CLOSED: "K",
};

const PHASE_OF_CODE: Readonly<Partial<Record<SessionCode, TradingPhase>>> = {
  P: "OPENING_CALL",
  O: "CONTINUOUS",
  I: "LUNCH",
  A: "CLOSING_CALL",
  C: "PUT_THROUGH_ONLY",
};

/**
 * The board code of a phase.
 *
 * @example
 * sessionCodeOfPhase("OPENING_CALL"); // "P"
 * sessionCodeOfPhase("POST_CLOSE_MATCHING"); // "C"
 */
export function sessionCodeOfPhase(phase: TradingPhase): SessionCode {
  return CODE_OF_PHASE[phase];
}

/**
 * The phase a board code stands for; closed, missing and unknown codes give CLOSED.
 *
 * @example
 * phaseOfSessionCode("I"); // "LUNCH"
 * phaseOfSessionCode(undefined); // "CLOSED"
 */
export function phaseOfSessionCode(code: string | null | undefined): TradingPhase {
  // Only our own codes index the table: feed text such as "toString" must not reach an
  // inherited object property.
  if (code === null || code === undefined || !isSessionCode(code)) return "CLOSED";
  return PHASE_OF_CODE[code] ?? "CLOSED";
}

/**
 * True when `value` is one of the spec's session codes.
 *
 * @example
 * isSessionCode("A"); // true
 * isSessionCode("F"); // false
 */
export function isSessionCode(value: string): value is SessionCode {
  return (SESSION_CODES as readonly string[]).includes(value);
}

/**
 * The market-status label for a board code; closed, missing and unknown codes show "closed".
 *
 * @example
 * sessionStatusLabel("O", "en"); // "Continuous trading"
 * sessionStatusLabel(undefined, "vi"); // "Đóng cửa"
 */
export function sessionStatusLabel(code: string | null | undefined, language: Language): string {
  const label =
    code !== null && code !== undefined && isSessionCode(code) ? SESSION_CODE_LABELS[code] : CLOSED_LABEL;
  return label[language];
}
