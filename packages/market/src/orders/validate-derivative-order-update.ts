/**
 * Validation of an edit of a live derivative order (accounts-session §5 "Derivatives update",
 * §4 "Edit submit"), shared by the update dialog and the server. Editable are normal orders,
 * stop orders and one leg (SL or TP) of an SL/TP order: the only derivative change calls
 * (accounts-session §7). Rules run in the spec's order and the first failure wins:
 *
 *   market-priced order → price → volume → price and volume not both (normal) →
 *   trigger and spread (stop, sl_tp) → something changed → PIN → permission by side.
 *
 * Decisions: an edit that changes nothing is refused (value-not-change) for every type, not
 * only the two the spec names, since it would only cost a round trip; price and volume may not
 * change together on normal orders only, the rule of the normal-order dialog (a stop order's
 * change call sends both anyway); the 500-contract cap applies to the volume sent, which for a
 * partly matched order is the typed volume plus the matched volume.
 */
import type { Band } from "../bands";
import { volume, type Price, type Volume } from "../money";
import type { PriceType } from "../price-keywords";
import { invalid, valid, type Validation } from "../validation";
import {
  TRIGGER_PRICE_KEYS,
  checkBandedPrice,
  checkDerivativeVolume,
  checkOrderPrice,
  checkSpread,
  isBlank,
} from "./derivative-field-rules";
import type { DerivativeInstrument, DerivativeQuote } from "./derivative-instrument";
import type { DerivativePriceLeg } from "./derivative-price-type";
import { isMarketPricedForEdit, isSamePrice } from "./order-edits";
import { pinOrPermissionRefusal } from "./order-pin-permission";
import type { Relation, Side, WebTradeFunctions } from "./order-terms";

/** What the update dialog holds, as typed. Fields a type does not edit are ignored. */
export interface DerivativeOrderUpdateForm {
  /** normal, stop: a number or a keyword (ATC, ATO, MAK, MOK, MTL). */
  readonly price?: string;
  /** normal: the unmatched volume wanted; stop: the order volume. */
  readonly volume?: string;
  /** stop: the trigger; sl_tp: the leg's stop-loss or take-profit price. */
  readonly triggerPrice?: string;
  /** stop; the order's own relation when absent. */
  readonly relation?: Relation;
  /** sl_tp stop-loss leg: the margin; blank means 0. Take-profit legs carry none. */
  readonly spread?: string;
  readonly pin: string;
}

interface OrderUnderEditBase {
  readonly orderNo: string;
  readonly side: Side;
  /** LO or the keyword the order was placed with. */
  readonly priceType: PriceType;
}

/** The live order as the order book holds it; prices in the instrument's stored unit. */
export type DerivativeOrderUnderEdit =
  | (OrderUnderEditBase & {
      readonly conditionType: "normal";
      /** Null for a keyword order. */
      readonly price: number | null;
      readonly volume: number;
      readonly matchedVolume: number;
    })
  | (OrderUnderEditBase & {
      readonly conditionType: "stop";
      readonly price: number | null;
      readonly volume: number;
      readonly triggerPrice: number;
      readonly relation: Relation;
    })
  | (OrderUnderEditBase & {
      readonly conditionType: "sl_tp";
      readonly subType: "SL" | "TP";
      readonly triggerPrice: number;
      /** The stop-loss margin; 0 on a take-profit leg. */
      readonly spread: number;
    });

export interface DerivativeOrderUpdateContext {
  readonly instrument: DerivativeInstrument;
  readonly band: Band;
  readonly order: DerivativeOrderUnderEdit;
  readonly webTradeFunctions: WebTradeFunctions;
}

interface UpdateCommon {
  readonly orderNo: string;
  readonly symbol: string;
  readonly side: Side;
  readonly pin: string;
}

type UpdateFields =
  | ({
      readonly conditionType: "normal";
      /** The order's new total: typed (unmatched) volume plus the matched volume. */
      readonly volume: Volume;
    } & DerivativePriceLeg)
  | ({
      readonly conditionType: "stop";
      readonly volume: Volume;
      readonly triggerPrice: Price;
      readonly relation: Relation;
    } & DerivativePriceLeg)
  | {
      readonly conditionType: "sl_tp";
      readonly subType: "SL" | "TP";
      readonly triggerPrice: Price;
      /** Null on a take-profit leg, which has no margin. */
      readonly spread: Price | null;
    };

/** A validated edit, ready for the change call (accounts-session §7). */
export type NormalisedDerivativeOrderUpdate = UpdateCommon & UpdateFields;

type OrderOf<T extends DerivativeOrderUnderEdit["conditionType"]> = Extract<
  DerivativeOrderUnderEdit,
  { readonly conditionType: T }
>;

