import { describe, expect, it } from "vitest";
import { barsOfHistory, exchangeClockText, minuteStartOf, withMatch } from "./chart-bars";

const at = (hours: number, minutes: number) => Date.UTC(2026, 1, 10, hours - 7, minutes) / 1_000;

describe("barsOfHistory", () => {
  it("reads the chart feed's parallel arrays", () => {
    expect(
      barsOfHistory({
        s: "ok",
        t: [at(9, 0), at(9, 1)],
        o: [1946.2, 1945.9],
        h: [1946.2, 1946.1],
        l: [1945.2, 1945.9],
        c: [1945.8, 1946.1],
        v: [16, 2],
      }),
    ).toEqual([
      { time: at(9, 0), close: 1945.8, volume: 16 },
      { time: at(9, 1), close: 1946.1, volume: 2 },
    ]);
  });

  it.each([{ s: "no_data" } as const, { s: "error", errmsg: "unknown_symbol" } as const])(
    "has no bars for %j",
    (history) => {
      expect(barsOfHistory(history)).toEqual([]);
    },
  );
});

describe("minuteStartOf", () => {
  it.each([
    ["09:20:31", at(9, 20)],
    ["09:20", at(9, 20)],
    ["14:45:00", at(14, 45)],
    ["9:20:31", null],
    ["25:00:00", null],
    ["09:61:00", null],
    ["", null],
  ])("%j on 2026-02-10 starts at %j", (clock, seconds) => {
    expect(minuteStartOf("2026-02-10", clock)).toBe(seconds);
  });
});

describe("withMatch", () => {
  const bars = [
    { time: 60, close: 1945.8, volume: 2 },
    { time: 120, close: 1946, volume: 1 },
  ];
  it.each([
    {
      name: "the last minute takes the close and adds the volume",
      time: 120,
      last: { time: 120, close: 1947, volume: 4 },
    },
    { name: "a later minute opens a bar", time: 180, last: { time: 180, close: 1947, volume: 3 } },
  ])("$name", ({ time, last }) => {
    expect(withMatch(bars, time, 1947, 3).at(-1)).toEqual(last);
  });

  it("leaves out a late match of an earlier minute", () => {
    expect(withMatch(bars, 60, 1947, 3)).toEqual(bars);
  });

  it("opens the first bar", () => {
    expect(withMatch([], 60, 1947, 3)).toEqual([{ time: 60, close: 1947, volume: 3 }]);
  });
});

describe("exchangeClockText", () => {
  it.each([
    [at(9, 5), "09:05"],
    [at(14, 45), "14:45"],
    [at(0, 0), "00:00"],
  ])("%i reads %s", (seconds, text) => {
    expect(exchangeClockText(seconds)).toBe(text);
  });
});
