/**
 * The login dialog's body (loaded on first use, see login-dialog.tsx): logging in is built with
 * the accounts release; until then it says so in the current language. It closes on Escape, the
 * backdrop and the Close button.
 */
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";

export function LoginDialogContent() {
  const { t } = useTranslation();
  const open = useUi((state) => state.loginOpen);
  const setOpen = useUi((state) => state.setLoginOpen);
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      className="shell-dialog"
      overlayClassName="shell-overlay"
      testId="login-dialog"
      overlayTestId="login-dialog-backdrop"
    >
      <Dialog.Title className="shell-dialog__title">{t("shell.loginDialog.title")}</Dialog.Title>
      <Dialog.Description className="shell-dialog__body">{t("shell.loginDialog.body")}</Dialog.Description>
      <p className="shell-dialog__body">{t("shell.loginDialog.meanwhile")}</p>
      <div className="shell-dialog__actions">
        <Dialog.Close className="shell-button shell-button--accent">
          {t("shell.loginDialog.close")}
        </Dialog.Close>
      </div>
    </ModalDialog>
  );
}
