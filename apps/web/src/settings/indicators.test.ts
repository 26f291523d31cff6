import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emaSeries, macd, rsi } from "./indicators";

const ramp = (length: number, start = 10, step = 1) => Array.from({ length }, (_, i) => start + i * step);

// 14 changes from 100: gains +2 ×5, losses −1 ×5, four flat days → gains 10, losses 5.
const FIRST_WINDOW = [100, 102, 101, 103, 102, 104, 103, 105, 104, 106, 105, 105, 105, 105, 105];

describe("rsi: RSI(14), Wilder's smoothing", () => {
  it.each([
    { rule: "14 closes are too few (needs 15)", closes: ramp(14), expected: null },
    { rule: "no history", closes: [], expected: null },
    {
      rule: "first window: plain means, RS = (10/14)/(5/14) = 2 → 66.67",
      closes: FIRST_WINDOW,
      expected: 200 / 3,
    },
    {
      // avgGain = (10/14 × 13 + 1)/14, avgLoss = (5/14 × 13)/14 → RS = 144/65 → 100 × 144/209.
      rule: "one more close, +1: Wilder's step → 68.90",
      closes: [...FIRST_WINDOW, 106],
      expected: (100 * 144) / 209,
    },
    {
      // avgGain = (10/14 × 13)/14, avgLoss = (5/14 × 13 + 1)/14 → RS = 130/79 → 100 × 130/209.
      rule: "one more close, −1: Wilder's step → 62.20",
      closes: [...FIRST_WINDOW, 104],
      expected: (100 * 130) / 209,
    },
    { rule: "only rises → 100", closes: ramp(30), expected: 100 },
    { rule: "only falls → 0", closes: ramp(30, 100, -1), expected: 0 },
    { rule: "never moves → 50 (our choice for 0/0)", closes: Array<number>(20).fill(25.3), expected: 50 },
  ])("$rule", ({ closes, expected }) => {
    const value = rsi(closes);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 9);
  });
});

describe("emaSeries: seeded with the simple mean of the first period", () => {
  it.each([
    { rule: "too few values → empty", values: [1, 2], period: 3, expected: [] },
    { rule: "seed is the mean", values: [1, 2, 3], period: 3, expected: [2] },
    // k = 2/4 = 0.5: 2 + 0.5 × (6 − 2) = 4, then 4 + 0.5 × (4 − 4) = 4.
    { rule: "then k = 2/(n+1)", values: [1, 2, 3, 6, 4], period: 3, expected: [2, 4, 4] },
  ])("$rule", ({ values, period, expected }) => {
    expect(emaSeries(values, period)).toEqual(expected);
  });
});

describe("macd: MACD(12, 26, 9); the column shows the MACD line", () => {
  it("needs 26 closes for the line and 34 for the signal", () => {
    expect(macd(ramp(25))).toBeNull();
    expect(macd(ramp(26))).toEqual({ line: expect.any(Number), signal: null, histogram: null });
    expect(macd(ramp(33))?.signal).toBeNull();
    expect(macd(ramp(34))?.signal).toEqual(expect.any(Number));
  });

  // A seeded EMA of a straight line lags it by exactly (n − 1)/2 steps: EMA12 = x − 5.5 and
  // EMA26 = x − 12.5, so the line is 7 × the slope, and the signal of a constant line is itself.
  it.each([
    { rule: "rising by 1 a day → line 7, signal 7, histogram 0", step: 1, line: 7 },
    { rule: "falling by 0.5 a day → line −3.5", step: -0.5, line: -3.5 },
    { rule: "flat → line 0", step: 0, line: 0 },
  ])("$rule", ({ step, line }) => {
    const result = macd(ramp(60, 100, step));
    expect(result?.line).toBeCloseTo(line, 9);
    expect(result?.signal).toBeCloseTo(line, 9);
    expect(result?.histogram).toBeCloseTo(0, 9);
  });

  it("a late jump shows as a positive line above its signal", () => {
    const result = macd([...Array<number>(40).fill(50), 55]);
    // EMA12 moves 2/13 × 5, EMA26 moves 2/27 × 5 of the jump.
    expect(result?.line).toBeCloseTo(5 * (2 / 13 - 2 / 27), 9);
    expect(result?.histogram).toBeGreaterThan(0);
  });
});

const closesArbitrary = fc.array(
  fc.integer({ min: 100, max: 500_000 }).map((hundredths) => hundredths / 100),
  { minLength: 15, maxLength: 120 },
);

describe("indicator properties", () => {
  it("RSI is within [0, 100]", () => {
    fc.assert(
      fc.property(closesArbitrary, (closes) => {
        const value = rsi(closes);
        return value !== null && value >= 0 && value <= 100;
      }),
    );
  });

  it("a strictly rising series has RSI 100, a strictly falling one 0", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1_000, noNaN: true }),
        fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 14, maxLength: 80 }),
        (start, steps) => {
          const up = [start];
          const down = [start + 1_000];
          for (const step of steps) {
            up.push((up.at(-1) ?? 0) + step);
            down.push((down.at(-1) ?? 0) - step / 2);
          }
          return rsi(up) === 100 && rsi(down) === 0;
        },
      ),
    );
  });

  it("RSI ignores the unit of the prices (×1000 VND or VND)", () => {
    fc.assert(
      fc.property(closesArbitrary, fc.integer({ min: 2, max: 1_000 }), (closes, factor) => {
        const scaled = rsi(closes.map((close) => close * factor)) ?? Number.NaN;
        return Math.abs(scaled - (rsi(closes) ?? Number.NaN)) < 1e-6;
      }),
    );
  });

  it("the MACD line scales with the prices and ignores a constant shift", () => {
    const long = fc.array(
      fc.integer({ min: 100, max: 500_000 }).map((hundredths) => hundredths / 100),
      { minLength: 26, maxLength: 120 },
    );
    fc.assert(
      fc.property(
        long,
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 1_000 }),
        (closes, k, shift) => {
          const line = macd(closes)?.line ?? Number.NaN;
          const scaled = macd(closes.map((close) => close * k))?.line ?? Number.NaN;
          const shifted = macd(closes.map((close) => close + shift))?.line ?? Number.NaN;
          const tolerance = 1e-6 * Math.max(...closes) * k;
          return Math.abs(scaled - line * k) < tolerance && Math.abs(shifted - line) < tolerance;
        },
      ),
    );
  });
});
