import { describe, expect, it } from "vitest";
import {
  meetsPasswordPolicy,
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
