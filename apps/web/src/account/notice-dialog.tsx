/**
 * The frame of the account notices (CCCD block, insider alert and block): a small modal with a
 * title, the notice, optional details, the hotline as a phone link and a Close button. Escape and
 * the backdrop close it too.
 */
import "./account.lazy.i18n";
import { HOTLINE, HOTLINE_DIAL } from "@bangia/market";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../ui/modal-dialog";
import "./account.css";

export interface NoticeDialogProps {
  readonly testId: string;
  readonly title: string;
  readonly body: string;
  readonly onClose: () => void;
  /** Shows the hotline line. */
  readonly hotline?: boolean;
  readonly children?: ReactNode;
}

export function NoticeDialog({ testId, title, body, onClose, hotline = false, children }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      onClose={onClose}
      className="account-dialog account-notice"
      overlayClassName="account-overlay"
      testId={testId}
    >
      <Dialog.Title className="account-dialog__title">{title}</Dialog.Title>
      <Dialog.Description className="account-notice__body">{body}</Dialog.Description>
      {children}
      {hotline && (
        <p className="account-notice__hotline">
          {t("account.hotline")}: <a href={`tel:${HOTLINE_DIAL}`}>{HOTLINE}</a>
        </p>
      )}
      <div className="account-dialog__actions">
        <Dialog.Close className="account-button account-button--accent" data-testid={`${testId}-close`}>
          {t("account.close")}
        </Dialog.Close>
      </div>
    </ModalDialog>
  );
}
