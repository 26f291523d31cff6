/**
 * Labels of normal-order status codes (accounts-session §4). The codes themselves are the wire
 * vocabulary (digit strings "0".."9"); rows may also carry them as numbers, which
 * `parseNormalOrderStatus` accepts.
 */
import type { Language, LocalizedText } from "../format/language";
import { NORMAL_ORDER_STATUS_CODES, type NormalOrderStatusCode } from "../wire/core-books";

const LABELS: Readonly<Record<NormalOrderStatusCode, LocalizedText>> = {
  "0": { vi: "Chờ gửi", en: "Waiting" },
  "1": { vi: "Chờ khớp", en: "Pending" },
  "2": { vi: "Chờ hủy", en: "Pending cancel" },
  "3": { vi: "Chờ sửa", en: "Pending edit" },
  "4": { vi: "Đã hủy", en: "Canceled" },
  "5": { vi: "Đã sửa", en: "Edited" },
  "6": { vi: "Khớp một phần", en: "Partially matched" },
  "7": { vi: "Đã khớp", en: "Matched" },
  "8": { vi: "Khớp một phần, đã hủy", en: "Partially matched, canceled" },
  "9": { vi: "Hủy một phần", en: "Partially canceled" },
};

/** Every normal-order status code, in code order. */
export const ALL_NORMAL_ORDER_STATUS_CODES: readonly NormalOrderStatusCode[] =
  Object.values(NORMAL_ORDER_STATUS_CODES);

/**
 * True for a known status code string.
 *
 * @example isNormalOrderStatusCode("7") // true
 * @example isNormalOrderStatusCode("10") // false
 */
export function isNormalOrderStatusCode(value: string): value is NormalOrderStatusCode {
  return Object.hasOwn(LABELS, value);
}

/**
 * Reads `status_code`/`statusCode`/`status`, string or number, as a code; null when unknown.
 *
 * @example parseNormalOrderStatus(6) // "6"
 * @example parseNormalOrderStatus(" 0 ") // "0"
 * @example parseNormalOrderStatus("PM") // null
 */
export function parseNormalOrderStatus(value: string | number): NormalOrderStatusCode | null {
  const text = String(value).trim();
  return isNormalOrderStatusCode(text) ? text : null;
}

/**
 * The status label in the given language.
 *
 * @example normalOrderStatusLabel("1", "vi") // "Chờ khớp"
 * @example normalOrderStatusLabel("8", "en") // "Partially matched, canceled"
 */
export function normalOrderStatusLabel(code: NormalOrderStatusCode, language: Language): string {
  return LABELS[code][language];
}
