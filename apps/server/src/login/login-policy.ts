/**
 * The thresholds of the login's defences (docs/security.md "Thresholds"), as constants and pure
 * functions, so the routes only count and the tests can reason about the numbers.
 *
 * - Password failures per user id: 5 in a row lock the login for 1 minute; every further failure
 *   doubles the lock (2, 4, 8 minutes) up to 15. The count is forgotten after 24 hours without a
 *   failure, and cleared by a complete login.
 * - Password failures per client address (credential stuffing across many user ids): 20 with no
 *   gap over 15 minutes lock the address the same way. A success does not clear it, so one known
 *   account cannot launder an address.
 * - OTP: 5 wrong codes block the OTP step for 60 s (rc -11003) and spend the pending login, which
 *   also counts one password failure, so a stolen password cannot try codes without end.
 * - SMS: a code is resent at most every 45 s and at most 5 codes go out per user in 15 minutes.
 */
import { isIPv4, isIPv6 } from "node:net";
import { OTP_BLOCK_RETRY_SECONDS, OTP_RESEND_COUNTDOWN_SECONDS } from "@bangia/market";
import type { GuardKey } from "../db/stores";

const MINUTE_MS = 60_000;

export interface LockPolicy {
  /** Failures that set the first lock. */
  readonly lockAfter: number;
  readonly firstLockSeconds: number;
  readonly maxLockSeconds: number;
  /** A failure this long after the previous one starts the count again. */
  readonly forgetAfterMs: number;
}

export const USER_LOCK_POLICY: LockPolicy = {
  lockAfter: 5,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  forgetAfterMs: 24 * 60 * MINUTE_MS,
};

export const ADDRESS_LOCK_POLICY: LockPolicy = {
  lockAfter: 20,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  forgetAfterMs: 15 * MINUTE_MS,
};

/** Wrong codes allowed per OTP login before the block. */
export const OTP_MAX_ATTEMPTS = 5;
/** The block after OTP_MAX_ATTEMPTS wrong codes (the -11003 message says 1 minute). */
export const OTP_BLOCK_SECONDS = OTP_BLOCK_RETRY_SECONDS;
/** How long a pending OTP login (and its SMS code) stays valid. */
export const OTP_CHALLENGE_LIFETIME_MS = 5 * MINUTE_MS;
/** Seconds between two SMS codes (the web's resend countdown). */
export const OTP_RESEND_SECONDS = OTP_RESEND_COUNTDOWN_SECONDS;
/** SMS codes sent to one user per OTP_SEND_WINDOW_MS. */
export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_MS = 15 * MINUTE_MS;
/** Wrong codes are forgotten this long after the last one (a pending login lasts less). */
export const OTP_FAILURES_FORGOTTEN_AFTER_MS = 15 * MINUTE_MS;

/** The OTP step as a lock policy, so its checks in flight are bounded like the password's. */
export const OTP_LOCK_POLICY: LockPolicy = {
  lockAfter: OTP_MAX_ATTEMPTS,
  firstLockSeconds: OTP_BLOCK_SECONDS,
  maxLockSeconds: OTP_BLOCK_SECONDS,
  forgetAfterMs: OTP_FAILURES_FORGOTTEN_AFTER_MS,
};

/** Days a password stays valid after the customer sets it. */
export const PASSWORD_LIFETIME_DAYS = 365;

/**
 * Seconds a key is locked after its `failures`-th failure in a row: none before the threshold,
 * then the first lock, doubling with each failure beyond it, capped.
 *
 * @example
 * lockSeconds(4, USER_LOCK_POLICY); // → 0
 * lockSeconds(5, USER_LOCK_POLICY); // → 60
 * lockSeconds(7, USER_LOCK_POLICY); // → 240
 * lockSeconds(9, USER_LOCK_POLICY); // → 900 (15 minutes, the cap)
 */
export function lockSeconds(failures: number, policy: LockPolicy): number {
  if (!Number.isSafeInteger(failures) || failures < policy.lockAfter) return 0;
  const doublings = Math.min(failures - policy.lockAfter, 30);
  return Math.min(policy.firstLockSeconds * 2 ** doublings, policy.maxLockSeconds);
}

/** Whole seconds from `now` to `until`, at least 1 (a lock never reads "0 seconds"). */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** The wrong-code attempts left after `failures` wrong codes (never below 0). */
export function otpAttemptsLeft(failures: number): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - failures);
}

// ── Guard keys ──────────────────────────────────────────────────────────────────────────────

/**
 * Password failures of a user id as typed, lower-cased: an unknown id is counted and locked
 * exactly like a known one, so the answers never tell which ids exist.
 */
export function userGuard(typedUserId: string): GuardKey {
  return { kind: "login", key: typedUserId.trim().toLowerCase() };
}

/** Password failures from a client address (its /64 network for IPv6, see addressKey). */
export function addressGuard(ip: string): GuardKey {
  return { kind: "login-address", key: addressKey(ip) };
}

/**
 * The key an address is counted under. An IPv4 address (also IPv4-mapped IPv6, as Node reports
 * IPv4 clients of a dual-stack socket) is itself. An IPv6 address is its /64 network: one
 * customer line is given a whole /64, so counting single addresses would let a guesser rotate
 * through 2^64 of them. Anything else (a proxy's odd value) is kept as it is, lower-cased.
 *
 * @example addressKey("::ffff:203.0.113.7") // "203.0.113.7"
 * @example addressKey("2001:db8:a:b:1:2:3:4") // "2001:db8:a:b::/64"
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const headParts = head === "" ? [] : head.split(":");
  const tailParts = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailParts];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/** Wrong OTP codes of a customer (stored user id, lower-cased). */
export function otpGuard(userId: string): GuardKey {
  return { kind: "otp", key: userId.toLowerCase() };
}

/** SMS codes sent to a customer. */
export function otpSendGuard(userId: string): GuardKey {
  return { kind: "otp-send", key: userId.toLowerCase() };
}
