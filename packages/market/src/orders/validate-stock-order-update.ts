/**
 * Validation of an edit to a live stock order (accounts-session §4 "Edit submit", §5
 * "Securities update" and "Edit of stop loss/take profit"; order-entry §4 "Editing a live
 * order"). Pure, like validateStockOrder: the existing order and the typed new values in, the
 * first failing rule's warning key or the amend to send out.
 *
 * Editable orders are normal, stop and SL/TP orders; TCO and trailing stops are not offered
 * for edit (order-condition-invalid). Market-priced conditional orders and normal
 * ATO/ATC/MOK/MAK orders cannot be edited (not-update-market-order); a normal MTL order can,
 * as on the derivative side. Rules, first failure wins:
 *  1. the kind of order, as above;
 *  2. volume: required and a whole number (empty-volume), above 0 (volume-than-0); the volume
 *     sent at most 50,000 on HOSE (vol-greater-than-50000) and on the existing order's board
 *     (wrong-lot-100);
 *  3. price (normal and stop; an SL/TP's price is not editable): empty-price, invalid-price,
 *     price-than-0, the exchange's keyword list for normal vs conditional orders, and the step
 *     for stop orders (price-step-invalid with `{ step }`);
 *  4. stop: the trigger (empty-trigger-price, trigger-price-than-0, invalid-trigger-price);
 *     SL/TP: the new stop-loss or take-profit price, then for SL the margin: blank or 0 is no
 *     margin, other text must be a number not below 0 (invalid-stop-loss-margin, with
 *     `{ step }` when stop loss minus margin is off step);
 *  5. a normal order may not change price and volume at once (price-and-volume-not-both);
 *  6. something must change (value-not-change);
 *  7. PIN (empty-pin), then the side's web-trade permission (invalid-permission).
 *
 * Decisions where the spec is silent:
 *  - The typed volume is the unmatched part; a partly matched normal order sends the new
 *    volume plus the matched volume (order-entry §4), and the HOSE cap and the lot rule judge
 *    that volume, the one the exchange sees. Conditional orders are edited before they trigger,
 *    so they send the typed volume.
 *  - Lots: an amend cannot move an order between boards, so a board-lot order stays in whole
 *    lots and an odd-lot order stays at 1–99 (wrong-lot-100); bonds and out-room orders are
 *    exempt, as at entry.
 *  - "Not both price and volume" follows the exchanges' amend rule, so it binds normal orders;
 *    a stop order waits at the broker and may change both.
 *  - An SL/TP edit with no new price asks for one: enter-sl-price or enter-tp-price, or
 *    enter-slp-and-margin when an SL margin was typed without its price; a bad price gives the
 *    spec's invalid-stop-loss / invalid-take-profit.
 *  - The SL margin: accounts-session §5 refuses only text that is neither blank, "0" nor a
 *    number, so an SL leg placed without a margin (allowed at entry) stays editable; blank
 *    and 0 send no margin (0), as the derivative dialog does.
 *  - Unchanged means every editable value equals the existing one: price, volume and, for stop
 *    orders, trigger and relation; for SL/TP the trigger, the volume and (SL) the margin.
 */
import { isOddLot, BOARD_LOT, HOSE_MAX_ORDER_VOLUME } from "../lots";
import { volume, type Price, type Volume, type Vnd } from "../money";
import type { PriceType } from "../price-keywords";
import { invalid, valid, type Validation } from "../validation";
import { isMarketPricedForEdit, isSamePrice } from "./order-edits";
import { pinOrPermissionRefusal } from "./order-pin-permission";
import {
  DEFAULT_RELATION,
  type Relation,
  type Side,
  type StockConditionType,
  type WebTradeFunctions,
} from "./order-terms";
import { isBondInstrument, stockExchangeOf, type StockInstrument } from "./stock-instrument";
import { readVolumeText } from "./stock-number-text";
import { isOddLotMarketOrder, readStockPrice, type StockPrice } from "./stock-price-field";
import { readSteppedPrice } from "./stock-stepped-price";
import { readStopLossMargin } from "./stock-stop-loss-margin";
import { readStopTrigger } from "./stock-stop-trigger";

/** Which leg of an SL/TP order is being edited (STOP_ORDER_SUB_TYPE). */
export type SlTpSubType = "SL" | "TP";

/** The live order as the order book holds it; prices in whole VND. */
export interface ExistingStockOrder {
  readonly orderNo: string;
  readonly account: string;
  readonly symbol: string;
  readonly side: Side;
  readonly conditionType: StockConditionType;
  /** SL/TP orders only. */
  readonly subType?: SlTpSubType;
  readonly priceType: PriceType;
  /** The limit price; null for a keyword price. */
  readonly price: number | null;
  /** The whole order's volume, matched part included. */
  readonly volume: number;
  readonly matchVolume: number;
  /** Stop orders: the trigger; SL/TP: the stop-loss or take-profit price. */
  readonly triggerPrice?: number;
  /** SL: the stop-loss margin; absent or 0 when it has none. */
  readonly spread?: number;
  readonly relation?: Relation;
  /** order_out_room: placed as an out-room order. */
  readonly outRoom?: boolean;
}

