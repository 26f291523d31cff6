/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { LoginData, LoginForm } from "./core-session";

describe("core gateway (order-entry §7, accounts-session §7)", () => {
  it("carries the login form and the login answer with the spec's spellings", () => {
    expectTypeOf<LoginForm>().toHaveProperty("channel").toEqualTypeOf<"I">();
    expectTypeOf<LoginData>().toHaveProperty("pwdExprireDate").toEqualTypeOf<string>();
    expectTypeOf<keyof LoginData>().toEqualTypeOf<
      | "user"
      | "sid"
      | "name"
      | "defaultAcc"
      | "iFlag"
      | "AuthenType"
      | "login2faFlag"
      | "pwdExprireDate"
      | "CountLoginFail"
      | "isShowBanner"
    >();
  });
});
