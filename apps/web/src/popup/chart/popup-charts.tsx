/**
 * The popup's charts, drawn with lightweight-charts and loaded lazily (lazy-popup-charts.ts) so
 * the library stays out of the first bundle: the chart tab's candlesticks with volume, and the
 * general tab's one-day line around the reference price, whose axis is centred on the reference
 * (bars.ts referenceCentredRange). Up and down use the spec's chart colours (price-board §9);
 * times read in exchange time (bars.ts displayTime).
 */
import type { Language } from "@bangia/market";
import {
  BaselineSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineStyle,
  type DeepPartial,
  type IChartApi,
  type IPriceLine,
  type AutoscaleInfo,
  type ISeriesApi,
  type TimeChartOptions,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useMemo, useRef } from "react";
import { CHART_DOWN, CHART_DOWN_FILL, CHART_UP, CHART_UP_FILL } from "../../indices/chart-colours";
import { usePreferences } from "../../state/preferences";
import {
  dayChartBars,
  dayLinePoints,
  dayMargin,
  displayTime,
  referenceCentredRange,
  type PopupResolution,
  type PriceBar,
} from "./bars";

const PRICE_FORMAT = { type: "price", precision: 2, minMove: 0.01 } as const;
const VOLUME_UP = "rgba(7, 186, 7, 0.45)";
const VOLUME_DOWN = "rgba(230, 50, 50, 0.45)";
/** Daily and longer bars shown at first; the rest is a scroll away. */
const FIRST_VISIBLE_BARS = 120;

/** A theme colour of the page, or `fallback` when the variable is unset. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

function themedOptions(language: Language): DeepPartial<TimeChartOptions> {
  const border = themeColour("--border", "#2a303a");
  return {
    layout: {
      background: { type: ColorType.Solid, color: "transparent" },
      textColor: themeColour("--fg-muted", "#9aa3ae"),
      fontSize: 11,
      attributionLogo: false,
    },
    grid: { vertLines: { color: border }, horzLines: { color: border } },
    rightPriceScale: { borderColor: border },
    timeScale: { borderColor: border },
    localization: { locale: language === "vi" ? "vi-VN" : "en-GB" },
  };
}

function createPopupChart(element: HTMLElement, language: Language): IChartApi {
  return createChart(element, { autoSize: true, ...themedOptions(language) });
}

/** A volume histogram in the bottom fifth of `chart`. */
function addVolumeSeries(chart: IChartApi): ISeriesApi<"Histogram"> {
  const series = chart.addSeries(HistogramSeries, {
    priceScaleId: "volume",
    priceFormat: { type: "volume" },
    priceLineVisible: false,
    lastValueVisible: false,
  });
  chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return series;
}

const asTime = (bar: PriceBar) => displayTime(bar.time) as UTCTimestamp;

function candleOf(bar: PriceBar) {
  return { time: asTime(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close };
}

function volumeOf(bar: PriceBar) {
  return { time: asTime(bar), value: bar.volume, color: bar.close >= bar.open ? VOLUME_UP : VOLUME_DOWN };
}

/**
 * True when `next` is `previous` with its last bar changed or one bar added (a live match):
 * the chart then updates the last bar instead of redrawing and losing the visitor's scroll.
 */
function isLiveStep(previous: readonly PriceBar[], next: readonly PriceBar[]): boolean {
  if (previous.length === 0 || next[0] !== previous[0]) return false;
  if (next.length === previous.length) return next.at(-2) === previous.at(-2);
  return next.length === previous.length + 1 && next.at(-2)?.time === previous.at(-1)?.time;
}

interface CandleParts {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<"Candlestick">;
  readonly volumes: ISeriesApi<"Histogram">;
}

export interface CandleChartProps {
  readonly bars: readonly PriceBar[];
  readonly resolution: PopupResolution;
  readonly language: Language;
  readonly label: string;
}

/** Candlesticks and volume of the chosen resolution. */
export function CandleChart({ bars, resolution, language, label }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<CandleParts | null>(null);
  const shown = useRef<readonly PriceBar[]>([]);
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createPopupChart(element, "vi");
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: CHART_UP,
      downColor: CHART_DOWN,
      borderUpColor: CHART_UP,
      borderDownColor: CHART_DOWN,
      wickUpColor: CHART_UP,
      wickDownColor: CHART_DOWN,
      priceFormat: PRICE_FORMAT,
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const volumes = addVolumeSeries(chart);
    parts.current = { chart, candles, volumes };
    return () => {
      parts.current = null;
      shown.current = [];
      chart.remove();
    };
  }, []);

  useEffect(() => {
    parts.current?.chart.applyOptions(themedOptions(language));
  }, [language, theme]);

  useEffect(() => {
    const minutes = resolution !== "D" && resolution !== "W" && resolution !== "M";
    parts.current?.chart.applyOptions({ timeScale: { timeVisible: minutes, secondsVisible: false } });
  }, [resolution]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const last = bars.at(-1);
    if (last !== undefined && isLiveStep(shown.current, bars)) {
      current.candles.update(candleOf(last));
      current.volumes.update(volumeOf(last));
    } else {
      current.candles.setData(bars.map(candleOf));
      current.volumes.setData(bars.map(volumeOf));
      const timeScale = current.chart.timeScale();
      if (bars.length > FIRST_VISIBLE_BARS)
        timeScale.setVisibleLogicalRange({ from: bars.length - FIRST_VISIBLE_BARS, to: bars.length + 2 });
      else timeScale.fitContent();
    }
    shown.current = bars;
  }, [bars]);

  return <div ref={container} className="popup-chart-canvas" role="img" aria-label={label} />;
}

