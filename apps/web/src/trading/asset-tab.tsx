/**
 * The asset tab (accounts-session §2, §3 "Account status"): cash, buying power, holds and
 * receivables of a securities account (Web.AccountStatus; a margin account, type 3 or 6, also
 * shows debt, equity and its margin ratio), and for a derivatives account (type 8) the
 * Web.AccountStatus.Derivative fields: cash, withdrawable cash, available collateral, initial
 * margin, margin usage, variation margin and fees.
 */
import "./trading.lazy.i18n";
import { assetLayoutOfAccount, type AccountListItem, type Language } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { money, percent } from "./figures";
import { accountStatusQuery, buyingPowerQuery, derivativeAccountStatusQuery } from "./trading-queries";

interface Line {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

function Lines({ lines, testId }: { readonly lines: readonly Line[]; readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="asset-lines" aria-label={t("trading.asset.label")} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} data-testid={`asset-${line.key}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DerivativeAssets({ account }: { readonly account: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const status = useQuery(derivativeAccountStatusQuery(account)).data;
  if (status === undefined) return <p className="trading-table__empty">{t("trading.book.loading")}</p>;
  const vnd = (value: number) => money(value, language);
  return (
    <Lines
      testId="assets"
      lines={[
        { key: "cash", label: t("trading.asset.derivative.cash"), value: vnd(status.cash) },
        { key: "avaiCash", label: t("trading.asset.derivative.avaiCash"), value: vnd(status.avaiCash) },
        { key: "avaiColla", label: t("trading.asset.derivative.avaiColla"), value: vnd(status.avaiColla) },
        { key: "im", label: t("trading.asset.derivative.im"), value: vnd(status.im) },
        { key: "tyle", label: t("trading.asset.derivative.tyle"), value: percent(status.tyle, language) },
        { key: "vm", label: t("trading.asset.derivative.vm"), value: vnd(status.vm) },
        { key: "unrelizeVM", label: t("trading.asset.derivative.unrelizeVM"), value: vnd(status.unrelizeVM) },
        {
          key: "fees",
          label: t("trading.asset.derivative.fees"),
          value: vnd(status.fee_trade + status.fee_hnx + status.tax),
        },
      ]}
    />
  );
}

export function AssetTab({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const code = account.accCode;
  const layout = assetLayoutOfAccount(code);
  const status = useQuery({ ...accountStatusQuery(code), enabled: layout !== "derivatives" });
  const power = useQuery({ ...buyingPowerQuery(code, "", 0, "B"), enabled: layout !== "derivatives" });
  if (layout === "derivatives") return <DerivativeAssets account={code} />;
  const data = status.data;
  if (data === undefined) return <p className="trading-table__empty">{t("trading.book.loading")}</p>;
  const vnd = (value: number) => money(value, language);
  const lines: Line[] = [
    { key: "total_asset", label: t("trading.asset.totalAsset"), value: vnd(data.total_asset) },
    { key: "cash", label: t("trading.asset.cash"), value: vnd(data.cash_avai + data.cash_block) },
    { key: "cash_avai", label: t("trading.asset.cashAvailable"), value: vnd(data.cash_avai) },
    {
      key: "buying_power",
      label: t("trading.asset.buyingPower"),
      value: power.data === undefined ? "–" : vnd(power.data.pp),
    },
    { key: "cash_block", label: t("trading.asset.cashBlock"), value: vnd(data.cash_block) },
    { key: "ar_t0", label: t("trading.asset.receivableT0"), value: vnd(data.ar_t0) },
    { key: "ar_t1", label: t("trading.asset.receivableT1"), value: vnd(data.ar_t1) },
    { key: "cash_advance_avai", label: t("trading.asset.advance"), value: vnd(data.cash_advance_avai) },
    { key: "lmv", label: t("trading.asset.stockValue"), value: vnd(data.lmv) },
  ];
  if (layout === "margin")
    lines.push(
      { key: "debt", label: t("trading.asset.debt"), value: vnd(data.debt) },
      { key: "equity", label: t("trading.asset.equity"), value: vnd(data.total_equity) },
      {
        key: "margin_ratio",
        label: t("trading.asset.marginRatio"),
        // Without a loan the ratio measures nothing: the server sends 0, which beside "Safe"
        // would read as below the force-sale line.
        value: data.debt > 0 ? percent(data.margin_ratio, language) : "–",
      },
      {
        key: "margin_status",
        label: t("trading.asset.marginStatus"),
        value: data.margin_status === undefined ? "–" : t(`trading.asset.marginState.${data.margin_status}`),
      },
      {
        key: "margin_call_cash",
        label: t("trading.asset.marginCallCash"),
        value: vnd(data.margin_call_cash ?? 0),
      },
    );
  return <Lines testId="assets" lines={lines} />;
}
