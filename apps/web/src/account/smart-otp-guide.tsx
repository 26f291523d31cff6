/**
 * The smart-OTP guide (accounts-session §2 "Smart OTP guide (two-factor reminder)", §4 Login):
 * what the smart OTP is and how to set it up, with the enrolment itself — a fresh secret from
 * the server (SmartOtpEnrolBegin) shown as a QR code and as text for an authenticator app, and a
 * six-digit code of it to confirm (SmartOtpEnrolConfirm). Once confirmed, two-factor counts as
 * set up (login2faFlag "1") and the guide no longer opens. Opened once a day after login while
 * two-factor is not set up (notice-markers.ts); the guide and its QR code load when first needed.
 */
import "./account.lazy.i18n";
import { validateOtp, warningMessage, OTP_LENGTH, type SmartOtpEnrolment } from "@bangia/market";
import { Dialog } from "radix-ui";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { passwordDigest } from "../login/password-digest";
import { useTranslation } from "react-i18next";
import { logLoadFailure } from "../api/http";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { ModalDialog } from "../ui/modal-dialog";
import { accountApi } from "./account-api";
import { useAccountNotices } from "./account-notices";
import "./account.css";

const SmartOtpQr = lazy(() => import("./smart-otp-qr").then((module) => ({ default: module.SmartOtpQr })));

type Step =
  | { readonly kind: "intro" }
  | { readonly kind: "enrolling"; readonly enrolment: SmartOtpEnrolment }
  | { readonly kind: "done" };

/** The secret in groups of four, as people read and type it. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

export function SmartOtpGuide() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [step, setStep] = useState<Step>({ kind: "intro" });
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => useAccountNotices.getState().close("smartOtpGuide");

  /** Runs a call, showing the server's refusal or a generic failure. */
  async function attempt(run: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      logLoadFailure("smart OTP enrolment", failure);
      setError(t("account.otp.failed"));
    } finally {
      setBusy(false);
    }
  }

  const begin = () =>
    attempt(async () => {
      const answer = await accountApi.core("S", { cmd: "SmartOtpEnrolBegin" });
      if (answer.rc === 1 && answer.data !== undefined) {
        setCode("");
        setStep({ kind: "enrolling", enrolment: answer.data });
      } else setError(answer.rs ?? t("account.otp.failed"));
    });

  function confirm(event: FormEvent): void {
    event.preventDefault();
    const checked = validateOtp(code);
    if (!checked.ok) {
      setError(warningMessage("invalid-otp", language));
      return;
    }
    if (password.trim() === "") {
      setError(warningMessage("empty-password", language));
      return;
    }
    void attempt(async () => {
      // Setting up a factor asks for the login password again (the server checks it).
      const pass = await passwordDigest(password);
      const answer = await accountApi.core("S", { cmd: "SmartOtpEnrolConfirm", p1: checked.value, pass });
      if (answer.rc === 1) {
        useSession.getState().updateUser({ login2faFlag: "1" });
        setStep({ kind: "done" });
      } else setError(answer.rs ?? t("account.otp.failed"));
    });
  }

  return (
    <ModalDialog
      onClose={close}
      className="account-dialog account-otp"
      overlayClassName="account-overlay"
      testId="smart-otp-guide"
    >
      <div className="account-dialog__header">
        <Dialog.Title className="account-dialog__title">{t("account.otp.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("account.close")}>
          ×
        </Dialog.Close>
      </div>
      <Dialog.Description className="account-dialog__description">
        {t("account.otp.intro")}
      </Dialog.Description>
      {step.kind === "done" ? (
        <p className="account-otp__done" role="status" data-testid="smart-otp-done">
          {t("account.otp.done")}
        </p>
      ) : (
        <>
          <p className="account-otp__why">{t("account.otp.why")}</p>
          <h3 className="account-otp__steps-title">{t("account.otp.steps")}</h3>
          <ol className="account-otp__steps">
            <li>{t("account.otp.step1")}</li>
            <li>{t("account.otp.step2")}</li>
            <li>{t("account.otp.step3")}</li>
          </ol>
        </>
      )}
      {step.kind === "enrolling" && (
        <section className="account-otp__enrol">
          <Suspense fallback={<div className="account-otp__qr" />}>
            <SmartOtpQr uri={step.enrolment.uri} label={t("account.otp.qr")} />
          </Suspense>
          <div className="account-otp__fields">
            <div className="account-otp__secret-label">{t("account.otp.secret")}</div>
            <code className="account-otp__secret" data-testid="smart-otp-secret">
              {groupedSecret(step.enrolment.secret)}
            </code>
            <form className="account-otp__form" onSubmit={confirm}>
              <label className="account-otp__code">
                <span>{t("account.otp.code")}</span>
                <input
                  className="account-input"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  pattern="[0-9]*"
                  placeholder="000000"
                  data-testid="smart-otp-code"
                />
              </label>
              <label className="account-otp__code">
                <span>{t("account.otp.password")}</span>
                <input
                  className="account-input"
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                  data-testid="smart-otp-password"
                />
              </label>
              <button
                type="submit"
                className="account-button account-button--accent"
                disabled={busy}
                data-testid="smart-otp-confirm"
              >
                {t("account.confirm")}
              </button>
            </form>
          </div>
        </section>
      )}
      {error !== null && (
        <p className="account-dialog__error" role="alert" data-testid="smart-otp-error">
          {error}
        </p>
      )}
      <div className="account-dialog__actions">
        {step.kind === "intro" && (
          <button
            type="button"
            className="account-button account-button--accent"
            disabled={busy}
            onClick={() => void begin()}
            data-testid="smart-otp-start"
          >
            {busy ? t("account.otp.starting") : t("account.otp.start")}
          </button>
        )}
        <Dialog.Close className="account-button" data-testid="smart-otp-close">
          {step.kind === "done" ? t("account.close") : t("account.otp.later")}
        </Dialog.Close>
      </div>
    </ModalDialog>
  );
}
