import { describe, expect, it } from "vitest";
import type { Language } from "./language";
import { matchSideColour, matchSideLetter, matchSideName } from "./match-history";

describe("match history side", () => {
  it.each<[string, Language, string, string]>([
    ["B", "vi", "M", "Mua"],
    ["S", "vi", "B", "Bán"],
    ["B", "en", "B", "Buy"],
    ["S", "en", "S", "Sell"],
    ["", "vi", "", ""],
  ])("price-board §3: match history side B or S (%o in %s)", (side, language, letter, name) => {
    expect(matchSideLetter(side, language)).toBe(letter);
    expect(matchSideName(side, language)).toBe(name);
  });

  it.each<[string | undefined, string]>([
    ["B", "up"],
    ["S", "down"],
    ["", "reference"],
    [undefined, "reference"],
  ])("price-board §3: side colour of %o is %s", (side, expected) => {
    expect(matchSideColour(side)).toBe(expected);
  });
});
