import { describe, expect, it } from "vitest";
import { OTP_LENGTH, validateOtp } from "./validate-otp";

describe("validateOtp (accounts-session §5, §9)", () => {
  it("OTP length is 6 (§9)", () => {
    expect(OTP_LENGTH).toBe(6);
  });

  it.each([
    { rule: "empty → invalid-otp", otp: "" },
    { rule: "blank → invalid-otp", otp: "      " },
    { rule: "fewer than 6 characters → invalid-otp", otp: "12345" },
    { rule: "a letter (six-digit boxes) → invalid-otp", otp: "12345a" },
    { rule: "inner space → invalid-otp", otp: "123 456" },
    { rule: "more than 6 digits (boxes hold 6) → invalid-otp", otp: "1234567" },
    { rule: "non-ASCII digits → invalid-otp", otp: "١٢٣٤٥٦" },
  ])("$rule", ({ otp }) => {
    expect(validateOtp(otp)).toEqual({ ok: false, key: "invalid-otp" });
  });

  it.each([
    { rule: "six digits accepted", otp: "123456", value: "123456" },
    { rule: "surrounding spaces trimmed", otp: " 000000 ", value: "000000" },
  ])("$rule", ({ otp, value }) => {
    expect(validateOtp(otp)).toEqual({ ok: true, value });
  });
});

describe("validateOtp on untrusted input", () => {
  it.each([
    { rule: "null → invalid-otp", otp: null },
    { rule: "a number → invalid-otp", otp: 123_456 },
    { rule: "a padded 10 MB text is refused unread → invalid-otp", otp: `123456${" ".repeat(10_000_000)}` },
  ])("$rule", ({ otp }) => {
    expect(validateOtp(otp)).toEqual({ ok: false, key: "invalid-otp" });
  });
});
