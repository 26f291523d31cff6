/**
 * The login one-time password check (accounts-session §5, §9).
 *
 * The spec says "at least 6 characters and non-blank", and the code is 6 digits typed into six
 * single-digit boxes. We accept exactly six ASCII digits after trimming: the boxes cannot hold
 * more, a non-digit can never be a right code, and refusing it here spares a wrong-OTP attempt
 * (the server blocks after a few). Input that is not text, or far too long to be a code, is
 * refused before it is trimmed or matched.
 */
import { invalid, valid, type Validation } from "../validation";

/** Digits in a login OTP, one per input box. */
export const OTP_LENGTH = 6;

const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

// Six digits with room for edge spaces; anything longer is refused unread.
const OTP_INPUT_MAX_UNITS = 64;

/**
 * Checks a login OTP: anything but six digits (surrounding spaces aside) → `invalid-otp`.
 *
 * @example
 * validateOtp(" 123456 "); // → { ok: true, value: "123456" }
 * validateOtp("12345");    // → { ok: false, key: "invalid-otp" }
 * validateOtp("12345a");   // → { ok: false, key: "invalid-otp" }
 */
export function validateOtp(otp: unknown): Validation<string> {
  if (typeof otp !== "string" || otp.length > OTP_INPUT_MAX_UNITS) return invalid("invalid-otp");
  const code = otp.trim();
  return OTP_PATTERN.test(code) ? valid(code) : invalid("invalid-otp");
}
