import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constantTimeEqual, constantTimeEqualText } from "./constant-time";

describe("constantTimeEqual", () => {
  it("agrees with plain equality on any two byte strings", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(Buffer.from(a).equals(Buffer.from(b)));
        expect(constantTimeEqual(a, a.slice())).toBe(true);
      }),
    );
  });

  it("answers false for different lengths instead of throwing", () => {
    expect(constantTimeEqual(Buffer.from("12345"), Buffer.from("123456"))).toBe(false);
    expect(constantTimeEqualText("", "1")).toBe(false);
  });

  it("compares text by its UTF-8 bytes", () => {
    expect(constantTimeEqualText("mật khẩu", "mật khẩu")).toBe(true);
    expect(constantTimeEqualText("mật khẩu", "mat khau")).toBe(false);
  });
});
