/**
 * The 10-day chart of net proprietary value (price-board §2): one bar per trading day in
 * billions of VND, green (#07BA07) when positive and red (#E63232) when negative (§9), a zero
 * line, each day's value over its slot and the day under it. A plain SVG: ten bars need no chart
 * library.
 */
import "./proprietary.lazy.i18n";
import type { ProprietaryDay } from "@bangia/market";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { chartBars } from "./proprietary-data";

/** Pixels: value labels above, the plot, the day labels below (the chart takes ~114 px, §2). */
const PLOT_TOP = 14;
const PLOT_HEIGHT = 58;
const LABEL_SPACE = 18;
/** Until the box is measured (and where nothing measures, as in tests). */
const DEFAULT_WIDTH = 1000;

/** The element's width in pixels, following resizes; the SVG is drawn at it, so text is never stretched. */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface ProprietaryChartProps {
  readonly days: readonly ProprietaryDay[];
}

export function ProprietaryChart({ days }: ProprietaryChartProps) {
  const { t } = useTranslation();
  const [ref, width] = useWidth();
  const { bars, zeroY } = chartBars(days, width, PLOT_HEIGHT);
  const height = PLOT_TOP + PLOT_HEIGHT + LABEL_SPACE;
  return (
    <figure className="prop-chart" data-testid="prop-chart" ref={ref}>
      <figcaption className="prop-chart__caption">{t("proprietary.chart.title")}</figcaption>
      {bars.length === 0 ? (
        <p className="prop-note">{t("proprietary.chart.empty")}</p>
      ) : (
        <svg
          className="prop-chart__svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={t("proprietary.chart.title")}
        >
          <line className="prop-chart__zero" x1={0} x2={width} y1={PLOT_TOP + zeroY} y2={PLOT_TOP + zeroY} />
          {bars.map((bar) => (
            <g key={bar.date}>
              <rect
                data-testid="prop-bar"
                data-sign={bar.sign}
                data-date={bar.date}
                x={bar.x}
                y={PLOT_TOP + bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0)}
                fill={bar.colour}
              >
                <title>{t("proprietary.chart.bar", { date: bar.label, value: bar.valueText })}</title>
              </rect>
              <text
                className={`prop-chart__value prop-chart__value--${bar.sign}`}
                x={bar.x + bar.width / 2}
                y={PLOT_TOP - 3}
                textAnchor="middle"
              >
                {bar.valueText}
              </text>
              <text
                className="prop-chart__day"
                x={bar.x + bar.width / 2}
                y={PLOT_TOP + PLOT_HEIGHT + LABEL_SPACE - 4}
                textAnchor="middle"
              >
                {bar.label}
              </text>
            </g>
          ))}
        </svg>
      )}
    </figure>
  );
}
