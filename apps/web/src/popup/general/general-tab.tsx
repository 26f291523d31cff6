/**
 * The general tab (price-board §2 "General tab"): today's one-minute chart around the reference
 * price, the company events, the ratio panel, the basic data and the technical data.
 */
import "../popup.lazy.i18n";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useRowView } from "../../realtime/quote-feed";
import { usePreferences } from "../../state/preferences";
import { chartPrice, dayChartBars } from "../chart/bars";
import { LazyIntradayChart } from "../chart/lazy-popup-charts";
import { useLiveBars } from "../chart/use-live-bars";
import { usePriceUnit } from "../stock-dictionary";
import { TechnicalPanel } from "../technical/technical-panel";
import { BasicData } from "./basic-data";
import { CompanyEvents } from "./company-events";
import { RatioPanel } from "./ratio-panel";

function IntradayPanel({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { bars, status } = useLiveBars(symbol, "1");
  // What the chart draws: the last day's trading minutes (the empty notice must agree with it).
  const today = useMemo(() => dayChartBars(bars), [bars]);
  const reference = useRowView(symbol)?.row.r;
  const unit = usePriceUnit(symbol);

  return (
    <section className="popup-panel popup-intraday" aria-label={t("popup.intraday.title")}>
      <h3 className="popup-section-title">{t("popup.intraday.title")}</h3>
      <div className="popup-chart popup-chart--small" data-testid="popup-intraday-chart">
        <Suspense fallback={null}>
          <LazyIntradayChart
            bars={today}
            reference={
              reference !== undefined && reference > 0 && unit !== undefined
                ? chartPrice(reference, unit)
                : null
            }
            language={language}
            label={t("popup.intraday.label", { symbol })}
          />
        </Suspense>
        {status !== "pending" && today.length === 0 && (
          <p className="popup-chart__empty">{t("popup.chart.noData")}</p>
        )}
      </div>
    </section>
  );
}

export function GeneralTab({ symbol }: { readonly symbol: string }) {
  return (
    <div className="popup-general-tab">
      <div className="popup-general-tab__main">
        <IntradayPanel symbol={symbol} />
        <CompanyEvents symbol={symbol} />
      </div>
      <div className="popup-general-tab__side">
        <RatioPanel symbol={symbol} />
        <BasicData symbol={symbol} />
      </div>
      <TechnicalPanel symbol={symbol} />
    </div>
  );
}
