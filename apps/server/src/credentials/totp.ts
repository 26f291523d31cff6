/**
 * Smart OTP: time-based one-time passwords of RFC 6238 (HOTP of RFC 4226 over 30-second steps),
 * HMAC-SHA-1, six digits — what every authenticator app does by default. Secrets are 160 random
 * bits (RFC 4226's recommended length) in base32. Times are epoch milliseconds from the wall
 * clock: the phone's clock is real time, whatever the simulated market's clock says.
 */
import { createHmac, randomBytes } from "node:crypto";
import { base32Decode, base32Encode } from "./base32";
import { constantTimeEqualText } from "./constant-time";

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now accepted, for clock drift and typing time (RFC 6238 §5.2). */
export const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;
/** The issuer authenticator apps show for our codes. */
export const TOTP_ISSUER = "Bangia";

/** A fresh random secret in base32 (32 characters). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step of an instant: whole 30-second periods since the epoch. */
export function totpStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA-1 of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The code of `secret` (base32) at `epochMs`.
 *
 * @throws RangeError when the secret is not base32.
 */
export function totpCode(secret: string, epochMs: number, digits: number = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (key === null || key.length === 0) throw new RangeError("the TOTP secret is not base32");
  return hotp(key, totpStep(epochMs), digits);
}

/**
 * The time step whose code `code` is, within `window` steps of `epochMs`, or null. Every
 * candidate is compared, in constant time, whatever matched before, so the answer's timing
 * says nothing. A malformed secret or code is null. Callers record the step (CustomerStore
 * `useTotpStep`) so a code is accepted once.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  epochMs: number,
  window: number = TOTP_WINDOW,
): number | null {
  const key = base32Decode(secret);
  if (key === null || key.length === 0 || typeof code !== "string" || !/^\d{6}$/.test(code)) return null;
  const now = totpStep(epochMs);
  let matched: number | null = null;
  for (let step = Math.max(0, now - window); step <= now + window; step++) {
    if (constantTimeEqualText(hotp(key, step), code) && matched === null) matched = step;
  }
  return matched;
}

/** Whether `code` is the code of `secret` within `window` steps of `epochMs`. */
export function verifyTotp(
  secret: string,
  code: string,
  epochMs: number,
  window: number = TOTP_WINDOW,
): boolean {
  return matchTotpStep(secret, code, epochMs, window) !== null;
}

/**
 * The otpauth URI an authenticator app scans from a QR code (the Key Uri Format of Google
 * Authenticator): label "issuer:account", and the parameters spelled out even where they are
 * the defaults.
 *
 * @example
 * otpauthUri("Bangia", "058C000003", "JBSWY3DPEHPK3PXP");
 * // → "otpauth://totp/Bangia:058C000003?secret=JBSWY3DPEHPK3PXP&issuer=Bangia&algorithm=SHA1&digits=6&period=30"
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, "%20")}`;
}
