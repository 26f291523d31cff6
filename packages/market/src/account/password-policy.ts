/**
 * The new-password policy of the first-login change (accounts-session §5, §9): 8 to 32
 * characters with at least one digit, one lowercase letter, one uppercase letter and one special
 * character.
 *
 * What counts, since the spec does not say:
 * - The password is trimmed first, as login trims it: a password with edge spaces could never be
 *   typed back at login.
 * - Length counts characters (code points), not UTF-16 units.
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
 * Which requirements `password` meets, for the form's checklist.
 *
 * @example
 * passwordPolicy("abcDEF12");
 * // → { length: true, digit: true, lowercase: true, uppercase: true, special: false }
 */
export function passwordPolicy(password: string): PasswordPolicyResult {
  const trimmed = password.trim();
  const length = [...trimmed].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    digit: DIGIT.test(trimmed),
    lowercase: LOWERCASE.test(trimmed),
    uppercase: UPPERCASE.test(trimmed),
    special: SPECIAL.test(trimmed),
  };
}

/**
 * True when `password` meets every requirement.
 *
 * @example
 * meetsPasswordPolicy("abcDEF12!"); // → true
 * meetsPasswordPolicy("abcDEF12");  // → false (no special character)
 */
export function meetsPasswordPolicy(password: string): boolean {
  const result = passwordPolicy(password);
  return PASSWORD_REQUIREMENTS.every((requirement) => result[requirement]);
}
