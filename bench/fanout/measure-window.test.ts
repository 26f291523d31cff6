import { describe, expect, it } from "vitest";
import { longestPauseMinutes, measureDeadlineSeconds, measuredNothing } from "./measure-window";

describe("the measuring window", () => {
  it("sits out the lunch break, the demo day's longest pause", () => {
    expect(longestPauseMinutes()).toBe(90);
  });

  it.each([
    [15, 600, 15 + 9 + 15],
    [15, 60, 15 + 90 + 15],
    [5, 1, 5 + 5_400 + 15],
  ])("waits for %i s of trading at %i× at most %i s", (seconds, speed, deadline) => {
    expect(measureDeadlineSeconds(seconds, speed)).toBe(deadline);
  });

  it.each([
    [{ measuredSeconds: 0, delivered: 0 }, true],
    [{ measuredSeconds: 15, delivered: 0 }, true],
    [{ measuredSeconds: 0, delivered: 10 }, true],
    [{ measuredSeconds: 15, delivered: 10 }, false],
  ])("%o measured nothing: %s", (figures, nothing) => {
    expect(measuredNothing(figures)).toBe(nothing);
  });
});
