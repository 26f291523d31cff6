/**
 * The login flow (accounts-session §4 Login, OTP login; §5): the form's sending state and
 * messages, the pending OTP step and the forced password change. The dialogs and the login page
 * render this store and call the actions below; the actions talk to the server and end in the
 * session store.
 *
 * The OTP step keeps the login's user and password digest (never the password) until it ends,
 * since sCheckLoginOTP and the resend carry them again.
 */
import {
  CHANNEL,
  CONNECTION_LOST_NOTICE,
  CORE_COMMANDS,
  FALLBACK_RESULT_MESSAGE,
  OTP_BLOCK_RETRY_SECONDS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  validateLogin,
  validateOtp,
  warningMessage,
  type Language,
  type LoginData,
  type ResendOtpData,
} from "@bangia/market";
import { create } from "zustand";
import { coreCall } from "../state/core-client";
import { ApiError, requestJson } from "../api/http";
import { fetchSession, postLogin } from "../api/session-api";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { loginOutcome, otpOutcome, passwordChangeMessage, userFromLogin } from "./login-outcome";
import { checkPasswordChange, type PasswordChangeFields } from "./password-change-rules";
import { base64Password, passwordDigest } from "./password-digest";

/** "O" is SMS OTP; any other type smart OTP (accounts-session §1). */
export const SMS_OTP = "O";

export interface PendingOtp {
  readonly user: string;
  readonly digest: string;
  readonly authenType: string;
  /** The phone's last three digits once a resend said them. */
  readonly phoneLastThree: string | null;
  /** Wall-clock ms from which a resend is allowed (45 s after the last send). */
  readonly resendAt: number;
}

export interface LoginFlowState {
  readonly sending: boolean;
  /** The form's message (a warning, a refusal, the lockout), or null. */
  readonly error: string | null;
  /** The server's failure count of the last refusal. */
  readonly failCount: number | null;
  /** More than 3 failures: the login-failure notice replaces the form. */
  readonly failNotice: boolean;
  readonly otp: PendingOtp | null;
  readonly otpSending: boolean;
  readonly otpError: string | null;
  /** Wall-clock ms until which the OTP step is blocked (-11003), or null. */
  readonly otpBlockedUntil: number | null;
  readonly otpBlockMessage: string | null;
  /** The change-password form's state. */
  readonly passwordSending: boolean;
  readonly passwordError: string | null;
  /** The success notice of a password change shows. */
  readonly passwordChanged: boolean;
}

const INITIAL: LoginFlowState = {
  sending: false,
  error: null,
  failCount: null,
  failNotice: false,
  otp: null,
  otpSending: false,
  otpError: null,
  otpBlockedUntil: null,
  otpBlockMessage: null,
  passwordSending: false,
  passwordError: null,
  passwordChanged: false,
};

export const useLoginFlow = create<LoginFlowState>()(() => INITIAL);

const language = (): Language => usePreferences.getState().language;

/** The message of a call that got no answer. */
export function callFailureMessage(error: unknown, lang: Language): string {
  return error instanceof ApiError && error.status === 0
    ? CONNECTION_LOST_NOTICE[lang]
    : FALLBACK_RESULT_MESSAGE[lang];
}

/** Signs in with a login answer, closes the login, then reads the insider symbols (one extra call). */
async function finishLogin(data: LoginData): Promise<void> {
  useSession.getState().signIn(userFromLogin(data));
  useUi.getState().setLoginOpen(false);
  useLoginFlow.setState({ ...INITIAL });
  try {
    const answer = await fetchSession();
    const user = useSession.getState().user;
    if (answer.rc === 1 && answer.data !== undefined && user?.userId === answer.data.user)
      useSession.getState().updateUser({ insiderSymbols: answer.data.insiderSymbols });
  } catch (error) {
    // The board shows no insider notice until the next restore; nothing else depends on it.
    console.warn("[bangia] insider symbols not read:", error instanceof Error ? error.message : error);
  }
}

/** The login button: validates, hashes, posts, and moves to the session, the OTP step or a message. */
export async function submitLogin(userInput: string, passwordInput: string): Promise<void> {
  if (useLoginFlow.getState().sending) return;
  const lang = language();
  const checked = validateLogin({ user: userInput, password: passwordInput });
  if (!checked.ok) {
    useLoginFlow.setState({ error: warningMessage(checked.key, lang) });
    return;
  }
  const { user, password } = checked.value;
  useLoginFlow.setState({ sending: true, error: null });
  try {
    const digest = await passwordDigest(password);
    const outcome = loginOutcome(await postLogin(user, digest, lang), lang);
    switch (outcome.kind) {
      case "signed-in":
        await finishLogin(outcome.data);
        return;
      case "otp":
        useUi.getState().setLoginOpen(false);
        useLoginFlow.setState({
          ...INITIAL,
          otp: {
            user,
            digest,
            authenType: outcome.authenType,
            phoneLastThree: null,
            // The login itself sent the first SMS code.
            resendAt: Date.now() + OTP_RESEND_COUNTDOWN_SECONDS * 1000,
          },
        });
        return;
      case "failed":
        useLoginFlow.setState({
          sending: false,
          error: outcome.message,
          failCount: outcome.count,
          failNotice: outcome.notice,
        });
        return;
      case "locked":
        useLoginFlow.setState({ sending: false, error: outcome.message, failNotice: false });
        return;
    }
  } catch (error) {
    useLoginFlow.setState({ sending: false, error: callFailureMessage(error, lang) });
  }
}

/** Retry on the login-failure notice: back to the form. */
export function retryLogin(): void {
  useLoginFlow.setState({ failNotice: false, error: null });
}

