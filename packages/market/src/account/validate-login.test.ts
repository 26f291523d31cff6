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
