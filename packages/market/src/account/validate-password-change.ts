/**
 * The forced first-login password change (accounts-session §2, §5). Checks run in the spec's
 * order and stop at the first failure: required fields, the policy, new ≠ current, retype = new.
 * All three fields are trimmed and put in NFC, as login does (normalizePassword), so the
 * comparisons hold across keyboards. The current password is not held to the policy: it may
 * predate it. A field that is not text reads as empty; one too long to read breaks the policy.
 */
import { invalid, valid, type Validation } from "../validation";
import { meetsPasswordPolicy, normalizePassword } from "./password-policy";
import type { Untrusted } from "./untrusted";

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
export function validatePasswordChange(input: Untrusted<PasswordChangeInput>): Validation<PasswordChange> {
  const currentPassword = normalizePassword(input?.currentPassword);
  const newPassword = normalizePassword(input?.newPassword);
  const retypePassword = normalizePassword(input?.retypePassword);
  if (currentPassword === "") return invalid("empty-password");
  if (newPassword === "") return invalid("empty-new-pass");
  if (retypePassword === "") return invalid("empty-retype-password");
  if (
    currentPassword === null ||
    newPassword === null ||
    retypePassword === null ||
    !meetsPasswordPolicy(newPassword) ||
    !meetsPasswordPolicy(retypePassword)
  ) {
    return invalid("invalid-password");
  }
  if (newPassword === currentPassword) return invalid("not-match-password");
  if (retypePassword !== newPassword) return invalid("retype-not-match");
  return valid({ currentPassword, newPassword });
}
