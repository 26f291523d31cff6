/**
 * Reading the numbers a person types into the stock order forms: volumes (whole units) and
 * amounts typed in thousand VND (prices, triggers, margins, trailing amounts, spreads).
 *
 * Commas are read by `parseScaled` as thousands separators only where they group thousands, so
 * a decimal comma ("25,55") is refused, never guessed.
 */
import { isNumericText, parseScaled } from "../decimal-text";

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
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const parsed = parseScaled(trimmed, 0);
  if (parsed === null || parsed.decimals > 0) return { kind: "invalid" };
  return { kind: "value", value: parsed.scaled };
}

export type ThousandsText =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid" }
  /** A number, but with more significant decimals than allowed (or too large to hold). */
  | { readonly kind: "too-precise" }
  | { readonly kind: "value"; readonly vnd: number };

/** Digits of the thousand-VND display unit: "25.55" is 25,550 VND. */
const THOUSANDS_SCALE = 3;

/**
 * An amount typed in thousand VND, as whole VND, allowing at most `maxDecimals` (≤ 3)
 * significant decimals. Zero and negatives are returned as values.
 *
 * @example readThousandsText("25.55", 2) // { kind: "value", vnd: 25550 }
 * @example readThousandsText("25.555", 2) // { kind: "too-precise" }
 */
export function readThousandsText(text: string, maxDecimals: number): ThousandsText {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (!isNumericText(trimmed)) return { kind: "invalid" };
  const inVnd = parseScaled(trimmed, THOUSANDS_SCALE);
  if (inVnd === null || parseScaled(trimmed, Math.min(maxDecimals, THOUSANDS_SCALE)) === null)
    return { kind: "too-precise" };
  return { kind: "value", vnd: inVnd.scaled };
}
