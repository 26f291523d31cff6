/**
 * The general tab's ratio panel (price-board §3 Ratios, §5): daily EPS, diluted EPS, PE,
 * diluted PE and PB; trailing gross and net margin, debt/equity, debt/assets, quick and current
 * ratio, ROE and ROA. Two decimals, margins/ROE/ROA ×100, missing values (and a failed load) 0.
 */
import "../popup.lazy.i18n";
import { formatRatio, type RatioKey } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { fetchDailyRatios, fetchTrailingRatios, popupKeys } from "../popup-api";

const RATIO_FRESH_MS = 10 * 60_000;

function ratioLabel(t: TFunction, key: RatioKey): string {
  switch (key) {
    case "RTD14":
      return t("popup.ratios.eps");
    case "RTD15":
      return t("popup.ratios.dilutedEps");
    case "RTD21":
      return t("popup.ratios.pe");
    case "RTD22":
      return t("popup.ratios.dilutedPe");
    case "RTD25":
      return t("popup.ratios.pb");
    case "RTQ25":
      return t("popup.ratios.grossMargin");
    case "RTQ29":
      return t("popup.ratios.netMargin");
    case "RTQ10":
      return t("popup.ratios.debtEquity");
    case "RTQ11":
      return t("popup.ratios.debtAssets");
    case "RTQ2":
      return t("popup.ratios.quickRatio");
    case "RTQ3":
      return t("popup.ratios.currentRatio");
    case "RTQ12":
      return t("popup.ratios.roe");
    case "RTQ14":
      return t("popup.ratios.roa");
  }
}

/** The panel's order: daily ratios, then the trailing ones. */
const SHOWN: readonly RatioKey[] = [
  "RTD14",
  "RTD15",
  "RTD21",
  "RTD22",
  "RTD25",
  "RTQ25",
  "RTQ29",
  "RTQ10",
  "RTQ11",
  "RTQ2",
  "RTQ3",
  "RTQ12",
  "RTQ14",
];

export function RatioPanel({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const daily = useQuery({
    queryKey: popupKeys.dailyRatios(symbol),
    queryFn: ({ signal }) => fetchDailyRatios(symbol, signal),
    staleTime: RATIO_FRESH_MS,
  });
  const trailing = useQuery({
    queryKey: popupKeys.trailingRatios(symbol),
    queryFn: ({ signal }) => fetchTrailingRatios(symbol, signal),
    staleTime: RATIO_FRESH_MS,
  });
  useLoadFailureLog(daily.error, `daily ratios of ${symbol}`);
  useLoadFailureLog(trailing.error, `trailing ratios of ${symbol}`);
  const values: Partial<Record<RatioKey, number | null>> = { ...daily.data, ...trailing.data };
  const pending = daily.isPending || trailing.isPending;

  return (
    <section className="popup-panel" aria-label={t("popup.ratios.title")}>
      <h3 className="popup-section-title">{t("popup.ratios.title")}</h3>
      <dl className="popup-figures" data-testid="popup-ratios" aria-busy={pending}>
        {SHOWN.map((key) => (
          <div key={key} className="popup-figure" data-ratio={key}>
            <dt>{ratioLabel(t, key)}</dt>
            <dd>{pending ? "" : formatRatio(key, values[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
