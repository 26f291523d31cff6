import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WIRE_COLOUR_CODES, type WireColourCode } from "./colour-code";
import { EMPTY_PACKED_GROUP, packGroup, unpackGroup, type DepthGroup } from "./packed-group";

const colours: WireColourCode[] = ["", ...Object.values(WIRE_COLOUR_CODES)];
const group = fc.record({
  price: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  volume: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  color: fc.constantFrom(...colours),
});

describe("packed groups g1..g7 'price|volume|color' (price-board §3)", () => {
  it("packs a level", () => {
    expect(packGroup({ price: 25_550, volume: 1_200, color: "i" })).toBe("25550|1200|i");
    expect(packGroup({ price: 0, volume: 0, color: "" })).toBe(EMPTY_PACKED_GROUP);
  });

  it("packs g7 as over-buy|over-sell| with no colour", () => {
    expect(packGroup({ price: 120_000, volume: 98_500, color: "" })).toBe("120000|98500|");
  });

  it("unpacks a level", () => {
    expect(unpackGroup("25550|1200|i")).toEqual({ price: 25_550, volume: 1_200, color: "i" });
    expect(unpackGroup("0|0|")).toEqual({ price: 0, volume: 0, color: "" });
  });

  it.each([
    "",
    "25550|1200",
    "25550|1200|i|x",
    "25.55|1200|i",
    "-1|1200|i",
    "25550||i",
    "25550|1200|z",
    "1e3|1|i",
  ])("refuses %j", (text) => {
    expect(unpackGroup(text)).toBeNull();
  });

  it("refuses numbers beyond the safe integers", () => {
    expect(unpackGroup("9007199254740993|1|i")).toBeNull();
  });

  it("throws when packing a fractional or negative number", () => {
    expect(() => packGroup({ price: 25.5, volume: 1, color: "i" })).toThrow(RangeError);
    expect(() => packGroup({ price: 1, volume: -1, color: "i" })).toThrow(RangeError);
  });

  it("round-trips every group", () => {
    fc.assert(
      fc.property(group, (value: DepthGroup) => {
        expect(unpackGroup(packGroup(value))).toEqual(value);
      }),
    );
  });
});
