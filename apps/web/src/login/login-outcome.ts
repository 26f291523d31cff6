/**
 * What a login, OTP or password-change answer means for the page (accounts-session §4, §8), as
 * pure functions of the answer and the language, so every branch is tested without a server.
 */
import {
  FALLBACK_RESULT_MESSAGE,
  loginFailureMessage,
  resultMessage,
  showsLoginFailureNotice,
  wrongOtp,
  type CoreAnswer,
  type Language,
  type LoginChallengeData,
  type LoginData,
} from "@bangia/market";
import type { SessionUser } from "../state/session";

export const LOGIN_OK_RC = 1;
export const OTP_REQUIRED_RC = -9998;
export const LOGIN_LOCKED_RC = -8005;
export const WRONG_OTP_RC = -11004;
export const OTP_BLOCKED_RC = -11003;
export const PASSWORD_REUSED_RC = -8006;
export const PASSWORD_INVALID_RC = -8007;

export type LoginOutcome =
  | { readonly kind: "signed-in"; readonly data: LoginData }
  | { readonly kind: "otp"; readonly authenType: string }
  | {
      readonly kind: "failed";
      readonly message: string;
      /** The server's failure count, when it sent one. */
      readonly count: number | null;
      /** More than 3 failures: the login-failure notice opens. */
      readonly notice: boolean;
    }
  | { readonly kind: "locked"; readonly message: string };

function isLoginData(data: LoginData | LoginChallengeData | undefined): data is LoginData {
  return data !== undefined && "sid" in data && typeof data.sid === "string";
}

/** The outcome of a login (or of a completed OTP step, which answers like one). */
export function loginOutcome(
  answer: CoreAnswer<LoginData | LoginChallengeData>,
  language: Language,
): LoginOutcome {
  if (answer.rc === LOGIN_OK_RC && isLoginData(answer.data)) return { kind: "signed-in", data: answer.data };
  if (answer.rc === OTP_REQUIRED_RC)
    return { kind: "otp", authenType: (answer.data as LoginChallengeData | undefined)?.AuthenType ?? "O" };
  const message = loginFailureMessage(answer.rc, answer.rs ?? "", language);
  if (answer.rc === LOGIN_LOCKED_RC) return { kind: "locked", message };
  const count = (answer.data as LoginChallengeData | undefined)?.CountLoginFail;
  const known = typeof count === "number" && Number.isFinite(count) ? count : null;
  return { kind: "failed", message, count: known, notice: known !== null && showsLoginFailureNotice(known) };
}

/** The session user of a login answer; the insider symbols follow from GET /api/session. */
export function userFromLogin(data: LoginData): SessionUser {
  return {
    userId: data.user,
    sid: data.sid,
    customerName: data.name,
    defaultAcc: data.defaultAcc,
    iFlag: data.iFlag,
    authenType: data.AuthenType,
    login2faFlag: data.login2faFlag,
    pwdExprireDate: data.pwdExprireDate,
    isShowBanner: data.isShowBanner,
    insiderSymbols: [],
  };
}

export type OtpOutcome =
  | { readonly kind: "signed-in"; readonly data: LoginData }
  /** A wrong code: the message (with the remaining attempts when the server said them). */
  | { readonly kind: "wrong"; readonly message: string; readonly remaining: number | null }
  /** Too many wrong codes: the one-minute block notice. */
  | { readonly kind: "blocked"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string };

/** The outcome of sCheckLoginOTP. */
export function otpOutcome(
  answer: CoreAnswer<LoginData | LoginChallengeData>,
  language: Language,
): OtpOutcome {
  if (answer.rc === LOGIN_OK_RC && isLoginData(answer.data)) return { kind: "signed-in", data: answer.data };
  if (answer.rc === WRONG_OTP_RC) {
    // §4: the remaining attempts are read from the message; the wrong flag is set unless it is 0.
    const { remaining } = wrongOtp(answer.rs);
    const message =
      remaining === null
        ? (answer.rs ?? FALLBACK_RESULT_MESSAGE[language])
        : resultMessage(WRONG_OTP_RC, language, { remaining });
    return { kind: "wrong", message, remaining };
  }
  if (answer.rc === OTP_BLOCKED_RC)
    return { kind: "blocked", message: resultMessage(OTP_BLOCKED_RC, language) };
  const returned = answer.rs?.trim() ?? "";
  return { kind: "failed", message: returned !== "" ? returned : resultMessage(answer.rc, language) };
}

/** The message of a refused password change: -8006 and -8007 in the catalogue's words. */
export function passwordChangeMessage(answer: CoreAnswer, language: Language): string {
  if (answer.rc === PASSWORD_REUSED_RC || answer.rc === PASSWORD_INVALID_RC)
    return resultMessage(answer.rc, language);
  const returned = answer.rs?.trim() ?? "";
  return returned !== "" ? returned : resultMessage(answer.rc, language);
}
