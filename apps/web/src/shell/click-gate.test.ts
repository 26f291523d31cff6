import { describe, expect, it } from "vitest";
import { createClickGate, MENU_CLICK_DEBOUNCE_MS } from "./click-gate";

describe("createClickGate (price-board §9 menu click debounce 300 ms)", () => {
  it("uses the spec's 300 ms", () => {
    expect(MENU_CLICK_DEBOUNCE_MS).toBe(300);
  });

  it.each<[string, number[], boolean[]]>([
    ["a single click acts", [1_000], [true]],
    ["a second click within 300 ms is ignored", [1_000, 1_299], [true, false]],
    ["a click 300 ms later acts", [1_000, 1_300], [true, true]],
    ["ignored clicks do not extend the window", [1_000, 1_200, 1_310], [true, false, true]],
    [
      "a burst acts once per window",
      [0, 50, 100, 299, 300, 350, 601],
      [true, false, false, false, true, false, true],
    ],
  ])("%s", (_name, times, expected) => {
    const accept = createClickGate();
    expect(times.map((time) => accept(time))).toEqual(expected);
  });
});
