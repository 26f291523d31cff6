/**
 * What the browser sends for a password (accounts-session §7 "pass (hashed)", the change's p1):
 * the SHA-256, lower-case hex, of the UTF-8 bytes of the password as normalizePassword leaves it
 * (trimmed, NFC), the same digest the server computes for its stored customers. The typed
 * password itself never leaves the page (docs/security.md). The new password of a change goes as
 * base64 of its UTF-8 bytes (p2), since the server must hold it to the policy.
 *
 * SubtleCrypto exists only in secure contexts (https, localhost); a demo served over plain http
 * on a LAN address falls back to the small SHA-256 below (FIPS 180-4), so the login still works.
 */
import { normalizePassword } from "@bangia/market";

const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The password as it is hashed, or null when it is too long to be one. */
function normalized(password: string): string | null {
  return normalizePassword(password);
}

/**
 * The client digest of a typed password.
 *
 * @throws RangeError when the input is too long to be a password.
 */
export async function passwordDigest(password: string): Promise<string> {
  const text = normalized(password);
  if (text === null) throw new RangeError("a password input that long is refused unread");
  const bytes = encoder.encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle !== undefined) return toHex(new Uint8Array(await subtle.digest("SHA-256", bytes)));
  return toHex(sha256(bytes));
}

/** p2 of ChangePassFirstLogin: standard padded base64 of the normalized password's UTF-8 bytes. */
export function base64Password(password: string): string {
  const text = normalized(password) ?? "";
  let binary = "";
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// ── SHA-256 for pages without SubtleCrypto ──────────────────────────────────────────────────

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256 of `message` (exported for its test against SubtleCrypto). */
export function sha256(message: Uint8Array): Uint8Array {
  // Padding: a 1 bit, zeros, then the bit length in 64 bits big-endian, to a multiple of 64 bytes.
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = message.length * 8;
  view.setUint32(length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(length - 4, bits >>> 0);
  const hash = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = w[i - 15] ?? 0;
      const w2 = w[i - 2] ?? 0;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = (w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1;
    }
    let [a, b, c, d, e, f, g, h] = Array.from(hash) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const next = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i += 1) hash[i] = ((hash[i] ?? 0) + (next[i] ?? 0)) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i += 1) outView.setUint32(i * 4, hash[i] ?? 0);
  return out;
}
