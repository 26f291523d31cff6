/**
 * The steps of a login, shared by the login route and the OTP step of the core gateway:
 * checking a user id and password under the lockout policy, starting and checking the OTP step,
 * resending an SMS code, and opening the session. Every step is audited, without secrets.
 *
 * An unknown user id takes the same path as a wrong password: the password is verified against
 * a dummy hash of the same cost, the id's failures are counted and locked alike, and the answer
 * is the same, so neither the answer nor its timing tells which ids exist.
 */
import { randomBytes } from "node:crypto";
import {
  addDays,
  exchangeTimeAt,
  sessionCookieLifetimeSeconds,
  showsBanner,
  toSlashDate,
  type DateWindow,
  validateOtp,
  type LoginData,
} from "@bangia/market";
import { hashSecret, needsRehash, verifySecret } from "../credentials/password-hash";
import { hashSmsCode, newSmsCode, smsCodeMatches } from "../credentials/sms-code";
import { matchTotpStep } from "../credentials/totp";
import type {
  AuditAction,
  AuditDetail,
  Customer,
  GuardKey,
  OtpChallenge,
  OtpKind,
  Session,
  Stores,
} from "../db/stores";
import { countFailure, guardedCheck, lockedFor } from "./login-guards";
import { RefusalSampler } from "./refusal-sampler";
import {
  ADDRESS_LOCK_POLICY,
  addressGuard,
  OTP_BLOCK_SECONDS,
  OTP_CHALLENGE_LIFETIME_MS,
  OTP_FAILURES_FORGOTTEN_AFTER_MS,
  OTP_LOCK_POLICY,
  OTP_RESEND_SECONDS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  otpAttemptsLeft,
  otpGuard,
  otpSendGuard,
  USER_LOCK_POLICY,
  userGuard,
} from "./login-policy";
import { lastThreeDigits, type SmsSender } from "./sms-sender";

export interface LoginServiceDeps {
  readonly stores: Stores;
  readonly sms: SmsSender;
  /** Wall-clock now, epoch ms: sessions, locks and TOTP follow real time, not the market's. */
  readonly now: () => number;
  /** The banner slideshow's dates (config BANNER_FROM/BANNER_TO); none: no banner. */
  readonly bannerWindow?: DateWindow | null;
}

/** Who is asking: the client address, for the address guard and the audit log. */
export interface Caller {
  readonly ip: string;
}

export type PasswordCheck =
  | { readonly kind: "ok"; readonly customer: Customer }
  | { readonly kind: "wrong"; readonly failures: number }
  | { readonly kind: "locked"; readonly seconds: number };

export type OtpStart =
  | { readonly kind: "none" }
  | { readonly kind: "started"; readonly authenType: string }
  | { readonly kind: "blocked" };

export type OtpCheck =
  | { readonly kind: "ok"; readonly otp: OtpKind }
  | { readonly kind: "wrong"; readonly remaining: number }
  | { readonly kind: "blocked" }
  | { readonly kind: "expired" };

export type OtpResend =
  | { readonly kind: "sent"; readonly phoneLastThree: string }
  | { readonly kind: "none" }
  | { readonly kind: "blocked" }
  | { readonly kind: "too-soon"; readonly seconds: number }
  | { readonly kind: "too-many" };

export interface OpenedSession {
  readonly session: Session;
  readonly lifetimeSeconds: number;
  readonly data: LoginData;
}

export interface LoginService {
  checkPassword(user: string, pass: string, caller: Caller): Promise<PasswordCheck>;
  /** After a right password: starts the OTP step when the customer has one ("none" otherwise). */
  startOtp(customer: Customer, caller: Caller): Promise<OtpStart>;
  checkOtp(customer: Customer, code: string, caller: Caller): Promise<OtpCheck>;
  /** Resends the SMS code of a pending login; `pass` (the login's password digest) proves the caller's. */
  resendOtp(user: string, pass: string, caller: Caller): Promise<OtpResend>;
  openSession(customer: Customer, otp: OtpKind | "none", caller: Caller): Promise<OpenedSession>;
}

/** The OTP kind of a customer's authentication type: "O" is SMS, any other smart OTP. */
export function otpKindOf(customer: Customer): OtpKind {
  return customer.authenType === "O" ? "sms" : "totp";
}

/**
 * The login answer's data for a customer and session. An expired password forces the change as
 * the first-login flag does (iFlag "1"); CountLoginFail is 0, as the failures were just cleared;
 * isShowBanner says today is inside the banner window (the web adds the customer's dismissal).
 */
