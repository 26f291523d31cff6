/**
 * Validation of a new stock order (order-entry §5 "Stock orders") for every stock form:
 * normal, stop, TCO, stop loss / take profit and trailing stop. The same function gives the
 * web panel its instant warning and the server its authoritative check, so it is pure: the
 * form is what the person typed, the context (today, the instrument, prices, permissions) is
 * injected, and the answer is the first failing rule's warning key or the normalised order.
 *
 * Rules run in the spec's order; the first failure wins:
 *  1. account (empty-acccount), symbol (empty-symbol);
 *  2. the kind of order: a conditional order on a bond or a right, or an SL/TP sell, is
 *     refused here (order-condition-invalid). The spec lists this after the price rules; we
 *     check it as soon as the instrument is known, because no volume or price can make such
 *     an order valid and fixing them first would be wasted effort;
 *  3. volume: required and a whole number (empty-volume), above 0 (volume-than-0); for normal
 *     orders on non-bonds above 100 a multiple of 100 (empty-volume, as the spec says); HOSE at
 *     most 50,000 (vol-greater-than-50000); conditional orders in board lots (wrong-lot-100);
 *  4. price (all kinds but trailing stop, which has no price field): empty-price, invalid-price,
 *     price-than-0, the exchange's keyword list for the kind, and the step for conditional
 *     kinds (price-step-invalid with `{ step }` in VND);
 *  5. the kind's own fields: stop trigger; trailing amount and spread; SL/TP prices and margin;
 *  6. dates of conditional orders (see stock-order-dates);
 *  7. PIN (empty-pin), then the side's web-trade permission (invalid-permission).
 *
 * Lots. The spec wants HOSE/VN30 volumes in multiples of 100 unless out-room, yet odd lots
 * (1–99) are legal on every exchange's odd-lot board. Our decision: normal orders may be odd
 * lots (above 100 they must be whole lots, rule 3), and the multiple-of-100 rule
 * (wrong-lot-100) applies to conditional orders on every exchange, because a triggered odd
 * lot would have no board to go to. Out-room orders stay exempt, as the spec says. Since the
 * odd-lot board takes limit orders only, an odd-lot normal order with a keyword price is
 * refused with invalid-price.
 */
import type { IsoDate } from "../calendar-date";
import { BOARD_LOT, HOSE_MAX_ORDER_VOLUME } from "../lots";
import { volume, vnd, type Price, type Volume, type Vnd } from "../money";
import { trailingStep } from "../price-steps";
import { invalid, valid, type Validation } from "../validation";
import { sltpBasePrice, sltpDirectionRefusal } from "./order-exits";
import { pinOrPermissionRefusal } from "./order-pin-permission";
import {
  DEFAULT_RELATION,
  type Relation,
  type Side,
  type StockConditionType,
  type WebTradeFunctions,
} from "./order-terms";
import {
  acceptsConditionalOrders,
  isBondInstrument,
  stockExchangeOf,
  type StockInstrument,
} from "./stock-instrument";
import { readThousands, readVolumeText } from "./stock-number-text";
import { checkEffectiveWindow, checkExpiryFromToday } from "./stock-order-dates";
import { isOddLotMarketOrder, readStockPrice, type StockPrice } from "./stock-price-field";
import { readSteppedPrice, type SteppedPriceText } from "./stock-stepped-price";
import { readStopLossMargin } from "./stock-stop-loss-margin";
import { readStopTrigger } from "./stock-stop-trigger";
import { isAbove, isOnTick } from "./typed-number";

/** The stock order form as typed (order-entry §3). Prices are in thousand VND ("25.55"). */
export interface StockOrderForm {
  readonly side: Side;
  readonly account: string;
  readonly conditionType: StockConditionType;
  readonly orderSymbol: string;
  /** A price in thousand VND or a keyword; ignored for trailing stops. */
  readonly orderPrice: string;
  /** Whole units; thousands commas allowed ("1,000"). */
  readonly orderVolume: string;
  readonly pin: string;
  /** Stop. */
  readonly triggerPrice?: string;
  /** Stop; GTEQ when absent. */
  readonly relation?: Relation;
  /** Trailing stop. */
  readonly trailingAmount?: string;
  /** Trailing stop; empty means no spread. */
  readonly spread?: string;
  /** SL/TP. */
  readonly stopLossPrice?: string;
  readonly takeProfitPrice?: string;
  readonly stopLossMargin?: string;
  /** TCO and SL/TP, ISO `YYYY-MM-DD`. */
  readonly effectiveDate?: string;
  /** Every conditional kind, ISO `YYYY-MM-DD`. */
  readonly expiryDate?: string;
}

