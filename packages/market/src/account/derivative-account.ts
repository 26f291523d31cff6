/**
 * Which accounts trade derivatives (accounts-session §1, §6): those whose number ends in 8.
 * The spec also mentions a reading by the 7th character; it is not reconciled, and every rule
 * that routes or validates by account uses the last digit.
 */

/**
 * True for a derivatives account.
 *
 * @example
 * isDerivativeAccount("058C000128"); // → true
 * isDerivativeAccount("058C000121"); // → false
 */
export function isDerivativeAccount(accCode: string): boolean {
  return accCode.trim().endsWith("8");
}