export function loginDataOf(
  customer: Customer,
  sid: string,
  today: string,
  bannerWindow: DateWindow | null = null,
): LoginData {
  const expires = customer.passwordExpiresOn;
  return {
    user: customer.userId,
    sid,
    name: customer.name,
    defaultAcc: customer.defaultAccount ?? "",
    iFlag: mustChangePassword(customer, today) ? "1" : "0",
    AuthenType: customer.authenType,
    login2faFlag: customer.login2faFlag,
    pwdExprireDate: expires === null ? "" : toSlashDate(expires),
    CountLoginFail: 0,
    isShowBanner: showsBanner(today, bannerWindow, false),
  };
}

/** The first-login flag, or a password past its expiry (`today`: the exchange date). */
export function mustChangePassword(customer: Customer, today: string): boolean {
  const expires = customer.passwordExpiresOn;
  return customer.mustChangePassword || (expires !== null && expires < today);
}

/** Today at the exchange (UTC+7) by the wall clock. */
export function exchangeToday(now: number): string {
  return exchangeTimeAt(now).date;
}

export async function createLoginService(deps: LoginServiceDeps): Promise<LoginService> {
  const { stores, sms, now } = deps;
  const guards = stores.loginGuards;
  // Verified against when the user id is unknown: same cost, never matches a real digest.
  const dummyHash = await hashSecret(randomBytes(32).toString("hex"));

  const audit = (action: AuditAction, userId: string | null, caller: Caller, detail: AuditDetail = {}) =>
    stores.auditLog.append({ at: now(), userId, action, ip: caller.ip, detail });

  /** Sends a fresh SMS code, unless the user has had too many lately; true when sent. */
  async function sendSmsCode(customer: Customer, at: number): Promise<boolean> {
    const sends = await guards.recordFailure(otpSendGuard(customer.userId), at, {
      forgetBefore: at - OTP_SEND_WINDOW_MS,
    });
    if (sends.failures > OTP_SENDS_PER_WINDOW) return false;
    const code = newSmsCode();
    const challenge = await stores.otpChallenges.issue({
      userId: customer.userId,
      kind: "sms",
      codeHash: hashSmsCode(code),
      now: at,
      lifetimeMs: OTP_CHALLENGE_LIFETIME_MS,
    });
    await sms.sendOtp({
      userId: customer.userId,
      phone: customer.phone,
      code,
      sentAt: at,
      expiresAt: challenge.expiresAt,
    });
    return true;
  }

  /** Whether the customer's code is right for the pending challenge (TOTP: each step once). */
  async function codeMatches(customer: Customer, challenge: OtpChallenge, code: string, at: number) {
    if (challenge.kind === "sms")
      return challenge.codeHash !== null && smsCodeMatches(code, challenge.codeHash);
    if (customer.totpSecret === null) return false;
    const step = matchTotpStep(customer.totpSecret, code, at);
    return step !== null && (await stores.customers.useTotpStep(customer.userId, step));
  }

  /** Checks an OTP code for the pending login, counting a wrong one and blocking at the last. */
  async function checkCode(
    customer: Customer,
    guard: GuardKey,
    rawCode: string,
    caller: Caller,
    at: number,
  ): Promise<OtpCheck> {
    const challenge = await stores.otpChallenges.latest(customer.userId, otpKindOf(customer), at);
    if (challenge === null) return { kind: "expired" };
    const code = validateOtp(rawCode);
    if (code.ok && (await codeMatches(customer, challenge, code.value, at))) {
      if (!(await stores.otpChallenges.consume(challenge.id, at))) return { kind: "expired" };
      await guards.reset(guard);
      return { kind: "ok", otp: challenge.kind };
    }
    await stores.otpChallenges.recordAttempt(challenge.id);
    const wrong = await guards.recordFailure(guard, at, {
      forgetBefore: at - OTP_FAILURES_FORGOTTEN_AFTER_MS,
    });
    const remaining = otpAttemptsLeft(wrong.failures);
    if (remaining > 0) {
      await audit("login.otp.fail", customer.userId, caller, { attemptsLeft: remaining });
      return { kind: "wrong", remaining };
    }
    // Blocked: the count starts again after the block, the pending login is spent, and the
    // block counts as one password failure, so the lockout's doubling reaches OTP guessing too.
    await guards.reset(guard);
    await guards.lock(guard, at + OTP_BLOCK_SECONDS * 1000);
    await stores.otpChallenges.consume(challenge.id, at);
    await countFailure(guards, userGuard(customer.userId), USER_LOCK_POLICY, at);
    await audit("login.otp.blocked", customer.userId, caller, { seconds: OTP_BLOCK_SECONDS });
    return { kind: "blocked" };
  }

  // One audit row per user id and address a minute while locked (refusal-sampler.ts).
  const lockRefusals = new RefusalSampler();
  const service: LoginService = {
    async checkPassword(user, pass, caller) {
      const at = now();
      const address = addressGuard(caller.ip);
      const userKey = userGuard(user);
      const keys = [
        { guard: address, policy: ADDRESS_LOCK_POLICY },
        { guard: userKey, policy: USER_LOCK_POLICY },
      ];
      const checked = await guardedCheck(guards, keys, at, async () => {
        const customer = await stores.customers.find(user);
        const matches = await verifySecret(pass, customer?.passwordHash ?? dummyHash);
        if (customer !== null && matches) return { customer, failures: 0 };
        const counted = await countFailure(guards, userKey, USER_LOCK_POLICY, at);
        const byAddress = await countFailure(guards, address, ADDRESS_LOCK_POLICY, at);
        await audit("login.fail", customer?.userId ?? null, caller, {
          knownUser: customer !== null,
          failures: counted.failures,
          lockedForSeconds: Math.max(counted.lockedForSeconds, byAddress.lockedForSeconds),
        });
        return { customer: null, failures: counted.failures };
      });
      if (checked.kind === "locked") {
        const verdict = lockRefusals.refused(`${userKey.key}\u0000${address.key}`, at);
        if (verdict.audit) {
          const known = await stores.customers.find(user);
          await audit("login.locked", known?.userId ?? null, caller, {
            seconds: checked.seconds,
            refusedBefore: verdict.suppressed,
          });
        }
        return checked;
      }
      const { customer, failures } = checked.value;
      if (customer === null) return { kind: "wrong", failures };
      if (needsRehash(customer.passwordHash)) {
        const rehashed = await hashSecret(pass);
        await stores.customers.updatePassword(customer.userId, rehashed, {
          mustChange: customer.mustChangePassword,
          expiresOn: customer.passwordExpiresOn,
        });
      }
      return { kind: "ok", customer };
    },

    async startOtp(customer, caller) {
      if (!customer.otpAtLogin) return { kind: "none" };
      const at = now();
      if ((await lockedFor(guards, otpGuard(customer.userId), at)) !== null) return { kind: "blocked" };
      const kind = otpKindOf(customer);
      const pending = await stores.otpChallenges.latest(customer.userId, kind, at);
      // A login repeated within the resend countdown reuses the code already sent.
      const fresh = pending !== null && at - pending.createdAt < OTP_RESEND_SECONDS * 1000;
      if (kind === "totp" && pending === null)
        await stores.otpChallenges.issue({
          userId: customer.userId,
          kind,
          codeHash: null,
          now: at,
          lifetimeMs: OTP_CHALLENGE_LIFETIME_MS,
        });
      if (kind === "sms" && !fresh && (await sendSmsCode(customer, at)))
        await audit("login.otp.sent", customer.userId, caller, { channel: "sms" });
      return { kind: "started", authenType: customer.authenType };
    },

    async checkOtp(customer, rawCode, caller) {
      const at = now();
      const guard = otpGuard(customer.userId);
      const checked = await guardedCheck(guards, [{ guard, policy: OTP_LOCK_POLICY }], at, () =>
        checkCode(customer, guard, rawCode, caller, at),
      );
      return checked.kind === "locked" ? { kind: "blocked" } : checked.value;
    },

    async resendOtp(user, pass, caller) {
      // Only the pending login's own client may resend: the password proves it, under the same
      // lockout as the login; a failed proof answers as "nothing pending" does.
      const proof = await service.checkPassword(user, pass, caller);
      if (proof.kind !== "ok") return { kind: "none" };
      const customer = proof.customer;
      const at = now();
      const pending =
        customer.otpAtLogin && otpKindOf(customer) === "sms"
          ? await stores.otpChallenges.latest(customer.userId, "sms", at)
          : null;
      if (pending === null) return { kind: "none" };
      if ((await lockedFor(guards, otpGuard(customer.userId), at)) !== null) return { kind: "blocked" };
      const wait = pending.createdAt + OTP_RESEND_SECONDS * 1000 - at;
      if (wait > 0) return { kind: "too-soon", seconds: Math.ceil(wait / 1000) };
      if (!(await sendSmsCode(customer, at))) return { kind: "too-many" };
      await audit("login.otp.sent", customer.userId, caller, { channel: "sms", resend: true });
      return { kind: "sent", phoneLastThree: lastThreeDigits(customer.phone) };
    },

    async openSession(customer, otp, caller) {
      const at = now();
      await guards.reset(userGuard(customer.userId));
      // No customer stores a session timeout yet, so every session lasts the spec's 10800 s.
      const lifetimeSeconds = sessionCookieLifetimeSeconds(null);
      const session = await stores.sessions.create(customer.userId, at, lifetimeSeconds);
      await audit("login.ok", customer.userId, caller, { secondFactor: otp });
      return {
        session,
        lifetimeSeconds,
        data: loginDataOf(customer, session.sid, exchangeToday(at), deps.bannerWindow ?? null),
      };
    },
  };
  return service;
}

/** The expiry of a password set today. */
export function newPasswordExpiry(now: number, days: number): string {
  return addDays(exchangeToday(now), days);
}
