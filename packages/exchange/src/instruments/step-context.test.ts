import { describe, expect, it } from "vitest";
import { tinyUniverse } from "../test-support/tiny-universe";
import { stepContextOf } from "./step-context";

const instrument = (symbol: string) => {
  const found = tinyUniverse().instruments.find((definition) => definition.symbol === symbol);
  if (found === undefined) throw new Error(symbol);
  return found;
};

describe("step context of an instrument", () => {
  it.each([
    ["a HOSE stock", "AAA", { kind: "STOCK", venue: "HOSE" }],
    ["an HNX stock", "HHH", { kind: "STOCK", venue: "HNX" }],
    ["a future (no venue)", "VN30F2612", { kind: "INDEX_FUTURE" }],
    ["a bond without a board venue takes its exchange", "AAAB2701", { kind: "BOND", venue: "HNX" }],
  ])("%s", (_name, symbol, expected) => {
    expect(stepContextOf(instrument(symbol))).toEqual(expected);
  });
});
