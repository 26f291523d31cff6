/**
 * Validation of the derivative order panel (order-entry §5 "Derivative orders"), run by the web
 * app for instant feedback and by the server as the authoritative check. Rules run in the
 * spec's order and the first failure wins:
 *
 *   volume → order price (normal, arbitrage, stop, sl_tp; skipped for a keyword) →
 *   the condition type's own fields → PIN → permission by side.
 *
 * The result carries integer prices and ranges in the instrument's stored unit (hundredths of
 * a point for index futures, VND for bond futures), so the server can forward it without
 * parsing text again. Session fit of a keyword (ATO only in the opening call, …) is the
 * server's session check, not a form rule.
 */
import type { Band } from "../bands";
import type { Price, Volume } from "../money";
import { invalid, valid, type Validation } from "../validation";
import {
  STOP_LOSS_PRICE_KEYS,
  STOP_LOSS_RANGE_KEYS,
  TAKE_PROFIT_PRICE_KEYS,
  TAKE_PROFIT_RANGE_KEYS,
  TRAILING_AMOUNT_KEYS,
  TRIGGER_PRICE_KEYS,
  checkBandedPrice,
  checkDerivativeVolume,
  checkOrderPrice,
  checkRange,
  checkSpread,
  isBlank,
} from "./derivative-field-rules";
import type { DerivativeInstrument, DerivativeQuote } from "./derivative-instrument";
import type { DerivativePriceLeg } from "./derivative-price-type";
import { ocoDirectionRefusal, sltpBasePrice, sltpDirectionRefusal } from "./order-exits";
import { pinOrPermissionRefusal } from "./order-pin-permission";
import {
  DEFAULT_RELATION,
  type DerivativeConditionType,
  type Relation,
  type Side,
  type WebTradeFunctions,
} from "./order-terms";

/** How SL/TP exits are given: as prices, or as amounts (ranges) from the fill price. */
export type SltpSelectType = "price" | "amount";

/**
 * What the person typed (order-entry §3), as strings. Prices, triggers, ranges and spreads are
 * in points for index futures ("1950.5") and VND for bond futures; the volume in contracts.
 * Fields a condition type does not use are ignored.
 */
export interface DerivativeOrderForm {
  readonly conditionType: DerivativeConditionType;
  /** B = LONG, S = SHORT. */
  readonly side: Side;
  readonly volume: string;
  /** A number or a keyword (ATC, ATO, MAK, MOK, MTL); unused by trailing_stop and oco. */
  readonly price?: string;
  readonly pin: string;
  /** arbitrage: the counter contract. */
  readonly reciprocalSymbol?: string;
  /** trailing_stop. */
  readonly trailingAmount?: string;
  /** trailing_stop and oco; blank means 0. */
  readonly spread?: string;
  /** stop. */
  readonly triggerPrice?: string;
  /** stop; GTEQ (>=) when absent. */
  readonly relation?: Relation;
  /** sl_tp; "price" when absent. */
  readonly sltpSelectType?: SltpSelectType;
  /** sl_tp by price, and both oco legs. */
  readonly stopLossPrice?: string;
  readonly takeProfitPrice?: string;
  /** sl_tp by amount. */
  readonly stopLossRange?: string;
  readonly takeProfitRange?: string;
  /** sl_tp (the wire's spread); blank means 0. */
  readonly stopLossMargin?: string;
}

/** Injected market data, all prices in the instrument's stored unit. */
export interface DerivativeOrderContext {
  readonly instrument: DerivativeInstrument;
  readonly band: Band;
  readonly referencePrice: number;
  /** Last matched price today; absent before the first trade. */
  readonly lastPrice?: number;
  readonly webTradeFunctions: WebTradeFunctions;
}

interface DerivativeOrderCommon {
  readonly symbol: string;
  readonly side: Side;
  readonly volume: Volume;
  readonly pin: string;
}

/** Ranges and spreads are price distances, so they share the stored price unit. */
type DerivativeConditionFields =
  | ({ readonly conditionType: "normal" } & DerivativePriceLeg)
  | ({ readonly conditionType: "arbitrage"; readonly reciprocalSymbol: string } & DerivativePriceLeg)
  | ({
      readonly conditionType: "stop";
      readonly triggerPrice: Price;
      readonly relation: Relation;
    } & DerivativePriceLeg)
  | {
      readonly conditionType: "trailing_stop";
      readonly trailingAmount: Price;
      readonly spread: Price;
    }
  | ({
      readonly conditionType: "sl_tp";
      readonly triggerType: "price";
      readonly stopLossPrice: Price | null;
      readonly takeProfitPrice: Price | null;
      readonly spread: Price;
    } & DerivativePriceLeg)
  | ({
      readonly conditionType: "sl_tp";
      readonly triggerType: "amount";
      readonly stopLossAmount: Price | null;
      readonly takeProfitAmount: Price | null;
      readonly spread: Price;
    } & DerivativePriceLeg)
  | {
      readonly conditionType: "oco";
      readonly priceType: "LO";
      readonly stopLossPrice: Price;
      readonly takeProfitPrice: Price;
      readonly spread: Price;
    };

