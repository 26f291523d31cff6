// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PriceBar } from "./bars";
import { IntradayChart } from "./popup-charts";

/** What the stand-in chart library was told: each series' options and each price line's. */
const recorded = vi.hoisted(() => ({
  series: [] as { type: string; options: Record<string, unknown>[] }[],
  priceLines: [] as Record<string, unknown>[][],
}));

// The library draws on a canvas happy-dom lacks: a stand-in keeps the options it is given.
vi.mock("lightweight-charts", () => {
  const scale = { applyOptions: () => undefined };
  const makeSeries = (type: string, options: Record<string, unknown>) => {
    const entry = { type, options: [options] };
    recorded.series.push(entry);
    return {
      applyOptions: (next: Record<string, unknown>) => void entry.options.push(next),
      priceScale: () => scale,
      createPriceLine: (line: Record<string, unknown>) => {
        const changes = [line];
        recorded.priceLines.push(changes);
        return { applyOptions: (next: Record<string, unknown>) => void changes.push(next) };
      },
      setData: () => undefined,
      update: () => undefined,
    };
  };
  return {
    BaselineSeries: "Baseline",
    CandlestickSeries: "Candlestick",
    HistogramSeries: "Histogram",
    ColorType: { Solid: "solid" },
    LineStyle: { Dashed: 2 },
    createChart: () => ({
      applyOptions: () => undefined,
      addSeries: (type: string, options: Record<string, unknown> = {}) => makeSeries(type, options),
      priceScale: () => scale,
      timeScale: () => ({
        subscribeSizeChange: () => undefined,
        setVisibleLogicalRange: () => undefined,
        fitContent: () => undefined,
      }),
      remove: () => undefined,
    }),
  };
});

type Provider = (original: () => unknown) => {
  priceRange: { minValue: number; maxValue: number } | null;
  margins?: unknown;
};

/** The last autoscale provider given to the one-day line. */
function lineAutoscale(): Provider | undefined {
  const line = recorded.series.find((entry) => entry.type === "Baseline");
  const given = line?.options.map((options) => options["autoscaleInfoProvider"]).filter(Boolean);
  return given?.at(-1) as Provider | undefined;
}

/** 09:15 and 09:16 of 10 Feb 2026 (exchange time), above a reference of 99. */
const DAY: PriceBar[] = [
  {
    time: Date.parse("2026-02-10T09:15:00+07:00") / 1_000,
    open: 99.5,
    high: 100,
    low: 99.2,
    close: 99.8,
    volume: 100,
  },
  {
    time: Date.parse("2026-02-10T09:16:00+07:00") / 1_000,
    open: 99.8,
    high: 99.9,
    low: 99.6,
    close: 99.6,
    volume: 100,
  },
];

beforeEach(() => {
  recorded.series.length = 0;
  recorded.priceLines.length = 0;
});
afterEach(() => cleanup());

describe("the one-day chart's price axis (centred on the reference price)", () => {
  it("reaches as far below the reference as the day went above it, so the reference line stays on the chart", () => {
    render(<IntradayChart bars={DAY} reference={99} language="vi" label="FPT" />);
    const provider = lineAutoscale();
    expect(provider).toBeDefined();
    // The library's own range is the day's closes alone (99.6–99.8): above the reference.
    const margins = { above: 4, below: 4 };
    const scaled = provider?.(() => ({ priceRange: { minValue: 99.6, maxValue: 99.8 }, margins }));
    expect(scaled?.priceRange?.minValue).toBeCloseTo(98.2, 9);
    expect(scaled?.priceRange?.maxValue).toBeCloseTo(99.8, 9);
    expect(scaled?.margins).toEqual(margins);
    // Before the day's first price the axis still holds the reference, mid-chart.
    expect(provider?.(() => null).priceRange).toEqual({ minValue: 98.01, maxValue: 99.99 });
  });

  it("draws the reference line with its price on the axis", () => {
    render(<IntradayChart bars={DAY} reference={99} language="vi" label="FPT" />);
    const line = Object.assign({}, ...(recorded.priceLines[0] ?? []));
    expect(line).toMatchObject({ price: 99, lineVisible: true, axisLabelVisible: true });
  });

  it("centres on the first open when the reference is unknown", () => {
    render(<IntradayChart bars={DAY} reference={null} language="vi" label="FPT" />);
    const scaled = lineAutoscale()?.(() => ({ priceRange: { minValue: 99.6, maxValue: 99.8 } }));
    expect(scaled?.priceRange?.minValue).toBeCloseTo(99.2, 9);
    expect(scaled?.priceRange?.maxValue).toBeCloseTo(99.8, 9);
  });
});
