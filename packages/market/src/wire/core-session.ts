/**
 * Login, OTP, password and account calls (accounts-session §3, §7). Parameters of the cursor
 * style (p1..p5) are text, as the core gateway takes them.
 */
import type { CHANNEL } from "../orders/order-terms";
import type { CoreAnswer } from "./core";

/**
 * The login form, posted form-encoded to the dedicated login call (accounts-session §7). `pass`
 * is the hashed password; `userName`/`password` are the spec's alternative names, which the
 * server also accepts when `user`/`pass` are absent.
 */
export interface LoginForm {
  readonly user: string;
  readonly pass: string;
  readonly channel: typeof CHANNEL;
  readonly userName?: string;
  readonly password?: string;
}

/** "O" SMS OTP; any other value smart OTP (accounts-session §1, §4). */
export type AuthenType = string;

/** Login answer data on success (accounts-session §3 "Login response data"; spec spellings). */
export interface LoginData {
  readonly user: string;
  /** Session id: the envelope's `session` from now on. */
  readonly sid: string;
  /** Customer name for the header. */
  readonly name: string;
  /** Default account code, "" when none is set. */
  readonly defaultAcc: string;
  /** "1" forces the first-login password change. */
  readonly iFlag: "0" | "1";
  readonly AuthenType: AuthenType;
  /** "0" when two-factor is not yet set up (the smart-OTP guide shows). */
  readonly login2faFlag: "0" | "1";
  /** Password expiry, DD/MM/YYYY as the core dates are; "" when it never expires. */
  readonly pwdExprireDate: string;
  readonly CountLoginFail: number;
  readonly isShowBanner: boolean;
}

/** Login answer data on rc -9998 (OTP required) and on a refusal (the failure count). */
export interface LoginChallengeData {
  readonly AuthenType?: AuthenType;
  readonly CountLoginFail?: number;
}

/**
 * (ours) GET /api/session, "who am I": the login data of the cookie's (or header's) session
 * without the session id and the failure count, plus what the login answer does not carry —
 * the customer's insider symbols and the saved HIDE_CONFIRM_ORDER parameter.
 */
export type SessionInfo = Omit<LoginData, "sid" | "CountLoginFail"> & {
  readonly insiderSymbols: readonly string[];
  readonly hideConfirmOrder: boolean;
};

/** Answer of the login call and of sCheckLoginOTP (accounts-session §4, §8). */
export type LoginAnswer = CoreAnswer<LoginData | LoginChallengeData>;

/** An answer row of GetSMSOtpForce; the client reads `data[0].phoneLastThree`. */
export interface ResendOtpRow {
  readonly phoneLastThree: string;
}

/** The one parameter the spec updates: whether the stock order confirmation is hidden. */
export const HIDE_CONFIRM_ORDER = "HIDE_CONFIRM_ORDER";

/** An answer row of GetAccountInfo; the client reads `data[0].C_IS_CARD_CLEAR`. */
export interface AccountCardRow {
  /** "2" when the national ID must be updated before trading (accounts-session §4). */
  readonly C_IS_CARD_CLEAR: string;
}

/** An account of the account list (accounts-session §3 "Order state"). */
export interface AccountListItem {
  readonly accName: string;
  readonly accCode: string;
  /** The account type: its last digit, "1" cash, "3"/"6" margin, "8" derivatives. */
  readonly accType: string;
}

/** The answer of SmartOtpEnrolBegin: what an authenticator app needs. */
export interface SmartOtpEnrolment {
  /** The secret in base32 (32 letters and digits), for typing it into an app. */
  readonly secret: string;
  /** `otpauth://totp/Bangia:{user}?secret=…&issuer=Bangia&…`, for the QR code. */
  readonly uri: string;
}
