import { describe, expect, it } from "vitest";
import { validateLogin } from "./validate-login";

describe("validateLogin (accounts-session §5)", () => {
  it.each([
    { rule: "user name empty → empty-user", user: "", password: "secret", key: "empty-user" },
    { rule: "user name blank after trim → empty-user", user: "   ", password: "secret", key: "empty-user" },
    { rule: "user checked before password", user: "", password: "", key: "empty-user" },
    { rule: "password empty → empty-password", user: "058C000123", password: "", key: "empty-password" },
    {
      rule: "password blank after trim → empty-password",
      user: "058C000123",
      password: " \t ",
      key: "empty-password",
    },
  ])("$rule", ({ user, password, key }) => {
    expect(validateLogin({ user, password })).toEqual({ ok: false, key });
  });

  it.each([
    {
      rule: "both fields trimmed",
      user: " 058C000123 ",
      password: " secret ",
      value: { user: "058C000123", password: "secret" },
    },
    { rule: "inner spaces kept", user: "a b", password: "p w", value: { user: "a b", password: "p w" } },
  ])("$rule", ({ user, password, value }) => {
    expect(validateLogin({ user, password })).toEqual({ ok: true, value });
  });
});

describe("validateLogin on untrusted input (it also runs on the server)", () => {
  it.each([
    { rule: "no body → empty-user", input: null, key: "empty-user" },
    { rule: "user null → empty-user", input: { user: null, password: "secret" }, key: "empty-user" },
    {
      rule: "user a number → empty-user",
      input: { user: 58_000_123, password: "secret" },
      key: "empty-user",
    },
    { rule: "password missing → empty-password", input: { user: "058C000123" }, key: "empty-password" },
    {
      rule: "password an object → empty-password",
      input: { user: "058C000123", password: {} },
      key: "empty-password",
    },
    {
      rule: "a 10 MB password is refused unread → invalid-password",
      input: { user: "058C000123", password: `secret${" ".repeat(10_000_000)}` },
      key: "invalid-password",
    },
  ])("$rule", ({ input, key }) => {
    expect(validateLogin(input)).toEqual({ ok: false, key });
  });

  it("sends the password in NFC, so it hashes the same from any keyboard", () => {
    // "Mật-khẩu1" precomposed, and as base letters plus combining marks.
    const composed = "M\u1EADt-kh\u1EA9u1";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(validateLogin({ user: "u", password: decomposed })).toEqual({
      ok: true,
      value: { user: "u", password: composed },
    });
  });
});
