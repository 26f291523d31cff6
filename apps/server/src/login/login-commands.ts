/**
 * The core gateway's group S (accounts-session §7), called before a session exists:
 * sCheckLoginOTP completes a login that answered rc -9998, and GetSMSOtpForce sends a new SMS
 * code for the pending login of the envelope's user (at most every 45 s), proven by the same
 * password digest as the login.
 */
import { CHANNEL, CORE_COMMANDS, CORE_GROUPS, LANGUAGES } from "@bangia/market";
import { Type } from "typebox";
import { defineCoreCommand, type CoreCommand } from "../core/core-command";
import { oneOf } from "../feeds/schema-kit";
import { noPendingOtp, otpBlocked, resendTooMany, resendTooSoon } from "./login-answers";
import { otpLogin } from "./login-flow";
import type { LoginService } from "./login-service";

const LoginOtpSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.LOGIN_OTP),
  user: Type.String({ maxLength: 128 }),
  pass: Type.String({ maxLength: 256, description: "The client digest of the password" }),
  channel: Type.Literal(CHANNEL),
  language: oneOf(LANGUAGES),
  p5: Type.String({ maxLength: 64, description: "The six-digit OTP" }),
});

// The market's ResendOtpData carries only cmd; ours also needs the login's password digest, so
// that only the pending login's own client can resend (docs/security.md).
const ResendOtpSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.RESEND_OTP),
  pass: Type.String({ maxLength: 256, description: "The client digest of the pending login's password" }),
});

export function loginCommands(service: LoginService): CoreCommand[] {
  return [
    defineCoreCommand({
      group: CORE_GROUPS.SECURITY,
      cmd: CORE_COMMANDS.LOGIN_OTP,
      session: "none",
      summary: "Completes a login that answered rc -9998: the credentials again and the OTP in p5",
      payload: LoginOtpSchema,
      handle: ({ data, ip }) =>
        otpLogin(service, { user: data.user, pass: data.pass, language: data.language, ip }, data.p5),
    }),
    defineCoreCommand({
      group: CORE_GROUPS.SECURITY,
      cmd: CORE_COMMANDS.RESEND_OTP,
      session: "none",
      summary:
        "Sends a new SMS code for the envelope user's pending login (at most every 45 s); pass proves it",
      payload: ResendOtpSchema,
      async handle({ user, data, language, ip }) {
        const resent = await service.resendOtp(user, data.pass, { ip });
        switch (resent.kind) {
          case "sent":
            return { rc: 1, data: [{ phoneLastThree: resent.phoneLastThree }] };
          case "none":
            return noPendingOtp(language);
          case "blocked":
            return otpBlocked();
          case "too-soon":
            return resendTooSoon(resent.seconds, language);
          case "too-many":
            return resendTooMany(language);
        }
      },
    }),
  ];
}
