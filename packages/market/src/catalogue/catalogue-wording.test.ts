import { describe, expect, it } from "vitest";
import { COUPON_PERIOD_UNITS, couponPeriodUnitName } from "../format/bond";
import { LANGUAGES, type LocalizedText } from "../format/language";
import { matchSideName } from "../format/match-history";
import { conditionalOrderStatusLabel } from "../order-status/conditional-order-status";
import { activationStateLabel } from "../order-status/derivative-order-status";
import { ALL_NORMAL_ORDER_STATUS_CODES, normalOrderStatusLabel } from "../order-status/normal-order-status";
import { ACTIVATION_STATES, CONDITION_ORDER_STATUSES } from "../wire/core-books";
import * as notices from "./notices";
import { FALLBACK_RESULT_MESSAGE, RESULT_CODES } from "./result-codes";
import { WARNING_MESSAGES } from "./warning-messages";

function labelled(label: (language: (typeof LANGUAGES)[number]) => string): LocalizedText {
  return { vi: label("vi"), en: label("en") };
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === "object" && value !== null && LANGUAGES.some((language) => language in value);
}

/** Every customer-facing text of the catalogue and the order-book labels, by name. */
const TEXTS: readonly (readonly [string, LocalizedText])[] = [
  ...Object.entries(WARNING_MESSAGES).map(([key, text]) => [`warning ${key}`, text] as const),
  ...RESULT_CODES.map((entry) => [`result ${String(entry.code)}`, entry.message] as const),
  ["fallback", FALLBACK_RESULT_MESSAGE],
  ...Object.entries(notices).flatMap(([name, value]) =>
    isLocalizedText(value)
      ? [[name, value] as const]
      : typeof value === "object" && value !== null
        ? Object.entries(value)
            .filter((entry): entry is [string, LocalizedText] => isLocalizedText(entry[1]))
            .map(([key, text]) => [`${name}.${key}`, text] as const)
        : [],
  ),
  ...ALL_NORMAL_ORDER_STATUS_CODES.map(
    (code) => [`status ${code}`, labelled((language) => normalOrderStatusLabel(code, language))] as const,
  ),
  ...Object.values(ACTIVATION_STATES).map(
    (state) =>
      [`activation ${state}`, labelled((language) => activationStateLabel(state, language))] as const,
  ),
  ...CONDITION_ORDER_STATUSES.map(
    (status) => [status, labelled((language) => conditionalOrderStatusLabel(status, language))] as const,
  ),
  ...COUPON_PERIOD_UNITS.map(
    (unit) => [`coupon unit ${unit}`, labelled((language) => couponPeriodUnitName(unit, language))] as const,
  ),
  ...(["B", "S"] as const).map(
    (side) => [`side ${side}`, labelled((language) => matchSideName(side, language))] as const,
  ),
];

// Common words stripped of their diacritics, as in 'Sai username hoac password!'. Only words
// that are wrong bare: "vui", "mua", "quy", "gia" are right as they stand.
const UNACCENTED_WORD =
  /(?<![\p{L}\p{N}])(?:khong|duoc|nhap|lenh|khoi|luong|khoan|mat|khau|huy|sua|cong|khach|phien|dang|hoac|chinh|xac|thang|tuan|tai)(?![\p{L}\p{N}])/iu;
// One tone-mark style throughout: "hủy", "khóa", "Ủy ban", not "huỷ", "khoá", "Uỷ ban".
const OLD_TONE_STYLE = /(?<![\p{L}])(?:huỷ|khoá|uỷ|hoá|hoà|thoả)(?![\p{L}])/iu;

describe("catalogue wording", () => {
  it("collects the texts to check", () => {
    expect(TEXTS.length).toBeGreaterThan(150);
  });

  it.each(TEXTS)("%s: Vietnamese carries its diacritics, in one tone-mark style", (_name, text) => {
    expect(text.vi).not.toMatch(UNACCENTED_WORD);
    expect(text.vi).not.toMatch(OLD_TONE_STYLE);
  });

  it.each(TEXTS)('%s: English says "canceled" and "matched", as the order book does', (_name, text) => {
    expect(text.en).not.toMatch(/cancelled/i);
    expect(text.en).not.toMatch(/\bfilled\b/i);
  });

  it.each([
    ["Sai username hoac password!", UNACCENTED_WORD],
    ["Lệnh đã bị huỷ.", OLD_TONE_STYLE],
  ])("the checks catch %s", (text, pattern) => {
    expect(text).toMatch(pattern);
  });
});
