import { describe, expect, it, vi } from "vitest";
import type * as constantTime from "./constant-time";
import { constantTimeEqual } from "./constant-time";
import { hashSecret, needsRehash, SCRYPT_PARAMS, verifySecret, type ScryptParams } from "./password-hash";

// Spy on the comparison the module imports: verification must end in the constant-time one.
vi.mock("./constant-time", async (importOriginal) => {
  const actual = await importOriginal<typeof constantTime>();
  return { ...actual, constantTimeEqual: vi.fn(actual.constantTimeEqual) };
});

/** Cheap parameters for the tests that are not about the cost. */
const FAST: ScryptParams = { ...SCRYPT_PARAMS, N: 2 ** 10 };

describe("hashSecret", () => {
  it("writes a self-describing scrypt hash with today's parameters", async () => {
    const encoded = await hashSecret("Demo@2026");
    expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifySecret("Demo@2026", encoded)).toBe(true);
    expect(needsRehash(encoded)).toBe(false);
  });

  it("salts every hash anew, so equal secrets do not show", async () => {
    const [a, b] = await Promise.all([hashSecret("123456", FAST), hashSecret("123456", FAST)]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
    expect(await verifySecret("123456", a)).toBe(true);
    expect(await verifySecret("123456", b)).toBe(true);
  });

  it("never contains the secret", async () => {
    const encoded = await hashSecret("Secret-Pin-9", FAST);
    expect(encoded).not.toContain("Secret-Pin-9");
    expect(encoded).not.toContain(Buffer.from("Secret-Pin-9").toString("base64url"));
  });
});

describe("verifySecret", () => {
  it("refuses a wrong secret, however close", async () => {
    const encoded = await hashSecret("Demo@2026", FAST);
    for (const wrong of ["Demo@2025", "demo@2026", "Demo@2026 ", "", "Demo@202"]) {
      expect(await verifySecret(wrong, encoded)).toBe(false);
    }
  });

  it("verifies with the parameters stored in the hash, not today's", async () => {
    const old = await hashSecret("123456", { N: 2 ** 11, r: 4, p: 2, keyLength: 24, saltLength: 20 });
    expect(old.startsWith("scrypt$2048$4$2$")).toBe(true);
    expect(await verifySecret("123456", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it("ends in the constant-time comparison", async () => {
    const encoded = await hashSecret("123456", FAST);
    vi.mocked(constantTimeEqual).mockClear();
    expect(await verifySecret("654321", encoded)).toBe(false);
    expect(constantTimeEqual).toHaveBeenCalledTimes(1);
  });

  it.each([
    { rule: "empty", encoded: "" },
    { rule: "another scheme", encoded: "bcrypt$10$abc" },
    { rule: "too few parts", encoded: "scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA" },
    { rule: "N not a power of two", encoded: `scrypt$1000$8$1$${"A".repeat(22)}$${"A".repeat(43)}` },
    { rule: "N too large to try", encoded: `scrypt$${2 ** 24}$8$1$${"A".repeat(22)}$${"A".repeat(43)}` },
    { rule: "r out of bounds", encoded: `scrypt$1024$999$1$${"A".repeat(22)}$${"A".repeat(43)}` },
    { rule: "a number with a sign", encoded: `scrypt$+1024$8$1$${"A".repeat(22)}$${"A".repeat(43)}` },
    { rule: "a salt that is not base64url", encoded: `scrypt$1024$8$1$${"*".repeat(22)}$${"A".repeat(43)}` },
    { rule: "a hash too short", encoded: `scrypt$1024$8$1$${"A".repeat(22)}$AAAA` },
  ])("answers false, never throws, for a malformed hash: $rule", async ({ encoded }) => {
    await expect(verifySecret("123456", encoded)).resolves.toBe(false);
    expect(needsRehash(encoded)).toBe(true);
  });

  it("answers false for a value that is not text", async () => {
    await expect(verifySecret("123456", null as unknown as string)).resolves.toBe(false);
  });
});
