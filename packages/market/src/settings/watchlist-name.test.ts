import { describe, expect, it } from "vitest";
import { validateWatchlistName } from "./watchlist-name";

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
