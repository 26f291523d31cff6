import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode } from "./base32";
import { generateTotpSecret, hotp, matchTotpStep, otpauthUri, totpCode, totpStep, verifyTotp } from "./totp";

// The key of the RFC 4226 and RFC 6238 (SHA-1) test vectors: ASCII "12345678901234567890".
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_SECRET = base32Encode(RFC_KEY);
const SECONDS = 1000;

describe("HOTP (RFC 4226 appendix D)", () => {
  it.each([
    [0, "755224"],
    [1, "287082"],
    [2, "359152"],
    [3, "969429"],
    [4, "338314"],
    [5, "254676"],
    [6, "287922"],
    [7, "162583"],
    [8, "399871"],
    [9, "520489"],
  ])("counter %i gives %s", (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe("TOTP (RFC 6238 appendix B, SHA-1, 8 digits)", () => {
  it.each([
    [59, "94287082"],
    [1_111_111_109, "07081804"],
    [1_111_111_111, "14050471"],
    [1_234_567_890, "89005924"],
    [2_000_000_000, "69279037"],
    [20_000_000_000, "65353130"],
  ])("at %i s the code is %s", (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * SECONDS, 8)).toBe(code);
  });

  it("the product's six digits are the last six of the truncation", () => {
    expect(totpCode(RFC_SECRET, 1_111_111_109 * SECONDS)).toBe("081804");
    expect(totpCode(RFC_SECRET, 59 * SECONDS)).toBe("287082");
  });

  it("steps are 30 seconds from the epoch", () => {
    expect(totpStep(59 * SECONDS)).toBe(1);
    expect(totpStep(60 * SECONDS)).toBe(2);
    expect(totpStep(1_111_111_109 * SECONDS)).toBe(37_037_036);
  });

  it("refuses a secret that is not base32", () => {
    expect(() => totpCode("not base32!", 0)).toThrow(RangeError);
  });
});

describe("verifyTotp", () => {
  const at = 1_111_111_109 * SECONDS;
  const code = totpCode(RFC_SECRET, at);

  it("accepts the current code and those one step either side", () => {
    expect(verifyTotp(RFC_SECRET, code, at)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code, at + 30 * SECONDS)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code, at - 30 * SECONDS)).toBe(true);
  });

  it("refuses a code two steps away, or with a window of 0 one step away", () => {
    expect(verifyTotp(RFC_SECRET, code, at + 60 * SECONDS)).toBe(false);
    expect(verifyTotp(RFC_SECRET, code, at + 30 * SECONDS, 0)).toBe(false);
  });

  it("answers the step that matched, so the caller can refuse a replay", () => {
    expect(matchTotpStep(RFC_SECRET, code, at)).toBe(totpStep(at));
    expect(matchTotpStep(RFC_SECRET, code, at + 30 * SECONDS)).toBe(totpStep(at));
    expect(matchTotpStep(RFC_SECRET, "000000", at)).toBeNull();
  });

  it.each([
    { rule: "a wrong code", code: code === "123456" ? "654321" : "123456" },
    { rule: "a short code", code: code.slice(1) },
    { rule: "an eight-digit code", code: totpCode(RFC_SECRET, at, 8) },
    { rule: "letters", code: "abcdef" },
    { rule: "an empty code", code: "" },
  ])("refuses $rule", ({ code: tried }) => {
    expect(verifyTotp(RFC_SECRET, tried, at)).toBe(false);
  });

  it("refuses, without throwing, a malformed secret", () => {
    expect(verifyTotp("1111", code, at)).toBe(false);
    expect(verifyTotp("", code, at)).toBe(false);
  });

  it("works at the very start of time (no negative step)", () => {
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, 0), 0)).toBe(true);
  });
});

describe("generateTotpSecret", () => {
  it("is 160 random bits in base32, different each time", () => {
    const secrets = Array.from({ length: 50 }, generateTotpSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(base32Decode(secret)).toHaveLength(20);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe("otpauthUri", () => {
  it("names the issuer and account and spells out the parameters", () => {
    expect(otpauthUri("Bangia", "058C000003", "JBSWY3DPEHPK3PXP")).toBe(
      "otpauth://totp/Bangia:058C000003?secret=JBSWY3DPEHPK3PXP&issuer=Bangia&algorithm=SHA1&digits=6&period=30",
    );
  });

  it("percent-encodes what a URI cannot carry", () => {
    const uri = new URL(otpauthUri("Bảng giá", "a b:c", "JBSWY3DPEHPK3PXP"));
    expect(uri.protocol).toBe("otpauth:");
    // The label's own colon separates issuer and account; the account's colon is escaped.
    expect(uri.host).toBe("totp");
    expect(uri.pathname).toBe("/B%E1%BA%A3ng%20gi%C3%A1:a%20b%3Ac");
    expect(uri.searchParams.get("issuer")).toBe("Bảng giá");
    expect(uri.href).not.toContain(" ");
  });
});
