/**
 * What the browser sends as the login's `pass` (accounts-session §7: "pass (hashed)") and as the
 * first-login change's p1: the SHA-256, in lower-case hex, of the password's UTF-8 bytes after
 * the market package's normalizePassword (trimmed, Unicode NFC). The web computes the same with
 * SubtleCrypto; the server stores scrypt of this digest (password-hash), never of the password.
 *
 * The digest is not a security boundary: it is a password-equivalent, and TLS is what protects
 * it on the wire. What it buys is that the typed password itself never reaches the server's
 * memory, logs or crash dumps, and that its Unicode form is settled before hashing. It carries
 * no salt (the web knows none before login), so scrypt's per-row salt and cost do the storing.
 *
 * Test vector: clientPasswordDigest("Demo@2026") is
 * "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036" (see the test).
 */
import { createHash } from "node:crypto";
import { normalizePassword } from "@bangia/market";
import { hashSecret } from "./password-hash";

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * The client digest of a typed password.
 *
 * @throws RangeError when the input is too long to be a password (normalizePassword refuses it).
 */
export function clientPasswordDigest(password: string): string {
  const normalized = normalizePassword(password);
  if (normalized === null) throw new RangeError("a password input that long is refused unread");
  return createHash("sha256").update(normalized, "utf8").digest("hex");
}

/** Whether a received `pass` has the digest's form (64 lower-case hex characters). */
export function isClientPasswordDigest(value: unknown): value is string {
  return typeof value === "string" && DIGEST.test(value);
}

/**
 * What the customers table stores for a typed password: scrypt of its client digest. A login
 * then verifies the `pass` it receives with verifySecret(pass, stored).
 */
export function hashPasswordForStorage(password: string): Promise<string> {
  return hashSecret(clientPasswordDigest(password));
}
