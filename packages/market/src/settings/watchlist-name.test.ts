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
