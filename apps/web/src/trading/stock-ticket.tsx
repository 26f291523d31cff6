/**
 * The stock ticket (order-entry §2 "Stock order panel", §3–§5): buy/sell, symbol, price with
 * steps and the exchange's keywords, volume with presets and steps, PIN with remember-PIN, the
 * live quote (reference, ceiling, floor, last, three bids and offers), the account block with
 * Buy MAX / Sell MAX, validation by the market package (the first failing rule's message as a
 * toast), the confirmation unless hidden, and the answer.
 *
 * The conditional drop-down (Stop, TCO, SL/TP only when buying, Trailing) adds its type's fields
 * (conditional-fields.tsx); a conditional order goes as its co.*.order.new (conditional-payload.ts)
 * after the same validation and confirmation. Switching to sell while SL/TP is chosen goes back
 * to a normal order (order-entry §4).
 *
 * A buy refused for want of margin room (-20606 and its twins) opens the out-of-room notice with
 * the out-room order path (out-room-dialog.tsx). With remember-order ticked the form keeps the
 * order's fields after it is placed, and an empty ticket starts from the last one (remember-order.ts).
 *
 * The ticket keeps its symbol live (useKeepLive) and reads that one row: a tick re-renders the
 * ticket, never the board. While the live price is on and the customer has not typed a price,
 * the price follows the last match (message 3220 through the row); the confirmation pauses it.
 */
import "./trading.lazy.i18n";
import {
  allowedPriceKeywords,
  BOARD_LOT,
  isPriceKeyword,
  isStockTypeCode,
  kindOfStockType,
  stepContextOf,
  stockExchangeOf,
  validateStockOrder,
  warningMessage,
  type AccountListItem,
  type KeywordOrderKind,
  type StockConditionType,
  type Language,
  type OrderPrice,
  type StockInstrument,
  type StockNewOrderData,
  type StockPanelInfo,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAccount } from "../account/account-store";
import { coreCall } from "../state/core-client";
import type { QuoteRow } from "../realtime/protocol";
import { useKeepLive, useRowView } from "../realtime/quote-feed";
import { AccountInfo } from "./account-info";
import { conditionalRows } from "./conditional-confirm";
import {
  ConditionalFieldsView,
  initialConditionalFields,
  KindPicker,
  type ConditionalFields,
  type SetConditionalField,
} from "./conditional-fields";
import { sendConditional } from "./conditional-calls";
import { stockConditionalData } from "./conditional-payload";
import { ConfirmOrderDialog, type Confirmation } from "./confirm-order-dialog";
import { money, units, wirePrice } from "./figures";
import { useMarketToday } from "./market-today";
import { maxOrderVolume } from "./max-volume";
import { priceText, priceValue, steppedPrice } from "./price-text";
import { offersOutRoom, OutRoomDialog } from "./out-room-dialog";
import type { RememberedOrder } from "./remember-order";
import { useSendGate } from "./send-gate";
import { newRefId, sendOrder, type OrderCall } from "./send-order";
import { Check, PinBlock, QuoteStrip, SideSwitch, SteppedInput } from "./ticket-parts";
import { useTicket } from "./ticket-store";
import { toast } from "./toasts";
import { buyingPowerQuery, stockInfoQuery } from "./trading-queries";
import { useDebounced } from "./use-debounced";

const KEEP_LIVE_OWNER = "order-ticket";

/** The conditional kinds of the drop-down; SL/TP only when buying (order-entry §2). */
export function stockConditionalKinds(side: "B" | "S"): readonly Exclude<StockConditionType, "normal">[] {
  return side === "B" ? ["stop", "tco", "sl_tp", "trailing_stop"] : ["stop", "tco", "trailing_stop"];
}

/** Which keyword list the price takes (order-entry §5: normal and conditional differ, SL/TP its own). */
export function keywordKindOf(kind: StockConditionType): KeywordOrderKind {
  return kind === "normal" ? "normal" : kind === "sl_tp" ? "sltp" : "conditional";
}

/** The instrument the validators need, from the panel's stock info; null before it loads. */
export function stockInstrumentOf(symbol: string, info: StockPanelInfo | undefined): StockInstrument | null {
  // post_to is an exchange (HOSE, HNX, UPCOM), each a board venue.
  if (info === undefined) return null;
  const kind = isStockTypeCode(info.stockType) ? kindOfStockType(info.stockType) : "STOCK";
  if (kind === "INDEX_FUTURE" || kind === "BOND_FUTURE") return null;
  return { symbol, venue: info.post_to, kind, stockType: info.stockType };
}

