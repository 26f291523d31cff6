/**
 * The update-order modal of a normal order (accounts-session §2: title "Xác nhận sửa lệnh", the
 * note "Không sửa đồng thời giá và khối lượng", side MUA/BÁN, account, symbol, price, volume with
 * steps, PIN, Cancel and Execute). The market package validates the edit (stock or derivative
 * rules); Web.changeOrder sends the current terms and the new ones, the new volume being the
 * typed unmatched volume plus the matched volume (order-entry §4). Execute is disabled while
 * sending and again usable when validation fails.
 *
 * The PIN (order-entry §1 "a PIN per order"): the dialog asks for it in its own field, the
 * book's shared one (pin-field.tsx) with the modal's remember checkbox. It starts from the
 * remembered PIN only; when none is remembered it starts empty (even if a PIN was typed on the
 * ticket this session) and the customer types it here, and the validator refuses an empty one (empty-pin). Ticked, the PIN sent is
 * remembered as the ticket's remember-PIN does; unticked, a remembered PIN is forgotten.
 * The volume's −/+ step by the user's volumn_step (1 for bonds), as on the tickets.
 */
import "./trading.lazy.i18n";
import {
  isDerivativeAccount,
  orderPriceType,
  validateDerivativeOrderUpdate,
  validateStockOrderUpdate,
  warningMessage,
  type ChangeOrderData,
  type Language,
  type NormalOrderRow,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAccount } from "../account/account-store";
import { coreCall } from "../state/core-client";
import { ModalDialog } from "../ui/modal-dialog";
import { futureKind, futureScale } from "./futures";
import { priceText } from "./price-text";
import { sendOrder } from "./send-order";
import { PinField, usePinEntry } from "./pin-field";
import { stockInstrumentOf } from "./stock-ticket";
import { toast } from "./toasts";
import { contractInfoQuery, stockInfoQuery } from "./trading-queries";

export interface OrderEditDialogProps {
  readonly order: NormalOrderRow;
  readonly onClose: () => void;
}