/** Everything the rules need besides the form; plain data, injected by the caller. */
export interface StockOrderContext {
  /** Today on the market clock (Asia/Ho_Chi_Minh). */
  readonly today: IsoDate;
  /** The instrument the form's symbol names. */
  readonly instrument: StockInstrument;
  /** Reference price in VND. */
  readonly referencePrice: number;
  /** Last matched price in VND, if the symbol has traded today. */
  readonly lastPrice?: number;
  readonly webTradeFunctions: WebTradeFunctions;
  /** An out-room order (the broker's margin room on the stock is exhausted; paid 100% in cash): exempt from the board-lot rule. */
  readonly outRoom?: boolean;
}

interface NormalisedStockOrderBase {
  readonly side: Side;
  readonly account: string;
  readonly symbol: string;
  readonly volume: Volume;
  readonly pin: string;
}

export interface NormalisedNormalStockOrder extends NormalisedStockOrderBase, StockPrice {
  readonly conditionType: "normal";
}

export interface NormalisedStopStockOrder extends NormalisedStockOrderBase, StockPrice {
  readonly conditionType: "stop";
  readonly triggerPrice: Price;
  readonly relation: Relation;
  readonly expiryDate: IsoDate;
}

export interface NormalisedTcoStockOrder extends NormalisedStockOrderBase, StockPrice {
  readonly conditionType: "tco";
  readonly effectiveDate: IsoDate;
  readonly expiryDate: IsoDate;
}

export interface NormalisedSlTpStockOrder extends NormalisedStockOrderBase, StockPrice {
  readonly conditionType: "sl_tp";
  /** SL/TP protects a buy. */
  readonly side: "B";
  readonly stopLossPrice: Price | null;
  readonly takeProfitPrice: Price | null;
  /** Sent as the order's spread; null when none was typed. */
  readonly stopLossMargin: Vnd | null;
  readonly effectiveDate: IsoDate;
  readonly expiryDate: IsoDate;
}

export interface NormalisedTrailingStockOrder extends NormalisedStockOrderBase {
  readonly conditionType: "trailing_stop";
  readonly trailingAmount: Vnd;
  /** 0 when the spread was left empty. */
  readonly spread: Vnd;
  readonly expiryDate: IsoDate;
}

/** A stock order ready for the order-management system: whole VND, whole units, ISO dates. */
export type NormalisedStockOrder =
  | NormalisedNormalStockOrder
  | NormalisedStopStockOrder
  | NormalisedTcoStockOrder
  | NormalisedSlTpStockOrder
  | NormalisedTrailingStockOrder;

/**
 * Validates a new stock order form; the first failing rule's key, or the normalised order.
 *
 * @throws RangeError when the context describes another symbol than the form names: a
 *   caller bug that would apply the wrong steps and lists, not bad input.
 * @example
 * validateStockOrder(
 *   { side: "B", account: "0001001", conditionType: "normal", orderSymbol: "fpt",
 *     orderPrice: "25.55", orderVolume: "1,000", pin: "123456" },
 *   { today: "2025-06-02", instrument: { symbol: "FPT", venue: "HOSE", kind: "STOCK" },
 *     referencePrice: 25_000, webTradeFunctions: ["B", "S"] },
 * ); // { ok: true, value: { conditionType: "normal", symbol: "FPT", priceType: "LO", price: 25550, volume: 1000, … } }
 * @example
 * validateStockOrder({ …sameForm, orderVolume: "60,000" }, sameContext)
 * // { ok: false, key: "vol-greater-than-50000" }
 */
