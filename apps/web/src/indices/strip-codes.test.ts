import { describe, expect, it } from "vitest";
import { shownTileCodes, stripIndexCodes } from "./strip-codes";

describe("strip codes (price-board §2 Index chart strip, §7 getlistindexdetail)", () => {
  it("loads 10, 02, 11, 03 and 27 when VN100 is enabled, without 27 otherwise", () => {
    expect(stripIndexCodes(true)).toEqual(["10", "02", "11", "03", "27"]);
    expect(stripIndexCodes(false)).toEqual(["10", "02", "11", "03"]);
  });

  it.each([
    [
      ["10", "11", "02", "03", "27"],
      ["10", "02", "11", "03", "27"],
    ],
    [
      ["27", "10"],
      ["10", "27"],
    ],
    [[], []],
    [["20", "02"], ["02"]],
  ])("chart setting %j shows tiles %j in strip order", (chartShow, tiles) => {
    expect(shownTileCodes(stripIndexCodes(true), chartShow)).toEqual(tiles);
  });

  it("never shows VN100 when it is disabled", () => {
    expect(shownTileCodes(stripIndexCodes(false), ["27", "10"])).toEqual(["10"]);
  });
});
