/**
 * Exact reading of a number typed into any order form, stock or derivative (price, trigger,
 * range, margin, spread or volume), in a stored integer unit with `decimals` digits below the
 * typed unit: whole VND for amounts typed in thousand VND (3), hundredths of a point for index
 * futures (2), whole units for volumes (0).
 *
 * `parseScaled` returns null both for text that is not a number and for a number with more
 * decimals than the scale holds. The rules need the two apart, and need to judge the sign or
 * the band of an over-precise value ("-25.555", "2033.15") before refusing its decimals. So the
 * value is kept as its truncation to whole stored units plus a flag for any digits below: that
 * is enough to compare with integer bounds and ticks exactly.
 */
import { isNumericText, parseScaled } from "../decimal-text";

export interface TypedNumber {
  /** The value truncated toward zero to whole stored units; ±Infinity beyond safe integers. */
  readonly units: number;
  /** True when the text has non-zero digits below one stored unit. */
  readonly fractional: boolean;
  /** True when the value is below zero ("-0" and "-0.00" are not). */
  readonly negative: boolean;
  /** True when the text has a decimal point followed by any digit, even "5.0". */
  readonly hasDecimals: boolean;
}

/**
 * Reads `text` as a plain decimal number in a unit `decimals` digits finer than the typed one;
 * null when it is not a number.
 *
 * @example readTypedNumber("1950.5", 2) // { units: 195050, fractional: false, negative: false, hasDecimals: true }
 * @example readTypedNumber("1950.555", 2) // { units: 195055, fractional: true, negative: false, hasDecimals: true }
 */
export function readTypedNumber(text: string, decimals: number): TypedNumber | null {
  const trimmed = text.trim();
  // isNumericText refuses a decimal comma ("1950,5"): commas must group thousands.
  if (!isNumericText(trimmed)) return null;
  const clean = trimmed.replaceAll(",", "");
  const dot = clean.indexOf(".");
  const head = dot < 0 ? clean : clean.slice(0, dot);
  const fraction = dot < 0 ? "" : clean.slice(dot + 1);
  const whole = head.replace(/^[+-]/, "") || "0";
  const fractional = /[1-9]/.test(fraction.slice(decimals));
  // Only digits within the scale remain, so null here can only mean "beyond safe integers".
  const kept = parseScaled(`${whole}.${fraction.slice(0, decimals)}`, decimals);
  const magnitude = kept === null ? Infinity : kept.scaled;
  const negative = head.startsWith("-") && (magnitude !== 0 || fractional);
  // Written so that units is never -0: "-0.001" truncates to 0 and stays below 0 through `negative`.
  const units = negative && magnitude !== 0 ? -magnitude : magnitude;
  return { units, fractional, negative, hasDecimals: fraction !== "" };
}

/** True when the typed value is strictly above the integer `bound`. */
export function isAbove(value: TypedNumber, bound: number): boolean {
  return value.units > bound || (value.units === bound && value.fractional && !value.negative);
}

/** True when the typed value is strictly below the integer `bound`. */
export function isBelow(value: TypedNumber, bound: number): boolean {
  return value.units < bound || (value.units === bound && value.fractional && value.negative);
}

/** True when the typed value is a whole multiple of `tick` stored units. */
export function isOnTick(value: TypedNumber, tick: number): boolean {
  return !value.fractional && Number.isSafeInteger(value.units) && value.units % tick === 0;
}