export { exchangeToday } from "./market-today";

interface PendingOrder {
  readonly confirmation: Confirmation;
  readonly call: OrderCall;
  readonly placed: RememberedOrder;
  /** A normal order's terms, for the out-room path. */
  readonly data?: StockNewOrderData;
}

interface RefusedForRoom {
  readonly data: StockNewOrderData;
  readonly placed: RememberedOrder;
  readonly notice: string;
}

const STOCK_KINDS: readonly string[] = ["normal", "stop", "tco", "sl_tp", "trailing_stop"];

export function StockTicket({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const ticket = useTicket();
  const functions = useAccount((state) => state.functions);
  const settings = useAccount((state) => state.stockSettings);
  const hideConfirm = useAccount((state) => state.hideConfirmOrder);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  // One order on its way at a time: with the confirmation hidden, Place is the confirm.
  const gate = useSendGate();
  const [refused, setRefused] = useState<RefusedForRoom | null>(null);
  const [symbolText, setSymbolText] = useState(ticket.symbol);
  const volumeRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const today = useMarketToday();
  const [kind, setKind] = useState<StockConditionType>("normal");
  /** An advance order (lệnh đặt trước): the desk holds it and sends it when the next session opens. */
  const [advance, setAdvance] = useState(false);
  const [fields, setFields] = useState<ConditionalFields>(() => initialConditionalFields(today));
  const setField: SetConditionalField = (key, value) => setFields((now) => ({ ...now, [key]: value }));
  // The pickers start at the market's today, once the server's clock is known.
  useEffect(() => setFields((now) => ({ ...now, effectiveDate: today, expiryDate: today })), [today]);
  // Selling with SL/TP chosen goes back to a normal order (order-entry §4).
  useEffect(() => {
    if (ticket.side === "S" && kind === "sl_tp") setKind("normal");
  }, [ticket.side, kind]);

  const symbol = ticket.symbol;
  const code = account.accCode;
  useEffect(() => setSymbolText(symbol), [symbol]);
  // Remember-order: an empty ticket of this account starts from the last order placed from it.
  useEffect(() => {
    const order = useTicket.getState().restoreRemembered(code);
    if (order !== null && STOCK_KINDS.includes(order.kind)) setKind(order.kind as StockConditionType);
  }, [code]);
  // A ticket opened from outside (price click, shortcut, Sell) puts the focus on the volume.
  useEffect(() => {
    if (ticket.opened > 0) volumeRef.current?.focus();
  }, [ticket.opened]);

  useKeepLive(KEEP_LIVE_OWNER, symbol === "" ? [] : [symbol]);
  const row = useRowView<QuoteRow>(symbol)?.row;
  const info = useQuery({ ...stockInfoQuery(code, symbol), enabled: symbol !== "" });
  const instrument = stockInstrumentOf(symbol, info.data);
  const reference = row?.r ?? info.data?.r ?? 0;
  const last = row?.lastPrice || info.data?.lastPrice || 0;

  // A symbol the customer types starts with the exchange's board lot, 1 for a bond (order-entry
  // §4 "volume defaults to a value for the exchange"), once its stock info tells which; a ticket
  // filled from outside (price click, Sell, remembered order) brings its own volume.
  const defaultedFor = useRef(ticket.symbol);
  const instrumentKind = instrument?.kind;
  useEffect(() => {
    if (instrumentKind === undefined || defaultedFor.current === symbol) return;
    defaultedFor.current = symbol;
    if (useTicket.getState().volume === "")
      useTicket.getState().setVolume(String(instrumentKind === "BOND" ? 1 : BOARD_LOT));
  }, [symbol, instrumentKind]);

  // The live price: follows the last match (or the reference before one) until a manual edit;
  // paused while a confirmation is open.
  const live = last || reference;
  useEffect(() => {
    if (pending === null && kind === "normal" && live > 0)
      useTicket.getState().followPrice(priceText(live, 1_000));
  }, [live, pending, symbol, kind]);

  // Typing waits 300 ms; a price set from outside (click, shortcut, Sell) asks at once.
  const settledPrice = useDebounced(ticket.price.trim().toUpperCase(), 300, ticket.opened);
  const askedPrice: OrderPrice = isPriceKeyword(settledPrice)
    ? settledPrice
    : (priceValue(settledPrice, 1_000) ?? 0);
  const buy = useQuery(buyingPowerQuery(code, symbol, askedPrice, "B"));
  const sell = useQuery({ ...buyingPowerQuery(code, symbol, askedPrice, "S"), enabled: symbol !== "" });

  const exchange = instrument === null ? null : stockExchangeOf(instrument);
  const keywords = exchange === null ? [] : allowedPriceKeywords(exchange, keywordKindOf(kind));

  const commitSymbol = () => {
    const next = symbolText.trim().toUpperCase();
    if (next === symbol) return;
    useTicket.getState().setSymbol(next);
  };

  const stepPrice = (direction: 1 | -1) => {
    if (instrument === null) return;
    const text = steppedPrice({
      text: ticket.price,
      direction,
      scale: 1_000,
      context: stepContextOf(instrument),
      userStep: settings.price_step,
      from: live,
    });
    useTicket.getState().editPrice(text);
  };

  const stepVolume = (direction: 1 | -1) => {
    const step = instrument?.kind === "BOND" ? 1 : settings.volumn_step;
    const now = Number(ticket.volume.replaceAll(",", "")) || 0;
    const next = Math.max(0, now - (now % step) + direction * step);
    useTicket.getState().setVolume(next === 0 ? "" : String(next));
  };

  const fillMax = () => {
    const answer = ticket.side === "B" ? buy.data : sell.data;
    if (answer === undefined || exchange === null) return;
    const volume = maxOrderVolume({ available: answer.volumeAvaiable, lot: answer.unit, exchange });
    useTicket.getState().setVolume(volume === 0 ? "" : String(volume));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending !== null || gate.isBusy()) return;
    if (symbol !== symbolText.trim().toUpperCase()) {
      commitSymbol();
      return;
    }
    if (symbol !== "" && instrument === null) {
      if (info.isError) toast("warning", (lang) => warningMessage("empty-symbol", lang));
      return;
    }
    const checked = validateStockOrder(
      {
        side: ticket.side,
        account: code,
        conditionType: kind,
        orderSymbol: symbol,
        orderPrice: ticket.price,
        orderVolume: ticket.volume,
        pin: ticket.pin,
        ...(kind === "normal" ? {} : conditionalForm(fields)),
      },
      {
        today,
        instrument: instrument ?? { symbol, venue: "HOSE", kind: "STOCK" },
        referencePrice: reference,
        ...(last > 0 ? { lastPrice: last } : {}),
        webTradeFunctions: functions,
      },
    );
    if (!checked.ok) {
      toast("warning", (lang) => warningMessage(checked.key, lang, checked.params));
      return;
    }
    const order = checked.value;
    const placed: RememberedOrder = {
      account: code,
      side: ticket.side,
      kind,
      symbol,
      price: ticket.price,
      volume: ticket.volume,
    };
    if (order.conditionType !== "normal") {
      const conditional = stockConditionalData(order, newRefId());
      if (conditional === null) return;
      const call: OrderCall = {
        call: "conditional",
        request: "place",
        symbol: order.symbol,
        orderType: "priceType" in conditional ? conditional.priceType : "LO",
        send: () => sendConditional("O", conditional),
      };
      const confirmation: Confirmation = {
        title: t("trading.confirm.titleConditional"),
        side: order.side,
        rows: [
          { label: t("trading.confirm.account"), value: order.account },
          { label: t("trading.confirm.side"), value: t(`trading.side.${order.side}`) },
          { label: t("trading.confirm.symbol"), value: order.symbol },
          ...("price" in order
            ? [{ label: t("trading.confirm.price"), value: wirePrice(order.price ?? order.priceType) }]
            : []),
          { label: t("trading.confirm.volume"), value: units(order.volume) },
          ...conditionalRows(conditional, t(`trading.kind.${order.conditionType}`), t, (value) =>
            wirePrice(value),
          ),
        ],
      };
      if (hideConfirm) void place({ confirmation, call, placed });
      else setPending({ confirmation, call, placed });
      return;
    }
    const data: StockNewOrderData = {
      cmd: "Web.newOrder",
      account: order.account,
      advance,
      orderType: "1",
      pin: order.pin,
      price: order.priceType === "LO" ? (order.price ?? 0) : order.priceType,
      refId: newRefId(),
      side: order.side,
      symbol: order.symbol,
      type: order.priceType,
      volume: order.volume,
    };
    const call: OrderCall = {
      call: "stock",
      request: "place",
      symbol: order.symbol,
      orderType: order.priceType,
      offersOutRoom: offersOutRoom(data),
      send: () => coreCall("O", data),
    };
    const priceShown = wirePrice(data.price);
    const confirmation: Confirmation = {
      title: t("trading.confirm.title"),
      side: order.side,
      rows: [
        { label: t("trading.confirm.account"), value: order.account },
        { label: t("trading.confirm.side"), value: t(`trading.side.${order.side}`) },
        { label: t("trading.confirm.symbol"), value: order.symbol },
        { label: t("trading.confirm.price"), value: priceShown },
        { label: t("trading.confirm.volume"), value: units(order.volume) },
        ...(order.price === null
          ? []
          : [{ label: t("trading.confirm.value"), value: money(order.price * order.volume, language) }]),
        ...(advance ? [{ label: t("trading.confirm.kind"), value: t("trading.ticket.advance") }] : []),
      ],
    };
    if (hideConfirm) void place({ confirmation, call, placed, data });
    else setPending({ confirmation, call, placed, data });
  };

  const place = ({ call, placed, data }: PendingOrder) =>
    gate.run(async () => {
      const outcome = await sendOrder(call, { language, client });
      if (outcome?.kind === "success") useTicket.getState().resetAfterOrder(placed);
      else if (outcome?.kind === "out-of-room" && data !== undefined && call.offersOutRoom === true)
        setRefused({ data, placed, notice: outcome.message });
    });

  const placeOutOfRoom = async (call: OrderCall, placed: RememberedOrder) => {
    const outcome = await sendOrder(call, { language, client });
    if (outcome?.kind === "success") useTicket.getState().resetAfterOrder(placed);
  };

  const side = ticket.side;
  const sideClass = side === "B" ? "buy" : "sell";
  const depth = row === undefined ? null : row;

  return (
    <form
      className={`ticket ticket--${sideClass}`}
      aria-label={t("trading.ticket.label")}
      data-testid="stock-ticket"
      onSubmit={submit}
      noValidate
    >
      <SideSwitch />

      <KindPicker kind={kind} kinds={stockConditionalKinds(side)} onChange={setKind} />

      <label className="ticket-field" htmlFor={`${ids}-symbol`}>
        <span>{t("trading.ticket.symbol")}</span>
        <input
          id={`${ids}-symbol`}
          data-testid="ticket-symbol"
          value={symbolText}
          placeholder={t("trading.ticket.symbolPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => setSymbolText(event.target.value.toUpperCase())}
          onBlur={commitSymbol}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            commitSymbol();
            priceRef.current?.focus();
          }}
        />
      </label>

      {symbol !== "" && (
        <QuoteStrip ceiling={row?.c ?? 0} reference={reference} floor={row?.f ?? 0} last={last} />
      )}

      {depth !== null && (
        <table className="ticket-depth" aria-label={t("trading.ticket.depth")}>
          <thead>
            <tr>
              <th scope="col">{t("trading.ticket.bid")}</th>
              <th scope="col">{t("trading.ticket.ask")}</th>
            </tr>
          </thead>
          <tbody>
            {([1, 2, 3] as const).map((level) => {
              const bid = depth[`price${level}`];
              const bidVolume = depth[`vol${level}`];
              const ask = depth[`price${(level + 3) as 4 | 5 | 6}`];
              const askVolume = depth[`vol${(level + 3) as 4 | 5 | 6}`];
              return (
                <tr key={level}>
                  <td>
                    <button
                      type="button"
                      className="depth-price"
                      disabled={!(bid > 0)}
                      onClick={() => useTicket.getState().editPrice(priceText(bid, 1_000))}
                    >
                      {bid > 0 ? `${wirePrice(bid)} · ${units(bidVolume)}` : ""}
                    </button>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="depth-price"
                      disabled={!(ask > 0)}
                      onClick={() => useTicket.getState().editPrice(priceText(ask, 1_000))}
                    >
                      {ask > 0 ? `${wirePrice(ask)} · ${units(askVolume)}` : ""}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {kind !== "trailing_stop" && (
        <>
          <SteppedInput
            label={t("trading.ticket.price")}
            testId="ticket-price"
            value={ticket.price}
            placeholder={t("trading.ticket.pricePlaceholder")}
            inputMode="decimal"
            describedBy={`${ids}-keywords`}
            inputRef={priceRef}
            stepsDisabled={instrument === null}
            downLabel={t("trading.ticket.priceDown")}
            upLabel={t("trading.ticket.priceUp")}
            onChange={(text) => useTicket.getState().editPrice(text)}
            onStep={stepPrice}
          />
          <div className="ticket-keywords" id={`${ids}-keywords`}>
            {exchange !== null && keywords.length === 0 && <span>{t("trading.ticket.noKeywords")}</span>}
            {keywords.map((keyword) => (
              <button
                key={keyword}
                type="button"
                className="ticket-chip"
                data-testid={`keyword-${keyword}`}
                onClick={() => useTicket.getState().editPrice(keyword)}
              >
                {keyword}
              </button>
            ))}
            <Check
              testId="ticket-live-price"
              checked={ticket.livePrice}
              onChange={(live) => useTicket.getState().setLivePrice(live)}
            >
              {t("trading.ticket.livePrice")}
            </Check>
          </div>
        </>
      )}

      <SteppedInput
        label={t("trading.ticket.volume")}
        testId="ticket-volume"
        value={ticket.volume}
        inputMode="numeric"
        inputRef={volumeRef}
        downLabel={t("trading.ticket.volumeDown")}
        upLabel={t("trading.ticket.volumeUp")}
        onChange={(text) => useTicket.getState().setVolume(text)}
        onStep={stepVolume}
      />
      <div className="ticket-keywords">
        {settings.volume.map((preset) => (
          <button
            key={preset}
            type="button"
            className="ticket-chip"
            aria-label={t("trading.ticket.preset", { volume: units(preset) })}
            onClick={() => useTicket.getState().setVolume(String(preset))}
          >
            {units(preset)}
          </button>
        ))}
        <button
          type="button"
          className={`ticket-chip ticket-chip--${sideClass}`}
          data-testid="ticket-max"
          onClick={fillMax}
          disabled={symbol === "" || exchange === null}
        >
          {side === "B" ? t("trading.ticket.buyMax") : t("trading.ticket.sellMax")}
        </button>
      </div>

      {kind === "normal" && (
        <div className="ticket-keywords" title={t("trading.ticket.advanceHint")}>
          <Check testId="ticket-advance" checked={advance} onChange={setAdvance}>
            {t("trading.ticket.advance")}
          </Check>
        </div>
      )}

      <ConditionalFieldsView kind={kind} fields={fields} set={setField} today={today} />

      <PinBlock />

      <button
        type="submit"
        className={`trading-button trading-button--${sideClass} ticket-submit`}
        data-testid="ticket-submit"
        disabled={pending !== null || gate.busy}
      >
        {kind !== "normal"
          ? t(side === "B" ? "trading.ticket.placeConditionalBuy" : "trading.ticket.placeConditionalSell")
          : side === "B"
            ? t("trading.ticket.placeBuy")
            : t("trading.ticket.placeSell")}
      </button>

      <AccountInfo buy={buy.data} sell={sell.data} />

      {pending !== null && (
        <ConfirmOrderDialog
          confirmation={pending.confirmation}
          onConfirm={() => place(pending)}
          onClose={() => setPending(null)}
        />
      )}
      {refused !== null && (
        <OutRoomDialog
          order={refused.data}
          notice={refused.notice}
          onPlace={(call) => placeOutOfRoom(call, refused.placed)}
          onClose={() => setRefused(null)}
        />
      )}
    </form>
  );
}

/** The validator's view of the conditional fields (prices in thousand VND, ISO dates). */
export function conditionalForm(fields: ConditionalFields) {
  return {
    triggerPrice: fields.triggerPrice,
    relation: fields.relation,
    trailingAmount: fields.trailingAmount,
    spread: fields.spread,
    stopLossPrice: fields.stopLossPrice,
    takeProfitPrice: fields.takeProfitPrice,
    stopLossMargin: fields.stopLossMargin,
    effectiveDate: fields.effectiveDate,
    expiryDate: fields.expiryDate,
  };
}
