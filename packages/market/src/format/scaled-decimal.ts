/**
 * Exact decimal display of integers. A stored value is an integer carrying `scale` implied
 * decimals (a VND price shown in thousands has scale 3; an index in hundredths has scale 2).
 * Division and rounding are integer operations on the digits, so 25,550 prints "25.55", never
 * a binary-float artefact, and a value is rounded at most once.
 */
import { divideRounded, type Rounding } from "../integer-division";
import { assertSafeInteger } from "../money";
import { BOARD_NUMBER_STYLE, groupDigits, type NumberStyle } from "./number-style";

function assertDigitCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 15)
    throw new RangeError(`${what} must be an integer from 0 to 15, got ${value}`);
}

/** 10^0 … 10^15: every scale formatScaled accepts. */
const POWERS_OF_TEN: readonly number[] = Array.from({ length: 16 }, (_, exponent) => 10 ** exponent);

// Commas only where they group thousands ("1,234.5"): "0,5" is a Vietnamese decimal comma, and
// dropping it would read a value a hundred times too large (see decimal-text).
const DECIMAL_TEXT = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Turns a decimal that arrives from outside as a float or text (ratios, iNav, coupon rates)
 * into an integer with `scale` implied decimals (a negative scale counts tens, hundreds...,
 * so -1 gives tens). A float is read through its shortest decimal
 * text, the digits JavaScript itself prints for it, so 0.1 + 0.2 style noise cannot leak into
 * the result. Returns null for anything that is not a finite number, or too large to be exact.
 *
 * @example scaleDecimal(0.2345, 4) // 2345
 * @example scaleDecimal("17523.456", 1) // 175235
 * @example scaleDecimal(1.005, 2) // 101 (the float's decimal text is "1.005")
 * @example scaleDecimal(17_524.5, -1) // 1752 (tens, rounded once)
 */
export function scaleDecimal(
  value: number | string,
  scale: number,
  rounding: Rounding = "half-up",
): number | null {
  if (!Number.isInteger(scale) || Math.abs(scale) > 15)
    throw new RangeError(`scale must be an integer from -15 to 15, got ${scale}`);
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const match = DECIMAL_TEXT.exec(typeof value === "number" ? String(value) : value.trim());
  if (match === null) return null;
  const whole = (match[2] ?? "").replaceAll(",", "");
  const fraction = match[3] ?? "";
  if (whole === "" && fraction === "") return null;
  const shift = Number(match[4] ?? "0") - fraction.length + scale;
  if (Math.abs(shift) > 400) return shift < 0 ? 0 : null;
  const digits = BigInt(whole + fraction || "0");
  let magnitude: bigint;
  if (shift >= 0) {
    magnitude = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    magnitude = digits / divisor;
    if (rounding === "half-up" && 2n * (digits % divisor) >= divisor) magnitude += 1n;
  }
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const result = Number(magnitude);
  return match[1] === "-" && result !== 0 ? -result : result;
}

export interface ScaledFormat {
  /** Implied decimals of the stored integer: the number shown is value / 10^scale. */
  readonly scale: number;
  /** Decimals always shown. */
  readonly decimals: number;
  /** Most decimals shown (default `decimals`); digits beyond it are rounded away once. */
  readonly maxDecimals?: number;
  readonly rounding?: Rounding;
  /** Defaults to the board style, "1,234.50". */
  readonly style?: NumberStyle;
  /** Show "+" before positive values, as change columns do. */
  readonly signed?: boolean;
}

/**
 * Writes `value / 10^scale` with the given decimals and separators.
 *
 * @example formatScaled(25_550, { scale: 3, decimals: 2 }) // "25.55"
 * @example formatScaled(123_456_789, { scale: 2, decimals: 2 }) // "1,234,567.89"
 * @example formatScaled(100_005, { scale: 3, decimals: 2, maxDecimals: 3 }) // "100.005"
 * @example formatScaled(-500, { scale: 3, decimals: 2, signed: true }) // "-0.50"
 */
export function formatScaled(value: number, format: ScaledFormat): string {
  assertSafeInteger(value, "value");
  const { scale, decimals } = format;
  const maxDecimals = format.maxDecimals ?? decimals;
  assertDigitCount(scale, "scale");
  assertDigitCount(decimals, "decimals");
  assertDigitCount(maxDecimals, "maxDecimals");
  if (maxDecimals < decimals) throw new RangeError("maxDecimals must not be below decimals");

  // Keep at most maxDecimals digits after the point, rounding once if any are dropped. Whole and
  // fraction are split with integer arithmetic (exact below 2^53) rather than by slicing and
  // padding strings: this runs for every cell of a streaming board.
  const carried = Math.min(scale, maxDecimals);
  const reduced =
    scale > carried ? divideRounded(value, POWERS_OF_TEN[scale - carried] ?? 1, format.rounding) : value;
  const magnitude = Math.abs(reduced);
  const unit = POWERS_OF_TEN[carried] ?? 1;
  let fraction = magnitude % unit;
  const whole = (magnitude - fraction) / unit;
  let shown = carried;
  while (shown > decimals && fraction % 10 === 0) {
    fraction /= 10;
    shown -= 1;
  }

  const style = format.style ?? BOARD_NUMBER_STYLE;
  let body = groupDigits(String(whole), style.group);
  if (decimals > 0 || shown > 0) {
    body += style.decimal;
    if (shown > 0) body += String(fraction).padStart(shown, "0");
    if (decimals > shown) body += "0".repeat(decimals - shown);
  }
  if (reduced < 0) return `-${body}`;
  return format.signed === true && reduced > 0 ? `+${body}` : body;
}
