import { describe, expect, it } from "vitest";
import { fittingCount } from "./menu-overflow";

describe("fittingCount (price-board §2 menu overflow)", () => {
  it.each<[string, number[], number, number, number]>([
    ["all fit exactly, no overflow button needed", [50, 60, 70], 30, 180, 3],
    ["all fit with room to spare", [50, 60, 70], 30, 500, 3],
    ["one pixel short: the last moves out, the button takes its room", [50, 60, 70], 30, 179, 2],
    ["the button's width counts once something overflows", [50, 60, 70], 30, 139, 1],
    ["exactly two beside the button", [50, 60, 70], 30, 140, 2],
    ["nothing fits beside the button", [50, 60, 70], 30, 79, 0],
    ["no room at all", [50, 60, 70], 30, 0, 0],
    ["a wide entry stops the run; later narrow ones stay out (order is kept)", [50, 200, 10], 30, 100, 1],
    ["no entries", [], 30, 100, 0],
    ["zero-width entries (not measured yet) all fit", [0, 0, 0], 30, 0, 3],
  ])("%s", (_name, widths, more, available, expected) => {
    expect(fittingCount(widths, more, available)).toBe(expected);
  });

  it("gives back entries as the bar widens", () => {
    const widths = [80, 80, 80, 80, 80];
    const counts = [100, 200, 300, 400].map((available) => fittingCount(widths, 40, available));
    expect(counts).toEqual([0, 2, 3, 5]);
  });
});
