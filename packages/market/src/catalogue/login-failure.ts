/**
 * What a failed login shows (accounts-session §4, §8): -1 'Invalid command', 0 with a
 * closed-cursor database text and 0 'Sai username hoac password!' all become the
 * wrong-username-or-password warning, since they leak server detail or are unaccented; every
 * other failure shows the server's text as returned.
 */
import type { Language } from "../format/language";
import { placeholdersOf } from "./localized-text";
import { WRONG_CREDENTIALS_NOTICE } from "./notices";
import {
  FALLBACK_RESULT_MESSAGE,
  findResultCode,
  normalizeResultCode,
  type ResultCode,
} from "./result-codes";

const INVALID_COMMAND = /invalid command/i;
const CURSOR_CLOSED = /closed\s+cursor|cursor\s+(?:is\s+|was\s+|has\s+been\s+)?closed/i;
const BAD_CREDENTIALS = /sai username hoac password/i;

/** True when a login answer is one of the three the spec maps to wrong username or password. */
export function isWrongCredentials(rc: ResultCode, rawMessage: string): boolean {
  const code = normalizeResultCode(rc);
  if (code === "-1") return INVALID_COMMAND.test(rawMessage);
  if (code === "0") return CURSOR_CLOSED.test(rawMessage) || BAD_CREDENTIALS.test(rawMessage);
  return false;
}

/**
 * The message of a failed login: the wrong-username-or-password warning for the three answers
 * above, else `rawMessage` as returned. A blank `rawMessage` falls back to the catalogue text of
 * `rc` at login (when it needs no values), then to 'An error has occurred'.
 */
export function loginFailureMessage(rc: ResultCode, rawMessage: string, language: Language): string {
  if (isWrongCredentials(rc, rawMessage)) return WRONG_CREDENTIALS_NOTICE[language];
  const returned = rawMessage.trim();
  if (returned !== "") return returned;
  const text = findResultCode(rc, "login")?.message[language];
  return text !== undefined && placeholdersOf(text).length === 0 ? text : FALLBACK_RESULT_MESSAGE[language];
}

// The lookbehinds anchor each digit run at its start, so a hostile run of digits is scanned in
// linear time instead of retried from every position.
const REMAINING_ATTEMPTS = /còn\s+(?<!\d)(\d+)\s+lần|(?<!\d)(\d+)\s+attempts?\b/iu;

/**
 * Remaining OTP attempts read from a -11004 text ('… Quý Khách còn N lần thực hiện …'), or
 * `undefined` when the text carries no count.
 */
export function parseRemainingOtpAttempts(rawMessage: string): number | undefined {
  const match = REMAINING_ATTEMPTS.exec(rawMessage);
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? undefined : Number(digits);
}
