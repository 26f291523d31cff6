import { describe, expect, it } from "vitest";
import { DERIVATIVE_MAX_ORDER_VOLUME, HOSE_MAX_ORDER_VOLUME } from "../lots";
import { CONDITIONAL_EXPIRY_WINDOW_DAYS } from "../orders/order-terms";
import { LANGUAGES } from "../format/language";
import { placeholdersOf } from "./localized-text";
import { WARNING_KEYS } from "./warning-keys";
import { WARNING_MESSAGES, warningMessage } from "./warning-messages";

const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

describe("warning messages (order-entry §8, accounts-session §5, §8)", () => {
  it("has a message for every warning key and no other", () => {
    expect(Object.keys(WARNING_MESSAGES).sort()).toEqual([...WARNING_KEYS].sort());
  });

  it.each(WARNING_KEYS)("%s has non-empty vi and en, vi with diacritics, same placeholders", (key) => {
    const text = WARNING_MESSAGES[key];
    for (const language of LANGUAGES) expect(text[language].trim()).not.toBe("");
    expect(text.vi).toMatch(VIETNAMESE_LETTER);
    expect(text.vi).not.toBe(text.en);
    expect(placeholdersOf(text.vi)).toEqual(placeholdersOf(text.en));
  });

  it("reads 'empty-acccount' as choose an account", () => {
    expect(warningMessage("empty-acccount", "vi")).toBe("Vui lòng chọn tiểu khoản.");
    expect(warningMessage("empty-acccount", "en")).toBe("Please choose an account.");
  });
});

describe("warningMessage parameters", () => {
  it("puts the step in VND into price-step-invalid (order-entry §5)", () => {
    expect(warningMessage("price-step-invalid", "vi", { step: 50 })).toBe(
      "Giá không đúng bước giá (50 VNĐ).",
    );
    expect(warningMessage("price-step-invalid", "en", { step: 100 })).toBe(
      "The price does not fit the price step (100 VND).",
    );
  });

  it("throws when price-step-invalid gets no step", () => {
    expect(() => warningMessage("price-step-invalid", "vi")).toThrow(/step/);
  });

  it.each(["invalid-stop-loss-margin", "invalid-trigger-price"] as const)(
    "%s with a step appends the price-step text (accounts-session §5)",
    (key) => {
      expect(warningMessage(key, "vi", { step: 10 })).toBe(
        `${WARNING_MESSAGES[key].vi} Giá không đúng bước giá (10 VNĐ).`,
      );
      expect(warningMessage(key, "en")).toBe(WARNING_MESSAGES[key].en);
    },
  );
});

describe("warning vocabulary: one English word per Vietnamese term", () => {
  it.each(["invalid-spread", "stop-spread-not-valid", "spread-not-valid"] as const)(
    '%s: "biên giá" of a spread is "spread"',
    (key) => {
      expect(warningMessage(key, "vi")).toMatch(/^Biên giá /);
      expect(warningMessage(key, "en")).toMatch(/\bspread\b/);
      expect(warningMessage(key, "en")).not.toMatch(/\bmargin\b/);
    },
  );

  it.each(["invalid-stop-loss-margin", "enter-slp-and-margin", "enter-slr-and-margin"] as const)(
    '%s: the margin is the "stop-loss margin"',
    (key) => {
      expect(warningMessage(key, "en")).toContain("stop-loss margin");
    },
  );
});

describe("warning texts agree with the limits they state (order-entry §9)", () => {
  it("vol-greater-than-50000 states the HOSE cap", () => {
    expect(warningMessage("vol-greater-than-50000", "vi")).toContain(
      HOSE_MAX_ORDER_VOLUME.toLocaleString("vi-VN"),
    );
    expect(warningMessage("vol-greater-than-50000", "en")).toContain(
      HOSE_MAX_ORDER_VOLUME.toLocaleString("en-US"),
    );
  });

  it("volume-less-than-500 states the derivative cap of 500 contracts", () => {
    expect(warningMessage("volume-less-than-500", "vi")).toBe(
      `Khối lượng tối đa ${DERIVATIVE_MAX_ORDER_VOLUME} hợp đồng.`,
    );
  });

  it("expired-date-30 states the validated window", () => {
    for (const language of LANGUAGES) {
      expect(warningMessage("expired-date-30", language)).toContain(`${CONDITIONAL_EXPIRY_WINDOW_DAYS}`);
    }
  });

  it.each([
    ["long_oco_validate", "cao hơn", "above"],
    ["short_oco_validate", "thấp hơn", "below"],
  ] as const)("%s states the take-profit side of the stop loss (order-entry §5 OCO)", (key, vi, en) => {
    expect(warningMessage(key, "vi")).toContain(vi);
    expect(warningMessage(key, "en")).toContain(en);
  });
});
