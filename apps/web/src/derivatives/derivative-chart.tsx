/**
 * The detail panel's intraday chart of a contract, drawn with lightweight-charts and loaded on
 * first use (lazy-derivative-chart.ts), so the chart library stays out of the first download.
 *
 * A baseline on the reference price (green above, red below, the spec's chart colours) over the
 * minute volumes. The bars of today come from the chart feed; live matches extend them; a
 * reconnect loads them again. Times on the axis are exchange time.
 */
import "./derivatives.lazy.i18n";
import { exchangeTimeAt, MESSAGE_IDS, type PriceUnit, type UdfHistory } from "@bangia/market";
import {
  BaselineSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { logLoadFailure, requestJson } from "../api/http";
import { CHART_DOWN, CHART_DOWN_FILL, CHART_UP, CHART_UP_FILL } from "../indices/chart-colours";
import { useSymbolMessages } from "../realtime/quote-feed";
import { serverNowAt } from "../realtime/server-clock";
import { useAfterReconnect } from "../realtime/use-after-reconnect";
import { useServerClock } from "../realtime/use-server-clock";
import { usePreferences } from "../state/preferences";
import { barsOfHistory, exchangeClockText, minuteStartOf, withMatch, type ChartBar } from "./chart-bars";
import { chartPriceOf } from "./derivative-units";

export interface DerivativeChartProps {
  readonly symbol: string;
  readonly unit: PriceUnit;
  /** Reference price in the wire unit; 0 until the row is loaded. */
  readonly reference: number;
  readonly label: string;
}

/** Today's bars are asked for over the last day up to a minute ahead of the market clock. */
const HISTORY_SPAN_SECONDS = 86_400;

function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

function historyPath(symbol: string, marketNowMillis: number): string {
  const to = Math.floor(marketNowMillis / 1_000) + 60;
  const query = new URLSearchParams({
    symbol,
    resolution: "1",
    from: String(to - HISTORY_SPAN_SECONDS),
    to: String(to),
  });
  return `tradingview/history?${query.toString()}`;
}

/** Bar times are epoch seconds (UTCTimestamp); the axis shows them in exchange time. */
const axisTime = (time: Time): string => (typeof time === "number" ? exchangeClockText(time) : "");

interface ChartParts {
  readonly chart: IChartApi;
  readonly price: ISeriesApi<"Baseline">;
  readonly volume: ISeriesApi<"Histogram">;
}

export function DerivativeChart({ symbol, unit, reference, label }: DerivativeChartProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<ChartParts | null>(null);
  const theme = usePreferences((state) => state.boardSettings.priceBoardTheme);
  const sample = useServerClock();
  const [bars, setBars] = useState<readonly ChartBar[] | null>(null);
  const [generation, setGeneration] = useState(0);
  const clockKnown = sample !== null;
  const sampleRef = useRef(sample);
  useEffect(() => {
    sampleRef.current = sample;
  });

  useAfterReconnect(() => setGeneration((value) => value + 1));

  useEffect(() => {
    if (!clockKnown) return undefined;
    const controller = new AbortController();
    const current = sampleRef.current;
    const now = current === null ? Date.now() : serverNowAt(current, Date.now());
    requestJson<UdfHistory>(historyPath(symbol, now), { signal: controller.signal })
      .then((history) => setBars(barsOfHistory(history)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        logLoadFailure(`chart of ${symbol}`, error);
        setBars((held) => held ?? []);
      });
    return () => controller.abort();
  }, [symbol, generation, clockKnown]);

  useSymbolMessages(symbol, (message) => {
    if (message.id !== MESSAGE_IDS.MATCH || message.lastPrice <= 0) return;
    const current = sampleRef.current;
    const date = exchangeTimeAt(current === null ? Date.now() : serverNowAt(current, Date.now())).date;
    const time = minuteStartOf(date, message.time);
    if (time === null) return;
    setBars((held) =>
      held === null ? held : withMatch(held, time, chartPriceOf(message.lastPrice, unit), message.lastVol),
    );
  });

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: "transparent" }, attributionLogo: false },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
      timeScale: { timeVisible: true, secondsVisible: false, tickMarkFormatter: axisTime },
      localization: { timeFormatter: axisTime },
      handleScroll: false,
      handleScale: false,
    });
    const price = chart.addSeries(BaselineSeries, {
      lineWidth: 2,
      topLineColor: CHART_UP,
      topFillColor1: CHART_UP_FILL,
      topFillColor2: "transparent",
      bottomLineColor: CHART_DOWN,
      bottomFillColor1: "transparent",
      bottomFillColor2: CHART_DOWN_FILL,
      priceLineVisible: false,
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: "volume",
      priceFormat: { type: "volume" },
      priceLineVisible: false,
      lastValueVisible: false,
    });
    chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    parts.current = { chart, price, volume };
    return () => {
      parts.current = null;
      chart.remove();
    };
  }, []);

  // Theme colours: the axis text and grid follow the page's theme.
  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const muted = themeColour("--fg-muted", "#9aa3ae");
    const border = themeColour("--border", "#2a303a");
    current.chart.applyOptions({
      layout: { textColor: muted },
      grid: { vertLines: { color: border }, horzLines: { color: border } },
      rightPriceScale: { borderColor: border },
      timeScale: { borderColor: border },
    });
    current.volume.applyOptions({ color: themeColour("--fg-muted", "#9aa3ae") });
  }, [theme]);

  useEffect(() => {
    if (reference > 0)
      parts.current?.price.applyOptions({
        baseValue: { type: "price", price: chartPriceOf(reference, unit) },
      });
  }, [reference, unit]);

  useEffect(() => {
    const current = parts.current;
    if (current === null || bars === null) return;
    current.price.setData(bars.map((bar) => ({ time: bar.time as UTCTimestamp, value: bar.close })));
    current.volume.setData(bars.map((bar) => ({ time: bar.time as UTCTimestamp, value: bar.volume })));
    current.chart.timeScale().fitContent();
  }, [bars]);

  return (
    <div className="derivative-chart" data-testid="derivative-chart">
      <div ref={container} className="derivative-chart__canvas" role="img" aria-label={label} />
      {bars !== null && bars.length === 0 && (
        <p className="derivative-note">{t("derivatives.detail.noTrades")}</p>
      )}
    </div>
  );
}
