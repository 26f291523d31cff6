/**
 * The two ways a login completes (accounts-session §4): the password login of POST /api/login,
 * which answers a session (rc 1) or asks for an OTP (rc -9998); and the OTP step
 * (sCheckLoginOTP), which repeats the credentials with the code and answers the session. Both
 * know no transport: a success comes with the "session-opened" effect (HTTP sets the session
 * cookies) and a malformed form with "input-refused" (HTTP 400).
 */
import { validateLogin, type Language, type LoginAnswer } from "@bangia/market";
import type { CoreEffect, CoreOutcome } from "../core/core-command";
import type { Customer, OtpKind } from "../db/stores";
import {
  invalidLoginForm,
  loginLocked,
  noPendingOtp,
  otpBlocked,
  otpRequired,
  wrongCredentials,
  wrongOtp,
} from "./login-answers";
import type { LoginService, PasswordCheck } from "./login-service";

export interface LoginAttempt {
  /** As sent: `user` (or `userName`). */
  readonly user: unknown;
  /** As sent: the client digest in `pass` (or `password`). */
  readonly pass: unknown;
  readonly language: Language;
  /** The client address: login lockouts count per address too. */
  readonly ip: string;
}

export type LoginOutcome = CoreOutcome<LoginAnswer>;

function outcome(answer: LoginAnswer, ...effects: CoreEffect[]): LoginOutcome {
  return { answer, effects };
}

type Checked =
  { readonly ok: true; readonly customer: Customer } | { readonly ok: false; readonly refused: LoginOutcome };

/** Validates the form and checks the password; a refusal comes with its outcome (input-refused for a bad form). */
async function checkCredentials(service: LoginService, attempt: LoginAttempt): Promise<Checked> {
  const form = validateLogin({ user: attempt.user, password: attempt.pass });
  if (!form.ok) return { ok: false, refused: outcome(invalidLoginForm(form.key), { kind: "input-refused" }) };
  const checked: PasswordCheck = await service.checkPassword(form.value.user, form.value.password, {
    ip: attempt.ip,
  });
  if (checked.kind === "locked")
    return { ok: false, refused: outcome(loginLocked(checked.seconds, attempt.language)) };
  if (checked.kind === "wrong") return { ok: false, refused: outcome(wrongCredentials(checked.failures)) };
  return { ok: true, customer: checked.customer };
}

async function openSession(
  service: LoginService,
  customer: Customer,
  otp: OtpKind | "none",
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  const opened = await service.openSession(customer, otp, { ip: attempt.ip });
  return outcome(
    { rc: 1, data: opened.data },
    { kind: "session-opened", sid: opened.session.sid, lifetimeSeconds: opened.lifetimeSeconds },
  );
}

/** POST /api/login: rc 1 with a session, rc -9998 when an OTP must follow, or a refusal. */
export async function passwordLogin(service: LoginService, attempt: LoginAttempt): Promise<LoginOutcome> {
  const checked = await checkCredentials(service, attempt);
  if (!checked.ok) return checked.refused;
  const otp = await service.startOtp(checked.customer, { ip: attempt.ip });
  if (otp.kind === "blocked") return outcome(otpBlocked());
  if (otp.kind === "started") return outcome(otpRequired(otp.authenType));
  return openSession(service, checked.customer, "none", attempt);
}

/** sCheckLoginOTP: the credentials again with the code (p5); rc 1 with a session, or a refusal. */
export async function otpLogin(
  service: LoginService,
  attempt: LoginAttempt,
  code: string,
): Promise<LoginOutcome> {
  const checked = await checkCredentials(service, attempt);
  if (!checked.ok) return checked.refused;
  const otp = await service.checkOtp(checked.customer, code, { ip: attempt.ip });
  switch (otp.kind) {
    case "ok":
      return openSession(service, checked.customer, otp.otp, attempt);
    case "wrong":
      return outcome(wrongOtp(otp.remaining));
    case "blocked":
      return outcome(otpBlocked());
    case "expired":
      return outcome(noPendingOtp(attempt.language));
  }
}
