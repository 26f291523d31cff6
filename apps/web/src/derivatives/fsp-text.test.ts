import { describe, expect, it } from "vitest";
import { settlementPriceText } from "./fsp-text";

describe("settlementPriceText (price-board §5: a missing settlement price shows empty)", () => {
  it.each([
    [185_117, "1,851.17"],
    [194_700, "1,947.00"],
    [181_915, "1,819.15"],
    [null, ""],
    [undefined, ""],
    [0, ""],
  ])("calFSP %j reads %j", (calFSP, text) => {
    expect(settlementPriceText(calFSP)).toBe(text);
  });
});
