/**
 * The forced password change's form rules (accounts-session §5), in the spec's order: current,
 * new and retype required (empty-password, empty-new-pass, empty-retype-password); new and
 * retype 8–32 characters with a digit, a lower-case and an upper-case letter and a special
 * character (invalid-password); new differs from current (not-match-password); retype equals new
 * (retype-not-match). The market package holds the rules; this gives the form its message.
 */
import { validatePasswordChange, warningMessage, type Language, type PasswordChange } from "@bangia/market";

export interface PasswordChangeFields {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly retypePassword: string;
}

export type PasswordChangeCheck =
  { readonly ok: true; readonly value: PasswordChange } | { readonly ok: false; readonly message: string };

export function checkPasswordChange(fields: PasswordChangeFields, language: Language): PasswordChangeCheck {
  const checked = validatePasswordChange(fields);
  return checked.ok ? checked : { ok: false, message: warningMessage(checked.key, language) };
}