/** The update dialog as typed; prices in thousand VND. */
export interface StockOrderUpdateForm {
  /** New price or keyword; ignored for SL/TP, whose price is not editable. */
  readonly orderPrice: string;
  /** New unmatched volume; thousands commas allowed. */
  readonly orderVolume: string;
  /** Stop: the new trigger; SL/TP: the new stop-loss or take-profit price. */
  readonly triggerPrice?: string;
  /** SL: the new stop-loss margin; blank or 0 for none. */
  readonly spread?: string;
  /** Stop: the new relation; the existing one when absent. */
  readonly relation?: Relation;
  readonly pin: string;
}

/** The live order and everything else the rules need besides the form; plain data. */
export interface StockOrderUpdateContext {
  /** The order being edited, as the order book (the server's, for the authoritative check) holds it. */
  readonly existing: ExistingStockOrder;
  /** The instrument the existing order is on. */
  readonly instrument: StockInstrument;
  readonly webTradeFunctions: WebTradeFunctions;
}

interface NormalisedStockOrderUpdateBase {
  readonly orderNo: string;
  readonly account: string;
  readonly symbol: string;
  readonly side: Side;
  /** The volume to send: for a partly matched normal order, new volume plus matched volume. */
  readonly volume: Volume;
  readonly pin: string;
}

export interface NormalisedNormalStockOrderUpdate extends NormalisedStockOrderUpdateBase, StockPrice {
  readonly conditionType: "normal";
}

export interface NormalisedStopStockOrderUpdate extends NormalisedStockOrderUpdateBase, StockPrice {
  readonly conditionType: "stop";
  readonly triggerPrice: Price;
  readonly relation: Relation;
}

export interface NormalisedSlTpStockOrderUpdate extends NormalisedStockOrderUpdateBase {
  readonly conditionType: "sl_tp";
  readonly subType: SlTpSubType;
  /** The new stop-loss or take-profit price. */
  readonly triggerPrice: Price;
  /** SL: the new margin (0 for none); null for TP. */
  readonly spread: Vnd | null;
}

/** An amend ready for the order-management system. */
export type NormalisedStockOrderUpdate =
  NormalisedNormalStockOrderUpdate | NormalisedStopStockOrderUpdate | NormalisedSlTpStockOrderUpdate;

/**
 * Validates an edit of a live stock order; the first failing rule's key, or the amend to send.
 *
 * @throws RangeError when the context describes another symbol than the existing order's.
 * @example
 * // A 1,000-share HOSE buy at 25,000 with 300 matched; the person lowers the unmatched 700 to 500.
 * validateStockOrderUpdate(
 *   { orderPrice: "25", orderVolume: "500", pin: "123456" },
 *   {
 *     existing: { orderNo: "N1", account: "0001001", symbol: "FPT", side: "B", conditionType: "normal",
 *       priceType: "LO", price: 25_000, volume: 1_000, matchVolume: 300 },
 *     instrument: { symbol: "FPT", venue: "HOSE", kind: "STOCK" },
 *     webTradeFunctions: ["B", "S"],
 *   },
 * ); // { ok: true, value: { conditionType: "normal", volume: 800, priceType: "LO", price: 25000, … } }
 * @example
 * validateStockOrderUpdate({ orderPrice: "25.5", orderVolume: "500", pin: "123456" }, sameContext)
 * // { ok: false, key: "price-and-volume-not-both" }
 */
export function validateStockOrderUpdate(
  form: StockOrderUpdateForm,
  context: StockOrderUpdateContext,
): Validation<NormalisedStockOrderUpdate> {
  const existing = context.existing;
  if (existing.symbol.toUpperCase() !== context.instrument.symbol.toUpperCase())
    throw new RangeError(`context is for ${context.instrument.symbol}, the order is on ${existing.symbol}`);
  const kind = editableKind(existing);
  if (kind === null) return invalid("order-condition-invalid");
  if (isMarketPricedForEdit(existing)) return invalid("not-update-market-order");

  const sent = readSentVolume(form, existing, context.instrument);
  if (!sent.ok) return sent;
  const base: NormalisedStockOrderUpdateBase = {
    orderNo: existing.orderNo,
    account: existing.account,
    symbol: existing.symbol,
    side: existing.side,
    volume: volume(sent.value),
    pin: form.pin,
  };

  const update =
    kind === "normal"
      ? readNormalUpdate(form, existing, context.instrument, base)
      : kind === "stop"
        ? readStopUpdate(form, existing, context.instrument, base)
        : readSlTpUpdate(form, existing, context.instrument, base, kind.subType);
  if (!update.ok) return update;

  const refusal = pinOrPermissionRefusal(form.pin, context.webTradeFunctions, existing.side);
  return refusal === null ? update : invalid(refusal);
}

type EditableKind = "normal" | "stop" | { readonly subType: SlTpSubType };

