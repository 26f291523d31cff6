/**
 * Account type from the account number (accounts-session §1; order-entry §1). Asset views have
 * three layouts: type 1 (cash), types 3 and 6 (margin), type 8 (derivatives).
 *
 * The spec gives two unreconciled readings of where the type digit sits: the last digit of the
 * number, or the 7th character of the account code. The last digit is the default: it is the
 * one every other rule states without hedging ("a number ending in 8 is a derivatives
 * account" for the order form, the routing after a default-account change and §9's
 * constants), and account/derivative-account's `isDerivativeAccount` already reads it. The
 * 7th-character reading is kept as a named alternative for codes that carry the type inside.
 *
 * A digit other than 1, 3, 6 or 8 is an ordinary securities account and gets the cash layout.
 */

export type AccountKind = "securities" | "derivatives";
export type AssetLayout = "cash" | "margin" | "derivatives";

/**
 * The type digit by the default reading: the last character.
 *
 * @example accountTypeDigit("0001234568") // "8"
 */
export function accountTypeDigit(accountNo: string): string {
  return accountNo.trim().slice(-1);
}

/**
 * The type digit by the other reading: the 7th character of the code; "" when shorter.
 *
 * @example accountTypeDigitAt7th("058C126001") // "6"
 */
export function accountTypeDigitAt7th(accountCode: string): string {
  return accountCode.trim().charAt(6);
}

/**
 * Derivatives when the type digit is 8, securities otherwise.
 *
 * @example accountKindOfDigit("8") // "derivatives"
 */
export function accountKindOfDigit(digit: string): AccountKind {
  return digit === "8" ? "derivatives" : "securities";
}

/**
 * The asset layout for a type digit.
 *
 * @example assetLayoutOfDigit("6") // "margin"
 * @example assetLayoutOfDigit("2") // "cash"
 */
export function assetLayoutOfDigit(digit: string): AssetLayout {
  if (digit === "8") return "derivatives";
  return digit === "3" || digit === "6" ? "margin" : "cash";
}

/**
 * The asset layout of an account, by its last digit.
 *
 * @example assetLayoutOfAccount("0001234563") // "margin"
 */
export function assetLayoutOfAccount(accountNo: string): AssetLayout {
  return assetLayoutOfDigit(accountTypeDigit(accountNo));
}
