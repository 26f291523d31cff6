/**
 * The reconnect alert's dialog (loaded when first needed, see reconnect-alert.tsx): the live
 * connection was unstable; reload the page, or hide the alert until the next reconnect. Radix's
 * AlertDialog rather than ui/ModalDialog: it waits for an answer, so the backdrop does not close
 * it; it shares the modal's look (modal-dialog.css) and gives the focus back the same way.
 */
import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../ui/return-focus";
import "../ui/modal-dialog.css";

export interface ReconnectAlertDialogProps {
  /** Hides the alert ("Later", Escape). */
  readonly onLater: () => void;
}

export function ReconnectAlertDialog({ onLater }: ReconnectAlertDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onLater()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="modal-overlay shell-overlay" />
        <AlertDialog.Content className="modal shell-dialog" data-testid="reconnect-alert" {...returnFocus}>
          <AlertDialog.Title className="shell-dialog__title">{t("shell.reconnect.title")}</AlertDialog.Title>
          <AlertDialog.Description className="shell-dialog__body">
            {t("shell.reconnect.body")}
          </AlertDialog.Description>
          <div className="shell-dialog__actions">
            <AlertDialog.Cancel className="shell-button">{t("shell.reconnect.later")}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="shell-button shell-button--accent"
              onClick={() => globalThis.location.reload()}
            >
              {t("shell.reconnect.reload")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
