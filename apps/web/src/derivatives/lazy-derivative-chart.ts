/** The detail chart, loaded on first use: lightweight-charts stays out of the first download. */
import { lazy } from "react";

export const LazyDerivativeChart = lazy(() =>
  import("./derivative-chart").then((module) => ({ default: module.DerivativeChart })),
);
