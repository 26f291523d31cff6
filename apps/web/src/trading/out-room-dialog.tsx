/**
 * The out-of-room notice and the out-room order (order-entry §8 -20606, COS-96045, COS-920606;
 * accounts-session §2 "out-of-room notice"; docs/spec-coverage.md D86): the broker has lent all
 * it lends against the stock, so a margin buy of it is refused. The notice says so and offers the
 * same buy as an out-room order — paid 100% in cash, the stock lending nothing for it — showing the
 * terms and the most the cash buys out of room (Web.BuyingPower with outRoom). Its button sends
 * the order again with `outRoom: true` and a new refId; Confirm is disabled after one click, like
 * every confirmation. Closing it sends nothing.
 */
import "./trading.lazy.i18n";
import type { Language, StockNewOrderData } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { coreCall } from "../state/core-client";
import { ConfirmOrderDialog } from "./confirm-order-dialog";
import { money, units, wirePrice } from "./figures";
import { newRefId, type OrderCall } from "./send-order";
import { buyingPowerQuery } from "./trading-queries";

/**
 * The out-room twin of a refused buy: the same terms, `outRoom` set, a new idempotency key (the
 * refused one must not be taken for a retry of the refusal).
 *
 * @example outRoomOrder(order, "r2") // { ...order, outRoom: true, refId: "r2" }
 */
export function outRoomOrder(order: StockNewOrderData, refId: string): StockNewOrderData {
  return { ...order, outRoom: true, refId };
}

/** Whether a refused order may go again out of room: a normal buy not already out of room. */
export const offersOutRoom = (order: Pick<StockNewOrderData, "side" | "outRoom">): boolean =>
  order.side === "B" && order.outRoom !== true;

export interface OutRoomDialogProps {
  /** The refused order. */
  readonly order: StockNewOrderData;
  /** The catalogue's out-of-room notice in the page's language. */
  readonly notice: string;
  /** Sends the out-room order (through send-order.ts); the dialog closes when it settles. */
  readonly onPlace: (call: OrderCall) => Promise<void>;
  readonly onClose: () => void;
}

export function OutRoomDialog({ order, notice, onPlace, onClose }: OutRoomDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const power = useQuery(buyingPowerQuery(order.account, order.symbol, order.price, "B", true)).data;
  const price = typeof order.price === "number" ? order.price : null;
  return (
    <ConfirmOrderDialog
      confirmation={{
        title: t("trading.outRoom.title"),
        side: order.side,
        notice,
        testId: "out-room",
        confirmLabel: t("trading.outRoom.place"),
        rows: [
          { label: t("trading.confirm.account"), value: order.account },
          { label: t("trading.confirm.side"), value: t(`trading.side.${order.side}`) },
          { label: t("trading.confirm.symbol"), value: order.symbol },
          { label: t("trading.confirm.price"), value: wirePrice(order.price) },
          { label: t("trading.confirm.volume"), value: units(order.volume) },
          ...(price === null
            ? []
            : [{ label: t("trading.outRoom.cash"), value: money(price * order.volume, language) }]),
          {
            label: t("trading.outRoom.max"),
            value: power === undefined ? "–" : units(power.volumeAvaiable),
          },
        ],
      }}
      onConfirm={() => {
        const data = outRoomOrder(order, newRefId());
        return onPlace({
          call: "stock",
          request: "place",
          symbol: data.symbol,
          orderType: data.type,
          send: () => coreCall("O", data),
        });
      }}
      onClose={onClose}
    />
  );
}
