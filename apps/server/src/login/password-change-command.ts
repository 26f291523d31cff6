/**
 * ChangePassFirstLogin (group B, accounts-session §5, §7): p1 is the client digest of the
 * current password, p2 the new password itself in base64 (the server must see it to hold it to
 * the policy). In order: a login locked for failures stays locked (-8005); a p2 that is not
 * base64 of UTF-8 text, or a new password outside the policy (8–32 characters, a digit, a lower-
 * and an upper-case letter, a special character), is -8007; a wrong current password is -8007
 * and counts as a password failure (a stolen session cannot guess faster than the login); the
 * current password again is -8006. Success stores the new password, clears the forced-change
 * flag, restarts the expiry, ends the customer's other sessions and is audited.
 */
import {
  ChangePasswordFirstLoginDataSchema,
  CORE_COMMANDS,
  CORE_GROUPS,
  meetsPasswordPolicy,
  normalizePassword,
  PASSWORD_INPUT_MAX_UNITS,
} from "@bangia/market";
import { clientPasswordDigest } from "../credentials/client-password";
import { constantTimeEqualText } from "../credentials/constant-time";
import { hashSecret, verifySecret } from "../credentials/password-hash";
import { invalidSession, OK, refusal } from "../core/core-answers";
import { defineCoreCommand, type CoreCommand } from "../core/core-command";
import type { AuditDetail, Stores } from "../db/stores";
import { loginLocked } from "./login-answers";
import { countFailure, guardedCheck, lockedFor } from "./login-guards";
import { PASSWORD_LIFETIME_DAYS, USER_LOCK_POLICY, userGuard } from "./login-policy";
import { newPasswordExpiry } from "./login-service";

export const PASSWORD_REUSED_RC = -8006;
export const PASSWORD_INVALID_RC = -8007;

export interface PasswordChangeDeps {
  readonly stores: Stores;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The text p2 carries: standard base64 (padded) of UTF-8, or null when it is not that or is longer
 * than any password input.
 *
 * @example decodeNewPassword("TmV3QDIwMjZ4") // "New@2026x"
 * @example decodeNewPassword("not base64!")  // null
 */
export function decodeNewPassword(p2: string): string | null {
  if (!BASE64.test(p2)) return null;
  try {
    const text = utf8.decode(Buffer.from(p2, "base64"));
    return text.length > PASSWORD_INPUT_MAX_UNITS ? null : text;
  } catch {
    return null;
  }
}

export function passwordChangeCommand(deps: PasswordChangeDeps): CoreCommand {
  const { stores } = deps;
  const guards = stores.loginGuards;
  return defineCoreCommand({
    group: CORE_GROUPS.BACK_OFFICE,
    cmd: CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN,
    session: "required",
    summary: "Changes the password: p1 the current password's client digest, p2 base64 of the new one",
    payload: ChangePasswordFirstLoginDataSchema,
    example: {
      cmd: CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN,
      p1: "<SHA-256 hex of the trimmed, NFC-normalised password>",
      p2: "TmV3QDIwMjZwYXNz",
    },
    async handle({ session, data, language, ip }) {
      const at = deps.now();
      const guard = userGuard(session.userId);
      const failed = async (rc: number, reason: string, extra: AuditDetail = {}) => {
        await stores.auditLog.append({
          at,
          userId: session.userId,
          action: "password.change.fail",
          ip,
          detail: { reason, ...extra },
        });
        return refusal(rc, language);
      };
      const locked = await lockedFor(guards, guard, at);
      if (locked !== null) return loginLocked(locked, language);
      const typed = decodeNewPassword(data.p2);
      const newPassword = typed === null ? null : normalizePassword(typed);
      if (newPassword === null || !meetsPasswordPolicy(newPassword))
        return failed(PASSWORD_INVALID_RC, typed === null ? "malformed" : "policy");
      const customer = await stores.customers.find(session.userId);
      if (customer === null) return invalidSession();
      const checked = await guardedCheck(guards, [{ guard, policy: USER_LOCK_POLICY }], at, async () => {
        if (await verifySecret(data.p1, customer.passwordHash)) return null;
        return countFailure(guards, guard, USER_LOCK_POLICY, at);
      });
      if (checked.kind === "locked") return loginLocked(checked.seconds, language);
      if (checked.value !== null)
        return failed(PASSWORD_INVALID_RC, "current password", { failures: checked.value.failures });
      const digest = clientPasswordDigest(newPassword);
      if (constantTimeEqualText(digest, data.p1)) return failed(PASSWORD_REUSED_RC, "reused");
      await stores.customers.updatePassword(customer.userId, await hashSecret(digest), {
        mustChange: false,
        expiresOn: newPasswordExpiry(at, PASSWORD_LIFETIME_DAYS),
      });
      const ended = await stores.sessions.removeOthers(customer.userId, session.sid);
      await guards.reset(guard);
      await stores.auditLog.append({
        at,
        userId: customer.userId,
        action: "password.change",
        ip,
        detail: { otherSessionsEnded: ended },
      });
      return OK;
    },
  });
}
