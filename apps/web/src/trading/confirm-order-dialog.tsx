/**
 * The order confirmation (order-entry §2 "Dialogs", §4 "Placing an order"): what will be sent,
 * Confirm and Cancel. Confirm is disabled from its first click, so one confirmation sends one
 * order; Escape, the backdrop and Cancel close without sending. The ticket skips it when the
 * customer chose to hide the confirmation screen (HIDE_CONFIRM_ORDER).
 */
import "./trading.lazy.i18n";
import type { Side } from "@bangia/market";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "../ui/modal-dialog";

export interface ConfirmationRow {
  readonly label: string;
  readonly value: string;
}

export interface Confirmation {
  readonly title: string;
  readonly side: Side;
  readonly rows: readonly ConfirmationRow[];
  /** A notice above the terms (the out-of-room notice). */
  readonly notice?: string;
  /** The confirm button's text; "Confirm" by default. */
  readonly confirmLabel?: string;
  /** The dialog's test id (its submit button's is `{testId}-submit`); "confirm-order" by default. */
  readonly testId?: string;
}

export interface ConfirmOrderDialogProps {
  readonly confirmation: Confirmation;
  /** Sends the order; the dialog closes when it settles. */
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
}

export function ConfirmOrderDialog({ confirmation, onConfirm, onClose }: ConfirmOrderDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const testId = confirmation.testId ?? "confirm-order";
  const confirm = () => {
    if (sending) return;
    setSending(true);
    void onConfirm().finally(onClose);
  };
  return (
    <ModalDialog
      onClose={() => (sending ? undefined : onClose())}
      className="trading-dialog"
      overlayClassName="trading-overlay"
      testId={testId}
    >
      <Dialog.Title className="trading-dialog__title">{confirmation.title}</Dialog.Title>
      {confirmation.notice !== undefined && (
        <p className="trading-dialog__notice" role="alert">
          {confirmation.notice}
        </p>
      )}
      <Dialog.Description asChild>
        <dl className="trading-dialog__rows">
          {confirmation.rows.map((row) => (
            <div key={row.label} className="trading-dialog__row">
              <dt>{row.label}</dt>
              <dd
                className={row.label === t("trading.confirm.side") ? `side-${confirmation.side}` : undefined}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </Dialog.Description>
      <div className="trading-dialog__actions">
        <button type="button" className="trading-button" onClick={onClose} disabled={sending}>
          {t("trading.confirm.cancel")}
        </button>
        <button
          type="button"
          className={`trading-button trading-button--${confirmation.side === "B" ? "buy" : "sell"}`}
          data-testid={`${testId}-submit`}
          onClick={confirm}
          disabled={sending}
          autoFocus
        >
          {sending
            ? t("trading.confirm.sending")
            : (confirmation.confirmLabel ?? t("trading.confirm.confirm"))}
        </button>
      </div>
    </ModalDialog>
  );
}
