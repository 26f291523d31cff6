import { describe, expect, it } from "vitest";
import type { PriceBar } from "../chart/bars";
import {
  averageSignal,
  classicPivots,
  exponentialAverage,
  macdSignal,
  previousDay,
  rsiSignal,
  simpleAverage,
  stochastic,
  stochasticSignal,
  tally,
  technicalData,
  type Signal,
  type Verdict,
} from "./technical-analysis";

const DAY = 86_400;
const bar = (time: number, high: number, low: number, close: number): PriceBar => ({
  time,
  open: close,
  high,
  low,
  close,
  volume: 1_000,
});
/** Bars closing at `closes`, each spanning ±1 around its close. */
const barsOf = (closes: readonly number[]) =>
  closes.map((close, index) => bar(index * DAY, close + 1, close - 1, close));

describe("classicPivots", () => {
  it("computes the classic floor pivots of a day", () => {
    expect(classicPivots({ high: 110, low: 90, close: 100 })).toEqual({
      s3: 70,
      s2: 80,
      s1: 90,
      pivot: 100,
      r1: 110,
      r2: 120,
      r3: 130,
    });
  });

  it("keeps the order S3 < S2 < S1 < P < R1 < R2 < R3 for a closing high", () => {
    const p = classicPivots({ high: 25.5, low: 24.1, close: 25.3 });
    const levels = [p.s3, p.s2, p.s1, p.pivot, p.r1, p.r2, p.r3];
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(p.pivot).toBeCloseTo(24.9667, 4);
  });
});

describe("previousDay", () => {
  const days = [bar(0, 1, 1, 1), bar(DAY, 2, 2, 2), bar(2 * DAY, 3, 3, 3)];
  it.each<[string, number, number | undefined]>([
    ["today's bar exists: the one before", 2 * DAY, 2],
    ["before today's first trade: the last bar", 3 * DAY, 3],
    ["no earlier bar", 0, undefined],
  ])("%s", (_name, todayStart, close) => {
    expect(previousDay(days, todayStart)?.close).toBe(close);
  });
});

describe("moving averages", () => {
  it.each<[readonly number[], number, number | null]>([
    [[1, 2, 3, 4], 2, 3.5],
    [[1, 2, 3, 4], 4, 2.5],
    [[1, 2, 3], 4, null],
    [[], 1, null],
  ])("SMA of %j over %i is %s", (values, period, expected) => {
    expect(simpleAverage(values, period)).toBe(expected);
  });

  it("seeds the EMA with the first period's mean, then weighs 2/(n+1)", () => {
    // Seed (1+2+3)/3 = 2; then 2 + 0.5 × (6 − 2) = 4.
    expect(exponentialAverage([1, 2, 3, 6], 3)).toBe(4);
    expect(exponentialAverage([1, 2], 3)).toBeNull();
  });

  it.each<[number, number | null, Signal | null]>([
    [10, 9.5, "buy"],
    [9, 9.5, "sell"],
    [9.5, 9.5, "neutral"],
    [9.5, null, null],
  ])("close %s against average %s says %s", (close, average, signal) => {
    expect(averageSignal(close, average)).toBe(signal);
  });
});

describe("indicator signals", () => {
  it.each<[number | null, Signal | null]>([
    [29.99, "buy"],
    [30, "neutral"],
    [70, "neutral"],
    [70.01, "sell"],
    [null, null],
  ])("RSI %s says %s", (value, signal) => {
    expect(rsiSignal(value)).toBe(signal);
  });

  it.each<[Parameters<typeof macdSignal>[0], Signal | null]>([
    [{ line: 0.4, signal: 0.2, histogram: 0.2 }, "buy"],
    [{ line: 0.4, signal: 0.6, histogram: -0.2 }, "sell"],
    [{ line: 0.4, signal: 0.4, histogram: 0 }, "neutral"],
    [{ line: -0.1, signal: null, histogram: null }, "sell"],
    [null, null],
  ])("MACD %j says %s", (value, signal) => {
    expect(macdSignal(value)).toBe(signal);
  });

  it.each<[number, Signal]>([
    [19.9, "buy"],
    [50, "neutral"],
    [80.1, "sell"],
  ])("stochastic %K %s says %s", (k, signal) => {
    expect(stochasticSignal({ k, d: 50 })).toBe(signal);
  });
});

describe("stochastic", () => {
  it("needs 14 + 2 + 2 bars", () => {
    expect(stochastic(barsOf(Array.from({ length: 17 }, () => 10)))).toBeNull();
    expect(stochastic(barsOf(Array.from({ length: 18 }, () => 10)))).toEqual({ k: 50, d: 50 });
  });

  it("closing at the top of a rising range reads high", () => {
    const rising = Array.from({ length: 30 }, (_, index) => 10 + index);
    const value = stochastic(barsOf(rising));
    // Close = high − 1 of a 14-bar range from (close − 14) to (close + 1): 14/15 of the way.
    expect(value?.k).toBeCloseTo((100 * 14) / 15, 6);
    expect(value?.d).toBeCloseTo((100 * 14) / 15, 6);
  });
});

describe("tally", () => {
  it.each<[readonly (Signal | null)[], Verdict | null]>([
    [["buy", "buy", "buy", "neutral"], "strongBuy"],
    [["buy", "buy", "sell", null], "buy"],
    [["buy", "sell", "neutral"], "neutral"],
    [["sell", "sell", "buy", "neutral", "neutral", "neutral"], "neutral"],
    [["sell", "sell", "buy", "neutral", "neutral"], "sell"],
    [["sell", "sell", "buy"], "sell"],
    [["sell", "sell", "neutral"], "strongSell"],
    [[null, null], null],
  ])("%j is %s", (signals, verdict) => {
    expect(tally(signals).verdict).toBe(verdict);
  });

  it("counts each kind", () => {
    expect(tally(["buy", "sell", "neutral", "buy", null])).toMatchObject({ buy: 2, sell: 1, neutral: 1 });
  });
});

describe("technicalData", () => {
  it("a steady rise over 250 days: every average says buy, RSI overbought says sell", () => {
    const data = technicalData(barsOf(Array.from({ length: 250 }, (_, index) => 20 + index * 0.1)));
    expect(data.averages.map((line) => line.period)).toEqual([5, 10, 20, 50, 100, 200]);
    expect(
      data.averages.every((line) => line.simpleSignal === "buy" && line.exponentialSignal === "buy"),
    ).toBe(true);
    expect(data.rsi).toBe(100);
    expect(data.rsiSignal).toBe("sell");
    expect(data.averagesTally).toMatchObject({ buy: 12, sell: 0, verdict: "strongBuy" });
    expect(data.summary.buy + data.summary.sell + data.summary.neutral).toBe(15);
  });

  it("a short history leaves the long averages and the indicators empty", () => {
    const data = technicalData(barsOf([10, 11, 12, 11, 12, 13]));
    expect(data.averages.find((line) => line.period === 5)?.simple).toBeCloseTo(11.8, 10);
    expect(data.averages.find((line) => line.period === 10)).toMatchObject({
      simple: null,
      simpleSignal: null,
    });
    expect(data.rsi).toBeNull();
    expect(data.macd).toBeNull();
    expect(data.stochastic).toBeNull();
    expect(data.indicatorsTally.verdict).toBeNull();
  });

  it("no bars: nothing to say", () => {
    const data = technicalData([]);
    expect(data.close).toBeNull();
    expect(data.summary.verdict).toBeNull();
  });
});
