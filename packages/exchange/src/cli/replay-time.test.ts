import { epochMillisOf } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { formatReplayTime, instantOf, parseReplayTime } from "./replay-time";

describe("replay times are exchange time (ICT)", () => {
  it.each([
    ["09:15:00", { date: null, seconds: 33_300 }],
    ["2026-02-10 14:45:30", { date: "2026-02-10", seconds: 53_130 }],
    ["00:00:00", { date: null, seconds: 0 }],
    ["23:59:59", { date: null, seconds: 86_399 }],
  ])("reads %s", (text, expected) => {
    expect(parseReplayTime(text)).toEqual(expected);
  });

  it.each([
    "9:15:00",
    "09:15",
    "24:00:00",
    "09:60:00",
    "09:15:60",
    "2026-02-30 09:15:00",
    "2026-02-10T09:15:00",
    "",
  ])("refuses %s", (text) => {
    expect(parseReplayTime(text)).toBeNull();
  });

  it("places a time on its day and writes it back in the long form", () => {
    const instant = instantOf("2026-02-10", 33_300 + 7);
    expect(instant).toBe(epochMillisOf({ date: "2026-02-10", minute: 555 }) + 7_000);
    expect(formatReplayTime(instant)).toBe("2026-02-10 09:15:07");
    expect(formatReplayTime(instant + 999)).toBe("2026-02-10 09:15:07");
  });
});
