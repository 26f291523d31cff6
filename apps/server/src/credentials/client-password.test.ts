import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest, hashPasswordForStorage, isClientPasswordDigest } from "./client-password";
import { verifySecret } from "./password-hash";

describe("clientPasswordDigest (what the browser sends as pass)", () => {
  it("is the SHA-256 hex of the password's UTF-8 bytes (the documented vector)", () => {
    expect(clientPasswordDigest("Demo@2026")).toBe(
      "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036",
    );
  });

  it("hashes the trimmed NFC form, so any Vietnamese keyboard gives the same digest", () => {
    const precomposed = "Mật-khẩu1";
    const decomposed = precomposed.normalize("NFD");
    expect(decomposed).not.toBe(precomposed);
    expect(clientPasswordDigest(decomposed)).toBe(clientPasswordDigest(precomposed));
    expect(clientPasswordDigest(`  ${precomposed} `)).toBe(clientPasswordDigest(precomposed));
    expect(clientPasswordDigest(precomposed)).toBe(
      createHash("sha256").update(Buffer.from(precomposed, "utf8")).digest("hex"),
    );
  });

  it("keeps compatibility forms distinct (NFC, not NFKC)", () => {
    expect(clientPasswordDigest("Ａbc@1234")).not.toBe(clientPasswordDigest("Abc@1234"));
  });

  it("refuses an input too long to be a password", () => {
    expect(() => clientPasswordDigest("x".repeat(300))).toThrow(RangeError);
  });
});

describe("isClientPasswordDigest", () => {
  it.each([
    { value: clientPasswordDigest("Demo@2026"), ok: true },
    { value: "A".repeat(64), ok: false },
    { value: "a".repeat(63), ok: false },
    { value: "Demo@2026", ok: false },
    { value: 42, ok: false },
  ])("$value → $ok", ({ value, ok }) => {
    expect(isClientPasswordDigest(value)).toBe(ok);
  });
});

describe("hashPasswordForStorage", () => {
  it("stores scrypt of the digest: the digest the browser sends verifies, the password itself does not", async () => {
    const stored = await hashPasswordForStorage(" Demo@2026 ");
    expect(await verifySecret(clientPasswordDigest("Demo@2026"), stored)).toBe(true);
    expect(await verifySecret("Demo@2026", stored)).toBe(false);
  });
});
