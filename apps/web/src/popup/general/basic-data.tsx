/**
 * The general tab's basic data (price-board §3 Ratios "Basic data", `getliststockbaseinfo`):
 * market capitalisation, 52-week range, foreign room, dividend and yield, book value, EPS, beta
 * and forward PE. Symbols without it (not shares) show nothing.
 */
import "../popup.lazy.i18n";
import { formatBillionsRounded, formatPrice } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { fetchBaseInfo, popupKeys } from "../popup-api";
import { formatIndicator, formatWhole } from "../popup-format";

const BASE_INFO_FRESH_MS = 10 * 60_000;

export function BasicData({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: popupKeys.baseInfo(symbol),
    queryFn: ({ signal }) => fetchBaseInfo(symbol, signal),
    staleTime: BASE_INFO_FRESH_MS,
  });
  useLoadFailureLog(query.error, `basic data of ${symbol}`);
  const info = query.data;
  if (info === null || info === undefined) return null;
  const rows: readonly (readonly [string, string])[] = [
    [t("popup.basic.marketCap"), formatBillionsRounded(info.capitalLevel)],
    [t("popup.basic.yearHigh"), formatPrice(info.yearhigh)],
    [t("popup.basic.yearLow"), formatPrice(info.yearlow)],
    [t("popup.basic.foreignRoom"), formatWhole(info.foreignRoom)],
    [t("popup.basic.dividend"), formatWhole(info.dividend)],
    [t("popup.basic.yield"), formatIndicator(info.yield)],
    [t("popup.basic.eps"), formatWhole(info.eps)],
    [t("popup.basic.bvps"), formatWhole(info.bvps)],
    [t("popup.basic.pb"), formatIndicator(info.pb)],
    [t("popup.basic.beta"), formatIndicator(info.beta)],
    [t("popup.basic.forwardPe"), formatIndicator(info.fwpe)],
  ];
  return (
    <section className="popup-panel" aria-label={t("popup.basic.title")}>
      <h3 className="popup-section-title">{t("popup.basic.title")}</h3>
      <dl className="popup-figures" data-testid="popup-basic">
        {rows.map(([label, value]) => (
          <div key={label} className="popup-figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
