import { warningMessage, type WarningKey } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password-change-rules";

const OLD = "Demo@2026";
const NEW = "Moi#2026x";

describe("checkPasswordChange (accounts-session §5 first-login password change)", () => {
  it.each<[string, string, string, string, WarningKey]>([
    ["current required", "  ", NEW, NEW, "empty-password"],
    ["new required", OLD, "", NEW, "empty-new-pass"],
    ["retype required", OLD, NEW, " ", "empty-retype-password"],
    ["the current is checked first", "", "", "", "empty-password"],
    ["at least 8 characters", OLD, "Ab1#xyz", "Ab1#xyz", "invalid-password"],
    ["at most 32 characters", OLD, `Ab1#${"x".repeat(29)}`, `Ab1#${"x".repeat(29)}`, "invalid-password"],
    ["a digit", OLD, "Abcdefg#", "Abcdefg#", "invalid-password"],
    ["a lower-case letter", OLD, "ABCDEF1#", "ABCDEF1#", "invalid-password"],
    ["an upper-case letter", OLD, "abcdef1#", "abcdef1#", "invalid-password"],
    ["a special character", OLD, "Abcdef12", "Abcdef12", "invalid-password"],
    ["the retype keeps the policy too", OLD, NEW, "short", "invalid-password"],
    ["new differs from current", OLD, OLD, OLD, "not-match-password"],
    ["new differs from current once trimmed", OLD, ` ${OLD} `, OLD, "not-match-password"],
    ["retype equals new", OLD, NEW, "Moi#2026y", "retype-not-match"],
  ])("%s", (_rule, currentPassword, newPassword, retypePassword, key) => {
    expect(checkPasswordChange({ currentPassword, newPassword, retypePassword }, "vi")).toEqual({
      ok: false,
      message: warningMessage(key, "vi"),
    });
  });

  it.each([
    ["32 characters", `Ab1#${"x".repeat(28)}`],
    ["8 characters", "Ab1#wxyz"],
    ["Vietnamese letters count for their case", "Mật#khẩu9"],
  ])("accepts %s", (_name, password) => {
    expect(
      checkPasswordChange({ currentPassword: OLD, newPassword: password, retypePassword: password }, "en"),
    ).toEqual({
      ok: true,
      value: { currentPassword: OLD, newPassword: password },
    });
  });

  it("says it in English too", () => {
    expect(
      checkPasswordChange({ currentPassword: OLD, newPassword: NEW, retypePassword: "x" }, "en"),
    ).toEqual({
      ok: false,
      message: warningMessage("invalid-password", "en"),
    });
  });
});
