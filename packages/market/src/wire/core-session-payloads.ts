/**
 * The payloads of the login, OTP, password and account calls (accounts-session §7), as TypeBox
 * schemas with their types derived (`Static`): the server validates with the definition the web
 * app is typed by. Apart from core-session.ts so that the web app, which takes values such as
 * HIDE_CONFIRM_ORDER from there, never bundles a schema. Cursor parameters (p1..p5) are text.
 */
import { Type, type Static } from "typebox";
import { PASSWORD_INPUT_MAX_UNITS } from "../account/password-policy";
import { LANGUAGES } from "../format/language";
import { CHANNEL } from "../orders/order-terms";
import { CORE_COMMANDS, CURSOR } from "./core";
import { HIDE_CONFIRM_ORDER } from "./core-session";
import { literalOf } from "./wire-schema";

const PASS = Type.String({ maxLength: 256, description: "The client digest of the password" });
const ACCOUNT = Type.String({ maxLength: 64, description: "Account code" });

/** sCheckLoginOTP: the login fields plus the OTP in p5 (accounts-session §7). Group S. */
export const LoginOtpDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.LOGIN_OTP),
  user: Type.String({ maxLength: 128 }),
  pass: PASS,
  channel: Type.Literal(CHANNEL),
  language: literalOf(LANGUAGES),
  p5: Type.String({ maxLength: 64, description: "The six-digit OTP" }),
});
export type LoginOtpData = Static<typeof LoginOtpDataSchema>;

/**
 * GetSMSOtpForce: resend the SMS OTP to the envelope's user. Group S. `pass` is ours: the client
 * digest of the pending login's password, so only the pending login's own client may spend the
 * SMS budget (docs/security.md).
 */
export const ResendOtpDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.RESEND_OTP),
  pass: PASS,
});
export type ResendOtpData = Static<typeof ResendOtpDataSchema>;

/** ChangePassFirstLogin (accounts-session §7): p1 the hashed current password, p2 the new one in base64. Group B. */
export const ChangePasswordFirstLoginDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN),
  p1: Type.String({ maxLength: 256, description: "The client digest of the current password" }),
  // Base64 of UTF-8 of at most the longest password input: at most 4 bytes a unit, and base64's 4/3.
  p2: Type.String({
    maxLength: 4 * PASSWORD_INPUT_MAX_UNITS,
    description: "The new password, base64 of UTF-8",
  }),
});
export type ChangePasswordFirstLoginData = Static<typeof ChangePasswordFirstLoginDataSchema>;

/** UpdateAccountDefault (accounts-session §7): p1 an account code. Group B. */
export const UpdateDefaultAccountDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT),
  p1: ACCOUNT,
});
export type UpdateDefaultAccountData = Static<typeof UpdateDefaultAccountDataSchema>;

/** UpdateParameter (accounts-session §7): p3 "0" confirmation shown, "1" hidden. Group B. */
export const UpdateParameterDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.UPDATE_PARAMETER),
  p1: Type.Literal(HIDE_CONFIRM_ORDER),
  p2: Type.Literal(HIDE_CONFIRM_ORDER),
  p3: literalOf(["0", "1"]),
});
export type UpdateParameterData = Static<typeof UpdateParameterDataSchema>;

/** GetAccountInfo (accounts-session §7): p1 the customer code (an account code without its type digit). Group B, cursor. */
export const AccountInfoQueryDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.ACCOUNT_INFO),
  type: Type.Literal(CURSOR),
  p1: ACCOUNT,
});
export type AccountInfoQueryData = Static<typeof AccountInfoQueryDataSchema>;

/** ListAccount (accounts-session §7). Group B. */
export const ListAccountsDataSchema = Type.Object({ cmd: Type.Literal(CORE_COMMANDS.LIST_ACCOUNTS) });
export type ListAccountsData = Static<typeof ListAccountsDataSchema>;

/** ListFuncWebtrade (accounts-session §7). Group B. Answers function codes ("B", "S", …). */
export const ListWebTradeFunctionsDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.LIST_WEB_TRADE_FUNCTIONS),
});
export type ListWebTradeFunctionsData = Static<typeof ListWebTradeFunctionsDataSchema>;

/** SmartOtpEnrolBegin (ours; accounts-session §2 "Smart OTP guide"). Group S, with a session. */
export const SmartOtpEnrolBeginDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.SMART_OTP_ENROL_BEGIN),
});
export type SmartOtpEnrolBeginData = Static<typeof SmartOtpEnrolBeginDataSchema>;

/** SmartOtpEnrolConfirm (ours): a code of the pending secret and the login password again. Group S, with a session. */
export const SmartOtpEnrolConfirmDataSchema = Type.Object({
  cmd: Type.Literal(CORE_COMMANDS.SMART_OTP_ENROL_CONFIRM),
  p1: Type.String({ maxLength: 64, description: "The six-digit code the authenticator app shows" }),
  pass: Type.String({ maxLength: 256, description: "The client digest of the login password" }),
});
export type SmartOtpEnrolConfirmData = Static<typeof SmartOtpEnrolConfirmDataSchema>;
