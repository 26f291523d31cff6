import { describe, expect, it } from "vitest";
import { validateWatchlistName, WATCHLIST_NAME_MAX_LENGTH } from "./watchlist-name";

describe("validateWatchlistName (price-board §5: trimmed, non-empty to create)", () => {
  it.each([
    { rule: "a name is kept", name: "Ngân hàng", result: "Ngân hàng" },
    { rule: "a name is trimmed", name: "  VN30 yêu thích ", result: "VN30 yêu thích" },
    { rule: "empty → not created", name: "", result: null },
    { rule: "blank → not created", name: " \t ", result: null },
  ])("$rule", ({ name, result }) => {
    expect(validateWatchlistName(name)).toBe(result);
  });
});

describe("validateWatchlistName on untrusted input (the server's create and rename)", () => {
  it.each([
    { rule: "null → not created", name: null },
    { rule: "a number → not created", name: 42 },
    { rule: "an object → not created", name: { name: "x" } },
    { rule: "one character too long → not created", name: "a".repeat(WATCHLIST_NAME_MAX_LENGTH + 1) },
    { rule: "a 10 MB name → not created", name: `Bank${" ".repeat(10_000_000)}` },
  ])("$rule", ({ name }) => {
    expect(validateWatchlistName(name)).toBeNull();
  });

  it("takes up to the limit, counting characters, not UTF-16 units", () => {
    const longest = "📈".repeat(WATCHLIST_NAME_MAX_LENGTH);
    expect(validateWatchlistName(longest)).toBe(longest);
    expect(WATCHLIST_NAME_MAX_LENGTH).toBe(100);
  });

  it("keeps a name in NFC, so one name typed on two keyboards is the same", () => {
    const decomposed = "Nga\u0302n ha\u0300ng";
    expect(validateWatchlistName(decomposed)).toBe("Ngân hàng".normalize("NFC"));
    expect(validateWatchlistName(decomposed)).toBe(validateWatchlistName("Ng\u00e2n h\u00e0ng"));
  });
});

describe("validateWatchlistName refuses hidden characters (Unicode Cc, Cf) and invisible names", () => {
  it.each([
    { rule: "NUL (Cc)", name: "a\u0000b" },
    { rule: "bell and escape (Cc)", name: "a\u0007\u001b[31mb" },
    { rule: "a tab inside (Cc)", name: "Ngân\thàng" },
    { rule: "DEL and C1 controls (Cc)", name: "a\u007fb\u0085" },
    { rule: "a zero-width space (Cf)", name: "Ngân\u200Bhàng" },
    { rule: "a soft hyphen (Cf)", name: "Ngân\u00ADhàng" },
    { rule: "a right-to-left override (Cf)", name: "abc\u202Egpj.exe" },
    { rule: "a bidi isolate (Cf)", name: "\u2067VN30\u2069" },
    { rule: "a zero-width joiner, even between emoji (Cf)", name: "👨\u200D👩" },
    { rule: "a byte-order mark inside (Cf)", name: "a\uFEFFb" },
    { rule: "a lone surrogate (Cs)", name: "a\uD800" },
    { rule: "a line separator inside (Zl)", name: "a\u2028b" },
    { rule: "only zero-width characters", name: "\u200B\u200C\u200D" },
    { rule: "only Hangul fillers", name: "\u3164\u3164" },
    { rule: "only a braille blank", name: "\u2800" },
    { rule: "only combining marks", name: "\u0301\u0300" },
    { rule: "only a variation selector", name: "\uFE0F" },
  ])("$rule → not created", ({ name }) => {
    expect(validateWatchlistName(name)).toBeNull();
  });

  it.each([
    { rule: "a non-breaking space inside", name: "VN30\u00A0yêu thích" },
    { rule: "an emoji with its variation selector", name: "❤️ Ngân hàng" },
    { rule: "symbols and digits alone", name: "#1 ★" },
    { rule: "edge controls are trimmed like spaces", name: "\tVN30\n" },
  ])("$rule → kept", ({ name }) => {
    expect(validateWatchlistName(name)).toBe(name.trim());
  });
});
