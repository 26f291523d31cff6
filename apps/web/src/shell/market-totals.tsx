/** The header's matched and put-through totals in billions (price-board §1 Header). */
import { useTranslation } from "react-i18next";
import { useHeaderTotals } from "./use-header-totals";

export function MarketTotals() {
  const { t } = useTranslation();
  const totals = useHeaderTotals();
  return (
    <dl className="market-totals">
      <div className="market-totals__item" title={t("shell.totals.matchedTitle")}>
        <dt>{t("shell.totals.matched")}</dt>
        <dd>
          <span className="market-totals__value" data-testid="total-value">
            {totals.matched}
          </span>{" "}
          {t("shell.totals.billions")}
        </dd>
      </div>
      <div className="market-totals__item" title={t("shell.totals.putThroughTitle")}>
        <dt>{t("shell.totals.putThrough")}</dt>
        <dd>
          <span className="market-totals__value" data-testid="total-pt-value">
            {totals.putThrough}
          </span>{" "}
          {t("shell.totals.billions")}
        </dd>
      </div>
    </dl>
  );
}
