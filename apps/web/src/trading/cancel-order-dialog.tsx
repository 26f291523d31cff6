/**
 * Cancel of a normal order (accounts-session §2 "Cancel-order confirmations (with PIN; a
 * derivatives variant)", §5 "Cancel: PIN required", §7): the row decides the call
 * (`cancelCall`) — an advance order still waiting to activate (autoType 0) is cancelled with
 * cancelActivatedOrder by its pk_orderNo in group O, any other order with cancelOrder in group O
 * or FD (by the account) with the order number, its back-office id and a new refId. The answer
 * goes through send-order.ts.
 */
import "./trading.lazy.i18n";
import {
  ACTIVATION_STATES,
  CORE_COMMANDS,
  isDerivativeAccount,
  type CancelActivatedOrderData,
  type CancelOrderData,
  type Language,
  type NormalOrderRow,
} from "@bangia/market";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { coreCall } from "../state/core-client";
import { ModalDialog } from "../ui/modal-dialog";
import { cancelActivatedOrder } from "./conditional-calls";
import { units, wirePrice } from "./figures";
import { futureKind } from "./futures";
import { PinField, usePinEntry } from "./pin-field";
import { newRefId, sendOrder } from "./send-order";

/** An advance order the desk still holds (autoType 0): cancelled as an activated order, never edited. */
export function waitsToActivate(order: NormalOrderRow): boolean {
  return order.product === "advance" && order.autoType === ACTIVATION_STATES.WAITING;
}

export type CancelCall =
  | { readonly group: "O"; readonly data: CancelActivatedOrderData | CancelOrderData }
  | { readonly group: "FD"; readonly data: CancelOrderData };

/**
 * The call that cancels `order`.
 *
 * @example cancelCall({ …, product: "advance", autoType: "0", pk_orderNo: "77" }, "123456")
 * // { group: "O", data: { cmd: "cancelActivatedOrder", orderNo: "77", pin: "123456" } }
 * @example cancelCall({ …, orderNo: "12", accountCode: "058C0000018", product: "daily" }, "123456")
 * // { group: "FD", data: { cmd: "cancelOrder", orderNo: "12", orderType: "1", pin: "123456", refId: …, fisID: "12" } }
 */
export function cancelCall(order: NormalOrderRow, pin: string): CancelCall {
  if (waitsToActivate(order))
    return {
      group: "O",
      data: {
        cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER,
        orderNo: order.pk_orderNo === "" ? order.orderNo : order.pk_orderNo,
        pin,
      },
    };
  const data: CancelOrderData = {
    cmd: CORE_COMMANDS.CANCEL_ORDER,
    orderNo: order.orderNo,
    orderType: "1",
    pin,
    refId: newRefId(),
    fisID: order.pk_orderNo === "" ? order.orderNo : order.pk_orderNo,
  };
  return isDerivativeAccount(order.accountCode) ? { group: "FD", data } : { group: "O", data };
}

function sendCancel(call: CancelCall) {
  if (call.group === "FD") return coreCall("FD", call.data);
  const { data } = call;
  return data.cmd === CORE_COMMANDS.CANCEL_ACTIVATED_ORDER
    ? cancelActivatedOrder(data.orderNo, data.pin)
    : coreCall("O", data);
}

export interface CancelOrderDialogProps {
  readonly order: NormalOrderRow;
  readonly onClose: () => void;
}

export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const entry = usePinEntry();
  const [sending, setSending] = useState(false);
  const derivative = isDerivativeAccount(order.accountCode);
  const points = derivative && futureKind(order.symbol) === "INDEX_FUTURE";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const pin = entry.check();
    if (pin === null) return;
    setSending(true);
    const call = cancelCall(order, pin);
    await sendOrder(
      {
        // cancelActivatedOrder is a call of group O (the stock kind's answers) on either account.
        call: call.group === "FD" ? "derivative" : "stock",
        request: "cancel",
        symbol: order.symbol,
        orderType: String(order.showPrice),
        send: () => sendCancel(call),
      },
      { language, client },
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
        <PinField entry={entry} testId="cancel-pin" />
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