export function OrderEditDialog({ order, onClose }: OrderEditDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const functions = useAccount((state) => state.functions);
  const derivative = isDerivativeAccount(order.accountCode);
  const kind = futureKind(order.symbol);
  const scale = derivative ? futureScale(kind) : 1_000;
  const stockInfo = useQuery({ ...stockInfoQuery(order.accountCode, order.symbol), enabled: !derivative });
  const contract = useQuery({ ...contractInfoQuery(order.symbol), enabled: derivative });
  const [price, setPrice] = useState(() =>
    typeof order.showPrice === "number" ? priceText(order.showPrice, scale) : order.showPrice,
  );
  const [volume, setVolume] = useState(() => String(order.volume - order.matchVolume));
  const entry = usePinEntry({ rememberedOnly: true });
  const pin = entry.pin;
  const stockSettings = useAccount((state) => state.stockSettings);
  const derivativeSettings = useAccount((state) => state.derivativeSettings);
  const [sending, setSending] = useState(false);
  const id = useId();
  const priceType = orderPriceType(order.showPrice);
  const currentPrice = typeof order.showPrice === "number" ? order.showPrice : null;

  const validate = (): ChangeOrderData | null => {
    const common = {
      cmd: "Web.changeOrder",
      account: order.accountCode,
      symbol: order.symbol,
      side: order.side,
      language,
    } as const;
    if (derivative) {
      if (contract.data === undefined) return null;
      const checked = validateDerivativeOrderUpdate(
        { price, volume, pin },
        {
          instrument: { symbol: order.symbol, kind },
          band: { ceiling: contract.data.c, floor: contract.data.f },
          order: {
            conditionType: "normal",
            orderNo: order.orderNo,
            side: order.side,
            priceType,
            price: currentPrice,
            volume: order.volume,
            matchedVolume: order.matchVolume,
          },
          webTradeFunctions: functions,
        },
      );
      if (!checked.ok) {
        toast("warning", (lang) => warningMessage(checked.key, lang, checked.params));
        return null;
      }
      const value = checked.value;
      if (value.conditionType !== "normal") return null;
      return {
        ...common,
        price: order.showPrice,
        volume: order.volume,
        pin: value.pin,
        orderNo: order.orderNo,
        newPrice: value.priceType === "LO" ? value.price : value.priceType,
        newVolume: value.volume,
      };
    }
    const instrument = stockInstrumentOf(order.symbol, stockInfo.data);
    if (instrument === null) return null;
    const checked = validateStockOrderUpdate(
      { orderPrice: price, orderVolume: volume, pin },
      {
        existing: {
          orderNo: order.orderNo,
          account: order.accountCode,
          symbol: order.symbol,
          side: order.side,
          conditionType: "normal",
          priceType,
          price: currentPrice,
          volume: order.volume,
          matchVolume: order.matchVolume,
          outRoom: order.order_out_room,
        },
        instrument,
        webTradeFunctions: functions,
      },
    );
    if (!checked.ok) {
      toast("warning", (lang) => warningMessage(checked.key, lang, checked.params));
      return null;
    }
    const value = checked.value;
    if (value.conditionType !== "normal") return null;
    return {
      ...common,
      price: order.showPrice,
      volume: order.volume,
      pin: value.pin,
      orderNo: order.orderNo,
      newPrice: value.priceType === "LO" ? (value.price ?? 0) : value.priceType,
      newVolume: value.volume,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const data = validate();
    if (data === null) return;
    entry.keep(data.pin);
    setSending(true);
    await sendOrder(
      {
        call: derivative ? "derivative" : "stock",
        request: "edit",
        symbol: order.symbol,
        orderType: priceType,
        send: () => (derivative ? coreCall("FD", data) : coreCall("O", data)),
      },
      { language, client },
    );
    onClose();
  };

  const stepVolume = (direction: 1 | -1) => {
    const step = derivative
      ? derivativeSettings.volumn_step
      : stockInstrumentOf(order.symbol, stockInfo.data)?.kind === "BOND"
        ? 1
        : stockSettings.volumn_step;
    const now = Number(volume.replaceAll(",", "")) || 0;
    setVolume(String(Math.max(step, now - (now % step) + direction * step)));
  };

  return (
    <ModalDialog
      onClose={onClose}
      className="trading-dialog"
      overlayClassName="trading-overlay"
      testId="edit-order"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Dialog.Title className="trading-dialog__title">{t("trading.edit.title")}</Dialog.Title>
        <Dialog.Description className="trading-dialog__note">{t("trading.edit.note")}</Dialog.Description>
        <dl className="trading-dialog__rows">
          <div className="trading-dialog__row">
            <dt>{t("trading.confirm.side")}</dt>
            <dd className={`side-${order.side}`}>
              {order.side === "B" ? t("trading.edit.buy") : t("trading.edit.sell")}
            </dd>
          </div>
          <div className="trading-dialog__row">
            <dt>{t("trading.edit.account")}</dt>
            <dd>{order.accountCode}</dd>
          </div>
          <div className="trading-dialog__row">
            <dt>{t("trading.edit.symbol")}</dt>
            <dd>{order.symbol}</dd>
          </div>
        </dl>
        <div className="ticket-field">
          <label htmlFor={`${id}-price`}>{t("trading.edit.price")}</label>
          <input
            id={`${id}-price`}
            data-testid="edit-price"
            value={price}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setPrice(event.target.value.toUpperCase())}
            autoFocus
          />
        </div>
        <div className="ticket-field">
          <label htmlFor={`${id}-volume`}>{t("trading.edit.volume")}</label>
          <div className="ticket-stepper">
            <button type="button" aria-label={t("trading.ticket.volumeDown")} onClick={() => stepVolume(-1)}>
              −
            </button>
            <input
              id={`${id}-volume`}
              data-testid="edit-volume"
              value={volume}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => setVolume(event.target.value.replace(/[^\d,]/g, ""))}
            />
            <button type="button" aria-label={t("trading.ticket.volumeUp")} onClick={() => stepVolume(1)}>
              +
            </button>
          </div>
        </div>
        <PinField entry={entry} testId="edit-pin" withRemember autoFocus={false} />
        <div className="trading-dialog__actions">
          <button type="button" className="trading-button" onClick={onClose} disabled={sending}>
            {t("trading.edit.cancel")}
          </button>
          <button
            type="submit"
            className="trading-button trading-button--accent"
            data-testid="edit-order-submit"
            disabled={sending}
          >
            {t("trading.edit.execute")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
