/**
 * The derivative ticket for an account ending in 8 (order-entry §2 "Derivative order panel",
 * §5 "Derivative orders", §7 "Derivative normal order"): LONG/SHORT, the contract selector (the
 * listed index and bond futures), price in points (index futures) or VND (bond futures) with
 * 0.1-point steps and the derivative keywords, volume with presets (1, 2, 5, 10), PIN, the
 * contract's band and last price (Web.StockInfo.Derivative, refreshed every 5 s), the market's
 * status (its mkStatus, changed at once by tradingsesder: market-status.ts), max long and
 * max short with Long MAX / Short MAX (Web.BuyingPower), the market package's validation, the
 * confirmation unless hidden, and FD Web.newOrder. The conditional drop-down (SL/TP by price or
 * by amount, Stop, OCO, Trailing, Arbitrage) adds its type's fields and sends its
 * co.*.order.new in group FD (conditional-payload.ts); trailing and OCO orders have no price.
 * A ticket filled from outside (a position's Close) goes back to a normal order; with
 * remember-order ticked the form keeps the order's fields (remember-order.ts).
 */
import "./trading.lazy.i18n";
import {
  allowedPriceKeywords,
  DERIVATIVE_MAX_ORDER_VOLUME,
  validateDerivativeOrder,
  warningMessage,
  type AccountListItem,
  type DerivativeConditionType,
  type DerivativeNewOrderData,
  type Language,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAccount } from "../account/account-store";
import { coreCall } from "../state/core-client";
import { AccountInfo } from "./account-info";
import { sendConditional } from "./conditional-calls";
import { conditionalRows } from "./conditional-confirm";
import {
  ConditionalFieldsView,
  initialConditionalFields,
  KindPicker,
  type ConditionalFields,
  type SetConditionalField,
} from "./conditional-fields";
import { derivativeConditionalData } from "./conditional-payload";
import { ConfirmOrderDialog, type Confirmation } from "./confirm-order-dialog";
import { units, wirePrice } from "./figures";
import { futureKind, futureScale } from "./futures";
import { statusPhase, useDerivativeMarketStatus } from "./market-status";
import { useMarketToday } from "./market-today";
import { priceText, steppedPrice } from "./price-text";
import type { RememberedOrder } from "./remember-order";
import { useSendGate } from "./send-gate";
import { newRefId, sendOrder, type OrderCall } from "./send-order";
import { PinBlock, QuoteStrip, SideSwitch, SteppedInput } from "./ticket-parts";
import { useTicket } from "./ticket-store";
import { toast } from "./toasts";
import { buyingPowerQuery, contractInfoQuery, contractsQuery } from "./trading-queries";

interface PendingOrder {
  readonly confirmation: Confirmation;
  readonly call: OrderCall;
  readonly placed: RememberedOrder;
}

const KEYWORDS = allowedPriceKeywords("DERIVATIVES", "normal");

/** The derivative panel's conditional drop-down (order-entry §2). */
export const DERIVATIVE_CONDITIONAL_KINDS = ["sl_tp", "stop", "oco", "trailing_stop", "arbitrage"] as const;

/** Trailing stops and OCO orders carry no price of their own (order-entry §5). */
export const hasOwnPrice = (kind: DerivativeConditionType) => kind !== "trailing_stop" && kind !== "oco";

/** The validator's view of the conditional fields (in points or VND, as typed). */
export function derivativeConditionalForm(fields: ConditionalFields) {
  return {
    reciprocalSymbol: fields.reciprocalSymbol,
    trailingAmount: fields.trailingAmount,
    spread: fields.spread,
    triggerPrice: fields.triggerPrice,
    relation: fields.relation,
    sltpSelectType: fields.sltpSelectType,
    stopLossPrice: fields.stopLossPrice,
    takeProfitPrice: fields.takeProfitPrice,
    stopLossRange: fields.stopLossRange,
    takeProfitRange: fields.takeProfitRange,
    stopLossMargin: fields.stopLossMargin,
  };
}

