/**
 * The rules for what an administrator may create (the admin tool, the demo seed): user ids,
 * names, passwords, PINs, phones, account codes and types, function codes, insider symbols.
 * Each reader takes raw text and answers the value to store, or throws an AccountInputError
 * whose message says what is wrong in words an operator can act on.
 *
 * Decisions where the spec is silent:
 * - User ids are 3–32 letters, digits, ".", "_" or "-", starting with a letter or digit, kept as
 *   typed (the demo's are account-like codes such as "058C000001") and unique without case.
 * - The trading PIN is six digits, as the OTP is; it is stored as scrypt of the trimmed PIN.
 * - Account codes are 2–20 upper-case letters and digits (typed lower case is raised), and the
 *   type is the last digit: 1 cash, 3 or 6 margin, 8 derivatives.
 * - Web-trade function codes are upper-case letters, digits and "_" ("B" and "S" gate the two
 *   sides of an order; others are kept for later functions).
 */
import { isIsoDate, meetsPasswordPolicy, normalizePassword, type IsoDate } from "@bangia/market";
import type { AccountType, AuthenType, CardStatus } from "../db/stores";
import { isConsistentAccount } from "../db/trading-account-store";

export class AccountInputError extends Error {
  override readonly name = "AccountInputError";
}

const USER_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{2,31}$/;
const PIN = /^\d{6}$/;
const PHONE = /^\+?\d{9,15}$/;
const SYMBOL = /^[A-Z0-9]{3,10}$/;
const FUNCTION_CODE = /^[A-Z0-9_]{1,32}$/;
// Control, format, line and paragraph separator characters, and lone surrogates.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const NAME_MAX = 100;

export const PIN_LENGTH = 6;

/** A user id as it will be stored. */
export function readUserId(raw: string): string {
  const userId = raw.trim();
  if (!USER_ID.test(userId))
    throw new AccountInputError(
      `user id "${userId}" must be 3 to 32 letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  return userId;
}

/** A customer's or account's name: trimmed, NFC, 1–100 printable characters. */
export function readName(raw: string): string {
  const name = raw.trim().normalize("NFC");
  if (name === "" || [...name].length > NAME_MAX || UNPRINTABLE.test(name))
    throw new AccountInputError(`the name must be 1 to ${NAME_MAX} printable characters`);
  return name;
}

/** A new password as normalizePassword leaves it, once it meets the password policy. */
export function readNewPassword(raw: string): string {
  const password = normalizePassword(raw);
  if (password === null || !meetsPasswordPolicy(password))
    throw new AccountInputError(
      "the password must be 8 to 32 characters with a digit, a lower-case and an upper-case letter " +
        "and a special character",
    );
  return password;
}

/** A trading PIN: six digits once trimmed. */
export function readPin(raw: string): string {
  const pin = raw.trim();
  if (!PIN.test(pin)) throw new AccountInputError(`the PIN must be ${PIN_LENGTH} digits`);
  return pin;
}

export function readAuthenType(raw: string): AuthenType {
  const type = raw.trim().toUpperCase();
  if (type !== "O" && type !== "T")
    throw new AccountInputError(`authentication type must be O (SMS OTP) or T (smart OTP), got "${raw}"`);
  return type;
}

/** A phone number: 9 to 15 digits, optionally after "+"; spaces, dots and dashes are dropped. */
export function readPhone(raw: string): string {
  const phone = raw.replace(/[\s.-]/g, "");
  if (phone !== "" && !PHONE.test(phone))
    throw new AccountInputError(`phone "${raw}" must be 9 to 15 digits, optionally after "+"`);
  return phone;
}

export function readCardStatus(raw: string): CardStatus {
  const status = raw.trim();
  if (status !== "0" && status !== "1" && status !== "2")
    throw new AccountInputError(`card status must be 0, 1 or 2 (2 blocks trading), got "${raw}"`);
  return status;
}

/** A comma list of upper-cased items, blanks and repeats dropped. */
function commaList(raw: string): string[] {
  const items = raw
    .split(",")
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== "");
  return [...new Set(items)];
}

/** Insider symbols from a comma list ("FPT,vnm" → ["FPT", "VNM"]). */
export function readSymbols(raw: string): string[] {
  const symbols = commaList(raw);
  const bad = symbols.find((symbol) => !SYMBOL.test(symbol));
  if (bad !== undefined) throw new AccountInputError(`"${bad}" is not a symbol (3 to 10 letters and digits)`);
  return symbols;
}

/** Web-trade function codes from a comma list ("B,S"). */
export function readFunctions(raw: string): string[] {
  const codes = commaList(raw);
  const bad = codes.find((code) => !FUNCTION_CODE.test(code));
  if (bad !== undefined)
    throw new AccountInputError(`"${bad}" is not a function code (upper-case letters, digits and "_")`);
  return codes;
}

/** An ISO date (YYYY-MM-DD). */
export function readDate(raw: string, what: string): IsoDate {
  const date = raw.trim();
  if (!isIsoDate(date)) throw new AccountInputError(`${what} must be a date as YYYY-MM-DD, got "${raw}"`);
  return date;
}

/** An account code and its type, which must be the code's last digit. */
export function readAccount(rawCode: string, rawType: string): { code: string; type: AccountType } {
  const code = rawCode.trim().toUpperCase();
  const type = rawType.trim();
  if (!/^[0-9A-Z]{2,20}$/.test(code))
    throw new AccountInputError(`account code "${rawCode}" must be 2 to 20 letters and digits`);
  if (type !== "1" && type !== "3" && type !== "6" && type !== "8")
    throw new AccountInputError(
      `account type must be 1 (cash), 3 or 6 (margin) or 8 (derivatives), got "${rawType}"`,
    );
  if (!isConsistentAccount(code, type))
    throw new AccountInputError(
      `account code ${code} ends in ${code.slice(-1)}, so its type cannot be ${type}: the type is the code's last digit`,
    );
  return { code, type };
}
