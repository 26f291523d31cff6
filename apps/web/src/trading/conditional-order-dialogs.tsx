/**
 * Cancel and edit of a conditional order from its book (accounts-session §4, §5, §7):
 *
 * - cancel asks for the PIN and sends the type's delete (a stop by id and PIN, the others with the
 *   account; an OCO's or SL/TP's legs go together), the answer through send-order.ts;
 * - cancel of the activated order (a triggered order's working child, conditional-rows.ts
 *   `canCancelActivated`) asks for the PIN and sends cancelActivatedOrder in group O with the
 *   child's number (FO_PK_ORDER_ID, the spec's pk_orderNo); its unmatched part is cancelled, and
 *   the conditional order ends with it;
 * - edit of a waiting stop changes its trigger price and quantity (co.stop.order.change), of an
 *   SL/TP or OCO leg its trigger price and, for the stop-loss leg, its margin
 *   (co.sltp.order.change by the leg's id). Prices are typed as the board writes them. The
 *   edit is checked first by the market package's update validators, as the server checks it
 *   (conditional-edit-check.ts, with the stock's info or the contract's band): the first failing
 *   rule's warning as a toast, nothing sent, the dialog open. Execute waits for those facts.
 *   A refusal by the server keeps the dialog open too, its message under the PIN.
 */
import "./trading.lazy.i18n";
import {
  isDerivativeAccount,
  warningMessage,
  type ConditionOrderRow,
  type ConditionType,
  type Language,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAccount } from "../account/account-store";
import { ModalDialog } from "../ui/modal-dialog";
import { cancelActivatedOrder, sendConditional } from "./conditional-calls";
import { checkConditionalEdit, type ConditionalEditFacts } from "./conditional-edit-check";
import { conditionalChangeData, conditionalDeleteData } from "./conditional-payload";
import { rowPrice, sentPriceText } from "./conditional-rows";
import { units } from "./figures";
import { futureKind, futureScale } from "./futures";
import { PinField, usePinEntry } from "./pin-field";
import { priceText, priceValue } from "./price-text";
import { sendOrder } from "./send-order";
import { stockInstrumentOf } from "./stock-ticket";
import { toast } from "./toasts";
import { contractInfoQuery, stockInfoQuery } from "./trading-queries";

type Kind = Exclude<ConditionType, "normal">;

interface DialogFrameProps {
  readonly testId: string;
  readonly title: string;
  readonly body: string;
  readonly submitLabel: string;
  readonly onClose: () => void;
  /**
   * Checks and sends: null once done (the dialog closes), a message to show under the PIN when
   * refused, or false when refused and already told (a toast): the dialog stays as it is.
   */
  readonly onSubmit: (pin: string) => Promise<string | false | null>;
  /** False while the facts the checks need are loading: Execute waits. */
  readonly ready?: boolean;
  /** The update-order dialog's remember-PIN box (accounts-session §2), applied once sent. */
  readonly withRemember?: boolean;
  readonly children?: ReactNode;
}