function normalUpdate(
  form: DerivativeOrderUpdateForm,
  order: OrderOf<"normal">,
  quote: DerivativeQuote,
): Validation<UpdateFields> {
  const leg = checkOrderPrice(form.price ?? "", quote, "corrected-market-price");
  if (!leg.ok) return leg;
  const typed = checkDerivativeVolume(form.volume ?? "", order.matchedVolume);
  if (!typed.ok) return typed;
  const priceChanged = !isSamePrice(leg.value, order);
  const volumeChanged = typed.value !== order.volume - order.matchedVolume;
  if (priceChanged && volumeChanged) return invalid("price-and-volume-not-both");
  if (!priceChanged && !volumeChanged) return invalid("value-not-change");
  return valid({ conditionType: "normal", volume: volume(typed.value + order.matchedVolume), ...leg.value });
}

function stopUpdate(
  form: DerivativeOrderUpdateForm,
  order: OrderOf<"stop">,
  quote: DerivativeQuote,
): Validation<UpdateFields> {
  const leg = checkOrderPrice(form.price ?? "", quote, "corrected-market-price");
  if (!leg.ok) return leg;
  const typed = checkDerivativeVolume(form.volume ?? "");
  if (!typed.ok) return typed;
  const trigger = checkBandedPrice(form.triggerPrice ?? "", quote, TRIGGER_PRICE_KEYS);
  if (!trigger.ok) return trigger;
  const relation = form.relation ?? order.relation;
  const changed =
    !isSamePrice(leg.value, order) ||
    typed.value !== order.volume ||
    trigger.value !== order.triggerPrice ||
    relation !== order.relation;
  if (!changed) return invalid("value-not-change");
  return valid({
    conditionType: "stop",
    volume: typed.value,
    triggerPrice: trigger.value,
    relation,
    ...leg.value,
  });
}

function sltpUpdate(
  form: DerivativeOrderUpdateForm,
  order: OrderOf<"sl_tp">,
  quote: DerivativeQuote,
): Validation<UpdateFields> {
  const spreadText = order.subType === "SL" ? form.spread : undefined;
  // The spread is sent with a trigger; without either there is nothing to change.
  if (isBlank(form.triggerPrice))
    return invalid(isBlank(spreadText) ? "value-not-change" : "enter-slp-and-margin");
  const trigger = checkBandedPrice(form.triggerPrice ?? "", quote, TRIGGER_PRICE_KEYS);
  if (!trigger.ok) return trigger;
  const spread =
    order.subType === "SL" ? checkSpread(spreadText, quote.kind, "spread-not-valid") : valid(null);
  if (!spread.ok) return spread;
  const changed =
    trigger.value !== order.triggerPrice || (spread.value !== null && spread.value !== order.spread);
  if (!changed) return invalid("value-not-change");
  return valid({
    conditionType: "sl_tp",
    subType: order.subType,
    triggerPrice: trigger.value,
    spread: spread.value,
  });
}

function updateFields(
  form: DerivativeOrderUpdateForm,
  context: DerivativeOrderUpdateContext,
): Validation<UpdateFields> {
  const quote: DerivativeQuote = { kind: context.instrument.kind, band: context.band };
  const { order } = context;
  switch (order.conditionType) {
    case "normal":
      return normalUpdate(form, order, quote);
    case "stop":
      return stopUpdate(form, order, quote);
    case "sl_tp":
      return sltpUpdate(form, order, quote);
  }
}

/**
 * Validates an edit of a live derivative order: the normalised change, or the first failing
 * rule's warning key (accounts-session §5 "Derivatives update", §8).
 *
 * @example
 * validateDerivativeOrderUpdate(
 *   { price: "1950.5", volume: "6", pin: "123456" },
 *   {
 *     instrument: { symbol: "VN30F2409", kind: "INDEX_FUTURE" },
 *     band: { ceiling: 203_300, floor: 176_700 },
 *     order: { conditionType: "normal", orderNo: "7001", side: "B", priceType: "LO", price: 195_000, volume: 10, matchedVolume: 4 },
 *     webTradeFunctions: ["B", "S"],
 *   },
 * );
 * // { ok: true, value: { conditionType: "normal", priceType: "LO", price: 195050, volume: 10,
 * //   orderNo: "7001", symbol: "VN30F2409", side: "B", pin: "123456" } }
 * @example
 * validateDerivativeOrderUpdate({ price: "PLO", volume: "6", pin: "1" }, context);
 * // { ok: false, key: "corrected-market-price" }
 */
export function validateDerivativeOrderUpdate(
  form: DerivativeOrderUpdateForm,
  context: DerivativeOrderUpdateContext,
): Validation<NormalisedDerivativeOrderUpdate> {
  const { order } = context;
  if (isMarketPricedForEdit(order)) return invalid("not-update-market-order");
  const fields = updateFields(form, context);
  if (!fields.ok) return fields;
  const refusal = pinOrPermissionRefusal(form.pin, context.webTradeFunctions, order.side);
  if (refusal !== null) return invalid(refusal);
  return valid({
    ...fields.value,
    orderNo: order.orderNo,
    symbol: context.instrument.symbol,
    side: order.side,
    pin: form.pin,
  });
}
