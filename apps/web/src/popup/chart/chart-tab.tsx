/**
 * The chart tab (price-board §2 "Chart tab"): a candlestick chart of the symbol with a
 * resolution switch (1, 5, 15, 60 minutes, day, week, month) in the page's language, and the
 * match history beside it.
 */
import "../popup.lazy.i18n";
import type { TFunction } from "i18next";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../state/preferences";
import { MatchHistoryList } from "../match/match-history-list";
import { POPUP_RESOLUTIONS, type PopupResolution } from "./bars";
import { LazyCandleChart } from "./lazy-popup-charts";
import { useChartLayout } from "./use-chart-layout";
import { useLiveBars } from "./use-live-bars";

function resolutionLabel(t: TFunction, resolution: PopupResolution): string {
  switch (resolution) {
    case "1":
      return t("popup.resolution.m1");
    case "5":
      return t("popup.resolution.m5");
    case "15":
      return t("popup.resolution.m15");
    case "60":
      return t("popup.resolution.h1");
    case "D":
      return t("popup.resolution.day");
    case "W":
      return t("popup.resolution.week");
    case "M":
      return t("popup.resolution.month");
  }
}

export function ChartTab({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { resolution, choose } = useChartLayout(symbol);
  const { bars, status } = useLiveBars(symbol, resolution);

  return (
    <div className="popup-chart-tab">
      <div className="popup-chart-main">
        <div className="popup-segmented" role="group" aria-label={t("popup.resolution.label")}>
          {POPUP_RESOLUTIONS.map((option) => (
            <button
              key={option}
              type="button"
              className="popup-segment"
              aria-pressed={option === resolution}
              data-testid={`popup-resolution-${option}`}
              onClick={() => choose(option)}
            >
              {resolutionLabel(t, option)}
            </button>
          ))}
        </div>
        <div className="popup-chart" data-testid="popup-chart" data-resolution={resolution}>
          <Suspense fallback={null}>
            <LazyCandleChart
              bars={bars}
              resolution={resolution}
              language={language}
              label={t("popup.chart.label", { symbol })}
            />
          </Suspense>
          {status !== "pending" && bars.length === 0 && (
            <p className="popup-chart__empty">{t("popup.chart.noData")}</p>
          )}
        </div>
      </div>
      <MatchHistoryList symbol={symbol} />
    </div>
  );
}
