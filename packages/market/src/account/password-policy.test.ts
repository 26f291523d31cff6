import { describe, expect, it } from "vitest";
import {
  meetsPasswordPolicy,
  normalizePassword,
  PASSWORD_INPUT_MAX_UNITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  passwordPolicy,
} from "./password-policy";

const ALL_MET = { length: true, digit: true, lowercase: true, uppercase: true, special: true };

describe("password policy (accounts-session §5, §9: 8-32 characters, digit, lowercase, uppercase, special)", () => {
  it.each([
    { rule: "minimum length 8 (§9)", actual: PASSWORD_MIN_LENGTH, expected: 8 },
    { rule: "maximum length 32 (§9)", actual: PASSWORD_MAX_LENGTH, expected: 32 },
  ])("$rule", ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });

  it("lists the requirements in checklist order", () => {
    expect(PASSWORD_REQUIREMENTS).toEqual(["length", "digit", "lowercase", "uppercase", "special"]);
  });

  it.each([
    { rule: "all requirements met", password: "Abcdef1!", result: ALL_MET },
    { rule: "7 characters is too short", password: "Abcde1!", result: { ...ALL_MET, length: false } },
    { rule: "32 characters is long enough", password: `Ab1!${"x".repeat(28)}`, result: ALL_MET },
    {
      rule: "33 characters is too long",
      password: `Ab1!${"x".repeat(29)}`,
      result: { ...ALL_MET, length: false },
    },
    {
      rule: "edge spaces are trimmed before counting",
      password: "  Abcde1!  ",
      result: { ...ALL_MET, length: false },
    },
    { rule: "no digit", password: "Abcdefg!", result: { ...ALL_MET, digit: false } },
    { rule: "no lowercase", password: "ABCDEF1!", result: { ...ALL_MET, lowercase: false } },
    { rule: "no uppercase", password: "abcdef1!", result: { ...ALL_MET, uppercase: false } },
    { rule: "no special character", password: "Abcdefg1", result: { ...ALL_MET, special: false } },
    { rule: "an inner space is not special", password: "Abc def1", result: { ...ALL_MET, special: false } },
    { rule: "Vietnamese lowercase letters count as lowercase", password: "ĐƯỜNG1!ă", result: ALL_MET },
    { rule: "Vietnamese uppercase letters count as uppercase", password: "đường1!Ơ", result: ALL_MET },
    {
      rule: "Vietnamese letters are not special",
      password: "Đường123",
      result: { ...ALL_MET, special: false },
    },
    {
      rule: "length counts characters, not UTF-16 units",
      password: "Ab1!😀😀😀",
      result: { ...ALL_MET, length: false },
    },
  ])("$rule", ({ password, result }) => {
    expect(passwordPolicy(password)).toEqual(result);
  });

  it.each([...`!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`].map((char) => ({ char })))(
    "ASCII punctuation $char counts as special",
    ({ char }) => {
      expect(meetsPasswordPolicy(`Abcdef1${char}`)).toBe(true);
    },
  );

  it.each([
    { rule: "every requirement met → accepted", password: "Abcdef1!", accepted: true },
    { rule: "one requirement missing → refused", password: "Abcdefg1", accepted: false },
  ])("$rule", ({ password, accepted }) => {
    expect(meetsPasswordPolicy(password)).toBe(accepted);
  });
});

const NONE_MET = { length: false, digit: false, lowercase: false, uppercase: false, special: false };

describe("normalizePassword (trimmed, NFC, refused unread when too long)", () => {
  it.each([
    { rule: "trimmed and composed", raw: " Me\u0323\u0302t-1 ", normalized: "M\u1EC7t-1" },
    { rule: "already NFC is unchanged", raw: "M\u1EC7t-1", normalized: "M\u1EC7t-1" },
    { rule: "compatibility forms stay distinct (NFC, not NFKC)", raw: "\uFF21b1!", normalized: "\uFF21b1!" },
    { rule: "not text → empty", raw: null, normalized: "" },
    { rule: "a number → empty", raw: 12_345_678, normalized: "" },
    { rule: "the longest input read", raw: " ".repeat(PASSWORD_INPUT_MAX_UNITS), normalized: "" },
    { rule: "one unit more → refused", raw: " ".repeat(PASSWORD_INPUT_MAX_UNITS + 1), normalized: null },
  ])("$rule", ({ raw, normalized }) => {
    expect(normalizePassword(raw)).toBe(normalized);
  });

  it("reads at most 256 UTF-16 units", () => {
    expect(PASSWORD_INPUT_MAX_UNITS).toBe(256);
  });
});

describe("password policy on hostile or decomposed input", () => {
  it.each([
    {
      rule: "a valid password padded to 5 MB meets nothing",
      password: `${" ".repeat(5_000_000)}Abcdef1!`,
      result: NONE_MET,
    },
    { rule: "null meets nothing", password: null, result: NONE_MET },
    { rule: "a number meets nothing", password: 12_345_678, result: NONE_MET },
    {
      // 32 characters in NFC; 64 code points when typed with combining marks.
      rule: "length counts composed characters: 32 decomposed letters are 32 characters",
      password: `Ab1!${"\u1EC7".repeat(28)}`.normalize("NFD"),
      result: ALL_MET,
    },
  ])("$rule", ({ password, result }) => {
    expect(passwordPolicy(password)).toEqual(result);
  });
});
