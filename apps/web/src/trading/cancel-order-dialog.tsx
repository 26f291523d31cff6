/**
 * Cancel of a normal order (accounts-session §2 "Cancel-order confirmations (with PIN; a
 * derivatives variant)", §5 "Cancel: PIN required", §7): cancelOrder in group O or FD with the
 * order number, its back-office id and a new refId; the answer through send-order.ts.
 */
import "./trading.lazy.i18n";
import {
  isDerivativeAccount,
  validateCancelPin,
  warningMessage,
  type Language,
  type NormalOrderRow,
} from "@bangia/market";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { coreCall } from "../state/core-client";
import { ModalDialog } from "../ui/modal-dialog";
import { units, wirePrice } from "./figures";
import { futureKind } from "./futures";
import { newRefId, sendOrder } from "./send-order";
import { useTicket } from "./ticket-store";

export interface CancelOrderDialogProps {
  readonly order: NormalOrderRow;
  readonly onClose: () => void;
}

export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const [pin, setPin] = useState(() => useTicket.getState().pin);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const derivative = isDerivativeAccount(order.accountCode);
  const points = derivative && futureKind(order.symbol) === "INDEX_FUTURE";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateCancelPin(pin);
    if (!checked.ok) {
      setError(warningMessage(checked.key, language));
      return;
    }
    setSending(true);
    const data = {
      cmd: "cancelOrder",
      orderNo: order.orderNo,
      orderType: "1",
      pin: checked.value,
      refId: newRefId(),
      fisID: order.pk_orderNo === "" ? order.orderNo : order.pk_orderNo,
    } as const;
    await sendOrder(
      {
        call: derivative ? "derivative" : "stock",
        request: "cancel",
        symbol: order.symbol,
        orderType: String(order.showPrice),
        send: () => (derivative ? coreCall("FD", data) : coreCall("O", data)),
      },
      { language, client, sessionMissing: t("trading.sessionMissing") },
    );
    onClose();
  };

  const side = derivative
    ? t(`trading.side.${order.side === "B" ? "long" : "short"}`)
    : t(`trading.side.${order.side}`);
  return (
    <ModalDialog
      onClose={onClose}
      className="trading-dialog"
      overlayClassName="trading-overlay"
      testId="cancel-order"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Dialog.Title className="trading-dialog__title">{t("trading.cancel.title")}</Dialog.Title>
        <Dialog.Description className="trading-dialog__text">
          {t("trading.cancel.body", {
            side,
            volume: units(order.volume - order.matchVolume),
            symbol: order.symbol,
            price: wirePrice(order.showPrice, points),
          })}
        </Dialog.Description>
        <div className="ticket-field">
          <label htmlFor={`${id}-pin`}>{t("trading.ticket.pin")}</label>
          <input
            id={`${id}-pin`}
            data-testid="cancel-pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => {
              setPin(event.target.value);
              setError(null);
            }}
            autoFocus
          />
        </div>
        {error !== null && (
          <p className="trading-dialog__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <div className="trading-dialog__actions">
          <button type="button" className="trading-button" onClick={onClose} disabled={sending}>
            {t("trading.cancel.close")}
          </button>
          <button
            type="submit"
            className="trading-button trading-button--sell"
            data-testid="cancel-order-submit"
            disabled={sending}
          >
            {t("trading.cancel.confirm")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
