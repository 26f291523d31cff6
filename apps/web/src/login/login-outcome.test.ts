import type { LoginData } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { loginOutcome, otpOutcome, passwordChangeMessage, userFromLogin } from "./login-outcome";

const DATA: LoginData = {
  user: "058C000001",
  sid: "sid-1",
  name: "Nguyễn Văn An",
  defaultAcc: "",
  iFlag: "0",
  AuthenType: "T",
  login2faFlag: "0",
  pwdExprireDate: "10/02/2027",
  CountLoginFail: 0,
  isShowBanner: false,
};

const WRONG_VI = "Tên đăng nhập hoặc mật khẩu không chính xác.";

describe("loginOutcome (accounts-session §4 Login, §8 login failures)", () => {
  it.each([
    ["rc 1 signs in", { rc: 1, data: DATA }, "vi", { kind: "signed-in", data: DATA }],
    [
      "rc -9998 asks for the OTP of its type",
      { rc: -9998, data: { AuthenType: "O" } },
      "vi",
      { kind: "otp", authenType: "O" },
    ],
    [
      "rc -9998 smart OTP",
      { rc: -9998, rs: "…", data: { AuthenType: "T" } },
      "vi",
      { kind: "otp", authenType: "T" },
    ],
    [
      "0 'Sai username hoac password!' is the wrong-credentials warning with the count",
      { rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 2 } },
      "vi",
      { kind: "failed", message: WRONG_VI, count: 2, notice: false },
    ],
    [
      "3 failures do not yet open the notice",
      { rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 3 } },
      "en",
      { kind: "failed", message: "Wrong username or password.", count: 3, notice: false },
    ],
    [
      "more than 3 failures open the notice",
      { rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 4 } },
      "vi",
      { kind: "failed", message: WRONG_VI, count: 4, notice: true },
    ],
    [
      "-1 'Invalid command' is the wrong-credentials warning too",
      { rc: -1, rs: "Invalid command" },
      "vi",
      { kind: "failed", message: WRONG_VI, count: null, notice: false },
    ],
    [
      "0 with a closed-cursor text is the wrong-credentials warning too",
      { rc: 0, rs: "ORA-01001: cursor is closed" },
      "vi",
      { kind: "failed", message: WRONG_VI, count: null, notice: false },
    ],
    [
      "-8005 is the lockout with the server's minutes",
      { rc: -8005, rs: "Đăng nhập tạm thời bị khóa … thử lại sau 15 phút." },
      "vi",
      { kind: "locked", message: "Đăng nhập tạm thời bị khóa … thử lại sau 15 phút." },
    ],
    [
      "other failures show as returned",
      { rc: -8008, rs: "Không được phép truy cập từ địa chỉ IP bên ngoài." },
      "vi",
      {
        kind: "failed",
        message: "Không được phép truy cập từ địa chỉ IP bên ngoài.",
        count: null,
        notice: false,
      },
    ],
  ] as const)("%s", (_name, answer, language, outcome) => {
    expect(loginOutcome(answer, language)).toEqual(outcome);
  });

  it("keeps the login data as the session user, sid included, insiders to follow", () => {
    expect(userFromLogin({ ...DATA, iFlag: "1", defaultAcc: "058C0000011" })).toEqual({
      userId: "058C000001",
      sid: "sid-1",
      customerName: "Nguyễn Văn An",
      defaultAcc: "058C0000011",
      iFlag: "1",
      authenType: "T",
      login2faFlag: "0",
      pwdExprireDate: "10/02/2027",
      isShowBanner: false,
      insiderSymbols: [],
    });
  });
});

describe("otpOutcome (accounts-session §4 OTP login)", () => {
  const wrong = (n: number) =>
    `Mã OTP không chính xác. Quý Khách còn ${n} lần thực hiện trước khi bị tạm khóa`;
  it.each([
    ["rc 1 signs in", { rc: 1, data: DATA }, "vi", { kind: "signed-in", data: DATA }],
    [
      "-11004 reads the remaining attempts",
      { rc: -11004, rs: wrong(3) },
      "vi",
      { kind: "wrong", message: wrong(3), remaining: 3 },
    ],
    [
      "-11004 in English",
      { rc: -11004, rs: wrong(1) },
      "en",
      {
        kind: "wrong",
        message: "Incorrect OTP. Attempts left before your account is temporarily locked: 1.",
        remaining: 1,
      },
    ],
    [
      "-11004 without a count shows the text",
      { rc: -11004, rs: "Sai OTP" },
      "vi",
      { kind: "wrong", message: "Sai OTP", remaining: null },
    ],
    [
      "-11003 blocks for a minute",
      { rc: -11003, rs: "x" },
      "vi",
      { kind: "blocked", message: "Quý Khách đã nhập sai nhiều lần. Vui lòng thử lại sau 1 phút" },
    ],
    [
      "other answers show as returned",
      { rc: 0, rs: "Mã OTP đã hết hạn." },
      "vi",
      { kind: "failed", message: "Mã OTP đã hết hạn." },
    ],
  ] as const)("%s", (_name, answer, language, outcome) => {
    expect(otpOutcome(answer, language)).toEqual(outcome);
  });
});

describe("passwordChangeMessage (accounts-session §8)", () => {
  it.each([
    [{ rc: -8006, rs: "whatever" }, "vi", "Mật khẩu mới không được trùng với mật khẩu cũ."],
    [{ rc: -8006 }, "en", "You cannot reuse an old password."],
    [{ rc: -8007, rs: "x" }, "vi", "Mật khẩu không hợp lệ."],
    [{ rc: -8005, rs: "Đăng nhập tạm thời bị khóa." }, "vi", "Đăng nhập tạm thời bị khóa."],
  ] as const)("%o (%s) → %s", (answer, language, message) => {
    expect(passwordChangeMessage(answer, language)).toBe(message);
  });
});