function DialogFrame(props: DialogFrameProps) {
  const {
    testId,
    title,
    body,
    submitLabel,
    onClose,
    onSubmit,
    withRemember = false,
    ready = true,
    children,
  } = props;
  const { t } = useTranslation();
  const entry = usePinEntry({ rememberedOnly: withRemember });
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const pin = entry.check();
    if (pin === null) return;
    setSending(true);
    const refused = await onSubmit(pin);
    if (refused === null) {
      if (withRemember) entry.keep(pin);
      onClose();
      return;
    }
    if (refused !== false) entry.setError(refused);
    setSending(false);
  };
  return (
    <ModalDialog
      onClose={onClose}
      className="trading-dialog"
      overlayClassName="trading-overlay"
      testId={testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Dialog.Title className="trading-dialog__title">{title}</Dialog.Title>
        <Dialog.Description className="trading-dialog__text">{body}</Dialog.Description>
        {children}
        <PinField entry={entry} testId={`${testId}-pin`} withRemember={withRemember} />
        <div className="trading-dialog__actions">
          <button type="button" className="trading-button" onClick={onClose} disabled={sending}>
            {t("trading.cancel.close")}
          </button>
          <button
            type="submit"
            className="trading-button trading-button--sell"
            data-testid={`${testId}-submit`}
            disabled={sending || !ready}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

export interface ConditionalDialogProps {
  readonly row: ConditionOrderRow;
  readonly type: Kind;
  readonly onClose: () => void;
}

function useDescribe(row: ConditionOrderRow, type: Kind) {
  const { t } = useTranslation();
  const derivative = isDerivativeAccount(row.ACCOUNT_NO);
  const side = derivative
    ? t(`trading.side.${row.SIDE === "B" ? "long" : "short"}`)
    : t(`trading.side.${row.SIDE}`);
  return {
    derivative,
    values: {
      kind: t(`trading.kind.${type}`),
      side,
      volume: units(row.QUANTITY),
      symbol: row.SYMBOL,
      id: row.STOP_ORDER_ID,
    },
  };
}

export function ConditionalCancelDialog({ row, type, onClose }: ConditionalDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const { derivative, values } = useDescribe(row, type);
  return (
    <DialogFrame
      testId="conditional-cancel"
      title={t("trading.condBook.cancelTitle")}
      body={t(
        type === "oco" || type === "sl_tp"
          ? "trading.condBook.cancelBothBody"
          : "trading.condBook.cancelBody",
        values,
      )}
      submitLabel={t("trading.cancel.confirm")}
      onClose={onClose}
      onSubmit={async (pin) => {
        await sendOrder(
          {
            call: "conditional",
            request: "cancel",
            symbol: row.SYMBOL,
            orderType: row.PRICE_TYPE,
            send: () => sendConditional(derivative ? "FD" : "O", conditionalDeleteData(row, type, pin)),
          },
          { language, client },
        );
        return null;
      }}
    />
  );
}

export function ConditionalEditDialog({ row, type, onClose }: ConditionalDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const { derivative, values } = useDescribe(row, type);
  const scale = derivative ? futureScale(futureKind(row.SYMBOL)) : 1_000;
  const shown = rowPrice(row, derivative);
  const [trigger, setTrigger] = useState(() => priceText(row.TRIGGER_PRICE ?? 0, scale));
  const [quantity, setQuantity] = useState(String(row.QUANTITY));
  const [spread, setSpread] = useState(() => (row.SPREAD === null ? "" : priceText(row.SPREAD, scale)));
  const id = useId();
  const stop = type === "stop";
  const stopLossLeg = row.STOP_ORDER_SUB_TYPE === "SL";
  const functions = useAccount((state) => state.functions);
  const stockInfo = useQuery({ ...stockInfoQuery(row.ACCOUNT_NO, row.SYMBOL), enabled: !derivative });
  const contract = useQuery({ ...contractInfoQuery(row.SYMBOL), enabled: derivative });
  const instrument = derivative ? null : stockInstrumentOf(row.SYMBOL, stockInfo.data);
  const facts: ConditionalEditFacts | null = derivative
    ? contract.data === undefined
      ? null
      : {
          market: "derivative",
          kind: futureKind(row.SYMBOL),
          band: { ceiling: contract.data.c, floor: contract.data.f },
        }
    : instrument === null
      ? null
      : { market: "stock", instrument };
  return (
    <DialogFrame
      testId="conditional-edit"
      title={t("trading.condBook.editTitle")}
      body={t("trading.condBook.editBody", { ...values, trigger: shown(row.TRIGGER_PRICE ?? 0) })}
      submitLabel={t("trading.edit.execute")}
      withRemember
      ready={facts !== null}
      onClose={onClose}
      onSubmit={async (pin) => {
        if (facts === null) return false;
        const kind = stop ? "stop" : type === "oco" ? "oco" : "sl_tp";
        const checked = checkConditionalEdit(
          { trigger, quantity, spread, pin },
          { row, type: kind, facts, functions, scale },
        );
        if (!checked.ok) {
          toast("warning", (lang) => warningMessage(checked.key, lang, checked.params));
          return false;
        }
        const triggerPrice = priceValue(trigger, scale) ?? 0;
        const margin = spread.trim() === "" ? null : priceValue(spread, scale);
        const data = conditionalChangeData(row, kind, {
          triggerPrice,
          quantity: Number(quantity.replaceAll(",", "")),
          spread: margin,
          pin,
        });
        const outcome = await sendOrder(
          {
            call: "conditional",
            request: "edit",
            symbol: row.SYMBOL,
            orderType: row.PRICE_TYPE,
            send: () => sendConditional(derivative ? "FD" : "O", data),
          },
          { language, client },
        );
        // A refusal (already a toast) stays in the dialog under the PIN, to correct and retry.
        return outcome?.kind === "error" || outcome?.kind === "out-of-room" ? outcome.message : null;
      }}
    >
      <div className="ticket-field">
        <label htmlFor={`${id}-trigger`}>{t("trading.cond.triggerPrice")}</label>
        <input
          id={`${id}-trigger`}
          data-testid="conditional-edit-trigger"
          value={trigger}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setTrigger(event.target.value)}
        />
      </div>
      {stop && (
        <div className="ticket-field">
          <label htmlFor={`${id}-quantity`}>{t("trading.edit.volume")}</label>
          <input
            id={`${id}-quantity`}
            data-testid="conditional-edit-quantity"
            value={quantity}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setQuantity(event.target.value.replace(/[^\d,]/g, ""))}
          />
        </div>
      )}
      {stopLossLeg && (
        <div className="ticket-field">
          <label htmlFor={`${id}-spread`}>{t("trading.cond.stopLossMargin")}</label>
          <input
            id={`${id}-spread`}
            data-testid="conditional-edit-spread"
            value={spread}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setSpread(event.target.value)}
          />
        </div>
      )}
    </DialogFrame>
  );
}

export function ConditionalCancelActivatedDialog({ row, type, onClose }: ConditionalDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const { derivative, values } = useDescribe(row, type);
  const orderNo = row.FO_PK_ORDER_ID ?? "";
  const price = sentPriceText(row, derivative);
  return (
    <DialogFrame
      testId="cancel-activated"
      title={t("trading.condBook.cancelActivatedTitle")}
      body={t("trading.condBook.cancelActivatedBody", { ...values, orderNo, price })}
      submitLabel={t("trading.cancel.confirm")}
      onClose={onClose}
      onSubmit={async (pin) => {
        await sendOrder(
          {
            // A call of group O on either market: the stock kind's answers.
            call: "stock",
            request: "cancel",
            symbol: row.SYMBOL,
            orderType: typeof row.C_SO_PRICE === "string" ? row.C_SO_PRICE : "LO",
            send: () => cancelActivatedOrder(orderNo, pin),
          },
          { language, client },
        );
        return null;
      }}
    />
  );
}
