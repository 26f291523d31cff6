import type { InstrumentKind, PriceUnit, UdfHistory } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  barStart,
  chartPrice,
  dayMargin,
  barsOf,
  barsQuery,
  dayChartBars,
  dayLinePoints,
  displayTime,
  exchangeDayStart,
  isPopupResolution,
  matchEpochSeconds,
  referenceCentredRange,
  tradingDayMinutes,
  withTrade,
  type PopupResolution,
  type PriceBar,
} from "./bars";

/** Epoch seconds of an exchange (UTC+7) time. */
const at = (iso: string) => Date.parse(`${iso}+07:00`) / 1_000;

const bar = (time: number, close: number, volume = 100): PriceBar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume,
});

describe("barsQuery", () => {
  it.each<[PopupResolution, string]>([
    ["1", "1000"],
    ["60", "30"],
    ["D", "400"],
    ["W", "300"],
    ["M", "120"],
  ])("asks the latest bars at %s (countback %s)", (resolution, countback) => {
    const query = new URLSearchParams(barsQuery("FPT", resolution));
    expect(Object.fromEntries(query)).toEqual({
      symbol: "FPT",
      resolution,
      from: "0",
      to: String(2 ** 40),
      countback,
    });
  });
});

describe("barsOf", () => {
  it("zips the UDF arrays, oldest first", () => {
    const answer: UdfHistory = {
      s: "ok",
      t: [10, 20],
      o: [1, 2],
      h: [3, 4],
      l: [0.5, 1.5],
      c: [2, 3],
      v: [7, 8],
    };
    expect(barsOf(answer)).toEqual([
      { time: 10, open: 1, high: 3, low: 0.5, close: 2, volume: 7 },
      { time: 20, open: 2, high: 4, low: 1.5, close: 3, volume: 8 },
    ]);
  });

  it.each<[string, UdfHistory]>([
    ["no_data", { s: "no_data" }],
    ["an error", { s: "error", errmsg: "unknown_symbol" }],
    ["unequal arrays", { s: "ok", t: [1, 2], o: [1], h: [1], l: [1], c: [1], v: [1] }],
  ])("gives no bars for %s", (_name, answer) => {
    expect(barsOf(answer)).toEqual([]);
  });
});

describe("barStart", () => {
  it.each<[string, PopupResolution, string]>([
    ["2026-02-10T09:20:30", "1", "2026-02-10T09:20:00"],
    ["2026-02-10T09:24:59", "5", "2026-02-10T09:20:00"],
    ["2026-02-10T09:44:00", "15", "2026-02-10T09:30:00"],
    ["2026-02-10T10:59:59", "60", "2026-02-10T10:00:00"],
    ["2026-02-10T14:45:00", "D", "2026-02-10T00:00:00"],
    ["2026-02-10T00:30:00", "D", "2026-02-10T00:00:00"],
    // Tuesday 10 Feb 2026 is in the week of Monday 9 Feb; a Sunday belongs to the Monday before.
    ["2026-02-10T09:00:00", "W", "2026-02-09T00:00:00"],
    ["2026-02-15T23:00:00", "W", "2026-02-09T00:00:00"],
    ["2026-02-16T00:00:00", "W", "2026-02-16T00:00:00"],
    ["2026-02-28T15:00:00", "M", "2026-02-01T00:00:00"],
    ["2026-03-01T00:10:00", "M", "2026-03-01T00:00:00"],
  ])("%s at %s starts at %s (exchange time)", (time, resolution, start) => {
    expect(barStart(at(time), resolution)).toBe(at(start));
  });

  it("a day starts at the exchange's midnight, 17:00 UTC the day before", () => {
    expect(exchangeDayStart(Date.UTC(2026, 1, 10, 2, 20) / 1_000)).toBe(Date.UTC(2026, 1, 9, 17) / 1_000);
  });
});

