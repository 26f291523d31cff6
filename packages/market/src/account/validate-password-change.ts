/**
 * The forced first-login password change (accounts-session §2, §5). Checks run in the spec's
 * order and stop at the first failure: required fields, the policy, new ≠ current, retype = new.
 * All three fields are trimmed, as login trims. The current password is not held to the policy:
 * it may predate it.
 */
import { invalid, valid, type Validation } from "../validation";
import { meetsPasswordPolicy } from "./password-policy";

export interface PasswordChangeInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

/** What the change call sends (the retype only guards against typos). */
export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/**
 * Checks the change-password form.
 *
 * Keys: `empty-password`, `empty-new-pass`, `empty-retype-password` (a field is blank);
 * `invalid-password` (new or retype breaks the policy); `not-match-password` (new equals
 * current); `retype-not-match` (retype differs from new).
 *
 * @example
 * validatePasswordChange({ currentPassword: "Old-pass1", newPassword: "New-pass1", retypePassword: "New-pass1" });
 * // → { ok: true, value: { currentPassword: "Old-pass1", newPassword: "New-pass1" } }
 * validatePasswordChange({ currentPassword: "Old-pass1", newPassword: "newpass", retypePassword: "newpass" });
 * // → { ok: false, key: "invalid-password" }
 */
export function validatePasswordChange(input: PasswordChangeInput): Validation<PasswordChange> {
  const currentPassword = input.currentPassword.trim();
  const newPassword = input.newPassword.trim();
  const retypePassword = input.retypePassword.trim();
  if (currentPassword === "") return invalid("empty-password");
  if (newPassword === "") return invalid("empty-new-pass");
  if (retypePassword === "") return invalid("empty-retype-password");
  if (!meetsPasswordPolicy(newPassword) || !meetsPasswordPolicy(retypePassword)) {
    return invalid("invalid-password");
  }
  if (newPassword === currentPassword) return invalid("not-match-password");
  if (retypePassword !== newPassword) return invalid("retype-not-match");
  return valid({ currentPassword, newPassword });
}
