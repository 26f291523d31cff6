import type { StepContext } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { priceText, priceValue, steppedPrice, type PriceScale } from "./price-text";

const HOSE: StepContext = { kind: "STOCK", venue: "HOSE" };
const HNX: StepContext = { kind: "STOCK", venue: "HNX" };
const FUTURE: StepContext = { kind: "INDEX_FUTURE" };

describe("priceText / priceValue", () => {
  it.each<[number, PriceScale, string]>([
    [25_550, 1_000, "25.55"],
    [98_000, 1_000, "98.00"],
    [100_005, 1_000, "100.005"],
    [9_990, 1_000, "9.99"],
    [10, 1_000, "0.01"],
    [195_050, 100, "1950.5"],
    [195_000, 100, "1950"],
    [99_500, 1, "99500"],
    [0, 1_000, ""],
  ])("%d at scale %d is %s", (value, scale, text) => {
    expect(priceText(value, scale)).toBe(text);
    if (text !== "") expect(priceValue(text, scale)).toBe(value);
  });

  it.each(["", "ATO", "1.2.3", "-5", "abc"])("%j is no number", (text) => {
    expect(priceValue(text, 1_000)).toBeNull();
  });
});

describe("steppedPrice", () => {
  const step = (
    text: string,
    direction: 1 | -1,
    context = HOSE,
    userStep = 0.1,
    scale: PriceScale = 1_000,
    from = 0,
  ) => steppedPrice({ text, direction, scale, context, userStep, from });

  it.each([
    ["steps by the user's 0.1 where the tick is 50", "25.5", 1, HOSE, "25.60"],
    ["falls back to the tick when 0.1 is off it (HOSE 50,000+ ticks 100)", "60", 1, HOSE, "60.10"],
    ["below 10,000 on HOSE the user's 100 VND is a multiple of the 10 tick", "9.99", 1, HOSE, "10.09"],
    ["steps down by the user's step", "25.6", -1, HOSE, "25.50"],
    ["HNX ticks by 100", "12.3", 1, HNX, "12.40"],
    ["never goes below one tick", "0.1", -1, HNX, "0.10"],
  ] as const)("%s", (_rule, text, direction, context, expected) => {
    expect(step(text, direction, context)).toBe(expected);
  });

  it("uses the tick when the user's step is not on it (0.01 on a 50 VND tick)", () => {
    expect(step("25.5", 1, HOSE, 0.01)).toBe("25.55");
  });

  it("starts from the last or reference price when the field holds no number", () => {
    expect(step("", 1, HOSE, 0.1, 1_000, 25_550)).toBe("25.55");
    expect(step("ATC", -1, HOSE, 0.1, 1_000, 25_550)).toBe("25.55");
    expect(step("", 1, HOSE, 0.1, 1_000, 0)).toBe("");
  });

  it("steps index futures by 0.1 point", () => {
    expect(step("1950.5", 1, FUTURE, 0.1, 100)).toBe("1950.6");
    expect(step("1950", -1, FUTURE, 0.1, 100)).toBe("1949.9");
  });
});
