/**
 * Choosing the trading and default account (accounts-session §2, §4): the account order, the
 * default after login, the default-account modal's search and confirm, and where the board goes
 * when the default account changes. Generic over the account shape: only `accCode` matters.
 */
import { isDerivativeAccount } from "./derivative-account";

export interface AccountRef {
  readonly accCode: string;
}

/** The stock board a non-derivatives account falls back to (accounts-session §2). */
export const VN30_ROUTE = "/chung-khoan/VN30";
/** The derivatives page a derivatives account opens (accounts-session §2). */
export const DERIVATIVES_ROUTE = "/chung-khoan/derivative-VN30";

// Every derivatives board (derivative-VN30, derivative-INDEX, derivative-TPCP) counts as "the
// derivatives page" a securities account is moved away from.
const DERIVATIVES_ROUTE_PREFIX = "/chung-khoan/derivative-";

// Ordinal, not locale, comparison: codes are mostly digits and must sort the same everywhere.
function compareCodes(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * The accounts ascending by `accCode` (a new array; equal codes keep their order).
 *
 * @example
 * sortAccounts([{ accCode: "0002" }, { accCode: "0001" }]); // → [{ accCode: "0001" }, { accCode: "0002" }]
 */
export function sortAccounts<A extends AccountRef>(accounts: readonly A[]): A[] {
  return [...accounts].sort((a, b) => compareCodes(a.accCode, b.accCode));
}

/**
 * The account to select after login: the stored default when the list holds it, else the first
 * account by code. Undefined for an empty list.
 *
 * @example
 * defaultAccount([{ accCode: "0002" }, { accCode: "0001" }], "0002"); // → { accCode: "0002" }
 * defaultAccount([{ accCode: "0002" }, { accCode: "0001" }], "9999"); // → { accCode: "0001" }
 */
export function defaultAccount<A extends AccountRef>(
  accounts: readonly A[],
  storedCode: string | null | undefined,
): A | undefined {
  const sorted = sortAccounts(accounts);
  return sorted.find((account) => account.accCode === storedCode) ?? sorted[0];
}

/**
 * The default-account modal's search: an exact match on the whole account code, ignoring case
 * and surrounding spaces (codes may carry a letter, e.g. 058C…); an empty search gives the full
 * list back.
 *
 * @example
 * searchAccounts([{ accCode: "058C000121" }, { accCode: "058C000128" }], "058c000128");
 * // → [{ accCode: "058C000128" }]
 * searchAccounts([{ accCode: "058C000121" }], "058C"); // → [] (no partial matches)
 */
export function searchAccounts<A extends AccountRef>(accounts: readonly A[], query: string): readonly A[] {
  const wanted = query.trim().toUpperCase();
  if (wanted === "") return accounts;
  return accounts.filter((account) => account.accCode.trim().toUpperCase() === wanted);
}

/**
 * Whether confirming the modal must call the server: not when the chosen account is already the
 * default (the modal then only closes).
 *
 * @example
 * needsDefaultAccountUpdate("058C000121", "058C000121"); // → false
 * needsDefaultAccountUpdate("058C000121", "058C000128"); // → true
 */
export function needsDefaultAccountUpdate(
  currentDefault: string | null | undefined,
  chosen: string,
): boolean {
  return currentDefault !== chosen;
}

/**
 * Where to navigate after the default account changes, or null to stay: a derivatives account
 * goes to the derivatives page, any other account leaves a derivatives board for VN30. A
 * derivatives account already on a derivatives board stays there (it is where it would be sent).
 *
 * @example
 * routeAfterDefaultAccountChange("058C000128", "/chung-khoan/HOSE"); // → "/chung-khoan/derivative-VN30"
 * routeAfterDefaultAccountChange("058C000121", "/chung-khoan/derivative-VN30"); // → "/chung-khoan/VN30"
 * routeAfterDefaultAccountChange("058C000121", "/chung-khoan/HOSE"); // → null
 */
export function routeAfterDefaultAccountChange(accCode: string, currentPath: string): string | null {
  const onDerivatives = currentPath.startsWith(DERIVATIVES_ROUTE_PREFIX);
  if (isDerivativeAccount(accCode)) return onDerivatives ? null : DERIVATIVES_ROUTE;
  return onDerivatives ? VN30_ROUTE : null;
}
