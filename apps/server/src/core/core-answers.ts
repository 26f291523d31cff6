/** Answers every core command may give (accounts-session §4, §8). */
import { resultMessage, type CoreAnswer, type Language } from "@bangia/market";

/** The plain success. */
export const OK: CoreAnswer<never> = { rc: 1 };

/** rc -1 with the exception name: the spec's "session expired" signal on every call. */
export const INVALID_SESSION_RC = -1;
export const INVALID_SESSION_RS = "InvalidSessionException";

export function invalidSession(): CoreAnswer<never> {
  return { rc: INVALID_SESSION_RC, rs: INVALID_SESSION_RS };
}

/**
 * The catalogue's "invalid account" (96017), answered for an account the session does not own.
 * Catalogue codes the spec writes unsigned are answered negated, since any rc above 0 reads as
 * success; rs is the catalogue's message in the call's language.
 */
export const INVALID_ACCOUNT_CODE = 96017;

export function accountRefused(language: Language): CoreAnswer<never> {
  return { rc: -INVALID_ACCOUNT_CODE, rs: resultMessage(INVALID_ACCOUNT_CODE, language) };
}

/** A catalogue refusal (-8006, -8007, …) with its message in the call's language. */
export function refusal(rc: number, language: Language): CoreAnswer<never> {
  return { rc, rs: resultMessage(rc, language) };
}
