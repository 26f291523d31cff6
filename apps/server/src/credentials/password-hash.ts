/**
 * Hashing of stored secrets — passwords (their client digest, see client-password) and trading
 * PINs — with scrypt from node:crypto. A hash is self-describing, "scrypt$N$r$p$salt$hash" with
 * salt and hash in base64url, so the cost can be raised later without touching old rows: each
 * is verified with the parameters it was made with (`needsRehash` says when to upgrade one at
 * the next successful login).
 *
 * scrypt at N=2^15, r=8, p=1 takes about 32 MiB and some tens of milliseconds per hash. OWASP
 * recommends N=2^17 at r=8, p=1; 2^15 keeps a two-core demo server responsive while logins are
 * rate-limited per user and per address. A production deployment may raise it here.
 */
import { randomBytes, scrypt } from "node:crypto";
import { constantTimeEqual } from "./constant-time";

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  /** Block size. */
  readonly r: number;
  /** Parallelism. */
  readonly p: number;
  /** Bytes of derived key. */
  readonly keyLength: number;
  /** Bytes of random salt. */
  readonly saltLength: number;
}

/** The parameters new hashes are made with. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 };

const SCHEME = "scrypt";
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const WHOLE = /^[1-9]\d{0,9}$/;

/**
 * Bounds a stored hash must keep to be tried at all: a corrupt or hostile row must not make a
 * login allocate gigabytes or spin for minutes.
 */
const LIMITS = { minLogN: 10, maxLogN: 20, maxR: 32, maxP: 16, minBytes: 16, maxBytes: 64 } as const;

interface ParsedHash {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function derive(secret: string, salt: Uint8Array, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // Node refuses when 128·N·r exceeds maxmem (32 MiB by default, exactly N=2^15 at r=8).
    scrypt(secret, salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

/** A new self-describing scrypt hash of `secret` (its UTF-8 bytes, as given) with a fresh salt. */
export async function hashSecret(secret: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(params.saltLength);
  const hash = await derive(secret, salt, params.N, params.r, params.p, params.keyLength);
  return [SCHEME, params.N, params.r, params.p, salt.toString("base64url"), hash.toString("base64url")].join(
    "$",
  );
}

function decoded(text: string | undefined): Buffer | null {
  if (text === undefined || !BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.length >= LIMITS.minBytes && bytes.length <= LIMITS.maxBytes ? bytes : null;
}

function whole(text: string | undefined): number | null {
  return text !== undefined && WHOLE.test(text) ? Number(text) : null;
}

/** The parts of a stored hash, or null when it is not one this module can verify. */
function parseHash(encoded: unknown): ParsedHash | null {
  if (typeof encoded !== "string") return null;
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== SCHEME) return null;
  const [N, r, p] = [whole(parts[1]), whole(parts[2]), whole(parts[3])];
  const [salt, hash] = [decoded(parts[4]), decoded(parts[5])];
  if (N === null || r === null || p === null || salt === null || hash === null) return null;
  const logN = Math.log2(N);
  if (!Number.isInteger(logN) || logN < LIMITS.minLogN || logN > LIMITS.maxLogN) return null;
  if (r > LIMITS.maxR || p > LIMITS.maxP) return null;
  return { N, r, p, salt, hash };
}

/**
 * Whether `secret` is the one `encoded` was made from. A malformed, foreign or out-of-bounds
 * encoding answers false, never throws; the final comparison is constant-time.
 */
export async function verifySecret(secret: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (parsed === null || typeof secret !== "string") return false;
  let key: Buffer;
  try {
    key = await derive(secret, parsed.salt, parsed.N, parsed.r, parsed.p, parsed.hash.length);
  } catch {
    return false;
  }
  return constantTimeEqual(key, parsed.hash);
}

/** Whether a (valid) stored hash was made with other parameters than today's. */
export function needsRehash(encoded: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(encoded);
  return (
    parsed === null ||
    parsed.N !== params.N ||
    parsed.r !== params.r ||
    parsed.p !== params.p ||
    parsed.salt.length !== params.saltLength ||
    parsed.hash.length !== params.keyLength
  );
}
