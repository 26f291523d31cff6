/**
 * The answers of the login, the OTP step and the resend (accounts-session §4, §8), with the
 * spec's codes and wording. The spec's back end answers its login messages in Vietnamese, and the
 * web reads the remaining attempts out of the -11004 text ('… còn N lần …'), so those stay
 * Vietnamese whatever the language; messages of our own come in the caller's language.
 */
import {
  resultMessage,
  type CoreAnswer,
  type Language,
  type LocalizedText,
  type LoginChallengeData,
  type LoginData,
  type WarningKey,
} from "@bangia/market";

/** rc of a login refused for a bad user name or password (accounts-session §8). */
export const WRONG_CREDENTIALS_RC = 0;
/** The spec's text of that refusal, unaccented as the back end sends it. */
export const WRONG_CREDENTIALS_RS = "Sai username hoac password!";
/** rc -9998: the password was right, an OTP must follow. */
export const OTP_REQUIRED_RC = -9998;
export const WRONG_OTP_RC = -11004;
export const OTP_BLOCKED_RC = -11003;
/**
 * rc of a login refused while its user id or client address is locked: the catalogue's
 * "session invalidated or account locked", with our own message saying for how long.
 */
export const LOGIN_LOCKED_RC = -8005;
/** rc of a malformed login form (HTTP 400): 'Invalid command' at login; rs is the warning key. */
export const INVALID_LOGIN_FORM_RC = -1;
/** rc of an OTP step or resend that has no pending login to act on, or is refused for now. */
export const OTP_NOT_POSSIBLE_RC = 0;

type Answer = CoreAnswer<LoginData | LoginChallengeData>;

export function wrongCredentials(failures: number): Answer {
  return { rc: WRONG_CREDENTIALS_RC, rs: WRONG_CREDENTIALS_RS, data: { CountLoginFail: failures } };
}

export function otpRequired(authenType: string): Answer {
  return {
    rc: OTP_REQUIRED_RC,
    rs: resultMessage(OTP_REQUIRED_RC, "vi", undefined, "login"),
    data: { AuthenType: authenType },
  };
}

export function wrongOtp(remaining: number): CoreAnswer<never> {
  return { rc: WRONG_OTP_RC, rs: resultMessage(WRONG_OTP_RC, "vi", { remaining }) };
}

export function otpBlocked(): CoreAnswer<never> {
  return { rc: OTP_BLOCKED_RC, rs: resultMessage(OTP_BLOCKED_RC, "vi") };
}

export function invalidLoginForm(key: WarningKey): CoreAnswer<never> {
  return { rc: INVALID_LOGIN_FORM_RC, rs: key };
}

const LOCKED: LocalizedText = {
  vi: "Đăng nhập tạm thời bị khóa do nhập sai nhiều lần. Quý Khách vui lòng thử lại sau {minutes} phút.",
  en: "Login is locked for now after too many failed attempts. Please try again in {minutes} min.",
};

export function loginLocked(seconds: number, language: Language): CoreAnswer<never> {
  const minutes = String(Math.max(1, Math.ceil(seconds / 60)));
  return { rc: LOGIN_LOCKED_RC, rs: LOCKED[language].replace("{minutes}", minutes) };
}

const NO_PENDING_OTP: LocalizedText = {
  vi: "Mã OTP đã hết hạn hoặc không tồn tại. Quý Khách vui lòng đăng nhập lại.",
  en: "The OTP has expired or was never sent. Please log in again.",
};

export function noPendingOtp(language: Language): CoreAnswer<never> {
  return { rc: OTP_NOT_POSSIBLE_RC, rs: NO_PENDING_OTP[language] };
}

const RESEND_TOO_SOON: LocalizedText = {
  vi: "Vui lòng chờ {seconds} giây trước khi yêu cầu gửi lại mã OTP.",
  en: "Please wait {seconds} s before asking for a new OTP.",
};

export function resendTooSoon(seconds: number, language: Language): CoreAnswer<never> {
  return { rc: OTP_NOT_POSSIBLE_RC, rs: RESEND_TOO_SOON[language].replace("{seconds}", String(seconds)) };
}

const RESEND_TOO_MANY: LocalizedText = {
  vi: "Quý Khách đã yêu cầu gửi mã OTP quá nhiều lần. Vui lòng thử lại sau 15 phút.",
  en: "Too many OTP codes were requested. Please try again in 15 minutes.",
};

export function resendTooMany(language: Language): CoreAnswer<never> {
  return { rc: OTP_NOT_POSSIBLE_RC, rs: RESEND_TOO_MANY[language] };
}
