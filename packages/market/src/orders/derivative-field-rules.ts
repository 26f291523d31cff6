/**
 * Field rules shared by the derivative order and order-update validators (order-entry §5
 * "Derivative orders", accounts-session §5 "Derivatives update"). Each reads one typed field
 * and returns its integer value or the spec's warning key; the validators chain them in the
 * spec's order, so the first failure wins.
 *
 * The "at most one decimal" rule is applied as the tick rule: a value must be a whole number
 * of ticks (0.1 point for index futures, 1 VND for bond futures). For index futures that is
 * exactly "at most one significant decimal", so "1950.50" — the edit dialog formats prices to
 * two decimals — is accepted as 1950.5, and "1950.55" is refused.
 */
import type { WarningKey } from "../catalogue/warning-keys";
import { DERIVATIVE_MAX_ORDER_VOLUME } from "../lots";
import { price, volume, type Price, type Volume } from "../money";
import { invalid, valid, type Validation } from "../validation";
import {
  derivativeTick,
  derivativeUnitDecimals,
  type DerivativeKind,
  type DerivativeQuote,
} from "./derivative-instrument";
import {
  isDerivativePriceKeyword,
  looksLikePriceKeyword,
  type DerivativePriceLeg,
} from "./derivative-price-type";
import { isAbove, isBelow, isOnTick, readTypedNumber } from "./typed-number";

export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === "";
}

/**
 * Volume: required (empty-volume), above 0 (volume-than-0), and at most 500 contracts
 * (volume-less-than-500, the spec's key for "more than 500"). Text that is not a whole number
 * gets empty-volume: no usable volume was entered. `matchedVolume` counts towards the cap
 * because an edit of a partly matched order sends typed + matched as the order's volume.
 *
 * @example checkDerivativeVolume("501") // { ok: false, key: "volume-less-than-500" }
 */
export function checkDerivativeVolume(text: string, matchedVolume = 0): Validation<Volume> {
  if (isBlank(text)) return invalid("empty-volume");
  const typed = readTypedNumber(text, 0);
  if (typed === null || typed.hasDecimals) return invalid("empty-volume");
  if (typed.negative || typed.units === 0) return invalid("volume-than-0");
  if (typed.units + matchedVolume > DERIVATIVE_MAX_ORDER_VOLUME) return invalid("volume-less-than-500");
  return valid(volume(typed.units));
}

/** The keys of one banded price field, in the order its rules run. */
export interface BandedKeys {
  readonly empty: WarningKey;
  readonly invalid: WarningKey;
  readonly aboveCeiling: WarningKey;
  readonly belowFloor: WarningKey;
  readonly offTick: WarningKey;
}

export const ORDER_PRICE_KEYS: BandedKeys = {
  empty: "empty-price",
  invalid: "invalid-price",
  aboveCeiling: "price-greater-than-ceil",
  belowFloor: "price-less-then-floor",
  offTick: "all-price-not-valid",
};

// The derivative list has no empty-trigger key; a missing trigger is not a valid trigger.
export const TRIGGER_PRICE_KEYS: BandedKeys = {
  empty: "invalid-trigger-price",
  invalid: "invalid-trigger-price",
  aboveCeiling: "trigger-price-greater-than-ceil",
  belowFloor: "trigger-price-less-then-floor",
  offTick: "triggered-price-not-valid",
};

// The derivative list has no key for non-numeric SL/TP text; the stock panel's
// invalid-stop-loss / invalid-take-profit say exactly that. Decimals share all-price-not-valid.
export const STOP_LOSS_PRICE_KEYS: BandedKeys = {
  empty: "enter-sl-price",
  invalid: "invalid-stop-loss",
  aboveCeiling: "sl-ceil-floor",
  belowFloor: "sl-ceil-floor",
  offTick: "all-price-not-valid",
};

export const TAKE_PROFIT_PRICE_KEYS: BandedKeys = {
  empty: "enter-tp-price",
  invalid: "invalid-take-profit",
  aboveCeiling: "tp-ceil-floor",
  belowFloor: "tp-ceil-floor",
  offTick: "all-price-not-valid",
};

/**
 * A price that must lie within floor..ceiling (inclusive) on the tick. The band is checked
 * before the tick, as the spec lists them, so "2033.15" over a 2033.0 ceiling is "above the
 * ceiling", not "too many decimals".
 *
 * @example checkBandedPrice("1950.5", { kind: "INDEX_FUTURE", band: { ceiling: 203_300, floor: 176_700 } }, ORDER_PRICE_KEYS)
 * // { ok: true, value: 195050 }
 */
