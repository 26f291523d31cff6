import { describe, expect, it } from "vitest";
import { hashSmsCode, newSmsCode, smsCodeMatches } from "./sms-code";

describe("SMS codes", () => {
  it("are six digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 2_000 }, newSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2,000 draws from a million: a repeat-heavy or narrow generator would show.
    expect(new Set(codes).size).toBeGreaterThan(1_990);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(codes.some((code) => code.startsWith("9"))).toBe(true);
  });

  it("are stored as a salted SHA-256 that only the code matches", () => {
    const stored = hashSmsCode("042917");
    expect(stored).toMatch(/^sha256\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain("042917");
    expect(smsCodeMatches("042917", stored)).toBe(true);
    expect(smsCodeMatches("042918", stored)).toBe(false);
    expect(smsCodeMatches("42917", stored)).toBe(false);
  });

  it("salts each code anew", () => {
    expect(hashSmsCode("123456")).not.toBe(hashSmsCode("123456"));
  });

  it.each([
    { rule: "another scheme", stored: "md5$abc$def" },
    { rule: "missing parts", stored: "sha256$abc" },
    { rule: "extra parts", stored: `${hashSmsCode("123456")}$x` },
    { rule: "a short salt", stored: "sha256$AAAA$" + "A".repeat(43) },
    { rule: "empty", stored: "" },
  ])("a malformed stored form ($rule) matches nothing", ({ stored }) => {
    expect(smsCodeMatches("123456", stored)).toBe(false);
  });
});
