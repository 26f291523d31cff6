import { describe, expect, it } from "vitest";
import { validatePasswordChange } from "./validate-password-change";

const GOOD = { currentPassword: "Old-pass1", newPassword: "New-pass1", retypePassword: "New-pass1" };

describe("validatePasswordChange (accounts-session §5 first-login password change)", () => {
  it.each([
    { rule: "current required → empty-password", change: { currentPassword: "" }, key: "empty-password" },
    { rule: "blank current → empty-password", change: { currentPassword: "   " }, key: "empty-password" },
    { rule: "new required → empty-new-pass", change: { newPassword: "" }, key: "empty-new-pass" },
    {
      rule: "retype required → empty-retype-password",
      change: { retypePassword: " " },
      key: "empty-retype-password",
    },
    {
      rule: "required fields checked in order current, new, retype",
      change: { currentPassword: "", newPassword: "", retypePassword: "" },
      key: "empty-password",
    },
    {
      rule: "new shorter than 8 → invalid-password",
      change: { newPassword: "Ab1!xyz", retypePassword: "Ab1!xyz" },
      key: "invalid-password",
    },
    {
      rule: "new longer than 32 → invalid-password",
      change: { newPassword: `Ab1!${"x".repeat(29)}`, retypePassword: `Ab1!${"x".repeat(29)}` },
      key: "invalid-password",
    },
    {
      rule: "new without a digit → invalid-password",
      change: { newPassword: "New-passX", retypePassword: "New-passX" },
      key: "invalid-password",
    },
    {
      rule: "new without a lowercase letter → invalid-password",
      change: { newPassword: "NEW-PASS1", retypePassword: "NEW-PASS1" },
      key: "invalid-password",
    },
    {
      rule: "new without an uppercase letter → invalid-password",
      change: { newPassword: "new-pass1", retypePassword: "new-pass1" },
      key: "invalid-password",
    },
    {
      rule: "new without a special character → invalid-password",
      change: { newPassword: "Newpass12", retypePassword: "Newpass12" },
      key: "invalid-password",
    },
    {
      rule: "retype breaking the policy → invalid-password (before retype-not-match)",
      change: { retypePassword: "newpass" },
      key: "invalid-password",
    },
    {
      rule: "new equal to current → not-match-password",
      change: { currentPassword: "New-pass1" },
      key: "not-match-password",
    },
    {
      rule: "new equal to current after trim → not-match-password",
      change: { currentPassword: "New-pass1", newPassword: " New-pass1 " },
      key: "not-match-password",
    },
    {
      rule: "retype differing from new → retype-not-match",
      change: { retypePassword: "New-pass2" },
      key: "retype-not-match",
    },
  ])("$rule", ({ change, key }) => {
    expect(validatePasswordChange({ ...GOOD, ...change })).toEqual({ ok: false, key });
  });

  it.each([
    {
      rule: "a valid change returns current and new",
      change: {},
      value: { currentPassword: "Old-pass1", newPassword: "New-pass1" },
    },
    {
      rule: "fields are trimmed",
      change: { currentPassword: " Old-pass1 ", newPassword: " New-pass1", retypePassword: "New-pass1 " },
      value: { currentPassword: "Old-pass1", newPassword: "New-pass1" },
    },
    {
      rule: "the current password is not held to the policy",
      change: { currentPassword: "123" },
      value: { currentPassword: "123", newPassword: "New-pass1" },
    },
  ])("$rule", ({ change, value }) => {
    expect(validatePasswordChange({ ...GOOD, ...change })).toEqual({ ok: true, value });
  });
});

// "Mật-khẩu1" typed precomposed (NFC) and as base letters plus combining marks (NFD).
const NFC = "M\u1EADt-kh\u1EA9u1";
const NFD = NFC.normalize("NFD");

describe("validatePasswordChange across keyboards and on untrusted input", () => {
  it("the same password typed two ways is the same password → not-match-password", () => {
    expect(NFD).not.toBe(NFC);
    expect(validatePasswordChange({ currentPassword: NFC, newPassword: NFD, retypePassword: NFD })).toEqual({
      ok: false,
      key: "not-match-password",
    });
  });

  it("a retype typed the other way matches, and NFC is what is sent", () => {
    expect(
      validatePasswordChange({ currentPassword: "Old-pass1", newPassword: NFD, retypePassword: NFC }),
    ).toEqual({ ok: true, value: { currentPassword: "Old-pass1", newPassword: NFC } });
  });

  it.each([
    { rule: "no body → empty-password", input: null, key: "empty-password" },
    {
      rule: "current null → empty-password",
      input: { ...GOOD, currentPassword: null },
      key: "empty-password",
    },
    {
      rule: "new a number → empty-new-pass",
      input: { ...GOOD, newPassword: 12_345_678 },
      key: "empty-new-pass",
    },
    {
      rule: "retype missing → empty-retype-password",
      input: { currentPassword: "a", newPassword: "b" },
      key: "empty-retype-password",
    },
    {
      rule: "a new password padded to 10 MB is refused unread → invalid-password",
      input: { ...GOOD, newPassword: `New-pass1${" ".repeat(10_000_000)}` },
      key: "invalid-password",
    },
    {
      rule: "a current password padded to 10 MB is refused unread → invalid-password",
      input: { ...GOOD, currentPassword: `Old-pass1${" ".repeat(10_000_000)}` },
      key: "invalid-password",
    },
  ])("$rule", ({ input, key }) => {
    expect(validatePasswordChange(input)).toEqual({ ok: false, key });
  });
});
