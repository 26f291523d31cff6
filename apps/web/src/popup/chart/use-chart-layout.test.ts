import { describe, expect, it } from "vitest";
import { savedResolution } from "./use-chart-layout";

const layout = (resolution: string) => ({ symbol: "FPT", resolution, content: "{}", savedAt: 1 });

describe("savedResolution", () => {
  it.each([
    [layout("60"), "60"],
    [layout("W"), "W"],
    [layout("30"), null],
    [layout("1D"), null],
    [null, null],
    [undefined, null],
  ])("%j → %s", (saved, expected) => {
    expect(savedResolution(saved)).toBe(expected);
  });
});
