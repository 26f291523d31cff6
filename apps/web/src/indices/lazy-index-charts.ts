/**
 * The chart components, loaded on first use: lightweight-charts is not part of the first bundle
 * (issue goal: initial JS at most 170 KB gzipped).
 */
import { lazy } from "react";

const loadCharts = () => import("./index-charts");

export const LazyIndexLineChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.IndexLineChart })),
);

export const LazyGlobalIndexChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.GlobalIndexChart })),
);
