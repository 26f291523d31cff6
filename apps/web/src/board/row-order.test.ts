import { describe, expect, it } from "vitest";
import { moveSymbol, orderedBy } from "./row-order";

describe("orderedBy", () => {
  it.each<[string, string[], string[] | undefined, string[]]>([
    ["no order keeps the board's", ["A", "B", "C"], undefined, ["A", "B", "C"]],
    ["follows the order", ["A", "B", "C"], ["C", "A", "B"], ["C", "A", "B"]],
    ["appends symbols the order lacks", ["A", "B", "C", "D"], ["C", "A"], ["C", "A", "B", "D"]],
    ["drops symbols no longer on the board", ["A", "B"], ["X", "B", "A"], ["B", "A"]],
    ["lists a repeated symbol once", ["A", "B"], ["B", "B", "A"], ["B", "A"]],
  ])("%s", (_rule, symbols, order, expected) => {
    expect(orderedBy(symbols, order)).toEqual(expected);
  });
});

describe("moveSymbol (drag to reorder, price-board §4)", () => {
  const list = ["A", "B", "C", "D"];
  it.each<[string, string, string, string[]]>([
    ["down lands after the target", "A", "C", ["B", "C", "A", "D"]],
    ["up lands before the target", "D", "B", ["A", "D", "B", "C"]],
    ["to the last place", "B", "D", ["A", "C", "D", "B"]],
    ["onto itself changes nothing", "B", "B", list],
    ["an unknown symbol changes nothing", "X", "B", list],
  ])("%s", (_rule, moved, target, expected) => {
    expect(moveSymbol(list, moved, target)).toEqual(expected);
  });
});
