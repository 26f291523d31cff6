import { describe, expect, it } from "vitest";
import { popupPick } from "./popup-symbol";

describe("popupPick (price-board §5: symbols of length 9 are ignored in the popup)", () => {
  it.each<[string, string | null]>([
    ["HPG", "HPG"],
    [" hpg ", "HPG"],
    ["CVNM2401", "CVNM2401"],
    ["VN30F2603", null],
    ["ABCDEFGHIJ", "ABCDEFGHIJ"],
    ["", null],
  ])("%j → %s", (code, expected) => {
    expect(popupPick(code)).toBe(expected);
  });
});
