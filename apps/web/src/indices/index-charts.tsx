/**
 * The tiles' charts, drawn with lightweight-charts. This module is loaded lazily (see
 * lazy-index-charts.ts) so the chart library stays out of the first bundle.
 *
 * An index line is a baseline series on the previous close: green above it, red below it
 * (price-board §9), with the previous close drawn as a dashed reference line. The global chart
 * draws each shown index's percent change against its previous close on one chart, with a zero
 * line. The charts are glanceable tiles: no axes, no crosshair, no scrolling or zooming.
 */
import {
  BaselineSeries,
  ColorType,
  createChart,
  CrosshairMode,
  LineSeries,
  LineStyle,
  type AutoscaleInfo,
  type DeepPartial,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type SeriesDataItemTypeMap,
  type TimeChartOptions,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import { usePreferences } from "../state/preferences";
import { CHART_DOWN, CHART_DOWN_FILL, CHART_UP, CHART_UP_FILL } from "./chart-colours";
import { chartSlots, DAY_SLOT_COUNT, pointsOfHundredths, type ChartSlot } from "./chart-data";
import type { IntradayPoint } from "./intraday-points";

const TILE_CHART_OPTIONS: DeepPartial<TimeChartOptions> = {
  autoSize: true,
  layout: { background: { type: ColorType.Solid, color: "transparent" }, attributionLogo: false },
  grid: { vertLines: { visible: false }, horzLines: { visible: false } },
  rightPriceScale: { visible: false, scaleMargins: { top: 0.08, bottom: 0.08 } },
  leftPriceScale: { visible: false },
  timeScale: { visible: false },
  crosshair: { mode: CrosshairMode.Hidden },
  handleScroll: false,
  handleScale: false,
};

/**
 * Shows the whole day, 09:00 to 15:00, at any width: the slots after the last value are empty,
 * and the chart would otherwise scroll them out of view.
 */
function showWholeDay(chart: IChartApi): void {
  chart.timeScale().setVisibleLogicalRange({ from: 0, to: DAY_SLOT_COUNT - 1 });
}

/** A chart for the tile `element`, kept showing the whole day when the tile resizes. */
function createTileChart(element: HTMLElement): IChartApi {
  const chart = createChart(element, TILE_CHART_OPTIONS);
  chart.timeScale().subscribeSizeChange(() => showWholeDay(chart));
  return chart;
}

/** A theme colour of the page, or `fallback` when the variable is unset. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

function asLineData(slots: readonly ChartSlot[]): SeriesDataItemTypeMap<UTCTimestamp>["Line"][] {
  return slots.map((slot) =>
    slot.value === undefined
      ? { time: slot.time as UTCTimestamp }
      : { time: slot.time as UTCTimestamp, value: slot.value },
  );
}

/** Keeps `level` inside the price range, so the reference line always shows. */
function withLevel(level: () => number | null) {
  return (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const info = original();
    const price = level();
    if (price === null) return info;
    if (info === null || info.priceRange === null)
      return { priceRange: { minValue: price, maxValue: price } };
    return {
      ...info,
      priceRange: {
        minValue: Math.min(info.priceRange.minValue, price),
        maxValue: Math.max(info.priceRange.maxValue, price),
      },
    };
  };
}

export interface IndexLineChartProps {
  readonly points: readonly IntradayPoint[];
  /** Previous close, hundredths of a point; null until the entry is loaded. */
  readonly reference: number | null;
  readonly label: string;
}

interface LineChartParts {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<"Baseline">;
  readonly referenceLine: IPriceLine;
}

/** An index's intraday line, green above and red below the previous close. */
export function IndexLineChart({ points, reference, label }: IndexLineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<LineChartParts | null>(null);
  const referencePoints = useRef<number | null>(null);
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);
  const referencePrice = reference === null || reference <= 0 ? null : pointsOfHundredths(reference);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createTileChart(element);
    const series = chart.addSeries(BaselineSeries, {
      lineWidth: 1,
      topLineColor: CHART_UP,
      topFillColor1: CHART_UP_FILL,
      topFillColor2: "transparent",
      bottomLineColor: CHART_DOWN,
      bottomFillColor1: "transparent",
      bottomFillColor2: CHART_DOWN_FILL,
      priceLineVisible: false,
      lastValueVisible: false,
      autoscaleInfoProvider: withLevel(() => referencePoints.current),
    });
    const referenceLine = series.createPriceLine({
      price: 0,
      color: themeColour("--c-ref", "#f2c94c"),
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: false,
      lineVisible: false,
    });
    parts.current = { chart, series, referenceLine };
    return () => {
      parts.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    parts.current?.referenceLine.applyOptions({ color: themeColour("--c-ref", "#f2c94c") });
  }, [theme]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    referencePoints.current = referencePrice;
    current.referenceLine.applyOptions({ price: referencePrice ?? 0, lineVisible: referencePrice !== null });
    if (referencePrice !== null)
      current.series.applyOptions({ baseValue: { type: "price", price: referencePrice } });
  }, [referencePrice]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    current.series.setData(asLineData(chartSlots(points, pointsOfHundredths, referencePrice)));
    showWholeDay(current.chart);
  }, [points, referencePrice]);

  return <div ref={container} className="index-chart" role="img" aria-label={label} />;
}

/** A line of the global chart: percent change against the index's previous close. */
export interface GlobalChartLine {
  readonly code: string;
  readonly colour: string;
  readonly points: readonly IntradayPoint[];
  /** 0 (the previous close) once the index's previous close is known, else null. */
  readonly opening: number | null;
}

export interface GlobalIndexChartProps {
  readonly lines: readonly GlobalChartLine[];
  readonly label: string;
}

/** Every shown index's percent change on one chart, with the zero line. */
export function GlobalIndexChart({ lines, label }: GlobalIndexChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesByCode = useRef(new Map<string, ISeriesApi<"Line">>());
  const zeroLine = useRef<{ series: ISeriesApi<"Line">; line: IPriceLine } | null>(null);
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createTileChart(element);
    chartRef.current = chart;
    const series = seriesByCode.current;
    return () => {
      chartRef.current = null;
      zeroLine.current = null;
      series.clear();
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (chart === null) return;
    const series = seriesByCode.current;
    const wanted = new Set(lines.map((line) => line.code));
    for (const [code, line] of series) {
      if (wanted.has(code)) continue;
      if (zeroLine.current?.series === line) zeroLine.current = null;
      chart.removeSeries(line);
      series.delete(code);
    }
    for (const line of lines) {
      let target = series.get(line.code);
      if (target === undefined) {
        target = chart.addSeries(LineSeries, {
          color: line.colour,
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
          autoscaleInfoProvider: withLevel(() => 0),
        });
        series.set(line.code, target);
      }
      target.setData(asLineData(chartSlots(line.points, (percent) => percent, line.opening)));
    }
    if (zeroLine.current === null) {
      const first = series.values().next().value;
      if (first !== undefined) {
        const line = first.createPriceLine({
          price: 0,
          color: themeColour("--c-ref", "#f2c94c"),
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: false,
        });
        zeroLine.current = { series: first, line };
      }
    }
    showWholeDay(chart);
  }, [lines]);

  useEffect(() => {
    zeroLine.current?.line.applyOptions({ color: themeColour("--c-ref", "#f2c94c") });
  }, [theme]);

  return <div ref={container} className="index-chart" role="img" aria-label={label} />;
}
