/**
 * Exact parsing of decimal text typed by a person ("25.55", "1,000", "-3") into integers,
 * without ever going through a binary float. Validators use it to turn form fields into
 * integer prices: a stock price typed in thousands of VND is `parseScaled(text, 3)`.
 */

export interface ParsedDecimal {
  /** The value multiplied by 10^scale, an integer. */
  readonly scaled: number;
  /** How many digits the text had after the decimal point. */
  readonly decimals: number;
  readonly negative: boolean;
}

// Commas are accepted only where they group real thousands ("1,000", "12,345.5"): "25,55" is a
// decimal comma typed by Vietnamese habit, and reading it as 2,555 would be off by a factor of a
// hundred, so it is refused rather than guessed.
const DECIMAL = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$|^([+-])?\.(\d+)$/;

/**
 * Parses `text` as a plain decimal number and scales it to an integer with `scale` digits.
 * Commas are read as thousands separators where they group thousands. Returns null for anything
 * that is not a number, or that has more significant decimals than `scale` can hold exactly.
 *
 * @example parseScaled("25.55", 3) // { scaled: 25550, decimals: 2, negative: false }
 * @example parseScaled("1,000", 0) // { scaled: 1000, decimals: 0, negative: false }
 */
export function parseScaled(text: string, scale: number): ParsedDecimal | null {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const sign = match[1] ?? match[4];
  const whole = (match[2] ?? "0").replaceAll(",", "");
  const fraction = match[3] ?? match[5] ?? "";
  const significantFraction = fraction.replace(/0+$/, "");
  if (significantFraction.length > scale) return null;
  const digits = whole + fraction.padEnd(scale, "0").slice(0, scale);
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return null;
  const negative = sign === "-" && magnitude !== 0;
  return { scaled: negative ? -magnitude : magnitude, decimals: fraction.length, negative };
}

/** Number of digits after the decimal point in the text, ignoring nothing (so "1.10" has 2). */
export function decimalPlaces(text: string): number {
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** True when the trimmed text is a plain decimal number (commas allowed as thousands separators). */
export function isNumericText(text: string): boolean {
  return DECIMAL.test(text.trim());
}