export function validateStockOrder(
  form: StockOrderForm,
  context: StockOrderContext,
): Validation<NormalisedStockOrder> {
  const account = form.account.trim();
  if (account === "") return invalid("empty-acccount");
  const symbol = form.orderSymbol.trim().toUpperCase();
  if (symbol === "") return invalid("empty-symbol");
  if (symbol !== context.instrument.symbol.toUpperCase())
    throw new RangeError(`context is for ${context.instrument.symbol}, the form names ${symbol}`);

  if (isRefusedKind(form, context.instrument)) return invalid("order-condition-invalid");

  const orderVolume = readOrderVolume(form, context);
  if (!orderVolume.ok) return orderVolume;

  const base = { side: form.side, account, symbol, volume: volume(orderVolume.value), pin: form.pin };
  const order = readKindTerms(form, context, base);
  if (!order.ok) return order;

  const refusal = pinOrPermissionRefusal(form.pin, context.webTradeFunctions, form.side);
  return refusal === null ? order : invalid(refusal);
}

function isConditional(conditionType: StockConditionType): boolean {
  return conditionType !== "normal";
}

/** Conditional orders on bonds and rights, and SL/TP sells, do not exist (order-entry §2, §5). */
function isRefusedKind(form: StockOrderForm, instrument: StockInstrument): boolean {
  if (form.conditionType === "sl_tp" && form.side !== "B") return true;
  return isConditional(form.conditionType) && !acceptsConditionalOrders(instrument);
}

function readOrderVolume(form: StockOrderForm, context: StockOrderContext): Validation<number> {
  const typed = readVolumeText(form.orderVolume);
  if (typed.kind !== "value") return invalid("empty-volume");
  const units = typed.value;
  if (units <= 0) return invalid("volume-than-0");
  const instrument = context.instrument;
  const conditional = isConditional(form.conditionType);
  // Above one lot, a normal order must be whole lots: a mixed lot fits neither board.
  if (!conditional && !isBondInstrument(instrument) && units > BOARD_LOT && units % BOARD_LOT !== 0)
    return invalid("empty-volume");
  if (stockExchangeOf(instrument) === "HOSE" && units > HOSE_MAX_ORDER_VOLUME)
    return invalid("vol-greater-than-50000");
  if (conditional && units % BOARD_LOT !== 0 && context.outRoom !== true) return invalid("wrong-lot-100");
  return valid(units);
}

/** Price, the kind's own fields and dates, completing `base` into the order. */
function readKindTerms(
  form: StockOrderForm,
  context: StockOrderContext,
  base: NormalisedStockOrderBase,
): Validation<NormalisedStockOrder> {
  const instrument = context.instrument;
  switch (form.conditionType) {
    case "normal": {
      const priced = readStockPrice(form.orderPrice, instrument, "normal");
      if (!priced.ok) return priced;
      if (isOddLotMarketOrder(priced.value, base.volume)) return invalid("invalid-price");
      return valid({ ...base, conditionType: "normal", ...priced.value });
    }
    case "stop": {
      const priced = readStockPrice(form.orderPrice, instrument, "conditional");
      if (!priced.ok) return priced;
      const trigger = readStopTrigger(form.triggerPrice ?? "", instrument);
      if (!trigger.ok) return trigger;
      const dates = checkExpiryFromToday(form.expiryDate ?? "", context.today);
      if (!dates.ok) return dates;
      return valid({
        ...base,
        conditionType: "stop",
        ...priced.value,
        triggerPrice: trigger.value,
        relation: form.relation ?? DEFAULT_RELATION,
        ...dates.value,
      });
    }
    case "tco": {
      const priced = readStockPrice(form.orderPrice, instrument, "conditional");
      if (!priced.ok) return priced;
      const dates = checkEffectiveWindow(form.effectiveDate ?? "", form.expiryDate ?? "", context.today);
      if (!dates.ok) return dates;
      return valid({ ...base, conditionType: "tco", ...priced.value, ...dates.value });
    }
    case "sl_tp": {
      const priced = readStockPrice(form.orderPrice, instrument, "sltp");
      if (!priced.ok) return priced;
      const exits = readSlTpExits(form, context, priced.value);
      if (!exits.ok) return exits;
      const dates = checkEffectiveWindow(form.effectiveDate ?? "", form.expiryDate ?? "", context.today);
      if (!dates.ok) return dates;
      // isRefusedKind has already refused SL/TP sells.
      return valid({
        ...base,
        side: "B",
        conditionType: "sl_tp",
        ...priced.value,
        ...exits.value,
        ...dates.value,
      });
    }
    case "trailing_stop": {
      const trailing = readTrailing(form, instrument);
      if (!trailing.ok) return trailing;
      const dates = checkExpiryFromToday(form.expiryDate ?? "", context.today);
      if (!dates.ok) return dates;
      return valid({ ...base, conditionType: "trailing_stop", ...trailing.value, ...dates.value });
    }
  }
}

