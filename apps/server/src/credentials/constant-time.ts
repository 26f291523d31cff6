/**
 * Comparing secrets without leaking, through timing, how much of a guess was right. Every
 * comparison of a hash, a code or a digest in the server goes through here.
 */
import { timingSafeEqual } from "node:crypto";

/**
 * True when `a` and `b` hold the same bytes. The time taken depends only on the lengths, which
 * are public here (fixed-size hashes, six-digit codes): unequal lengths still do a full
 * comparison's work before answering false.
 *
 * @example
 * constantTimeEqual(Buffer.from("123456"), Buffer.from("123456")); // → true
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** constantTimeEqual over the UTF-8 bytes of two strings. */
export function constantTimeEqualText(a: string, b: string): boolean {
  return constantTimeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
