import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode } from "./base32";

// RFC 4648 §10 test vectors; we write no padding and accept it when reading.
const VECTORS = [
  ["", ""],
  ["f", "MY======"],
  ["fo", "MZXQ===="],
  ["foo", "MZXW6==="],
  ["foob", "MZXW6YQ="],
  ["fooba", "MZXW6YTB"],
  ["foobar", "MZXW6YTBOI======"],
] as const;

describe("base32 (RFC 4648 §6)", () => {
  it.each(VECTORS)("encodes %j as %s without the padding", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded.replace(/=+$/, ""));
  });

  it.each(VECTORS)("decodes %j from %s, padded or not", (text, encoded) => {
    expect(base32Decode(encoded)?.toString()).toBe(text);
    expect(base32Decode(encoded.replace(/=+$/, ""))?.toString()).toBe(text);
  });

  it("reads lower case and spaces as people type a secret", () => {
    expect(base32Decode("mzxw 6ytb oi")?.toString()).toBe("foobar");
  });

  it.each([
    { rule: "a character outside the alphabet", text: "MZXW1YTB" },
    { rule: "padding in the middle", text: "MZ=W6YTB" },
    { rule: "a length no encoding has", text: "MZXW6YTBO" },
    { rule: "non-zero leftover bits (MZXQ is canonical)", text: "MZXR" },
  ])("refuses $rule", ({ text }) => {
    expect(base32Decode(text)).toBeNull();
  });

  it("decodes what it encodes, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base32Encode(bytes);
        expect(encoded).toMatch(/^[A-Z2-7]*$/);
        expect(base32Decode(encoded)).toEqual(Buffer.from(bytes));
      }),
    );
  });
});
