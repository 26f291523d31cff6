/**
 * The login modal (accounts-session §2), bound to `useUi.loginOpen`: Escape, a click on the
 * backdrop or the × close it.
 */
import "./login.lazy.i18n";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";
import { resetLoginForm } from "./login-flow";
import { LoginForm } from "./login-form";

function close(): void {
  useUi.getState().setLoginOpen(false);
  resetLoginForm();
}

export function LoginModal() {
  const { t } = useTranslation();
  const open = useUi((state) => state.loginOpen);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      className="login-dialog"
      overlayClassName="login-overlay"
      testId="login-dialog"
      overlayTestId="login-dialog-backdrop"
    >
      <div className="login-dialog__head">
        <Dialog.Title className="login-dialog__title">{t("login.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("login.close")}>
          ×
        </Dialog.Close>
      </div>
      <Dialog.Description className="visually-hidden">{t("login.page.intro")}</Dialog.Description>
      <LoginForm onLeave={close} />
    </ModalDialog>
  );
}
