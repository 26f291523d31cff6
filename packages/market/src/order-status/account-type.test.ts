import { describe, expect, it } from "vitest";
import {
  accountKindOfDigit,
  accountTypeDigit,
  accountTypeDigitAt7th,
  assetLayoutOfAccount,
  assetLayoutOfDigit,
  type AccountKind,
  type AssetLayout,
} from "./account-type";

describe("account type, last-digit reading (default)", () => {
  it.each<[string, string, boolean, AssetLayout]>([
    ["0001234561", "1", false, "cash"],
    ["0001234563", "3", false, "margin"],
    ["0001234566", "6", false, "margin"],
    ["0001234568", "8", true, "derivatives"],
    ["0001234562", "2", false, "cash"],
    [" 0001234568 ", "8", true, "derivatives"],
  ])(
    "accounts-session §1: a number ending in 8 is a derivatives account; layouts {1}, {3,6}, {8} (%s)",
    (accountNo, digit, derivatives, layout) => {
      expect(accountTypeDigit(accountNo)).toBe(digit);
      expect(accountKindOfDigit(digit)).toBe(derivatives ? "derivatives" : "securities");
      expect(assetLayoutOfAccount(accountNo)).toBe(layout);
    },
  );
});

describe("account type, 7th-character reading", () => {
  it.each<[string, string, AccountKind, AssetLayout]>([
    ["058C126001", "6", "securities", "margin"],
    ["058C128001", "8", "derivatives", "derivatives"],
    ["058C123001", "3", "securities", "margin"],
    ["058C120001", "0", "securities", "cash"],
    ["058C12", "", "securities", "cash"],
  ])(
    "accounts-session §1: one reading derives type from the 7th character (%s)",
    (code, digit, kind, layout) => {
      const found = accountTypeDigitAt7th(code);
      expect(found).toBe(digit);
      expect(accountKindOfDigit(found)).toBe(kind);
      expect(assetLayoutOfDigit(found)).toBe(layout);
    },
  );
});