/** A validated derivative order, ready for the order-management system (order-entry §7). */
export type NormalisedDerivativeOrder = DerivativeOrderCommon & DerivativeConditionFields;

type Fields = Validation<DerivativeConditionFields>;

function sameSymbol(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

function arbitrageFields(form: DerivativeOrderForm, symbol: string, leg: DerivativePriceLeg): Fields {
  const reciprocal = (form.reciprocalSymbol ?? "").trim().toUpperCase();
  if (reciprocal === "" || sameSymbol(reciprocal, symbol)) return invalid("reciprocal-symbol");
  return valid({ conditionType: "arbitrage", reciprocalSymbol: reciprocal, ...leg });
}

function trailingFields(form: DerivativeOrderForm, quote: DerivativeQuote): Fields {
  const trailingAmount = checkRange(form.trailingAmount ?? "", quote.kind, TRAILING_AMOUNT_KEYS);
  if (!trailingAmount.ok) return trailingAmount;
  const spread = checkSpread(form.spread, quote.kind, "stop-spread-not-valid");
  if (!spread.ok) return spread;
  return valid({
    conditionType: "trailing_stop",
    trailingAmount: trailingAmount.value,
    spread: spread.value,
  });
}

function stopFields(form: DerivativeOrderForm, quote: DerivativeQuote, leg: DerivativePriceLeg): Fields {
  const trigger = checkBandedPrice(form.triggerPrice ?? "", quote, TRIGGER_PRICE_KEYS);
  if (!trigger.ok) return trigger;
  const relation = form.relation ?? DEFAULT_RELATION;
  return valid({ conditionType: "stop", triggerPrice: trigger.value, relation, ...leg });
}

function sltpByAmountFields(
  form: DerivativeOrderForm,
  quote: DerivativeQuote,
  leg: DerivativePriceLeg,
): Fields {
  const [slText, tpText] = [form.stopLossRange, form.takeProfitRange];
  if (isBlank(slText) && isBlank(tpText)) return invalid("enter-stop-loss-range");
  const stopLoss = isBlank(slText) ? valid(null) : checkRange(slText ?? "", quote.kind, STOP_LOSS_RANGE_KEYS);
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = isBlank(tpText)
    ? valid(null)
    : checkRange(tpText ?? "", quote.kind, TAKE_PROFIT_RANGE_KEYS);
  if (!takeProfit.ok) return takeProfit;
  // A margin (spread) shapes the stop-loss exit, so it needs a stop-loss range.
  if (stopLoss.value === null && !isBlank(form.stopLossMargin)) return invalid("enter-slr-and-margin");
  const spread = checkSpread(form.stopLossMargin, quote.kind, "spread-not-valid");
  if (!spread.ok) return spread;
  return valid({
    conditionType: "sl_tp",
    triggerType: "amount",
    stopLossAmount: stopLoss.value,
    takeProfitAmount: takeProfit.value,
    spread: spread.value,
    ...leg,
  });
}

function sltpByPriceFields(
  form: DerivativeOrderForm,
  context: DerivativeOrderContext,
  quote: DerivativeQuote,
  leg: DerivativePriceLeg,
): Fields {
  const [slText, tpText] = [form.stopLossPrice, form.takeProfitPrice];
  if (isBlank(slText) && isBlank(tpText)) return invalid("enter-stop-loss-price");
  if (isBlank(slText) && !isBlank(form.stopLossMargin)) return invalid("enter-slp-and-margin");
  const stopLoss = isBlank(slText)
    ? valid(null)
    : checkBandedPrice(slText ?? "", quote, STOP_LOSS_PRICE_KEYS);
  if (!stopLoss.ok) return stopLoss;
  const takeProfit = isBlank(tpText)
    ? valid(null)
    : checkBandedPrice(tpText ?? "", quote, TAKE_PROFIT_PRICE_KEYS);
  if (!takeProfit.ok) return takeProfit;
  if (stopLoss.value !== null && stopLoss.value === takeProfit.value) return invalid("sl-not-equals-tp");
  const exits = { stopLoss: stopLoss.value, takeProfit: takeProfit.value };
  const wrongSide = sltpDirectionRefusal(form.side, sltpBasePrice(leg, context), exits);
  if (wrongSide !== null) return invalid(wrongSide);
  const spread = checkSpread(form.stopLossMargin, quote.kind, "spread-not-valid");
  if (!spread.ok) return spread;
  return valid({
    conditionType: "sl_tp",
    triggerType: "price",
    stopLossPrice: stopLoss.value,
    takeProfitPrice: takeProfit.value,
    spread: spread.value,
    ...leg,
  });
}

function ocoFields(form: DerivativeOrderForm, quote: DerivativeQuote): Fields {
  // Take profit first throughout, as the spec lists the OCO keys.
  if (isBlank(form.takeProfitPrice)) return invalid("enter-tp-price");
  if (isBlank(form.stopLossPrice)) return invalid("enter-sl-price");
  const takeProfit = checkBandedPrice(form.takeProfitPrice ?? "", quote, TAKE_PROFIT_PRICE_KEYS);
  if (!takeProfit.ok) return takeProfit;
  const stopLoss = checkBandedPrice(form.stopLossPrice ?? "", quote, STOP_LOSS_PRICE_KEYS);
  if (!stopLoss.ok) return stopLoss;
  if (stopLoss.value === takeProfit.value) return invalid("sl-not-equals-tp");
  const wrongSide = ocoDirectionRefusal(form.side, {
    stopLoss: stopLoss.value,
    takeProfit: takeProfit.value,
  });
  if (wrongSide !== null) return invalid(wrongSide);
  // The spec gives OCO no spread rule; the call sends one, so it is read like the SL/TP margin.
  const spread = checkSpread(form.spread, quote.kind, "spread-not-valid");
  if (!spread.ok) return spread;
  return valid({
    conditionType: "oco",
    priceType: "LO",
    stopLossPrice: stopLoss.value,
    takeProfitPrice: takeProfit.value,
    spread: spread.value,
  });
}

function conditionFields(form: DerivativeOrderForm, context: DerivativeOrderContext): Fields {
  const quote: DerivativeQuote = { kind: context.instrument.kind, band: context.band };
  // trailing_stop and oco carry no order price (order-entry §7): the price field is ignored.
  if (form.conditionType === "trailing_stop") return trailingFields(form, quote);
  if (form.conditionType === "oco") return ocoFields(form, quote);
  const leg = checkOrderPrice(form.price ?? "", quote, "invalid-price");
  if (!leg.ok) return leg;
  switch (form.conditionType) {
    case "normal":
      return valid({ conditionType: "normal", ...leg.value });
    case "arbitrage":
      return arbitrageFields(form, context.instrument.symbol, leg.value);
    case "stop":
      return stopFields(form, quote, leg.value);
    case "sl_tp":
      return (form.sltpSelectType ?? "price") === "amount"
        ? sltpByAmountFields(form, quote, leg.value)
        : sltpByPriceFields(form, context, quote, leg.value);
  }
}

/**
 * Validates a derivative order form against today's market data: the normalised order, or the
 * first failing rule's warning key (order-entry §5 "Derivative orders", §8).
 *
 * @example
 * validateDerivativeOrder(
 *   { conditionType: "normal", side: "B", volume: "2", price: "1950.5", pin: "123456" },
 *   {
 *     instrument: { symbol: "VN30F2409", kind: "INDEX_FUTURE" },
 *     band: { ceiling: 203_300, floor: 176_700 },
 *     referencePrice: 190_000,
 *     webTradeFunctions: ["B", "S"],
 *   },
 * );
 * // { ok: true, value: { conditionType: "normal", priceType: "LO", price: 195050,
 * //   symbol: "VN30F2409", side: "B", volume: 2, pin: "123456" } }
 * @example
 * validateDerivativeOrder({ conditionType: "normal", side: "B", volume: "1", price: "1950.55", pin: "1" }, context);
 * // { ok: false, key: "all-price-not-valid" }
 */
export function validateDerivativeOrder(
  form: DerivativeOrderForm,
  context: DerivativeOrderContext,
): Validation<NormalisedDerivativeOrder> {
  const volume = checkDerivativeVolume(form.volume);
  if (!volume.ok) return volume;
  const fields = conditionFields(form, context);
  if (!fields.ok) return fields;
  const refusal = pinOrPermissionRefusal(form.pin, context.webTradeFunctions, form.side);
  if (refusal !== null) return invalid(refusal);
  return valid({
    ...fields.value,
    symbol: context.instrument.symbol,
    side: form.side,
    volume: volume.value,
    pin: form.pin,
  });
}
