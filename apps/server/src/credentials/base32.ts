/**
 * Base32 of RFC 4648 §6 (alphabet A–Z, 2–7), the form authenticator apps take TOTP secrets in.
 * Encoding writes no padding, as otpauth URIs carry secrets; decoding accepts lower case,
 * spaces and trailing padding, as people type or paste a secret.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * Base32 of `bytes`, upper case, without padding.
 *
 * @example
 * base32Encode(Buffer.from("foobar")); // → "MZXW6YTBOI"
 */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET.charAt((buffer >>> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return out;
}

/**
 * The bytes of a base32 text, or null when it holds a character outside the alphabet, padding
 * before the end, or a length no encoding produces. Leftover bits must be zero (canonical form).
 *
 * @example
 * base32Decode("mzxw6ytboi======"); // → bytes of "foobar"
 * base32Decode("MZXW1");            // → null ("1" is not base32)
 */
export function base32Decode(text: string): Buffer | null {
  const cleaned = text.replace(/\s+/g, "").toUpperCase().replace(/=+$/, "");
  // Lengths mod 8 of 1, 3 and 6 are no whole number of bytes.
  if ([1, 3, 6].includes(cleaned.length % 8)) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of cleaned) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return null;
  return Buffer.from(bytes);
}
