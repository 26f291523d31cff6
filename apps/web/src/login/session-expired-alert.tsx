/**
 * The session-expired alert (accounts-session §4 Expired session): shown while `expired` is set;
 * OK clears it and opens the login dialog, Escape only clears it.
 */
import "./login.lazy.i18n";
import { SESSION_EXPIRED_NOTICE, localize } from "@bangia/market";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";

export function SessionExpiredAlert() {
  const { t } = useTranslation();
  const expired = useSession((state) => state.expired);
  const language = usePreferences((state) => state.language);
  if (!expired) return null;
  return (
    <ModalDialog
      onClose={() => useSession.getState().clearExpired()}
      className="login-dialog login-dialog--alert"
      overlayClassName="login-overlay login-overlay--alert"
      testId="session-expired-alert"
    >
      <Dialog.Title className="login-dialog__title">{t("login.expired.title")}</Dialog.Title>
      <Dialog.Description className="login-dialog__text">
        {localize(SESSION_EXPIRED_NOTICE, language)}
      </Dialog.Description>
      <div className="login-actions">
        <button
          type="button"
          className="shell-button shell-button--accent"
          onClick={() => {
            useSession.getState().clearExpired();
            useUi.getState().setLoginOpen(true);
          }}
        >
          {t("login.expired.ok")}
        </button>
      </div>
    </ModalDialog>
  );
}
