import { describe, expect, it } from "vitest";
import { validateCancelPin } from "./validate-cancel";

describe("validateCancelPin (accounts-session §5: PIN required and non-blank)", () => {
  it.each([
    { rule: "empty PIN → empty-pin", pin: "" },
    { rule: "blank PIN → empty-pin", pin: "  \t" },
  ])("$rule", ({ pin }) => {
    expect(validateCancelPin(pin)).toEqual({ ok: false, key: "empty-pin" });
  });

  it.each([
    { rule: "a PIN is accepted", pin: "123456", value: "123456" },
    { rule: "a PIN is trimmed", pin: " 1234 ", value: "1234" },
  ])("$rule", ({ pin, value }) => {
    expect(validateCancelPin(pin)).toEqual({ ok: true, value });
  });
});

describe("validateCancelPin on untrusted input", () => {
  it.each([
    { rule: "null → empty-pin", pin: null },
    { rule: "missing → empty-pin", pin: undefined },
    { rule: "a number (leading zeros lost) → empty-pin", pin: 123_456 },
  ])("$rule", ({ pin }) => {
    expect(validateCancelPin(pin)).toEqual({ ok: false, key: "empty-pin" });
  });
});
