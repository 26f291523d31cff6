import { describe, expect, it } from "vitest";
import { isWrongCredentials, loginFailureMessage, parseRemainingOtpAttempts } from "./login-failure";
import { WRONG_CREDENTIALS_NOTICE } from "./notices";

describe("login failures (accounts-session §8)", () => {
  it.each([
    ["-1 'Invalid command'", -1, "Invalid command"],
    ["-1 as a string", "-1", "Invalid command"],
    ["0 with a closed cursor", 0, "java.sql.SQLException: Cursor is closed."],
    ["0 with 'Closed Cursor'", 0, "Closed Cursor"],
    ["0 'Sai username hoac password!'", 0, "Sai username hoac password!"],
    ["0 as a string", "0", "Sai username hoac password!"],
  ])("%s shows the wrong-username-or-password warning", (_name, rc, raw) => {
    expect(isWrongCredentials(rc, raw)).toBe(true);
    expect(loginFailureMessage(rc, raw, "vi")).toBe(WRONG_CREDENTIALS_NOTICE.vi);
    expect(loginFailureMessage(rc, raw, "en")).toBe("Wrong username or password.");
  });

  it.each([
    ["-1 with another text", -1, "Tài khoản đang bị khóa"],
    ["0 with another text", 0, "Tài khoản chưa được kích hoạt"],
    ["another rc with a matching text", -8008, "Sai username hoac password!"],
    ["another code", -8008, "Không được phép truy cập từ IP này"],
  ])("others show as returned: %s", (_name, rc, raw) => {
    expect(isWrongCredentials(rc, raw)).toBe(false);
    expect(loginFailureMessage(rc, raw, "en")).toBe(raw);
  });

  it("trims the returned text", () => {
    expect(loginFailureMessage(-8007, "  Mật khẩu sai  ", "vi")).toBe("Mật khẩu sai");
  });

  it.each([
    ["a catalogued code", -8008, "en", "Access from an outside IP address is not allowed."],
    ["an unknown code", -777, "vi", "Đã có lỗi xảy ra."],
    ["a code whose text needs values", -11004, "en", "An error has occurred."],
  ] as const)("a blank text falls back for %s", (_name, rc, language, expected) => {
    expect(loginFailureMessage(rc, " ", language)).toBe(expected);
  });
});

describe("remaining OTP attempts (accounts-session §4: parsed from the -11004 message)", () => {
  it.each([
    ["Mã OTP không chính xác. Quý Khách còn 3 lần thực hiện trước khi bị tạm khóa", 3],
    ["Mã OTP không chính xác. Quý Khách còn 0 lần thực hiện trước khi bị tạm khóa", 0],
    ["Incorrect OTP. You have 2 attempts left", 2],
    ["Mã OTP không chính xác", undefined],
  ])("%s → %s", (message, expected) => {
    expect(parseRemainingOtpAttempts(message)).toBe(expected);
  });

  it("scans a hostile run of digits in linear time", () => {
    const hostile = "9".repeat(200_000);
    const started = performance.now();
    expect(parseRemainingOtpAttempts(hostile)).toBeUndefined();
    // Quadratic backtracking took seconds here; linear scanning takes about a millisecond.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
