/**
 * The header's matched and put-through totals in billions (price-board §1 Header), in the one
 * number style of both languages (running-total.ts).
 */
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { runningTotal } from "./running-total";
import { useHeaderTotals } from "./use-header-totals";

export function MarketTotals() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const totals = useHeaderTotals();
  return (
    <dl className="market-totals">
      <div className="market-totals__item" title={t("shell.totals.matchedTitle")}>
        <dt>{t("shell.totals.matched")}</dt>
        <dd>
          <span className="market-totals__value" data-testid="total-value">
            {runningTotal(totals.matched, language)}
          </span>{" "}
          {t("shell.totals.billions")}
        </dd>
      </div>
      <div className="market-totals__item" title={t("shell.totals.putThroughTitle")}>
        <dt>{t("shell.totals.putThrough")}</dt>
        <dd>
          <span className="market-totals__value" data-testid="total-pt-value">
            {runningTotal(totals.putThrough, language)}
          </span>{" "}
          {t("shell.totals.billions")}
        </dd>
      </div>
    </dl>
  );
}
