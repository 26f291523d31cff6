/**
 * The checks of a conditional order's edit before it is sent (accounts-session §5 "Edit of stop
 * loss/take profit", "Derivatives update"): the market package's update validators, with the
 * rules the server's own change calls run for the same edit (co.stop.order.change,
 * co.sltp.order.change), so the dialog refuses what the server would, with the same warning key.
 *
 * - A stop: validateStockOrderUpdate / validateDerivativeOrderUpdate as a stop — its price and
 *   relation as they are (the dialog does not change them), the new trigger (step; on futures
 *   also the contract's band) and the new quantity (lot and volume rules), and something must
 *   change (value-not-change).
 * - An SL/TP or OCO leg: the same validators as an SL/TP leg — the new exit price (step; band on
 *   futures) and, for the stop-loss leg, its margin (step of price minus margin), and a change.
 * - A futures SL/TP set by amount (C_COMMENT "amount"): its trigger and margin are distances from
 *   the fill price, not prices, so no step nor band judges them (the server asks only for a
 *   change): the trigger distance must be a number above 0, a margin typed a number, and one
 *   of them must change (a blank margin keeps the one set).
 *   The row shows the distance as it shows a price; the dialog edits it as that number.
 *
 * The PIN was checked by the dialog's field already; the validators check it again with the
 * side's permission.
 */
import {
  invalid,
  valid,
  validateDerivativeOrderUpdate,
  validateStockOrderUpdate,
  type Band,
  type ConditionOrderRow,
  type DerivativeKind,
  type StockInstrument,
  type Validation,
  type WebTradeFunctions,
} from "@bangia/market";
import { priceText, priceValue, type PriceScale } from "./price-text";

/** What the dialog holds, as typed. */
export interface ConditionalEditForm {
  readonly trigger: string;
  /** Stops only. */
  readonly quantity: string;
  /** The stop-loss leg's margin; blank for none. */
  readonly spread: string;
  readonly pin: string;
}

/** The facts the rules need: the stock's instrument or the contract's kind and band. */
export type ConditionalEditFacts =
  | { readonly market: "stock"; readonly instrument: StockInstrument }
  | { readonly market: "derivative"; readonly kind: DerivativeKind; readonly band: Band };

export interface ConditionalEditContext {
  readonly row: ConditionOrderRow;
  readonly type: "stop" | "sl_tp" | "oco";
  readonly facts: ConditionalEditFacts;
  readonly functions: WebTradeFunctions;
  /** Stored unit per typed unit: 1,000 on stocks, the contract's on futures. */
  readonly scale: PriceScale;
}

/** True when the futures SL/TP's exits are distances from the fill price (book-rows' C_COMMENT). */
export const isByAmount = (row: Pick<ConditionOrderRow, "C_COMMENT">) => row.C_COMMENT === "amount";

/**
 * The first failing rule of the edit, or ok.
 *
 * @example
 * // A waiting HOSE stop sell of 100 FPT at trigger 88.50: a trigger off the 50 VND step.
 * checkConditionalEdit({ trigger: "88.55", quantity: "100", spread: "", pin: "123456" }, context)
 * // { ok: false, key: "invalid-trigger-price", params: { step: 50 } } (the package's key)
 */
export function checkConditionalEdit(
  form: ConditionalEditForm,
  { row, type, facts, functions, scale }: ConditionalEditContext,
): Validation<null> {
  const text = (value: number | null) => (value === null ? "" : priceText(value, scale));
  const priceType = row.PRICE_TYPE;
  const price = priceType === "LO" ? row.PLACED_PRICE : null;
  const relation = row.RELATION ?? "GTEQ";
  const leg = row.STOP_ORDER_SUB_TYPE ?? "SL";
  const spread = leg === "SL" ? form.spread : "";
  const pass = <T>(checked: Validation<T>): Validation<null> => (checked.ok ? valid(null) : checked);

  if (facts.market === "stock") {
    const existing = {
      orderNo: row.STOP_ORDER_ID,
      account: row.ACCOUNT_NO,
      symbol: row.SYMBOL,
      side: row.SIDE,
      priceType,
      price,
      volume: row.QUANTITY,
      matchVolume: 0,
    };
    if (type === "stop")
      return pass(
        validateStockOrderUpdate(
          {
            orderPrice: price === null ? priceType : text(price),
            orderVolume: form.quantity,
            triggerPrice: form.trigger,
            relation,
            pin: form.pin,
          },
          {
            existing: {
              ...existing,
              conditionType: "stop",
              ...(row.TRIGGER_PRICE === null ? {} : { triggerPrice: row.TRIGGER_PRICE }),
              relation,
            },
            instrument: facts.instrument,
            webTradeFunctions: functions,
          },
        ),
      );
    return pass(
      validateStockOrderUpdate(
        {
          orderPrice: "",
          orderVolume: String(row.QUANTITY),
          triggerPrice: form.trigger,
          spread,
          pin: form.pin,
        },
        {
          existing: {
            ...existing,
            conditionType: "sl_tp",
            subType: leg,
            ...(row.TRIGGER_PRICE === null ? {} : { triggerPrice: row.TRIGGER_PRICE }),
            spread: row.SPREAD ?? 0,
          },
          instrument: facts.instrument,
          webTradeFunctions: functions,
        },
      ),
    );
  }

  const instrument = { symbol: row.SYMBOL, kind: facts.kind };
  if (type === "stop")
    return pass(
      validateDerivativeOrderUpdate(
        {
          price: price === null ? priceType : text(price),
          volume: form.quantity,
          triggerPrice: form.trigger,
          relation,
          pin: form.pin,
        },
        {
          instrument,
          band: facts.band,
          order: {
            conditionType: "stop",
            orderNo: row.STOP_ORDER_ID,
            side: row.SIDE,
            priceType,
            price,
            volume: row.QUANTITY,
            triggerPrice: row.TRIGGER_PRICE ?? 0,
            relation,
          },
          webTradeFunctions: functions,
        },
      ),
    );
  if (isByAmount(row)) {
    const trigger = priceValue(form.trigger, scale);
    if (trigger === null || trigger <= 0) return invalid("invalid-trigger-price");
    // A blank margin is not sent and keeps the one set, as on the server.
    const margin = spread.trim() === "" ? null : priceValue(spread, scale);
    if (spread.trim() !== "" && margin === null) return invalid("invalid-stop-loss-margin");
    const unchanged = trigger === row.TRIGGER_PRICE && (margin === null || margin === (row.SPREAD ?? 0));
    return unchanged ? invalid("value-not-change") : valid(null);
  }
  return pass(
    validateDerivativeOrderUpdate(
      // A blank margin is not sent (the change call keeps the one set), so not judged either.
      { triggerPrice: form.trigger, ...(spread.trim() === "" ? {} : { spread }), pin: form.pin },
      {
        instrument,
        band: facts.band,
        order: {
          conditionType: "sl_tp",
          subType: leg,
          orderNo: row.STOP_ORDER_ID,
          side: row.SIDE,
          priceType,
          triggerPrice: row.TRIGGER_PRICE ?? 0,
          spread: row.SPREAD ?? 0,
        },
        webTradeFunctions: functions,
      },
    ),
  );
}