interface IntradayParts {
  readonly chart: IChartApi;
  readonly line: ISeriesApi<"Baseline">;
  readonly referenceLine: IPriceLine;
  readonly volumes: ISeriesApi<"Histogram">;
}

/**
 * Shows the whole trading day with a margin of blank minutes at both ends, so the axis labels of
 * the first and last times (09:00, 15:00) are drawn whole, not cut by the chart's edges.
 */
function showWholeDay(chart: IChartApi, points: number): void {
  if (points <= 1) return;
  const margin = dayMargin(points);
  chart.timeScale().setVisibleLogicalRange({ from: -margin, to: points - 1 + margin });
}

export interface IntradayChartProps {
  /** Today's one-minute bars. */
  readonly bars: readonly PriceBar[];
  /** The reference price in the chart's unit; null when unknown (the first open is used). */
  readonly reference: number | null;
  readonly language: Language;
  readonly label: string;
}

/** The day's one-minute closes, green above the reference and red below, with volume. */
export function IntradayChart({ bars, reference, language, label }: IntradayChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<IntradayParts | null>(null);
  const points = useRef(0);
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);
  const drawn = useMemo(() => dayChartBars(bars), [bars]);
  const base = reference ?? drawn[0]?.open ?? null;

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createPopupChart(element, "vi");
    chart.applyOptions({ timeScale: { timeVisible: true, secondsVisible: false } });
    const line = chart.addSeries(BaselineSeries, {
      lineWidth: 1,
      topLineColor: CHART_UP,
      topFillColor1: CHART_UP_FILL,
      topFillColor2: "transparent",
      bottomLineColor: CHART_DOWN,
      bottomFillColor1: "transparent",
      bottomFillColor2: CHART_DOWN_FILL,
      priceFormat: PRICE_FORMAT,
    });
    line.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    const referenceLine = line.createPriceLine({
      price: 0,
      color: themeColour("--c-ref", "#f2c94c"),
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: false,
      lineVisible: false,
    });
    const volumes = addVolumeSeries(chart);
    // The whole trading day stays on screen at any width (trailing blank minutes included).
    chart.timeScale().subscribeSizeChange(() => showWholeDay(chart, points.current));
    parts.current = { chart, line, referenceLine, volumes };
    return () => {
      parts.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    current.chart.applyOptions(themedOptions(language));
    current.referenceLine.applyOptions({ color: themeColour("--c-ref", "#f2c94c") });
  }, [language, theme]);

  useEffect(() => {
    const current = parts.current;
    if (current === null || base === null) return;
    current.line.applyOptions({
      baseValue: { type: "price", price: base },
      // The library scales the axis to the line alone: the reference would leave the chart on a
      // day that opened above it. The axis reaches the same distance above and below it instead.
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null): AutoscaleInfo => {
        const scaled = original();
        return {
          priceRange: referenceCentredRange(scaled?.priceRange ?? null, base),
          ...(scaled?.margins === undefined ? {} : { margins: scaled.margins }),
        };
      },
    });
    current.referenceLine.applyOptions({ price: base, lineVisible: true, axisLabelVisible: true });
  }, [base]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const line = dayLinePoints(drawn).map((point) => ({ ...point, time: point.time as UTCTimestamp }));
    points.current = line.length;
    current.line.setData(line);
    current.volumes.setData(drawn.map(volumeOf));
    showWholeDay(current.chart, line.length);
  }, [drawn]);

  return <div ref={container} className="popup-chart-canvas" role="img" aria-label={label} />;
}
