import { describe, expect, it } from "vitest";
import { marketMinuteAt } from "./market-minute";

const ictNoon = Date.UTC(2026, 1, 10, 5, 0);

describe("marketMinuteAt: the market clock, not the visitor's", () => {
  it.each([
    {
      name: "the server's reading",
      sample: { serverTime: ictNoon, localTime: 1_000, speed: 1 },
      local: 1_000,
      minute: 720,
    },
    {
      name: "run forward at real time",
      sample: { serverTime: ictNoon, localTime: 1_000, speed: 1 },
      local: 61_000,
      minute: 721,
    },
    {
      name: "run forward at the demo speed",
      sample: { serverTime: ictNoon, localTime: 0, speed: 2 },
      local: 60_000,
      minute: 722,
    },
    {
      name: "a second before noon",
      sample: { serverTime: ictNoon - 1_000, localTime: 0, speed: 1 },
      local: 0,
      minute: 719 + 59 / 60,
    },
    { name: "the local clock before any reading", sample: null, local: ictNoon - 3 * 3_600_000, minute: 540 },
  ])("$name", ({ sample, local, minute }) => {
    expect(marketMinuteAt(sample, local)).toBeCloseTo(minute, 6);
  });
});
