/**
 * The two ways a login completes (accounts-session §4): the password login of POST /api/login,
 * which answers a session (rc 1) or asks for an OTP (rc -9998); and the OTP step
 * (sCheckLoginOTP), which repeats the credentials with the code and answers the session. Both
 * set the session cookies on success.
 */
import { validateLogin, type Language, type LoginAnswer } from "@bangia/market";
import type { FastifyReply, FastifyRequest } from "fastify";
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
import { setSessionCookies } from "./session-cookies";

export interface LoginAttempt {
  /** As sent: `user` (or `userName`). */
  readonly user: unknown;
  /** As sent: the client digest in `pass` (or `password`). */
  readonly pass: unknown;
  readonly language: Language;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Checked =
  { readonly ok: true; readonly customer: Customer } | { readonly ok: false; readonly answer: LoginAnswer };

/** Validates the form and checks the password; a refusal comes with its answer (and HTTP 400 for a bad form). */
async function checkCredentials(service: LoginService, attempt: LoginAttempt): Promise<Checked> {
  const form = validateLogin({ user: attempt.user, password: attempt.pass });
  if (!form.ok) {
    attempt.reply.status(400);
    return { ok: false, answer: invalidLoginForm(form.key) };
  }
  const checked: PasswordCheck = await service.checkPassword(form.value.user, form.value.password, {
    ip: attempt.request.ip,
  });
  if (checked.kind === "locked") return { ok: false, answer: loginLocked(checked.seconds, attempt.language) };
  if (checked.kind === "wrong") return { ok: false, answer: wrongCredentials(checked.failures) };
  return { ok: true, customer: checked.customer };
}

async function openSession(
  service: LoginService,
  customer: Customer,
  otp: OtpKind | "none",
  attempt: LoginAttempt,
): Promise<LoginAnswer> {
  const opened = await service.openSession(customer, otp, { ip: attempt.request.ip });
  setSessionCookies(attempt.request, attempt.reply, opened.session.sid, opened.lifetimeSeconds);
  return { rc: 1, data: opened.data };
}

/** POST /api/login: rc 1 with a session, rc -9998 when an OTP must follow, or a refusal. */
export async function passwordLogin(service: LoginService, attempt: LoginAttempt): Promise<LoginAnswer> {
  const checked = await checkCredentials(service, attempt);
  if (!checked.ok) return checked.answer;
  const otp = await service.startOtp(checked.customer, { ip: attempt.request.ip });
  if (otp.kind === "blocked") return otpBlocked();
  if (otp.kind === "started") return otpRequired(otp.authenType);
  return openSession(service, checked.customer, "none", attempt);
}

/** sCheckLoginOTP: the credentials again with the code (p5); rc 1 with a session, or a refusal. */
export async function otpLogin(
  service: LoginService,
  attempt: LoginAttempt,
  code: string,
): Promise<LoginAnswer> {
  const checked = await checkCredentials(service, attempt);
  if (!checked.ok) return checked.answer;
  const otp = await service.checkOtp(checked.customer, code, { ip: attempt.request.ip });
  switch (otp.kind) {
    case "ok":
      return openSession(service, checked.customer, otp.otp, attempt);
    case "wrong":
      return wrongOtp(otp.remaining);
    case "blocked":
      return otpBlocked();
    case "expired":
      return noPendingOtp(attempt.language);
  }
}
