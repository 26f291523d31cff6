import { describe, expect, it } from "vitest";
import {
  applyLiveValue,
  emptyIntradayPoints,
  exchangeMinuteOfEpochSeconds,
  INTRADAY_STEPS,
  intradayPoints,
  minuteOfClockText,
  minuteValuesOfSeries,
  percentPoints,
  stepIndexOf,
  type IntradayPoint,
  type MinuteValue,
} from "./intraday-points";

const at = (clock: string): number => {
  const [hours = "0", minutes = "0"] = clock.split(":");
  return Number(hours) * 60 + Number(minutes);
};
const clock = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
/** The filled points as "HH:MM=value". */
const filled = (points: readonly IntradayPoint[]): string[] =>
  points.flatMap((point) => (point.value === null ? [] : [`${clock(point.minute)}=${point.value}`]));
const values = (...pairs: [string, number][]): MinuteValue[] =>
  pairs.map(([time, value]) => ({ minute: at(time), value }));

describe("INTRADAY_STEPS (price-board §2: 10-minute steps from 09:09 to 15:00, lunch 11:30–13:00)", () => {
  it("starts at 09:09, ends at 15:00 and steps by 10 minutes on one grid", () => {
    const text = INTRADAY_STEPS.map(clock);
    expect(text.slice(0, 3)).toEqual(["09:09", "09:19", "09:29"]);
    expect(text.slice(-3)).toEqual(["14:49", "14:59", "15:00"]);
    expect(text).toContain("11:29");
    expect(text).toContain("13:09");
    expect(INTRADAY_STEPS).toHaveLength(15 + 12 + 1);
  });

  it("has no step in the lunch gap", () => {
    expect(INTRADAY_STEPS.filter((minute) => minute >= at("11:30") && minute < at("13:00"))).toEqual([]);
  });
});

describe("stepIndexOf", () => {
  it.each([
    ["08:59", null],
    ["09:00", "09:09"],
    ["09:09", "09:09"],
    ["09:10", "09:19"],
    ["09:23", "09:29"],
    ["11:29", "11:29"],
    ["11:30", "11:29"],
    ["12:59", "11:29"],
    ["13:00", "13:09"],
    ["14:59", "14:59"],
    ["15:00", "15:00"],
    ["15:30", "15:00"],
  ])("a value at %s is drawn at %s", (time, step) => {
    const index = stepIndexOf(at(time));
    expect(index === null ? null : clock(INTRADAY_STEPS[index] ?? -1)).toBe(step);
  });
});

describe("intradayPoints: each step takes the last value at or before it", () => {
  it.each([
    { name: "no values", input: [], expected: [] },
    {
      name: "the last of several values in a step",
      input: values(["09:01", 100], ["09:05", 101], ["09:09", 102], ["09:10", 103]),
      expected: ["09:09=102", "09:19=103"],
    },
    {
      name: "a step without values keeps the value before it",
      input: values(["09:05", 100], ["09:35", 110]),
      expected: ["09:09=100", "09:19=100", "09:29=100", "09:39=110"],
    },
    {
      name: "nothing after the step of the latest value",
      input: values(["09:15", 100]),
      expected: ["09:19=100"],
    },
    {
      name: "values before the open are not drawn",
      input: values(["08:45", 90], ["09:02", 100]),
      expected: ["09:09=100"],
    },
    {
      name: "a lunch value counts for the morning; the afternoon starts at 13:09",
      input: values(["11:25", 100], ["11:31", 101], ["13:01", 105]),
      expected: ["11:29=101", "13:09=105"],
    },
    {
      name: "values after 15:00 go to the close",
      input: values(["14:58", 100], ["15:00", 104], ["15:10", 105]),
      expected: ["14:59=100", "15:00=105"],
    },
  ])("$name", ({ input, expected }) => {
    const points = intradayPoints(input);
    expect(filled(points)).toEqual(expected);
    expect(points.map((point) => point.minute)).toEqual(INTRADAY_STEPS);
  });

  it("fills the morning before a lunch value with the last value", () => {
    const points = intradayPoints(values(["09:05", 100], ["11:40", 120]));
    expect(filled(points)).toHaveLength(15);
    expect(filled(points).at(-1)).toBe("11:29=120");
    expect(filled(points).at(-2)).toBe("11:19=100");
  });
});

describe("applyLiveValue: a live value replaces or appends the last point", () => {
  const base = intradayPoints(values(["09:05", 100], ["09:15", 110]));

  it("replaces the last point when it falls in the same step", () => {
    expect(filled(applyLiveValue(base, { minute: at("09:18"), value: 115 }))).toEqual([
      "09:09=100",
      "09:19=115",
    ]);
  });

  it("appends after the last point, carrying the last value over skipped steps", () => {
    expect(filled(applyLiveValue(base, { minute: at("09:41"), value: 120 }))).toEqual([
      "09:09=100",
      "09:19=110",
      "09:29=110",
      "09:39=110",
      "09:49=120",
    ]);
  });

  it("starts an empty line at its step", () => {
    expect(filled(applyLiveValue(emptyIntradayPoints(), { minute: at("09:20"), value: 175_401 }))).toEqual([
      "09:29=175401",
    ]);
  });

  it("restarts the line for a step before the last point (a new trading day)", () => {
    const afternoon = applyLiveValue(base, { minute: at("14:00"), value: 130 });
    expect(filled(applyLiveValue(afternoon, { minute: at("09:01"), value: 99 }))).toEqual(["09:09=99"]);
  });

  it("ignores values before the open and keeps the same array for an unchanged value", () => {
    expect(applyLiveValue(base, { minute: at("08:30"), value: 1 })).toBe(base);
    expect(applyLiveValue(base, { minute: at("09:16"), value: 110 })).toBe(base);
  });
});

describe("time stamps", () => {
  it("reads epoch seconds as whole exchange minutes (UTC+7)", () => {
    expect(exchangeMinuteOfEpochSeconds(Date.UTC(2026, 1, 10, 2, 20, 59) / 1_000)).toBe(at("09:20"));
  });

  it.each([
    ["09:20:22", at("09:20")],
    ["14:45:00", at("14:45")],
    ["9:20", null],
    ["", null],
  ])("reads the clock text %j", (text, minute) => {
    expect(minuteOfClockText(text)).toBe(minute);
  });

  it("pairs closes with times and drops broken pairs", () => {
    const nine = Date.UTC(2026, 1, 10, 2, 0) / 1_000;
    expect(minuteValuesOfSeries({ c: [175_580, 1.5, 175_600], t: [nine, nine + 60, nine + 120] })).toEqual([
      { minute: at("09:00"), value: 175_580 },
      { minute: at("09:02"), value: 175_600 },
    ]);
    expect(minuteValuesOfSeries({ c: [1] })).toEqual([]);
  });
});

describe("percentPoints", () => {
  it("gives the percent change against the reference and keeps empty points", () => {
    const points = percentPoints(
      [
        { minute: 549, value: 101_000 },
        { minute: 559, value: null },
        { minute: 569, value: 99_500 },
      ],
      100_000,
    );
    expect(points).toEqual([
      { minute: 549, value: 1 },
      { minute: 559, value: null },
      { minute: 569, value: -0.5 },
    ]);
  });

  it("draws nothing without a reference", () => {
    expect(percentPoints([{ minute: 549, value: 101_000 }], 0)).toEqual([{ minute: 549, value: null }]);
  });
});
