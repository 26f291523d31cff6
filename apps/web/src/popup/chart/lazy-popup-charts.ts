/**
 * The popup's chart components, loaded on first use: lightweight-charts is not part of the first
 * bundle (initial JS at most 170 KB gzipped).
 */
import { lazy } from "react";

const loadCharts = () => import("./popup-charts");

export const LazyCandleChart = lazy(() => loadCharts().then((module) => ({ default: module.CandleChart })));

export const LazyIntradayChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.IntradayChart })),
);
