/**
 * The finance tab (price-board §2 "Finance tab"): yearly or quarterly tables over three pages —
 * business results, balance sheet, financial ratios — in millions of VND, each row a name and
 * four periods under their labels. A symbol without statements (not a share) has none.
 */
import "../popup.lazy.i18n";
import type { FinanceSet } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/http";
import { useLoadFailureLog } from "../../api/use-load-failure-log";
import { fetchFinance, popupKeys } from "../popup-api";
import { formatFinanceValue } from "../popup-format";

type Period = "yearly" | "quarterly";
type Page = "businessResults" | "balanceSheet" | "ratios";

const FINANCE_FRESH_MS = 30 * 60_000;

export function FinanceTab({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>("yearly");
  const [page, setPage] = useState<Page>("businessResults");
  const query = useQuery({
    queryKey: popupKeys.finance(symbol),
    queryFn: ({ signal }) => fetchFinance(symbol, signal),
    staleTime: FINANCE_FRESH_MS,
    // A symbol without statements answers 404: nothing to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useLoadFailureLog(missing ? null : query.error, `finance data of ${symbol}`);
  const set: FinanceSet | undefined = query.data?.[period];
  const rows = set?.[page] ?? [];

  const periodButton = (value: Period, label: string) => (
    <button
      type="button"
      className="popup-segment"
      aria-pressed={period === value}
      data-testid={`popup-finance-${value}`}
      onClick={() => setPeriod(value)}
    >
      {label}
    </button>
  );
  const pageButton = (value: Page, label: string) => (
    <button
      type="button"
      className="popup-segment"
      aria-pressed={page === value}
      data-testid={`popup-finance-page-${value}`}
      onClick={() => setPage(value)}
    >
      {label}
    </button>
  );

  return (
    <div className="popup-finance-tab">
      <div className="popup-finance-tab__bar">
        <div className="popup-segmented" role="group" aria-label={t("popup.finance.pages")}>
          {pageButton("businessResults", t("popup.finance.businessResults"))}
          {pageButton("balanceSheet", t("popup.finance.balanceSheet"))}
          {pageButton("ratios", t("popup.finance.ratios"))}
        </div>
        <div className="popup-segmented" role="group" aria-label={t("popup.finance.periods")}>
          {periodButton("yearly", t("popup.finance.yearly"))}
          {periodButton("quarterly", t("popup.finance.quarterly"))}
        </div>
        <span className="popup-finance-tab__unit">{t("popup.finance.unit")}</span>
      </div>
      {missing && <p className="popup-empty">{t("popup.finance.none")}</p>}
      {query.isPending && <p className="popup-empty">{t("popup.loadingData")}</p>}
      {set !== undefined && (
        <table className="popup-table popup-finance-table" data-testid="popup-finance-table">
          <thead>
            <tr>
              <th scope="col">{t("popup.finance.item")}</th>
              {set.periods.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.Name}>
                <th scope="row">{row.Name}</th>
                {[row.Value1, row.Value2, row.Value3, row.Value4]
                  .slice(0, Math.max(set.periods.length, 1))
                  .map((value, index) => (
                    <td key={set.periods[index] ?? index}>{formatFinanceValue(value)}</td>
                  ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
