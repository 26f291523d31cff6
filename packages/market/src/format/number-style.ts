/**
 * Separators used to write numbers.
 *
 * One convention for every figure on screen, in both languages: the way the exchanges publish
 * them — "44.25" for 44,250 VND, "1,234.50" — with "," between thousands and "." before decimals.
 * HOSE's own board and every broker board write Vietnamese figures so, and the order forms parse
 * this style back (decimal-text), so a price copied from the board into a form means the same
 * thing. Prices, volumes, values and index points therefore read alike on the boards, in the
 * header, the index tiles, the popup and the dialogs: a tile never mixes "1,756.26" with
 * "46,01 tr" (hardening issue, screens). Only dates follow the language (display-date).
 */
import type { Language } from "./language";

export interface NumberStyle {
  /** Between groups of three digits in the whole part. */
  readonly group: string;
  /** Between the whole part and the decimals. */
  readonly decimal: string;
}

/** "1,234.50": the board style, used in both languages. */
export const BOARD_NUMBER_STYLE: NumberStyle = { group: ",", decimal: "." };

const STYLE_BY_LANGUAGE: Readonly<Record<Language, NumberStyle>> = {
  vi: BOARD_NUMBER_STYLE,
  en: BOARD_NUMBER_STYLE,
};

/**
 * The number style of a language's screens: the board style in both (see above).
 *
 * @example numberStyleOf("vi") // { group: ",", decimal: "." }
 */
export function numberStyleOf(language: Language): NumberStyle {
  return STYLE_BY_LANGUAGE[language];
}

/**
 * Inserts `separator` between groups of three digits of an unsigned digit string.
 *
 * @example groupDigits("1234567", ",") // "1,234,567"
 */
export function groupDigits(digits: string, separator: string): string {
  // A loop, not a regex: this runs for every figure of a streaming board.
  const length = digits.length;
  if (length <= 3) return digits;
  const head = length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let start = head; start < length; start += 3) grouped += separator + digits.slice(start, start + 3);
  return grouped;
}