export function checkBandedPrice(text: string, quote: DerivativeQuote, keys: BandedKeys): Validation<Price> {
  if (isBlank(text)) return invalid(keys.empty);
  const typed = readTypedNumber(text, derivativeUnitDecimals(quote.kind));
  if (typed === null) return invalid(keys.invalid);
  if (isAbove(typed, quote.band.ceiling)) return invalid(keys.aboveCeiling);
  if (isBelow(typed, quote.band.floor)) return invalid(keys.belowFloor);
  if (!isOnTick(typed, derivativeTick(quote.kind))) return invalid(keys.offTick);
  return valid(price(typed.units));
}

/**
 * The order price field: a derivative keyword, or a banded LO price. The panel uppercases the
 * field; we do too, so the server reads "atc" as the panel would. Letters that are not a
 * derivative keyword get `wordKey`: invalid-price on a new order, corrected-market-price on an
 * edit (accounts-session §5).
 *
 * @example checkOrderPrice("mtl", quote, "invalid-price") // { ok: true, value: { priceType: "MTL", price: null } }
 */
export function checkOrderPrice(
  text: string,
  quote: DerivativeQuote,
  wordKey: "invalid-price" | "corrected-market-price",
): Validation<DerivativePriceLeg> {
  const upper = text.trim().toUpperCase();
  if (isDerivativePriceKeyword(upper)) return valid({ priceType: upper, price: null });
  if (looksLikePriceKeyword(upper)) return invalid(wordKey);
  const limit = checkBandedPrice(upper, quote, ORDER_PRICE_KEYS);
  return limit.ok ? valid({ priceType: "LO", price: limit.value }) : limit;
}

/** The keys of one range field (an amount in points above 0: trailing amount, SL/TP range). */
export interface RangeKeys {
  readonly empty: WarningKey;
  readonly invalid: WarningKey;
  readonly notPositive: WarningKey;
  readonly offTick: WarningKey;
}

export const TRAILING_AMOUNT_KEYS: RangeKeys = {
  empty: "invalid-trailing-amount",
  invalid: "invalid-trailing-amount",
  notPositive: "trailing-amount-than-0",
  offTick: "trailing-amount-not-valid",
};

// Callers check "at least one range" first, so `empty` is only reached by a direct call.
export const STOP_LOSS_RANGE_KEYS: RangeKeys = {
  empty: "enter-stop-loss-range",
  invalid: "slr-not-valid",
  notPositive: "slr-than-0",
  offTick: "slr-not-valid",
};

export const TAKE_PROFIT_RANGE_KEYS: RangeKeys = {
  empty: "enter-stop-loss-range",
  invalid: "tpr-not-valid",
  notPositive: "tpr-than-0",
  offTick: "tpr-not-valid",
};

/**
 * A range in points: required, numeric, above 0 (the spec's "nonzero" for the trailing amount
 * read as the key says, "than 0": a negative distance has no meaning), on the tick.
 *
 * @example checkRange("1.25", "INDEX_FUTURE", TRAILING_AMOUNT_KEYS) // { ok: false, key: "trailing-amount-not-valid" }
 */
export function checkRange(text: string, kind: DerivativeKind, keys: RangeKeys): Validation<Price> {
  if (isBlank(text)) return invalid(keys.empty);
  const typed = readTypedNumber(text, derivativeUnitDecimals(kind));
  if (typed === null) return invalid(keys.invalid);
  if (!isAbove(typed, 0)) return invalid(keys.notPositive);
  if (!isOnTick(typed, derivativeTick(kind))) return invalid(keys.offTick);
  return valid(price(typed.units));
}

/**
 * An optional spread or margin in points: blank is 0 (the order goes at the triggered price);
 * otherwise it must be a non-negative whole number of ticks, else `key`.
 *
 * @example checkSpread("0.5", "INDEX_FUTURE", "spread-not-valid") // { ok: true, value: 50 }
 */
export function checkSpread(
  text: string | undefined,
  kind: DerivativeKind,
  key: WarningKey,
): Validation<Price> {
  if (text === undefined || isBlank(text)) return valid(price(0));
  const typed = readTypedNumber(text, derivativeUnitDecimals(kind));
  if (typed === null || typed.negative || !isOnTick(typed, derivativeTick(kind))) return invalid(key);
  return valid(price(typed.units));
}
