/**
 * A logged-in customer for the tests: a plain login (no forced password change, no two-factor
 * reminder, no insider symbols) unless `overrides` say otherwise.
 */
import type { SessionUser } from "../state/session";

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: "u1",
    sid: "s1",
    customerName: "Nguyễn Văn A",
    defaultAcc: "",
    iFlag: "0",
    authenType: "O",
    login2faFlag: "1",
    pwdExprireDate: "",
    isShowBanner: false,
    insiderSymbols: [],
    ...overrides,
  };
}
