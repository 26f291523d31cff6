/**
 * The cancel-order confirmation check (accounts-session §5): the trading PIN is required. A PIN
 * that is not text (null, a number from a JSON body) reads as missing.
 */
import { invalid, valid, type Validation } from "../validation";
import { textOf } from "./untrusted";

/**
 * Checks the PIN of a cancel confirmation: blank → `empty-pin`. The trimmed PIN is returned.
 *
 * @example
 * validateCancelPin(" 123456 "); // → { ok: true, value: "123456" }
 * validateCancelPin("   ");      // → { ok: false, key: "empty-pin" }
 */
export function validateCancelPin(pin: unknown): Validation<string> {
  const trimmed = textOf(pin).trim();
  return trimmed === "" ? invalid("empty-pin") : valid(trimmed);
}
