/**
 * SMS one-time codes: six random digits, kept only as a salted SHA-256 ("sha256$salt$hash",
 * base64url). A fast hash is enough here, unlike for passwords: a code lives minutes, a
 * challenge allows a few attempts and then locks, and the whole space is a million codes —
 * what stops guessing is the attempt limit, not the hash. The salt keeps one leaked row from
 * answering for another.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { constantTimeEqual } from "./constant-time";

export const SMS_CODE_LENGTH = 6;
const SALT_BYTES = 16;
const SCHEME = "sha256";

/** A fresh code of six digits, uniformly drawn (leading zeros kept). */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
}

function digest(salt: Uint8Array, code: string): Buffer {
  return createHash("sha256").update(salt).update(code, "utf8").digest();
}

/** The stored form of a code. */
export function hashSmsCode(code: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [SCHEME, salt.toString("base64url"), digest(salt, code).toString("base64url")].join("$");
}

/** Whether `code` is the one `encoded` was made from; false for anything malformed. */
export function smsCodeMatches(code: string, encoded: string): boolean {
  if (typeof code !== "string" || typeof encoded !== "string") return false;
  const [scheme, salt, hash, ...rest] = encoded.split("$");
  if (scheme !== SCHEME || salt === undefined || hash === undefined || rest.length > 0) return false;
  const saltBytes = Buffer.from(salt, "base64url");
  if (saltBytes.length !== SALT_BYTES) return false;
  return constantTimeEqual(digest(saltBytes, code), Buffer.from(hash, "base64url"));
}