/** Clears the form's messages (the dialog closed). */
export function resetLoginForm(): void {
  if (useLoginFlow.getState().sending) return;
  useLoginFlow.setState({ error: null, failNotice: false, failCount: null });
}

/** Confirm in the OTP step. */
export async function submitOtp(code: string): Promise<void> {
  const state = useLoginFlow.getState();
  const pending = state.otp;
  if (pending === null || state.otpSending) return;
  const lang = language();
  if (state.otpBlockedUntil !== null && Date.now() < state.otpBlockedUntil) return;
  const checked = validateOtp(code);
  if (!checked.ok) {
    useLoginFlow.setState({ otpError: warningMessage(checked.key, lang) });
    return;
  }
  useLoginFlow.setState({ otpSending: true, otpError: null });
  try {
    const answer = await coreCall(
      "S",
      {
        cmd: CORE_COMMANDS.LOGIN_OTP,
        user: pending.user,
        pass: pending.digest,
        channel: CHANNEL,
        language: lang,
        p5: checked.value,
      },
      { user: pending.user },
    );
    const outcome = otpOutcome(answer, lang);
    switch (outcome.kind) {
      case "signed-in":
        await finishLogin(outcome.data);
        return;
      case "wrong":
      case "failed":
        useLoginFlow.setState({ otpSending: false, otpError: outcome.message });
        return;
      case "blocked":
        useLoginFlow.setState({
          otpSending: false,
          otpError: null,
          otpBlockMessage: outcome.message,
          otpBlockedUntil: Date.now() + OTP_BLOCK_RETRY_SECONDS * 1000,
        });
        return;
    }
  } catch (error) {
    useLoginFlow.setState({ otpSending: false, otpError: callFailureMessage(error, lang) });
  }
}

/** The resend link (SMS only): a new code, the phone's last digits, and a new 45 s countdown. */
export async function resendOtp(): Promise<void> {
  const pending = useLoginFlow.getState().otp;
  if (pending === null || Date.now() < pending.resendAt) return;
  const lang = language();
  // The server also wants the pending login's digest, so only that login's client can resend.
  const data: ResendOtpData = {
    cmd: CORE_COMMANDS.RESEND_OTP,
    pass: pending.digest,
  };
  try {
    const answer = await coreCall("S", data, { user: pending.user });
    const current = useLoginFlow.getState().otp;
    if (current === null) return;
    if (answer.rc === 1)
      useLoginFlow.setState({
        otpError: null,
        otp: {
          ...current,
          phoneLastThree: answer.data?.[0]?.phoneLastThree ?? current.phoneLastThree,
          resendAt: Date.now() + OTP_RESEND_COUNTDOWN_SECONDS * 1000,
        },
      });
    else useLoginFlow.setState({ otpError: answer.rs ?? FALLBACK_RESULT_MESSAGE[lang] });
  } catch (error) {
    useLoginFlow.setState({ otpError: callFailureMessage(error, lang) });
  }
}

/** Cancel in the OTP step: the pending login is dropped. */
export function cancelOtp(): void {
  useLoginFlow.setState({
    otp: null,
    otpError: null,
    otpSending: false,
    otpBlockedUntil: null,
    otpBlockMessage: null,
  });
}

/** Closes the block notice once read; the block itself lasts its minute. */
export function dismissOtpBlock(): void {
  useLoginFlow.setState({ otpBlockMessage: null });
}

interface DemoOtp {
  readonly code: string;
  readonly phoneLastThree: string;
}

/** Demo only: the code the simulated SMS outbox holds for the pending login, or null. */
export async function demoOtpCode(): Promise<string | null> {
  const pending = useLoginFlow.getState().otp;
  if (pending === null) return null;
  try {
    const entry = await requestJson<DemoOtp>(`demo/otp-outbox/${encodeURIComponent(pending.user)}`);
    const current = useLoginFlow.getState().otp;
    if (current !== null && current.phoneLastThree === null)
      useLoginFlow.setState({ otp: { ...current, phoneLastThree: entry.phoneLastThree } });
    return entry.code;
  } catch {
    return null;
  }
}

/** The change-password form's submit (accounts-session §5, §7 ChangePassFirstLogin). */
export async function submitPasswordChange(fields: PasswordChangeFields): Promise<void> {
  if (useLoginFlow.getState().passwordSending) return;
  const lang = language();
  const checked = checkPasswordChange(fields, lang);
  if (!checked.ok) {
    useLoginFlow.setState({ passwordError: checked.message });
    return;
  }
  useLoginFlow.setState({ passwordSending: true, passwordError: null });
  try {
    const answer = await coreCall("B", {
      cmd: CORE_COMMANDS.CHANGE_PASSWORD_FIRST_LOGIN,
      p1: await passwordDigest(checked.value.currentPassword),
      p2: base64Password(checked.value.newPassword),
    });
    if (answer.rc === 1) {
      useSession.getState().updateUser({ iFlag: "0" });
      useLoginFlow.setState({ passwordSending: false, passwordChanged: true });
    } else
      useLoginFlow.setState({ passwordSending: false, passwordError: passwordChangeMessage(answer, lang) });
  } catch (error) {
    useLoginFlow.setState({ passwordSending: false, passwordError: callFailureMessage(error, lang) });
  }
}

export function dismissPasswordChanged(): void {
  useLoginFlow.setState({ passwordChanged: false });
}

/** Back to the start (tests; a logout mid-flow). */
export function resetLoginFlow(): void {
  useLoginFlow.setState({ ...INITIAL });
}
