/**
 * The smart-OTP enrolment a customer does from the web's smart-OTP guide (accounts-session §2,
 * §4; RFC 6238 TOTP): two commands of ours in group S, both with a session.
 *
 * - SmartOtpEnrolBegin stores a fresh secret on the customer with two-factor still "0" (pending,
 *   `CustomerStore.enrolTotp`) and answers it with its otpauth URI for the QR code. A customer
 *   whose two-factor is already set up ("1"), or whose login already asks for a one-time code,
 *   is refused: replacing a working second factor from a session alone would let a stolen
 *   session take it over (switching factors goes through the broker's admin tool).
 * - SmartOtpEnrolConfirm takes a code of the pending secret (p1) and the login password's client
 *   digest (pass): setting up a factor asks for the password again, under the login's lockout, so
 *   a stolen session alone cannot plant its own secret. A right code (within one step of now,
 *   each step once) sets two-factor up ("1"); a wrong or replayed one answers rc -11004; a wrong
 *   password -8007 (counted as a login failure). The authentication type is not changed.
 *
 * Every step is audited as `totp.enrol`, never with the secret or a code.
 */
import {
  CORE_COMMANDS,
  CORE_GROUPS,
  SmartOtpEnrolBeginDataSchema,
  SmartOtpEnrolConfirmDataSchema,
  validateOtp,
  type CoreAnswer,
  type Language,
  type LocalizedText,
} from "@bangia/market";
import { generateTotpSecret, matchTotpStep, otpauthUri, TOTP_ISSUER } from "../credentials/totp";
import { verifySecret } from "../credentials/password-hash";
import { invalidSession, OK, refusal } from "../core/core-answers";
import { defineCoreCommand, type CoreCall, type CoreCommand } from "../core/core-command";
import type { AuditDetail, Stores } from "../db/stores";
import { loginLocked, WRONG_OTP_RC } from "./login-answers";
import { countFailure, guardedCheck } from "./login-guards";
import { USER_LOCK_POLICY, userGuard } from "./login-policy";
import { PASSWORD_INVALID_RC } from "./password-change-command";

export interface SmartOtpEnrolmentDeps {
  readonly stores: Stores;
  /** Wall-clock now, epoch ms: the authenticator app's codes follow real time. */
  readonly now: () => number;
}

/** rc of an enrolment that cannot go on (already set up, nothing pending): rs says why. */
export const ENROLMENT_REFUSED_RC = 0;

const ALREADY_SET_UP: LocalizedText = {
  vi: "Smart OTP đã được kích hoạt cho tài khoản của Quý Khách.",
  en: "Smart OTP is already set up for your account.",
};

const NOTHING_PENDING: LocalizedText = {
  vi: "Chưa có mã bí mật Smart OTP đang chờ kích hoạt. Quý Khách vui lòng bắt đầu lại.",
  en: "No smart OTP secret is waiting to be activated. Please start again.",
};

const WRONG_CODE: LocalizedText = {
  vi: "Mã OTP không chính xác. Quý Khách vui lòng nhập mã đang hiển thị trên ứng dụng xác thực.",
  en: "The OTP is not correct. Please enter the code your authenticator app shows now.",
};

function refused(text: LocalizedText, language: Language): CoreAnswer<never> {
  return { rc: ENROLMENT_REFUSED_RC, rs: text[language] };
}

export function smartOtpEnrolmentCommands(deps: SmartOtpEnrolmentDeps): CoreCommand[] {
  const { stores, now } = deps;
  const group = CORE_GROUPS.SECURITY;

  const audit = (call: CoreCall<unknown, "required">, detail: AuditDetail) =>
    stores.auditLog.append({
      at: now(),
      userId: call.session.userId,
      action: "totp.enrol",
      ip: call.ip,
      detail,
    });

  return [
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.SMART_OTP_ENROL_BEGIN,
      session: "required",
      summary:
        "(ours) A fresh TOTP secret {secret, uri} for the session's customer, pending until confirmed; " +
        "refused (rc 0) once two-factor is set up",
      payload: SmartOtpEnrolBeginDataSchema,
      example: { cmd: CORE_COMMANDS.SMART_OTP_ENROL_BEGIN },
      async handle(call) {
        const customer = await stores.customers.find(call.session.userId);
        if (customer === null) return invalidSession();
        if (customer.login2faFlag === "1" || customer.otpAtLogin)
          return refused(ALREADY_SET_UP, call.language);
        const secret = generateTotpSecret();
        if (!(await stores.customers.enrolTotp(customer.userId, secret))) return invalidSession();
        await audit(call, { stage: "begin" });
        return { rc: 1, data: { secret, uri: otpauthUri(TOTP_ISSUER, customer.userId, secret) } };
      },
    }),
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.SMART_OTP_ENROL_CONFIRM,
      session: "required",
      summary:
        "(ours) p1: a code of the pending TOTP secret, pass: the login password's client digest; " +
        "sets two-factor up (login2faFlag 1); rc -11004 for a wrong or replayed code, -8007 for a wrong password",
      payload: SmartOtpEnrolConfirmDataSchema,
      example: {
        cmd: CORE_COMMANDS.SMART_OTP_ENROL_CONFIRM,
        p1: "123456",
        pass: "<SHA-256 hex of the trimmed, NFC-normalised password>",
      },
      async handle(call) {
        const customer = await stores.customers.find(call.session.userId);
        if (customer === null) return invalidSession();
        if (customer.login2faFlag === "1" || customer.otpAtLogin)
          return refused(ALREADY_SET_UP, call.language);
        if (customer.totpSecret === null) return refused(NOTHING_PENDING, call.language);
        const at = now();
        const guard = userGuard(customer.userId);
        const proved = await guardedCheck(
          stores.loginGuards,
          [{ guard, policy: USER_LOCK_POLICY }],
          at,
          async () => {
            if (await verifySecret(call.data.pass, customer.passwordHash)) return true;
            await countFailure(stores.loginGuards, guard, USER_LOCK_POLICY, at);
            return false;
          },
        );
        if (proved.kind === "locked") return loginLocked(proved.seconds, call.language);
        if (!proved.value) {
          await audit(call, { stage: "confirm", accepted: false, reason: "password" });
          return refusal(PASSWORD_INVALID_RC, call.language);
        }
        const code = validateOtp(call.data.p1);
        const step = code.ok ? matchTotpStep(customer.totpSecret, code.value, now()) : null;
        // Recording the step first makes the code single-use, here and at a later login alike.
        const accepted =
          step !== null &&
          (await stores.customers.useTotpStep(customer.userId, step)) &&
          // Still the secret the code was checked against (no Begin replaced it meanwhile).
          (await stores.customers.completeTotpEnrolment(customer.userId, customer.totpSecret));
        if (!accepted) {
          await audit(call, { stage: "confirm", accepted: false });
          return { rc: WRONG_OTP_RC, rs: WRONG_CODE[call.language] };
        }
        await audit(call, { stage: "confirm", accepted: true });
        return OK;
      },
    }),
  ];
}
