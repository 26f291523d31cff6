/**
 * The login form check (accounts-session §5). Both fields are trimmed before the emptiness test,
 * and the trimmed values are what gets sent, so a stray space never costs a failed attempt
 * (failures are counted and, above 3, raise the failure notice). The password is also put in
 * NFC (normalizePassword), so it hashes the same from any Vietnamese keyboard, and refused
 * unread when it is too long to be one. A field that is not text reads as empty.
 */
import { invalid, valid, type Validation } from "../validation";
import { normalizePassword } from "./password-policy";
import { textOf, type Untrusted } from "./untrusted";

export interface LoginCredentials {
  readonly user: string;
  readonly password: string;
}

/**
 * Checks the login form: empty user name → `empty-user`, then empty password → `empty-password`,
 * then a password over PASSWORD_INPUT_MAX_UNITS → `invalid-password` (no password is that long).
 *
 * @example
 * validateLogin({ user: " 058C000123 ", password: "secret" });
 * // → { ok: true, value: { user: "058C000123", password: "secret" } }
 * validateLogin({ user: "  ", password: "secret" }); // → { ok: false, key: "empty-user" }
 */
export function validateLogin(input: Untrusted<LoginCredentials>): Validation<LoginCredentials> {
  const user = textOf(input?.user).trim();
  if (user === "") return invalid("empty-user");
  const password = normalizePassword(input?.password);
  if (password === "") return invalid("empty-password");
  if (password === null) return invalid("invalid-password");
  return valid({ user, password });
}
