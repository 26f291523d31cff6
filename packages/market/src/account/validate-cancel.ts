/**
 * The cancel-order confirmation check (accounts-session §5): the trading PIN is required.
 */
import { invalid, valid, type Validation } from "../validation";

/**
 * Checks the PIN of a cancel confirmation: blank → `empty-pin`. The trimmed PIN is returned.
 *
 * @example
 * validateCancelPin(" 123456 "); // → { ok: true, value: "123456" }
 * validateCancelPin("   ");      // → { ok: false, key: "empty-pin" }
 */
export function validateCancelPin(pin: string): Validation<string> {
  const trimmed = pin.trim();
  return trimmed === "" ? invalid("empty-pin") : valid(trimmed);
}
