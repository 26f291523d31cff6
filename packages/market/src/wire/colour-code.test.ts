import { describe, expect, it } from "vitest";
import { priceColour } from "../format/price-colour";
import { colourOfWireCode, isWireColourCode, WIRE_COLOUR_CODES, wireColourCode } from "./colour-code";

describe("wire colour codes (price-board §3 colour fields)", () => {
  it("gives every board colour a distinct one-letter code", () => {
    const codes = Object.values(WIRE_COLOUR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]$/);
  });

  it("round-trips every colour", () => {
    for (const colour of ["ceiling", "floor", "reference", "up", "down"] as const) {
      expect(colourOfWireCode(wireColourCode(colour))).toBe(colour);
    }
  });

  it("encodes what priceColour decides", () => {
    const limits = { reference: 25_000, ceiling: 26_750, floor: 23_250 };
    expect(wireColourCode(priceColour(26_750, limits))).toBe("c");
    expect(wireColourCode(priceColour(23_250, limits))).toBe("f");
    expect(wireColourCode(priceColour(25_500, limits))).toBe("i");
    expect(wireColourCode(priceColour(24_500, limits))).toBe("d");
    expect(wireColourCode(priceColour(25_000, limits))).toBe("r");
  });

  it("reads an empty or unknown code as the neutral colour, and rejects prototype keys", () => {
    expect(colourOfWireCode("")).toBe("reference");
    expect(colourOfWireCode("x")).toBe("reference");
    expect(colourOfWireCode("toString")).toBe("reference");
    expect(isWireColourCode("")).toBe(true);
    expect(isWireColourCode("i")).toBe(true);
    expect(isWireColourCode("toString")).toBe(false);
    expect(isWireColourCode("I")).toBe(false);
  });
});