interface TrailingTerms {
  readonly trailingAmount: Vnd;
  readonly spread: Vnd;
}

/**
 * Trailing amount and spread move by the trailing step: 10 VND on HOSE, 100 elsewhere. Digits
 * finer than the step (even finer than 1 VND) are a step fault, reported after the spread's
 * own checks; the sign is judged first, whatever the digits.
 */
function readTrailing(form: StockOrderForm, instrument: StockInstrument): Validation<TrailingTerms> {
  const step = trailingStep(instrument.venue);
  const amount = readThousands(form.trailingAmount ?? "");
  if (amount === null) return invalid("invalid-trailing-amount");
  if (!isAbove(amount, 0)) return invalid("trailing-amount-than-0");
  // An empty spread is no spread.
  const spread = readThousands((form.spread ?? "").trim() || "0");
  if (spread === null || spread.negative) return invalid("invalid-spread");
  if (!isOnTick(amount, step)) return invalid("trailing-amount-not-valid", { step });
  if (!isOnTick(spread, step)) return invalid("stop-spread-not-valid", { step });
  return valid({ trailingAmount: vnd(amount.units), spread: vnd(spread.units) });
}

interface SlTpExits {
  readonly stopLossPrice: Price | null;
  readonly takeProfitPrice: Price | null;
  readonly stopLossMargin: Vnd | null;
}

/** Null when the field was left empty, else the price or the failure under `key`. */
function readExit(
  read: SteppedPriceText,
  key: "invalid-stop-loss" | "invalid-take-profit",
): Validation<Price | null> {
  switch (read.kind) {
    case "empty":
      return valid(null);
    case "value":
      return valid(read.price);
    case "off-step":
      return invalid(key, { step: read.step });
    case "invalid":
    case "not-positive":
      return invalid(key);
  }
}

function readSlTpExits(
  form: StockOrderForm,
  context: StockOrderContext,
  priced: StockPrice,
): Validation<SlTpExits> {
  const instrument = context.instrument;
  const stopLossText = readSteppedPrice(form.stopLossPrice ?? "", instrument);
  const takeProfitText = readSteppedPrice(form.takeProfitPrice ?? "", instrument);
  const marginText = (form.stopLossMargin ?? "").trim();
  if (stopLossText.kind === "empty" && takeProfitText.kind === "empty")
    return invalid("enter-stop-loss-price");
  if (marginText !== "" && stopLossText.kind === "empty") return invalid("enter-slp-and-margin");

  const stopLoss = readExit(stopLossText, "invalid-stop-loss");
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = readExit(takeProfitText, "invalid-take-profit");
  if (!takeProfit.ok) return takeProfit;

  let margin: Vnd | null = null;
  if (marginText !== "" && stopLoss.value !== null) {
    const read = readStopLossMargin(marginText, stopLoss.value, instrument);
    if (!read.ok) return read;
    // The entry form wants a margin above 0; an empty field is how to give none.
    if (read.value === 0) return invalid("invalid-stop-loss-margin");
    margin = read.value;
  }

  if (stopLoss.value !== null && stopLoss.value === takeProfit.value) return invalid("sl-not-equals-tp");
  // The market-type prices of the SL/TP lists (MTL, MOK, MAK) are judged at the last price.
  const exits = { stopLoss: stopLoss.value, takeProfit: takeProfit.value };
  const wrongSide = sltpDirectionRefusal("B", sltpBasePrice(priced, context), exits);
  if (wrongSide !== null) return invalid(wrongSide);
  return valid({ stopLossPrice: stopLoss.value, takeProfitPrice: takeProfit.value, stopLossMargin: margin });
}
