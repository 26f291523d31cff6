/**
 * Which accounts trade derivatives (accounts-session §1, §6): those whose number ends in 8.
 * The spec also mentions a reading by the 7th character; it is not reconciled, and every rule
 * that routes or validates by account uses the last digit.
 */
import { accountKindOfDigit, accountTypeDigit } from "../order-status/account-type";

/**
 * True for a derivatives account. An account code that is not text (as an untrusted body may
 * carry it) is no derivatives account; the account's owner is checked elsewhere.
 *
 * @example
 * isDerivativeAccount("058C000128"); // → true
 * isDerivativeAccount("058C000121"); // → false
 */
export function isDerivativeAccount(accCode: unknown): boolean {
  return typeof accCode === "string" && accountKindOfDigit(accountTypeDigit(accCode)) === "derivatives";
}
