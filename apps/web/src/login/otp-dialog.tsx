/**
 * The login OTP modal (accounts-session §2, §4 OTP login): six boxes, Confirm (disabled while
 * sending or with fewer than six digits) and Cancel; for SMS OTP the resend link with its 45 s
 * countdown and where the code went; for smart OTP the guide link. A wrong code shows the
 * remaining attempts; too many wrong codes show the one-minute block notice. With the demo seed
 * on, a clearly labelled button reads the simulated SMS outbox.
 */
import "./login.lazy.i18n";
import { EMPTY_OTP_INPUT, otpFromBoxes, OTP_LENGTH, type OtpInputState } from "@bangia/market";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHealth } from "../api/use-health";
import { ModalDialog } from "../ui/modal-dialog";
import {
  cancelOtp,
  demoOtpCode,
  dismissOtpBlock,
  resendOtp,
  SMS_OTP,
  submitOtp,
  useLoginFlow,
  type PendingOtp,
} from "./login-flow";
import { helpHref } from "./login-paths";
import { OtpBoxes } from "./otp-boxes";
import { useSecondsUntil } from "./use-seconds-until";

function DemoCodeButton({ onCode }: { readonly onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const demo = useHealth()?.demo === true;
  const [none, setNone] = useState(false);
  if (!demo) return null;
  return (
    <div className="otp-demo">
      <button
        type="button"
        className="shell-button"
        data-testid="otp-demo-code"
        onClick={() =>
          void demoOtpCode().then((code) => {
            setNone(code === null);
            if (code !== null) onCode(code);
          })
        }
      >
        {t("login.otp.demoCode")}
      </button>
      <span className="otp-demo__note">{none ? t("login.otp.demoNone") : t("login.otp.demoNote")}</span>
    </div>
  );
}

function OtpBody({ pending }: { readonly pending: PendingOtp }) {
  const { t } = useTranslation();
  const sending = useLoginFlow((state) => state.otpSending);
  const error = useLoginFlow((state) => state.otpError);
  const blockedUntil = useLoginFlow((state) => state.otpBlockedUntil);
  const blockMessage = useLoginFlow((state) => state.otpBlockMessage);
  const [input, setInput] = useState<OtpInputState>(EMPTY_OTP_INPUT);
  const resendIn = useSecondsUntil(pending.resendAt);
  const blockedFor = useSecondsUntil(blockedUntil);
  const sms = pending.authenType === SMS_OTP;
  const code = otpFromBoxes(input.boxes);

  // A refused code's message goes as soon as the code is being corrected, by hand or from the
  // demo outbox.
  const edit = (next: OtpInputState) => {
    setInput(next);
    if (useLoginFlow.getState().otpError !== null) useLoginFlow.setState({ otpError: null });
  };

  const confirm = () => {
    // Fewer than six digits still goes through the check, which answers invalid-otp.
    if (sending || blockedFor > 0) return;
    void submitOtp(code);
  };

  return (
    <>
      <Dialog.Description className="login-dialog__text">
        {sms
          ? pending.phoneLastThree !== null
            ? t("login.otp.smsSentTo", { digits: pending.phoneLastThree })
            : t("login.otp.smsSent")
          : t("login.otp.smart")}
      </Dialog.Description>
      <OtpBoxes value={input} onChange={edit} onEnter={confirm} disabled={sending} />
      {error !== null && (
        <p className="login-error" role="alert" data-testid="otp-error">
          {error}
        </p>
      )}
      {blockMessage !== null && (
        <div className="login-notice" role="alert" data-testid="otp-block-notice">
          <p className="login-notice__title">{t("login.otp.blockedTitle")}</p>
          <p>{blockMessage}</p>
          <button type="button" className="shell-button" onClick={dismissOtpBlock}>
            {t("login.close")}
          </button>
        </div>
      )}
      <div className="login-row">
        {sms ? (
          <button
            type="button"
            className="login-link-button"
            disabled={resendIn > 0}
            onClick={() => void resendOtp()}
            data-testid="otp-resend"
          >
            {resendIn > 0 ? t("login.otp.resendIn", { seconds: resendIn }) : t("login.otp.resend")}
          </button>
        ) : (
          <a href={helpHref("smartOtp")} target="_blank" rel="noopener">
            {t("login.otp.smartGuide")}
          </a>
        )}
      </div>
      {sms && (
        <DemoCodeButton
          onCode={(demoCode) => edit({ boxes: [...demoCode.slice(0, OTP_LENGTH)], focus: OTP_LENGTH - 1 })}
        />
      )}
      <div className="login-actions">
        <button type="button" className="shell-button" onClick={cancelOtp}>
          {t("login.otp.cancel")}
        </button>
        <button
          type="button"
          className="shell-button shell-button--accent"
          disabled={sending || blockedFor > 0}
          onClick={confirm}
          data-testid="otp-confirm"
        >
          {sending ? t("login.otp.sending") : t("login.otp.confirm")}
        </button>
      </div>
    </>
  );
}

export function OtpDialog() {
  const { t } = useTranslation();
  const pending = useLoginFlow((state) => state.otp);
  if (pending === null) return null;
  return (
    <ModalDialog
      onClose={cancelOtp}
      className="login-dialog"
      overlayClassName="login-overlay"
      testId="otp-dialog"
    >
      <div className="login-dialog__head">
        <Dialog.Title className="login-dialog__title">{t("login.otp.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("login.close")}>
          ×
        </Dialog.Close>
      </div>
      {/* A new pending login (another user) starts with empty boxes. */}
      <OtpBody key={`${pending.user}`} pending={pending} />
    </ModalDialog>
  );
}