describe("withTrade", () => {
  const minute = at("2026-02-10T09:20:00");
  const bars = [bar(minute - 60, 99), { ...bar(minute, 99), high: 99.5, low: 98.8 }];

  it("extends the last bar with a match inside it", () => {
    const next = withTrade(bars, { time: minute + 30, price: 100, volume: 200 }, "1");
    expect(next.at(-1)).toEqual({ time: minute, open: 99, high: 100, low: 98.8, close: 100, volume: 300 });
    expect(next[0]).toBe(bars[0]);
  });

  it("starts a new bar with a match after the last one", () => {
    const next = withTrade(bars, { time: minute + 61, price: 98.5, volume: 50 }, "1");
    expect(next).toHaveLength(3);
    expect(next.at(-1)).toEqual(bar(minute + 60, 98.5, 50));
  });

  it("folds a match into today's daily bar", () => {
    const daily = [bar(at("2026-02-09T00:00:00"), 97), bar(at("2026-02-10T00:00:00"), 99)];
    const next = withTrade(daily, { time: minute, price: 97.5, volume: 10 }, "D");
    expect(next.at(-1)).toMatchObject({ close: 97.5, low: 97.5, high: 99, volume: 110 });
  });

  it.each([
    ["an older match", { time: minute - 120, price: 101, volume: 1 }],
    ["a match without a price", { time: minute + 10, price: 0, volume: 1 }],
  ])("ignores %s", (_name, trade) => {
    expect(withTrade(bars, trade, "1")).toBe(bars);
  });

  it("needs a bar to extend", () => {
    expect(withTrade([], { time: minute, price: 1, volume: 1 }, "1")).toEqual([]);
  });
});

describe("matchEpochSeconds", () => {
  const now = at("2026-02-10T10:00:00");
  it.each<[string, number | null]>([
    ["09:20:30", at("2026-02-10T09:20:30")],
    ["00:00:00", at("2026-02-10T00:00:00")],
    ["9:20:30", null],
    ["24:00:00", null],
    ["", null],
  ])("%s on the market's day", (clock, expected) => {
    expect(matchEpochSeconds(clock, now)).toBe(expected);
  });
});

describe("tradingDayMinutes", () => {
  it("spans the morning and the afternoon session, minute by minute", () => {
    const minutes = tradingDayMinutes(at("2026-02-10T00:00:00"));
    expect(minutes).toHaveLength(151 + 121);
    expect(minutes[0]).toBe(at("2026-02-10T09:00:00"));
    expect(minutes[150]).toBe(at("2026-02-10T11:30:00"));
    expect(minutes[151]).toBe(at("2026-02-10T13:00:00"));
    expect(minutes.at(-1)).toBe(at("2026-02-10T15:00:00"));
  });
});

describe("resolutions and display", () => {
  it("knows the switch's resolutions", () => {
    expect(["1", "5", "15", "60", "D", "W", "M"].every(isPopupResolution)).toBe(true);
    expect(isPopupResolution("30")).toBe(false);
  });

  it("shows exchange time on the chart's UTC axis", () => {
    expect(displayTime(at("2026-02-10T09:15:00"))).toBe(Date.UTC(2026, 1, 10, 9, 15) / 1_000);
  });
});

describe("dayMargin (the one-day chart's first and last time labels drawn whole)", () => {
  it.each([
    [271, 11],
    [50, 4],
    [2, 4],
  ])("%i minutes keep %i blank minutes at each end", (points, margin) => {
    expect(dayMargin(points)).toBe(margin);
  });
});

