import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { base64Password, passwordDigest, sha256 } from "./password-digest";

// The server's test vector (apps/server accounts/client-password).
const DEMO_DIGEST = "6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

afterEach(() => vi.unstubAllGlobals());

describe("passwordDigest", () => {
  it.each([
    ["Demo@2026", DEMO_DIGEST],
    ["  Demo@2026 ", DEMO_DIGEST],
    // A decomposed "ệ" hashes as the precomposed one (NFC).
    ["Me\u0323\u0302t-1", createHash("sha256").update("Mệt-1", "utf8").digest("hex")],
  ])("digests %j as the server does", async (password, digest) => {
    expect(await passwordDigest(password)).toBe(digest);
  });

  it("gives the same digest without SubtleCrypto (plain-http pages)", async () => {
    vi.stubGlobal("crypto", {});
    expect(await passwordDigest("Demo@2026")).toBe(DEMO_DIGEST);
  });

  it("refuses an input too long to be a password", async () => {
    await expect(passwordDigest("x".repeat(300))).rejects.toThrow(RangeError);
  });
});

describe("sha256 (the fallback)", () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000])("matches node:crypto on %i bytes", (length) => {
    const message = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) % 256);
    expect(hex(sha256(message))).toBe(createHash("sha256").update(message).digest("hex"));
  });
});

describe("base64Password", () => {
  it.each([
    ["New@2026x", "TmV3QDIwMjZ4"],
    [" Mật-khẩu1 ", Buffer.from("Mật-khẩu1", "utf8").toString("base64")],
  ])("encodes %j as base64 of its trimmed UTF-8", (password, encoded) => {
    expect(base64Password(password)).toBe(encoded);
  });
});
