/**
 * The simulated participants' accounts and broker firms. Every participant kind has a pool of
 * numbered accounts, each split into a buy account and a sell account (SIM-MM-0001-B /
 * SIM-MM-0001-S): an account never holds both sides of a symbol, so the exchange's
 * opposite-side rules (EX-1403 in continuous trading, 96043 in a call) can never bite.
 */
import type { Side } from "@bangia/market";

export const PARTICIPANT_CODES = {
  marketMaker: "MM",
  noise: "NT",
  aggressive: "AG",
  auction: "AU",
  foreign: "FI",
  proprietary: "PD",
  oddLot: "OL",
  putThrough: "PT",
  bond: "BD",
} as const;

export type ParticipantKind = keyof typeof PARTICIPANT_CODES;

/**
 * The account of participant `number` (1-based) of `kind` for orders on `side`.
 *
 * @example participantAccount("marketMaker", 1, "B") // "SIM-MM-0001-B"
 */
export function participantAccount(kind: ParticipantKind, number: number, side: Side): string {
  return `SIM-${PARTICIPANT_CODES[kind]}-${String(number).padStart(4, "0")}-${side}`;
}

/** Simulated broker firms are "001" to "099" (three-digit member codes). */
export const SIMULATED_FIRM_COUNT = 99;

/**
 * The three-digit code of simulated firm `number` (1–99).
 *
 * @example firmCode(7) // "007"
 */
export function firmCode(number: number): string {
  return String(number).padStart(3, "0");
}
