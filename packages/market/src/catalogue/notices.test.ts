import { describe, expect, it } from "vitest";
import { LANGUAGES, type LocalizedText } from "../format/language";
import { interpolate, placeholdersOf } from "./localized-text";
import * as notices from "./notices";

const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

// Any language key makes a text, so one that lacks the other language is checked, not skipped.
function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === "object" && value !== null && LANGUAGES.some((language) => language in value);
}

/** Every LocalizedText the module exports, directly or one record deep. */
const TEXTS: readonly (readonly [string, LocalizedText])[] = Object.entries(notices).flatMap(
  ([name, value]) => {
    if (isLocalizedText(value)) return [[name, value] as const];
    if (typeof value === "object" && value !== null) {
      return Object.entries(value)
        .filter((entry): entry is [string, LocalizedText] => isLocalizedText(entry[1]))
        .map(([key, text]) => [`${name}.${key}`, text] as const);
    }
    return [];
  },
);

describe("fixed notices (order-entry §8; accounts-session §2, §4, §8)", () => {
  it("finds the notices to check", () => {
    expect(TEXTS.length).toBeGreaterThanOrEqual(18);
  });

  it.each(TEXTS)("%s has non-empty vi with diacritics and en, with the same placeholders", (_name, text) => {
    for (const language of LANGUAGES) expect(text[language]?.trim() ?? "").not.toBe("");
    expect(text.vi).toMatch(VIETNAMESE_LETTER);
    expect(text.vi).not.toBe(text.en);
    expect(placeholdersOf(text.en)).toEqual(placeholdersOf(text.vi));
  });

  it("keeps the spec's Vietnamese word for word", () => {
    expect(notices.BLOCK_ORDER_DIALOG_TITLE).toEqual({
      vi: "Giao dịch không thành công",
      en: "Trade unsuccessful",
    });
    expect(notices.INSIDER_BLOCK_NOTICES[2].vi).toBe("Vượt quá khối lượng theo Công bố thông tin");
    expect(notices.SESSION_EXPIRED_NOTICE.vi).toBe(
      "Phiên đăng nhập đã hết hạn. Quý khách vui lòng đăng nhập lại.",
    );
  });

  it("words block type 2 in English as order-entry §8: 'volume exceeds the disclosed volume'", () => {
    expect(notices.INSIDER_BLOCK_NOTICES[2].en).toBe("The volume exceeds the disclosed volume.");
  });

  it("words block type 1 as the spec, with a neutral app name", () => {
    expect(notices.INSIDER_BLOCK_NOTICES[1].vi).toBe(
      "Quý khách đang vi phạm hạn mức giao dịch (50 triệu/ngày và 200 triệu/tháng). Vui lòng khai báo Công bố thông tin trên ứng dụng của công ty chứng khoán để tiếp tục thực hiện giao dịch",
    );
    expect(notices.INSIDER_BLOCK_NOTICES[1].en).toContain("your broker's app");
  });

  it("states the insider limits it exports (accounts-session §9)", () => {
    expect(notices.INSIDER_DAILY_LIMIT_VND).toBe(50_000_000);
    expect(notices.INSIDER_MONTHLY_LIMIT_VND).toBe(200_000_000);
    const { vi, en } = notices.INSIDER_BLOCK_NOTICES[1];
    expect(vi).toContain(`${notices.INSIDER_DAILY_LIMIT_VND / 1_000_000} triệu/ngày`);
    expect(vi).toContain(`${notices.INSIDER_MONTHLY_LIMIT_VND / 1_000_000} triệu/tháng`);
    expect(en).toContain(`VND ${notices.INSIDER_DAILY_LIMIT_VND / 1_000_000} million per day`);
    expect(en).toContain(`VND ${notices.INSIDER_MONTHLY_LIMIT_VND / 1_000_000} million per month`);
  });

  it.each([
    ["IDENTITY_CARD_BLOCK_NOTICE", notices.IDENTITY_CARD_BLOCK_NOTICE],
    ["INSIDER_DISCLOSURE_ALERT", notices.INSIDER_DISCLOSURE_ALERT],
  ])("%s gives the hotline 1900 633 308 in both languages", (_name, text) => {
    expect(notices.HOTLINE).toBe("1900 633 308");
    expect(notices.HOTLINE_DIAL).toBe(notices.HOTLINE.replaceAll(" ", ""));
    for (const language of LANGUAGES) expect(text[language]).toContain(notices.HOTLINE);
  });

  it.each([
    ["place", "Order request sent successfully."],
    ["edit", "Edit request sent successfully."],
    ["cancel", "Cancel request sent successfully."],
  ] as const)("the %s result toast reads '%s'", (kind, en) => {
    expect(notices.ORDER_REQUEST_SENT[kind].en).toBe(en);
  });

  it("suggests an out-room order with 100% margin when out of room", () => {
    expect(notices.OUT_OF_ROOM_NOTICE.vi).toContain("ký quỹ 100%");
    expect(notices.OUT_OF_ROOM_NOTICE.en).toContain("100% margin");
  });

  it("fills the login failure count", () => {
    expect(interpolate(notices.LOGIN_FAILURE_NOTICE.vi, { count: 4 })).toContain("sai 4 lần");
  });
});
