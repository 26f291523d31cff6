import { describe, expect, it } from "vitest";
import type { Customer } from "../db/stores";
import {
  exchangeToday,
  loginDataOf,
  mustChangePassword,
  newPasswordExpiry,
  otpKindOf,
} from "./login-service";

const customer: Customer = {
  userId: "058C000001",
  name: "Nguyễn Văn An",
  passwordHash: "scrypt$…",
  pinHash: "scrypt$…",
  authenType: "T",
  otpAtLogin: false,
  login2faFlag: "0",
  totpSecret: null,
  totpLastStep: null,
  phone: "",
  passwordExpiresOn: "2027-02-10",
  mustChangePassword: false,
  cardStatus: "0",
  insiderSymbols: [],
  expertFollow: false,
  defaultAccount: null,
  hideConfirmOrder: false,
  createdAt: 0,
  updatedAt: 0,
};

describe("loginDataOf", () => {
  it("answers the spec's login data for a customer and session", () => {
    expect(loginDataOf(customer, "sid-1", "2026-02-10")).toEqual({
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
    });
  });

  it.each([
    { today: "2026-02-10", window: null, shows: false },
    { today: "2026-02-10", window: { from: "2026-02-01", to: "2026-02-28" }, shows: true },
    { today: "2026-02-01", window: { from: "2026-02-01", to: "2026-02-28" }, shows: true },
    { today: "2026-02-28", window: { from: "2026-02-01", to: "2026-02-28" }, shows: true },
    { today: "2026-01-31", window: { from: "2026-02-01", to: "2026-02-28" }, shows: false },
    { today: "2026-03-01", window: { from: "2026-02-01", to: "2026-02-28" }, shows: false },
  ])("shows the banner only inside its window: $today in $window → $shows", ({ today, window, shows }) => {
    expect(loginDataOf(customer, "s", today, window).isShowBanner).toBe(shows);
  });

  it("forces the password change when it must change or has expired (the expiry day still counts)", () => {
    expect(loginDataOf({ ...customer, mustChangePassword: true }, "s", "2026-02-10").iFlag).toBe("1");
    expect(loginDataOf(customer, "s", "2027-02-10").iFlag).toBe("0");
    expect(loginDataOf(customer, "s", "2027-02-11").iFlag).toBe("1");
    expect(loginDataOf({ ...customer, passwordExpiresOn: null }, "s", "2099-01-01")).toMatchObject({
      iFlag: "0",
      pwdExprireDate: "",
    });
  });

  it("names the default account and the OTP kind", () => {
    expect(loginDataOf({ ...customer, defaultAccount: "058C0000011" }, "s", "2026-02-10").defaultAcc).toBe(
      "058C0000011",
    );
    expect(otpKindOf({ ...customer, authenType: "O" })).toBe("sms");
    expect(otpKindOf(customer)).toBe("totp");
  });
});

describe("exchange dates", () => {
  it("reads today at UTC+7 and dates a new password's expiry from it", () => {
    // 2026-02-10 17:30 UTC is 00:30 on the 11th in Hanoi.
    const now = Date.UTC(2026, 1, 10, 17, 30);
    expect(exchangeToday(now)).toBe("2026-02-11");
    expect(newPasswordExpiry(now, 365)).toBe("2027-02-11");
  });
});

describe("mustChangePassword (the core gateway's -8009 gate and the login's iFlag)", () => {
  it.each<[string, Partial<Customer>, string, boolean]>([
    ["the first-login flag", { mustChangePassword: true, passwordExpiresOn: null }, "2026-02-10", true],
    ["a password expired yesterday", { passwordExpiresOn: "2026-02-09" }, "2026-02-10", true],
    ["a password expiring today", { passwordExpiresOn: "2026-02-10" }, "2026-02-10", false],
    ["a password that never expires", { passwordExpiresOn: null }, "2026-02-10", false],
  ])("%s → %s", (_name, fields, today, expected) => {
    const subject = { ...customer, mustChangePassword: false, ...fields };
    expect(mustChangePassword(subject, today)).toBe(expected);
    expect(loginDataOf(subject, "s", today).iFlag).toBe(expected ? "1" : "0");
  });
});