describe("dayLinePoints (the one-day line: no vertical stroke near the open)", () => {
  const day = [bar(at("2026-02-10T09:15:00"), 99.7), bar(at("2026-02-10T09:16:00"), 99.6)];
  /** The closes the line draws, by exchange time. */
  const drawn = (bars: readonly PriceBar[]) =>
    dayLinePoints(bars)
      .filter((point) => point.value !== undefined)
      .map((point) => [new Date(point.time * 1_000).toISOString().slice(11, 16), point.value]);

  it("puts every trading minute of the day on the axis and the day's closes on it", () => {
    const points = dayLinePoints(day);
    expect(points.map((point) => point.time)).toEqual(
      tradingDayMinutes(at("2026-02-10T00:00:00")).map(displayTime),
    );
    expect(drawn(day)).toEqual([
      ["09:15", 99.7],
      ["09:16", 99.6],
    ]);
  });

  it.each<[string, PriceBar]>([
    ["an earlier day's bar", bar(at("2026-02-09T14:59:00"), 80)],
    ["a pre-open bar", bar(at("2026-02-10T08:59:00"), 80)],
    ["a bar before the session, at midnight", bar(at("2026-02-10T00:00:00"), 80)],
  ])("draws nothing of %s before the day's first bar", (_name, stray) => {
    const bars = [stray, ...day];
    expect(drawn(bars)).toEqual(drawn(day));
    expect(dayLinePoints(bars)).toHaveLength(dayLinePoints(day).length);
    expect(dayChartBars(bars)).toEqual(day);
  });

  it.each<[string, PriceBar]>([
    ["a lunch-break bar", bar(at("2026-02-10T12:00:00"), 80)],
    ["a bar after the close", bar(at("2026-02-10T15:01:00"), 80)],
    ["a bar not on a whole minute", bar(at("2026-02-10T09:17:30"), 80)],
    ["a zero close", bar(at("2026-02-10T09:17:00"), 0)],
    ["a NaN close", bar(at("2026-02-10T09:17:00"), Number.NaN)],
  ])("draws nothing of %s", (_name, stray) => {
    const bars = [...day, stray].sort((a, b) => a.time - b.time);
    expect(drawn(bars)).toEqual(drawn(day));
    expect(dayLinePoints(bars)).toHaveLength(dayLinePoints(day).length);
  });

  it("draws nothing without a bar of the day", () => {
    expect(dayLinePoints([])).toEqual([]);
    expect(dayLinePoints([bar(at("2026-02-10T09:17:00"), 0)])).toEqual([]);
  });
});

describe("chartPrice (a wire price in the chart's unit, by instrument kind)", () => {
  it.each<[InstrumentKind, PriceUnit, number, number]>([
    ["STOCK", "vnd", 99_500, 99.5],
    ["ETF", "vnd", 34_560, 34.56],
    ["CW", "vnd", 1_230, 1.23],
    ["BOND", "vnd", 100_500, 100.5],
    // Hundredths of a point on the wire: 1,950.50 points.
    ["INDEX_FUTURE", "points", 195_050, 1_950.5],
    // Whole VND on the wire, like the stock board's prices.
    ["BOND_FUTURE", "vnd", 105_001, 105.001],
  ])("%s (%s): %d → %d", (_kind, unit, wire, chart) => {
    expect(chartPrice(wire, unit)).toBe(chart);
  });
});

describe("referenceCentredRange (the one-day axis centred on the reference price)", () => {
  it.each<[string, { minValue: number; maxValue: number }, number, [number, number]]>([
    ["a day above the reference reaches as far below it", { minValue: 99.2, maxValue: 100 }, 99, [98, 100]],
    [
      "a day below the reference reaches as far above it",
      { minValue: 97.5, maxValue: 98.6 },
      99,
      [97.5, 100.5],
    ],
    [
      "a day around the reference keeps its farther side",
      { minValue: 98.5, maxValue: 99.2 },
      99,
      [98.5, 99.5],
    ],
    ["an index future in points", { minValue: 1_950, maxValue: 1_962.5 }, 1_955, [1_947.5, 1_962.5]],
  ])("%s", (_name, prices, reference, [low, high]) => {
    const range = referenceCentredRange(prices, reference);
    expect(range.minValue).toBeCloseTo(low, 9);
    expect(range.maxValue).toBeCloseTo(high, 9);
    expect((range.minValue + range.maxValue) / 2).toBeCloseTo(reference, 9);
  });

  it("keeps a flat day, or a day without a price yet, mid-chart: 1% each way", () => {
    expect(referenceCentredRange({ minValue: 50, maxValue: 50 }, 50)).toEqual({
      minValue: 49.5,
      maxValue: 50.5,
    });
    expect(referenceCentredRange(null, 50)).toEqual({ minValue: 49.5, maxValue: 50.5 });
  });
});
