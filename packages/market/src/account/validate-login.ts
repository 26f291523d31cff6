/**
 * The login form check (accounts-session §5). Both fields are trimmed before the emptiness test,
 * and the trimmed values are what gets sent, so a stray space never costs a failed attempt
 * (failures are counted and, above 3, raise the failure notice).
 */
import { invalid, valid, type Validation } from "../validation";

export interface LoginCredentials {
  readonly user: string;
  readonly password: string;
}

/**
 * Checks the login form: empty user name → `empty-user`, then empty password → `empty-password`.
 *
 * @example
 * validateLogin({ user: " 058C000123 ", password: "secret" });
 * // → { ok: true, value: { user: "058C000123", password: "secret" } }
 * validateLogin({ user: "  ", password: "secret" }); // → { ok: false, key: "empty-user" }
 */
export function validateLogin(input: LoginCredentials): Validation<LoginCredentials> {
  const user = input.user.trim();
  if (user === "") return invalid("empty-user");
  const password = input.password.trim();
  if (password === "") return invalid("empty-password");
  return valid({ user, password });
}
