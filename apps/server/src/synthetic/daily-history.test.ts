import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayOfWeek, fromEpochDay } from "@bangia/market";
import { dailyBand, dailyHistory, exchangeMidnightSeconds, tradingDaysBefore } from "./daily-history";
import { isOnGrid } from "./price-grid";
import { dateArbitrary, FUTURES_SUBJECT, hoseShare, subjectArbitrary } from "./testing/subjects";

const SECONDS_PER_DAY = 86_400;

function dateOfBar(time: number): string {
  // time is 00:00 at UTC+7, i.e. 17:00 UTC of the day before.
  return fromEpochDay((time + 7 * 3_600) / SECONDS_PER_DAY);
}

describe("trading days before today", () => {
  it.each([
    ["Monday looks back to Friday", "2025-03-10", 3, [], ["2025-03-05", "2025-03-06", "2025-03-07"]],
    ["a weekend today", "2025-03-09", 2, [], ["2025-03-06", "2025-03-07"]],
    ["holidays are skipped", "2025-05-02", 2, ["2025-04-30", "2025-05-01"], ["2025-04-28", "2025-04-29"]],
    ["none asked", "2025-03-10", 0, [], []],
  ])("%s", (_rule, today, count, holidays, expected) => {
    expect(tradingDaysBefore(today, count, holidays)).toEqual(expected);
  });
});

describe("exchange midnight", () => {
  it.each([
    ["2025-03-10", Date.UTC(2025, 2, 9, 17) / 1_000],
    ["1970-01-01", -7 * 3_600],
  ])("%s 00:00 at UTC+7", (date, seconds) => {
    expect(exchangeMidnightSeconds(date)).toBe(seconds);
  });

  it("refuses a non-date", () => {
    expect(() => exchangeMidnightSeconds("2025-02-30")).toThrow(RangeError);
  });
});

describe("daily band (±7%)", () => {
  it.each([
    ["HOSE at 20,000", 20_000, 18_600, 21_400],
    ["HOSE crossing 50,000", 48_000, 44_650, 51_300],
    ["smallest prices cannot move", 100, 100, 100],
  ])("%s", (_case, previous, floor, ceiling) => {
    expect(dailyBand(previous, hoseShare("X", previous).tick)).toEqual({ floor, ceiling });
  });
});

describe("daily history", () => {
  const fpt = hoseShare("FPT", 118_500, 1_470_000_000);

  it("ends on the last trading day before today and closes at the reference", () => {
    const bars = dailyHistory(1, fpt, "2025-03-10", 5, []);
    expect(bars.map((bar) => dateOfBar(bar.time))).toEqual([
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
    ]);
    expect(bars.at(-1)?.close).toBe(118_500);
  });

  it("gives nothing for no days", () => {
    expect(dailyHistory(1, fpt, "2025-03-10", 0, [])).toEqual([]);
    expect(dailyHistory(1, fpt, "2025-03-10", -3, [])).toEqual([]);
  });

  it("is the same for the same inputs and another walk for another symbol or seed", () => {
    const bars = dailyHistory(1, fpt, "2025-03-10", 60, []);
    expect(dailyHistory(1, fpt, "2025-03-10", 60, [])).toEqual(bars);
    const closes = bars.map((bar) => bar.close);
    const other = dailyHistory(1, { ...fpt, symbol: "VNM" }, "2025-03-10", 60, []).map((bar) => bar.close);
    const reseeded = dailyHistory(2, fpt, "2025-03-10", 60, []).map((bar) => bar.close);
    expect(other).not.toEqual(closes);
    expect(reseeded).not.toEqual(closes);
  });

  it("agrees on the overlap whatever the number of days asked", () => {
    const long = dailyHistory(1, fpt, "2025-03-10", 120, []);
    const short = dailyHistory(1, fpt, "2025-03-10", 30, []);
    expect(long.slice(-30)).toEqual(short);
  });

  it("moves about 2% a day", () => {
    const bars = dailyHistory(1, hoseShare("HPG", 27_000), "2025-03-10", 500, []);
    const returns = bars.slice(1).map((bar, i) => Math.log(bar.close / (bars[i]?.close ?? bar.close)));
    const deviation = Math.sqrt(returns.reduce((sum, r) => sum + r * r, 0) / returns.length);
    expect(deviation).toBeGreaterThan(0.01);
    expect(deviation).toBeLessThan(0.03);
  });

  it("counts contracts for a subject without shares", () => {
    const bars = dailyHistory(1, FUTURES_SUBJECT, "2025-03-10", 20, []);
    expect(bars.at(-1)?.close).toBe(FUTURES_SUBJECT.reference);
    expect(bars.every((bar) => Number.isInteger(bar.volume) && bar.volume >= 1)).toBe(true);
  });

  it("keeps every bar valid: grid prices, ordered, in band, weekdays, positive volume", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        subjectArbitrary,
        dateArbitrary,
        fc.integer({ min: 1, max: 90 }),
        (seed, subject, today, days) => {
          const bars = dailyHistory(seed, subject, today, days, []);
          expect(bars).toHaveLength(days);
          expect(bars.at(-1)?.close).toBe(subject.reference);
          let previousTime = -Infinity;
          bars.forEach((bar, i) => {
            for (const price of [bar.open, bar.high, bar.low, bar.close]) {
              expect(isOnGrid(price, subject.tick)).toBe(true);
            }
            expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
            expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
            expect(Number.isInteger(bar.volume) && bar.volume > 0).toBe(true);
            if (subject.sharesOutstanding > 0) expect(bar.volume % 100).toBe(0);
            const date = dateOfBar(bar.time);
            expect(date < today).toBe(true);
            expect([0, 6]).not.toContain(dayOfWeek(date));
            expect(bar.time).toBeGreaterThan(previousTime);
            previousTime = bar.time;
            const previous = bars[i - 1];
            if (previous !== undefined) {
              const band = dailyBand(previous.close, subject.tick);
              expect(bar.low).toBeGreaterThanOrEqual(band.floor);
              expect(bar.high).toBeLessThanOrEqual(band.ceiling);
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
