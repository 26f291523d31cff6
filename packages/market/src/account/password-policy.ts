/**
 * The new-password policy of the first-login change (accounts-session §5, §9): 8 to 32
 * characters with at least one digit, one lowercase letter, one uppercase letter and one special
 * character.
 *
 * What counts, since the spec does not say:
 * - The password is trimmed first, as login trims it: a password with edge spaces could never be
 *   typed back at login.
 * - Then it is put in Unicode NFC (normalizePassword), everywhere a password is checked, compared
 *   or sent: Vietnamese keyboards differ in how they type "ệ" (one precomposed character, or "e"
 *   plus combining marks), and the same password must compare and hash the same. NFC rather than
 *   NFKC, as the IETF password profile does (RFC 8265 OpaqueString): canonical equivalents are
 *   one password, while compatibility forms (full-width letters, ligatures) stay distinct, since
 *   a password is opaque. The server hashes this same form and compares hashes in constant time.
 * - Raw input longer than PASSWORD_INPUT_MAX_UNITS is refused before any of this, so a hostile
 *   multi-megabyte field is never trimmed, normalised, matched or hashed.
 * - Length counts characters (code points, after NFC), not UTF-16 units.
 * - Digit: 0–9.
 * - Lowercase / uppercase: any letter of that case, so Vietnamese letters with diacritics count
 *   ("ă", "đ" lowercase; "Ơ", "Đ" uppercase). The rule is about letter case, not an alphabet.
 * - Special: a Unicode punctuation or symbol character, which covers all 32 ASCII ones
 *   (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~). Letters of any script, digits and spaces are never
 *   special; an inner space is allowed but does not satisfy the rule, being invisible and easy to
 *   mistype.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/**
 * Longest raw password input looked at, in UTF-16 units: 32 characters take at most 64, and
 * even a long legacy password with edge spaces fits. Anything longer is refused unread.
 */
export const PASSWORD_INPUT_MAX_UNITS = 256;

/** The requirements in the order a checklist shows them. */
export const PASSWORD_REQUIREMENTS = ["length", "digit", "lowercase", "uppercase", "special"] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

/** Which requirements a password meets. */
export type PasswordPolicyResult = Readonly<Record<PasswordRequirement, boolean>>;

const DIGIT = /[0-9]/;
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const SPECIAL = /[\p{P}\p{S}]/u;

/**
 * A password as it is checked, compared and sent: trimmed, in NFC. "" for a value that is not
 * text (a missing field) or is blank; null for raw input over PASSWORD_INPUT_MAX_UNITS.
 *
 * @example
 * normalizePassword(" Me\u0323\u0302t-1 "); // → "Mệt-1" (precomposed ệ)
 * normalizePassword("x".repeat(300));         // → null
 */
export function normalizePassword(raw: unknown): string | null {
  if (typeof raw !== "string") return "";
  if (raw.length > PASSWORD_INPUT_MAX_UNITS) return null;
  return raw.trim().normalize("NFC");
}

/**
 * Which requirements `password` meets, for the form's checklist. Input that is not text, or too
 * long to be read, meets none.
 *
 * @example
 * passwordPolicy("abcDEF12");
 * // → { length: true, digit: true, lowercase: true, uppercase: true, special: false }
 */
export function passwordPolicy(password: unknown): PasswordPolicyResult {
  const text = normalizePassword(password) ?? "";
  const length = [...text].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    digit: DIGIT.test(text),
    lowercase: LOWERCASE.test(text),
    uppercase: UPPERCASE.test(text),
    special: SPECIAL.test(text),
  };
}

/**
 * True when `password` meets every requirement.
 *
 * @example
 * meetsPasswordPolicy("abcDEF12!"); // → true
 * meetsPasswordPolicy("abcDEF12");  // → false (no special character)
 */
export function meetsPasswordPolicy(password: unknown): boolean {
  const result = passwordPolicy(password);
  return PASSWORD_REQUIREMENTS.every((requirement) => result[requirement]);
}