/** TCO and trailing stops are not offered for edit (accounts-session §4). */
function editableKind(existing: ExistingStockOrder): EditableKind | null {
  switch (existing.conditionType) {
    case "normal":
    case "stop":
      return existing.conditionType;
    case "sl_tp":
      return existing.subType === undefined ? null : { subType: existing.subType };
    case "tco":
    case "trailing_stop":
      return null;
  }
}

/** The volume to send, from the typed unmatched volume. */
function readSentVolume(
  form: StockOrderUpdateForm,
  existing: ExistingStockOrder,
  instrument: StockInstrument,
): Validation<number> {
  const typed = readVolumeText(form.orderVolume);
  if (typed.kind !== "value") return invalid("empty-volume");
  if (typed.value <= 0) return invalid("volume-than-0");
  const sent = existing.conditionType === "normal" ? typed.value + existing.matchVolume : typed.value;
  if (stockExchangeOf(instrument) === "HOSE" && sent > HOSE_MAX_ORDER_VOLUME)
    return invalid("vol-greater-than-50000");
  if (!staysOnBoard(existing, sent, instrument)) return invalid("wrong-lot-100");
  return valid(sent);
}

/** An amend keeps the order on its board: whole lots stay whole, odd lots stay odd. */
function staysOnBoard(existing: ExistingStockOrder, sent: number, instrument: StockInstrument): boolean {
  if (isBondInstrument(instrument) || existing.outRoom === true) return true;
  return isOddLot(existing.volume) ? isOddLot(sent) : sent % BOARD_LOT === 0;
}

function readNormalUpdate(
  form: StockOrderUpdateForm,
  existing: ExistingStockOrder,
  instrument: StockInstrument,
  base: NormalisedStockOrderUpdateBase,
): Validation<NormalisedStockOrderUpdate> {
  const priced = readStockPrice(form.orderPrice, instrument, "normal");
  if (!priced.ok) return priced;
  if (isOddLotMarketOrder(priced.value, base.volume)) return invalid("invalid-price");
  const priceChanged = !isSamePrice(priced.value, existing);
  const volumeChanged = base.volume !== existing.volume;
  if (priceChanged && volumeChanged) return invalid("price-and-volume-not-both");
  if (!priceChanged && !volumeChanged) return invalid("value-not-change");
  return valid({ ...base, conditionType: "normal", ...priced.value });
}

function readStopUpdate(
  form: StockOrderUpdateForm,
  existing: ExistingStockOrder,
  instrument: StockInstrument,
  base: NormalisedStockOrderUpdateBase,
): Validation<NormalisedStockOrderUpdate> {
  const priced = readStockPrice(form.orderPrice, instrument, "conditional");
  if (!priced.ok) return priced;
  const trigger = readStopTrigger(form.triggerPrice ?? "", instrument);
  if (!trigger.ok) return trigger;
  const relation = form.relation ?? existing.relation ?? DEFAULT_RELATION;
  const unchanged =
    isSamePrice(priced.value, existing) &&
    base.volume === existing.volume &&
    trigger.value === existing.triggerPrice &&
    relation === (existing.relation ?? DEFAULT_RELATION);
  if (unchanged) return invalid("value-not-change");
  return valid({ ...base, conditionType: "stop", ...priced.value, triggerPrice: trigger.value, relation });
}

/** The new stop-loss or take-profit price, with the leg's own keys. */
function readSlTpTrigger(
  form: StockOrderUpdateForm,
  instrument: StockInstrument,
  subType: SlTpSubType,
): Validation<Price> {
  const read = readSteppedPrice(form.triggerPrice ?? "", instrument);
  const invalidKey = subType === "SL" ? "invalid-stop-loss" : "invalid-take-profit";
  switch (read.kind) {
    case "empty":
      if (subType === "TP") return invalid("enter-tp-price");
      return invalid((form.spread ?? "").trim() === "" ? "enter-sl-price" : "enter-slp-and-margin");
    case "invalid":
    case "not-positive":
      return invalid(invalidKey);
    case "off-step":
      return invalid(invalidKey, { step: read.step });
    case "value":
      return valid(read.price);
  }
}

function readSlTpUpdate(
  form: StockOrderUpdateForm,
  existing: ExistingStockOrder,
  instrument: StockInstrument,
  base: NormalisedStockOrderUpdateBase,
  subType: SlTpSubType,
): Validation<NormalisedStockOrderUpdate> {
  const trigger = readSlTpTrigger(form, instrument, subType);
  if (!trigger.ok) return trigger;
  let spread: Vnd | null = null;
  if (subType === "SL") {
    // Blank is no margin, like "0".
    const margin = readStopLossMargin((form.spread ?? "").trim() || "0", trigger.value, instrument);
    if (!margin.ok) return margin;
    spread = margin.value;
  }
  const unchanged =
    trigger.value === existing.triggerPrice &&
    (spread === null || spread === (existing.spread ?? 0)) &&
    base.volume === existing.volume;
  if (unchanged) return invalid("value-not-change");
  return valid({ ...base, conditionType: "sl_tp", subType, triggerPrice: trigger.value, spread });
}
