/**
 * The core gateway's group S (accounts-session §7), called before a session exists:
 * sCheckLoginOTP completes a login that answered rc -9998, and GetSMSOtpForce sends a new SMS
 * code for the pending login of the envelope's user (at most every 45 s), proven by the same
 * password digest as the login.
 */
import { CORE_COMMANDS, CORE_GROUPS, LoginOtpDataSchema, ResendOtpDataSchema } from "@bangia/market";
import { defineCoreCommand, type CoreCommand } from "../core/core-command";
import { noPendingOtp, otpBlocked, resendTooMany, resendTooSoon } from "./login-answers";
import { otpLogin } from "./login-flow";
import type { LoginService } from "./login-service";

export function loginCommands(service: LoginService): CoreCommand[] {
  return [
    defineCoreCommand({
      group: CORE_GROUPS.SECURITY,
      cmd: CORE_COMMANDS.LOGIN_OTP,
      session: "none",
      summary: "Completes a login that answered rc -9998: the credentials again and the OTP in p5",
      payload: LoginOtpDataSchema,
      example: {
        cmd: CORE_COMMANDS.LOGIN_OTP,
        user: "058C000001",
        pass: "<SHA-256 hex of the trimmed, NFC-normalised password>",
        channel: "I",
        language: "vi",
        p5: "123456",
      },
      handle: ({ data, ip }) =>
        otpLogin(service, { user: data.user, pass: data.pass, language: data.language, ip }, data.p5),
    }),
    defineCoreCommand({
      group: CORE_GROUPS.SECURITY,
      cmd: CORE_COMMANDS.RESEND_OTP,
      session: "none",
      summary:
        "Sends a new SMS code for the envelope user's pending login (at most every 45 s); pass proves it",
      payload: ResendOtpDataSchema,
      example: {
        cmd: CORE_COMMANDS.RESEND_OTP,
        pass: "<SHA-256 hex of the trimmed, NFC-normalised password>",
      },
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