export function DerivativeTicket({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const ticket = useTicket();
  const functions = useAccount((state) => state.functions);
  const settings = useAccount((state) => state.derivativeSettings);
  const hideConfirm = useAccount((state) => state.hideConfirmOrder);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  // One order on its way at a time: with the confirmation hidden, Place is the confirm.
  const gate = useSendGate();
  const code = account.accCode;
  const today = useMarketToday();
  const [kindOfOrder, setKind] = useState<DerivativeConditionType>("normal");
  const [fields, setFields] = useState<ConditionalFields>(() => initialConditionalFields(today));
  const setField: SetConditionalField = (key, value) => setFields((now) => ({ ...now, [key]: value }));
  // The pickers start at the market's today, once the server's clock is known.
  useEffect(() => setFields((now) => ({ ...now, effectiveDate: today, expiryDate: today })), [today]);
  // Remember-order: an empty ticket of this account starts from the last order placed from it.
  useEffect(() => {
    const order = useTicket.getState().restoreRemembered(code);
    const remembered = DERIVATIVE_CONDITIONAL_KINDS.find((value) => value === order?.kind);
    if (remembered !== undefined) setKind(remembered);
  }, [code]);
  // A ticket filled from outside (a position's Close) is a normal order.
  const opened = ticket.opened;
  useEffect(() => {
    if (opened > 0) setKind("normal");
  }, [opened]);

  const contracts = useQuery(contractsQuery()).data ?? [];
  const symbol = contracts.includes(ticket.symbol) ? ticket.symbol : (contracts[0] ?? "");
  useEffect(() => {
    if (symbol !== "" && symbol !== ticket.symbol) useTicket.getState().setSymbol(symbol);
  }, [symbol, ticket.symbol]);

  // A contract chosen here (or the first one a fresh ticket takes) starts with one contract
  // (order-entry §4 "volume defaults to a value for the exchange"); a Close brings its own.
  const defaultedFor = useRef(ticket.symbol);
  useEffect(() => {
    if (symbol === "" || symbol !== ticket.symbol || defaultedFor.current === symbol) return;
    defaultedFor.current = symbol;
    if (useTicket.getState().volume === "") useTicket.getState().setVolume("1");
  }, [symbol, ticket.symbol]);

  const kind = futureKind(symbol);
  const scale = futureScale(kind);
  const contract = useQuery({ ...contractInfoQuery(symbol), enabled: symbol !== "" }).data;
  const marketStatus = useDerivativeMarketStatus(contract?.mkStatus);
  const live = contract === undefined ? 0 : contract.lastPrice || contract.r;
  useEffect(() => {
    if (pending === null && kindOfOrder === "normal" && live > 0)
      useTicket.getState().followPrice(priceText(live, scale));
  }, [live, pending, scale, kindOfOrder]);

  const power = useQuery({ ...buyingPowerQuery(code, symbol, 0, ticket.side), enabled: symbol !== "" }).data;
  const long = ticket.side === "B";

  const stepPrice = (direction: 1 | -1) =>
    useTicket.getState().editPrice(
      steppedPrice({
        text: ticket.price,
        direction,
        scale,
        context: { kind },
        userStep: settings.price_step,
        from: live,
      }),
    );
  const stepVolume = (direction: 1 | -1) => {
    const step = Math.max(1, settings.volumn_step);
    const now = Number(ticket.volume) || 0;
    const next = Math.max(0, now + direction * step);
    useTicket.getState().setVolume(next === 0 ? "" : String(next));
  };
  const fillMax = () => {
    if (power === undefined) return;
    const most = Math.min(long ? power.max_long : power.max_short, DERIVATIVE_MAX_ORDER_VOLUME);
    useTicket.getState().setVolume(most > 0 ? String(most) : "");
  };

  const place = ({ call, placed }: PendingOrder) =>
    gate.run(async () => {
      const outcome = await sendOrder(call, { language, client });
      if (outcome?.kind === "success") useTicket.getState().resetAfterOrder(placed);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending !== null || gate.isBusy() || contract === undefined) return;
    const checked = validateDerivativeOrder(
      {
        conditionType: kindOfOrder,
        side: ticket.side,
        volume: ticket.volume,
        price: ticket.price,
        pin: ticket.pin,
        ...(kindOfOrder === "normal" ? {} : derivativeConditionalForm(fields)),
      },
      {
        instrument: { symbol, kind },
        band: { ceiling: contract.c, floor: contract.f },
        referencePrice: contract.r,
        ...(contract.lastPrice > 0 ? { lastPrice: contract.lastPrice } : {}),
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
      kind: kindOfOrder,
      symbol,
      price: ticket.price,
      volume: ticket.volume,
    };
    const sideText = t(order.side === "B" ? "trading.side.long" : "trading.side.short");
    if (order.conditionType !== "normal") {
      const conditional = derivativeConditionalData(order, code, newRefId());
      if (conditional === null) return;
      const call: OrderCall = {
        call: "conditional",
        request: "place",
        symbol,
        orderType: "priceType" in conditional ? conditional.priceType : "LO",
        send: () => sendConditional("FD", conditional),
      };
      const shown = (value: number) => wirePrice(value, kind === "INDEX_FUTURE");
      const confirmation: Confirmation = {
        title: t("trading.confirm.titleConditional"),
        side: order.side,
        rows: [
          { label: t("trading.confirm.account"), value: code },
          { label: t("trading.confirm.side"), value: sideText },
          { label: t("trading.confirm.symbol"), value: symbol },
          ...("price" in order
            ? [
                {
                  label: t("trading.confirm.price"),
                  value: order.price === null ? order.priceType : shown(order.price),
                },
              ]
            : []),
          { label: t("trading.confirm.volume"), value: units(order.volume) },
          ...conditionalRows(conditional, t(`trading.kind.${order.conditionType}`), t, shown),
        ],
      };
      if (hideConfirm) void place({ confirmation, call, placed });
      else setPending({ confirmation, call, placed });
      return;
    }
    const data: DerivativeNewOrderData = {
      cmd: "Web.newOrder",
      account: code,
      symbol,
      price: order.priceType === "LO" ? order.price : order.priceType,
      volume: order.volume,
      side: order.side,
      pin: order.pin,
      orderType: "1",
      language,
      refId: newRefId(),
    };
    const call: OrderCall = {
      call: "derivative",
      request: "place",
      symbol,
      orderType: order.priceType,
      send: () => coreCall("FD", data),
    };
    const confirmation: Confirmation = {
      title: t("trading.confirm.titleDerivative"),
      side: order.side,
      rows: [
        { label: t("trading.confirm.account"), value: code },
        { label: t("trading.confirm.side"), value: sideText },
        { label: t("trading.confirm.symbol"), value: symbol },
        { label: t("trading.confirm.price"), value: wirePrice(data.price, kind === "INDEX_FUTURE") },
        { label: t("trading.confirm.volume"), value: units(order.volume) },
      ],
    };
    if (hideConfirm) void place({ confirmation, call, placed });
    else setPending({ confirmation, call, placed });
  };

  const points = kind === "INDEX_FUTURE";
  return (
    <form
      className={`ticket ticket--${long ? "buy" : "sell"}`}
      aria-label={t("trading.ticket.label")}
      data-testid="derivative-ticket"
      onSubmit={submit}
      noValidate
    >
      <SideSwitch derivative />
      <KindPicker kind={kindOfOrder} kinds={DERIVATIVE_CONDITIONAL_KINDS} onChange={setKind} />
      <label className="ticket-field">
        <span>{t("trading.ticket.contract")}</span>
        <select
          data-testid="ticket-contract"
          value={symbol}
          onChange={(event) => useTicket.getState().setSymbol(event.target.value)}
        >
          {contracts.map((contractCode) => (
            <option key={contractCode} value={contractCode}>
              {contractCode}
            </option>
          ))}
        </select>
      </label>
      {contract !== undefined && (
        <QuoteStrip
          ceiling={contract.c}
          reference={contract.r}
          floor={contract.f}
          last={contract.lastPrice}
          points={points}
        />
      )}
      {marketStatus !== undefined && (
        <p className="ticket-status" data-testid="ticket-market-status" aria-live="polite">
          {t("trading.session.label")}: <b>{t(`trading.session.${statusPhase(marketStatus)}`)}</b>
        </p>
      )}
      {hasOwnPrice(kindOfOrder) && (
        <>
          <SteppedInput
            label={t("trading.ticket.price")}
            testId="ticket-price"
            value={ticket.price}
            inputMode="decimal"
            downLabel={t("trading.ticket.priceDown")}
            upLabel={t("trading.ticket.priceUp")}
            onChange={(text) => useTicket.getState().editPrice(text)}
            onStep={stepPrice}
          />
          <div className="ticket-keywords">
            {KEYWORDS.map((keyword) => (
              <button
                key={keyword}
                type="button"
                className="ticket-chip"
                onClick={() => useTicket.getState().editPrice(keyword)}
              >
                {keyword}
              </button>
            ))}
          </div>
        </>
      )}
      <SteppedInput
        label={t("trading.ticket.volume")}
        testId="ticket-volume"
        value={ticket.volume}
        inputMode="numeric"
        downLabel={t("trading.ticket.volumeDown")}
        upLabel={t("trading.ticket.volumeUp")}
        onChange={(text) => useTicket.getState().setVolume(text.replaceAll(",", ""))}
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
          className={`ticket-chip ticket-chip--${long ? "buy" : "sell"}`}
          data-testid="ticket-max"
          onClick={fillMax}
        >
          {long ? t("trading.ticket.longMax") : t("trading.ticket.shortMax")}
        </button>
      </div>
      <ConditionalFieldsView
        kind={kindOfOrder}
        fields={fields}
        set={setField}
        today={today}
        derivative
        contracts={contracts.filter((other) => other !== symbol)}
      />
      <PinBlock />
      <button
        type="submit"
        className={`trading-button trading-button--${long ? "buy" : "sell"} ticket-submit`}
        data-testid="ticket-submit"
        disabled={pending !== null || gate.busy}
      >
        {kindOfOrder !== "normal"
          ? t(long ? "trading.ticket.placeConditionalLong" : "trading.ticket.placeConditionalShort")
          : long
            ? t("trading.ticket.placeLong")
            : t("trading.ticket.placeShort")}
      </button>
      <AccountInfo buy={power} sell={power} derivative />
      {pending !== null && (
        <ConfirmOrderDialog
          confirmation={pending.confirmation}
          onConfirm={() => place(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </form>
  );
}
