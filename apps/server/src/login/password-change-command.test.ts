import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeNewPassword } from "./password-change-command";

describe("decodeNewPassword", () => {
  it("reads base64 of UTF-8, Vietnamese included", () => {
    expect(decodeNewPassword(Buffer.from("Mới@2026đổi").toString("base64"))).toBe("Mới@2026đổi");
    expect(decodeNewPassword("")).toBe("");
  });

  it("round-trips any text up to the input limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100, unit: "grapheme" }), (text) => {
        expect(decodeNewPassword(Buffer.from(text, "utf8").toString("base64"))).toBe(text);
      }),
    );
  });

  it.each([
    ["not base64!"],
    ["TmV3" + "="],
    ["TmV3QDIwMjZ4" + "\n"],
    ["TmV3QDIwMjZ4-_"],
    [Buffer.from([0xff, 0xfe]).toString("base64")],
    [Buffer.from("x".repeat(257)).toString("base64")],
  ])("refuses %j", (p2) => {
    expect(decodeNewPassword(p2)).toBeNull();
  });
});
