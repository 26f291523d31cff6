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
