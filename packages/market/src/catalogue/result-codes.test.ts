import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../format/language";
import { placeholdersOf } from "./localized-text";
import {
  FALLBACK_RESULT_MESSAGE,
  RESULT_CODES,
  RESULT_SUBSYSTEMS,
  findResultCode,
  normalizeResultCode,
  resultMessage,
  type ResultContext,
} from "./result-codes";

const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

/** Every code order-entry §8 and accounts-session §8 name, as they spell it. */
const SPEC_CODES: readonly (number | string)[] = [
  1,
  -1,
  0,
  -8004,
  -8005,
  -8006,
  -8007,
  -8008,
  -8043,
  -8044,
  -6063,
  "FOS-6063",
  -9998,
  -11003,
  -11004,
  -20606,
  "COS-96045",
  "COS-920606",
  "COS-40035",
  40036,
  40037,
  40038,
  40039,
  40040,
  40041,
  40042,
  40043,
  40047,
  40048,
  40049,
  40060,
  40061,
  40062,
  90001,
  95001,
  96012,
  96013,
  96016,
  96017,
  96018,
  96021,
  96022,
  96024,
  96028,
  96029,
  96031,
  96032,
  96033,
  96038,
  96039,
  96041,
  96043,
  98001,
  98002,
];

describe("the result-code catalogue (order-entry §8, accounts-session §8)", () => {
  it.each(SPEC_CODES)("knows %s", (code) => {
    const known = findResultCode(code, "call") ?? findResultCode(code, "login");
    expect(known).toBeDefined();
  });

  it("holds each code once per context after normalisation", () => {
    const keys = RESULT_CODES.map((entry) => `${entry.context ?? "*"} ${normalizeResultCode(entry.code)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never mixes a context-free entry with a contextual one for the same code", () => {
    const contextual = new Set(
      RESULT_CODES.filter((entry) => entry.context !== undefined).map((e) => normalizeResultCode(e.code)),
    );
    const free = RESULT_CODES.filter((entry) => entry.context === undefined).map((e) =>
      normalizeResultCode(e.code),
    );
    expect(free.filter((code) => contextual.has(code))).toEqual([]);
  });

  it.each(RESULT_CODES.map((entry) => [String(entry.code), entry.context ?? "any", entry] as const))(
    "%s (%s) has a subsystem, non-empty vi and en with Vietnamese diacritics, the same placeholders",
    (_code, _context, entry) => {
      expect(RESULT_SUBSYSTEMS).toContain(entry.subsystem);
      for (const language of LANGUAGES) expect(entry.message[language].trim()).not.toBe("");
      expect(entry.message.vi).toMatch(VIETNAMESE_LETTER);
      expect(entry.message.vi).not.toBe(entry.message.en);
      expect(placeholdersOf(entry.message.en)).toEqual(placeholdersOf(entry.message.vi));
    },
  );
});

describe("normalisation: codes arrive as numbers, strings or COS-/FOS- prefixed", () => {
  it.each([
    [40040, "40040"],
    ["40040", "40040"],
    ["COS-40040", "40040"],
    ["cos-40040", "40040"],
    [" 40040 ", "40040"],
    ["FOS-6063", "6063"],
    [-8004, "-8004"],
    ["-8004", "-8004"],
    ["+1", "1"],
    ["-0", "0"],
    ["abc", "ABC"],
  ])("%j → %s", (code, expected) => {
    expect(normalizeResultCode(code)).toBe(expected);
  });

  it("finds one entry for 'COS-40040', 40040 and '40040'", () => {
    const entry = findResultCode(40040);
    expect(entry).toBeDefined();
    expect(findResultCode("COS-40040")).toBe(entry);
    expect(findResultCode("40040")).toBe(entry);
  });

  it("keeps -6063 and FOS-6063 apart but gives both the identity-card text", () => {
    expect(findResultCode(-6063)).not.toBe(findResultCode("FOS-6063"));
    expect(findResultCode(-6063)?.message).toBe(findResultCode("FOS-6063")?.message);
  });
});

describe("codes with two meanings are told apart by context", () => {
  it.each<[number, ResultContext, string]>([
    [-1, "call", "Phiên đăng nhập đã hết hạn. Quý khách vui lòng đăng nhập lại."],
    [-1, "login", "Tên đăng nhập hoặc mật khẩu không chính xác."],
    [0, "login", "Tên đăng nhập hoặc mật khẩu không chính xác."],
    [-9998, "login", "Vui lòng nhập mã OTP để hoàn tất đăng nhập."],
    [-9998, "call", "Lệnh chưa được xác nhận."],
  ])("%i at %s", (code, context, vi) => {
    expect(resultMessage(code, "vi", undefined, context)).toBe(vi);
  });

  it("reads a call by default", () => {
    expect(findResultCode(-9998)?.subsystem).toBe("order");
    expect(findResultCode(-9998, "login")?.subsystem).toBe("auth");
  });

  it("has no meaning for 0 outside login", () => {
    expect(findResultCode(0)).toBeUndefined();
  });

  it("lets context-free codes answer in both contexts", () => {
    expect(findResultCode(-11003, "login")).toBe(findResultCode(-11003, "call"));
  });
});

describe("resultMessage", () => {
  it("uses the spec's Vietnamese for -11003", () => {
    expect(resultMessage(-11003, "vi")).toBe("Quý Khách đã nhập sai nhiều lần. Vui lòng thử lại sau 1 phút");
  });

  it("fills the remaining attempts of -11004", () => {
    expect(resultMessage(-11004, "vi", { remaining: 2 })).toBe(
      "Mã OTP không chính xác. Quý Khách còn 2 lần thực hiện trước khi bị tạm khóa",
    );
    expect(resultMessage(-11004, "en", { remaining: 1 })).toBe(
      "Incorrect OTP. Attempts left before your account is temporarily locked: 1.",
    );
  });

  it("throws when -11004 gets no remaining count (a caller error)", () => {
    expect(() => resultMessage(-11004, "en")).toThrow(/remaining/);
  });

  it.each([12345, "COS-99999", "", "not a code", Number.NaN])(
    "falls back to 'An error has occurred' for unknown %j",
    (code) => {
      expect(resultMessage(code, "en")).toBe(FALLBACK_RESULT_MESSAGE.en);
      expect(resultMessage(code, "vi")).toBe("Đã có lỗi xảy ra.");
    },
  );

  it("answers in the language asked", () => {
    expect(resultMessage("COS-96045", "en")).toBe(
      "This stock has no margin room left. Please place an out-of-room order (100% margin).",
    );
    expect(resultMessage(96012, "vi")).toBe("Không đủ sức mua.");
  });

  it.each([-20606, "COS-96045", "COS-920606"])("%j is the out-of-room notice", (code) => {
    expect(resultMessage(code, "vi")).toContain("ngoài room");
  });
});
