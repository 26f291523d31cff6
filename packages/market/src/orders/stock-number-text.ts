/**
 * Reading the numbers a person types into the stock order forms: volumes (whole units) and
 * amounts typed in thousand VND (prices, triggers, margins, trailing amounts, spreads).
 *
 * Both go through `readTypedNumber`, the exact reader the derivative forms use too: commas are
 * thousands separators only where they group thousands, so a decimal comma ("25,55") is
 * refused, never guessed.
 */
import { isOnTick, readTypedNumber, type TypedNumber } from "./typed-number";

export type VolumeText =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid" }
  | { readonly kind: "value"; readonly value: number };

/**
 * A typed volume: whole units, thousands commas allowed. Zero and negatives are returned as
 * values so the caller can tell "not a number" from "not above 0".
 *
 * @example readVolumeText("1,000") // { kind: "value", value: 1000 }
 * @example readVolumeText("1.5") // { kind: "invalid" }
 */
export function readVolumeText(text: string): VolumeText {
  if (text.trim() === "") return { kind: "empty" };
  const typed = readTypedNumber(text, 0);
  if (typed === null || typed.hasDecimals || !Number.isSafeInteger(typed.units)) return { kind: "invalid" };
  return { kind: "value", value: typed.units };
}

/** Digits of the thousand-VND display unit below one VND: "25.55" is 25,550 VND. */
const THOUSANDS_DECIMALS = 3;

/**
 * An amount typed in thousand VND, read exactly in whole VND (`units`) plus a flag for finer
 * digits; null for blank text or text that is not a number.
 *
 * @example readThousands("25.55") // { units: 25550, fractional: false, negative: false, hasDecimals: true }
 */
export function readThousands(text: string): TypedNumber | null {
  return readTypedNumber(text, THOUSANDS_DECIMALS);
}

/**
 * True when `amount` carries at most `decimals` significant decimals in thousand VND and fits a
 * safe integer: whole VND for 3, a multiple of 10 VND for 2.
 *
 * @example withinThousandsDecimals(readThousands("25.555")!, 2) // false
 */
export function withinThousandsDecimals(amount: TypedNumber, decimals: number): boolean {
  return isOnTick(amount, 10 ** (THOUSANDS_DECIMALS - Math.min(decimals, THOUSANDS_DECIMALS)));
}
