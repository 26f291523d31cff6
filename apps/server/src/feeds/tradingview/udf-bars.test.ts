import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Bar } from "../../synthetic/generated-content";
import {
  ACCEPTED_RESOLUTIONS,
  groupBars,
  periodOf,
  selectBars,
  udfHistoryOf,
  type BarPeriod,
} from "./udf-bars";

/** 2026-02-10 (a Tuesday) 09:00 exchange time, 02:00 UTC. */
const NINE_AM = Date.UTC(2026, 1, 10, 2) / 1_000;
/** Local midnight of 2026-02-02 (a Monday), as the daily bars stamp their day. */
const MONDAY = Date.UTC(2026, 1, 1, 17) / 1_000;
const DAY = 86_400;

const bar = (time: number, close: number, volume = 100): Bar => ({
  time,
  open: close,
  high: close + 10,
  low: close - 10,
  close,
  volume,
});

describe("periodOf", () => {
  it("reads the UDF resolutions and their one-letter forms", () => {
    expect(periodOf("5")).toEqual({ unit: "minute", minutes: 5 });
    expect(periodOf("D")).toEqual(periodOf("1D"));
    expect(periodOf("W")).toEqual({ unit: "week" });
    expect(periodOf("1M")).toEqual({ unit: "month" });
    expect(ACCEPTED_RESOLUTIONS).toEqual(expect.arrayContaining(["1", "5", "15", "60", "D", "W"]));
  });

  it.each([["2"], ["240"], ["toString"], ["__proto__"], [""]])("refuses %j", (text) => {
    expect(periodOf(text)).toBeNull();
  });
});

describe("groupBars", () => {
  it("groups minutes into 5-minute bars starting on the exchange clock", () => {
    const minutes = [0, 1, 4, 5, 9, 12].map((minute, i) => bar(NINE_AM + minute * 60, 1_000 + i * 10));
    const grouped = groupBars(minutes, { unit: "minute", minutes: 5 });
    expect(grouped.map((group) => (group.time - NINE_AM) / 60)).toEqual([0, 5, 10]);
    expect(grouped[0]).toMatchObject({ open: 1_000, close: 1_020, high: 1_030, low: 990, volume: 300 });
    expect(grouped[2]?.last).toBe(NINE_AM + 12 * 60);
  });

  it("groups days into ISO weeks stamped on their Monday, and into months on their first day", () => {
    const days = [0, 1, 4, 7, 8, 14].map((offset) => bar(MONDAY + offset * DAY, 20_000 + offset * 100));
    const weeks = groupBars(days, { unit: "week" });
    expect(weeks.map((week) => (week.time - MONDAY) / DAY)).toEqual([0, 7, 14]);
    expect(weeks[0]).toMatchObject({ volume: 300, close: 20_400 });
    const months = groupBars([bar(MONDAY - 2 * DAY, 1), bar(MONDAY, 2), bar(MONDAY + 30 * DAY, 3)], {
      unit: "month",
    });
    const firstDays = months.map((month) =>
      new Date((month.time + 7 * 3_600) * 1_000).toISOString().slice(0, 10),
    );
    expect(firstDays).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
  });

  const periods: fc.Arbitrary<BarPeriod> = fc.oneof(
    fc.constantFrom(1, 5, 15, 30, 60).map((minutes): BarPeriod => ({ unit: "minute", minutes })),
    fc.constantFrom<BarPeriod>({ unit: "day" }, { unit: "week" }, { unit: "month" }),
  );
  const series = fc
    .array(
      fc.record({ gap: fc.integer({ min: 1, max: 3 * DAY }), close: fc.integer({ min: 10, max: 100_000 }) }),
      {
        maxLength: 60,
      },
    )
    .map((steps) => {
      let time = NINE_AM;
      return steps.map((step) => bar((time += step.gap), step.close, step.close % 7));
    });

  it("keeps every volume, the first open, the last close, the extremes, in time order", () => {
    fc.assert(
      fc.property(series, periods, (bars, period) => {
        const grouped = groupBars(bars, period);
        const sum = (list: readonly Bar[]) => list.reduce((total, item) => total + item.volume, 0);
        expect(sum(grouped)).toBe(sum(bars));
        if (bars.length === 0) return;
        expect(grouped[0]?.open).toBe(bars[0]?.open);
        expect(grouped.at(-1)?.close).toBe(bars.at(-1)?.close);
        expect(Math.max(...grouped.map((group) => group.high))).toBe(
          Math.max(...bars.map((item) => item.high)),
        );
        for (let i = 1; i < grouped.length; i++)
          expect(grouped[i]?.time).toBeGreaterThan(grouped[i - 1]?.time ?? 0);
        for (const group of grouped) expect(group.time).toBeLessThanOrEqual(group.last);
      }),
    );
  });
});

describe("selectBars", () => {
  const grouped = groupBars(
    [0, 1, 2, 3, 4].map((i) => bar(MONDAY + i * DAY, 1_000)),
    { unit: "day" },
  );

  it("takes bars overlapping [from, to)", () => {
    const selected = selectBars(grouped, { from: MONDAY + DAY, to: MONDAY + 3 * DAY });
    expect(selected.map((item) => (item.time - MONDAY) / DAY)).toEqual([1, 2]);
  });

  it("with countback, the last bars before `to` whatever `from` says", () => {
    const selected = selectBars(grouped, { from: MONDAY + 4 * DAY, to: MONDAY + 4 * DAY, countback: 3 });
    expect(selected.map((item) => (item.time - MONDAY) / DAY)).toEqual([1, 2, 3]);
  });

  it("keeps a week that starts before `from` but has days in the range", () => {
    const weeks = groupBars(
      [0, 1, 2].map((i) => bar(MONDAY + i * DAY, 1_000)),
      { unit: "week" },
    );
    expect(selectBars(weeks, { from: MONDAY + 2 * DAY, to: MONDAY + 3 * DAY })).toHaveLength(1);
  });
});

describe("udfHistoryOf", () => {
  it("divides prices into the chart's unit and keeps volumes", () => {
    const answer = udfHistoryOf([bar(60, 23_450, 500)], 1_000, undefined);
    expect(answer).toEqual({ s: "ok", t: [60], o: [23.45], h: [23.46], l: [23.44], c: [23.45], v: [500] });
  });

  it("answers no_data, with nextTime when an earlier bar exists", () => {
    expect(udfHistoryOf([], 100, undefined)).toEqual({ s: "no_data" });
    expect(udfHistoryOf([], 100, bar(120, 1))).toEqual({ s: "no_data", nextTime: 120 });
  });
});
