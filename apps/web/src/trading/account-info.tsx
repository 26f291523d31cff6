/**
 * The ticket's account information block (order-entry §2 "an account info block"; accounts-
 * session §3 "Account info (order panel)"): buying power and the most the customer can buy and
 * sell at the ticket's price, from Web.BuyingPower (both sides), with Buy MAX / Sell MAX.
 */
import "./trading.lazy.i18n";
import type { Language, OrderPanelAccountInfo } from "@bangia/market";
import { useTranslation } from "react-i18next";
import { money, units } from "./figures";

export interface AccountInfoProps {
  readonly buy: OrderPanelAccountInfo | undefined;
  readonly sell: OrderPanelAccountInfo | undefined;
  /** Derivatives: max long and short instead of max buy and sell. */
  readonly derivative?: boolean;
}

export function AccountInfo({ buy, sell, derivative = false }: AccountInfoProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const info = buy ?? sell;
  const maxBuy = derivative ? info?.max_long : buy?.volumeAvaiable;
  const maxSell = derivative ? info?.max_short : sell?.volumeAvaiable;
  const show = (value: number | undefined, format: (n: number) => string) =>
    value === undefined ? "–" : format(value);
  return (
    <section className="ticket-info" aria-label={t("trading.info.label")} data-testid="account-info">
      <dl>
        <div>
          <dt>{t("trading.info.buyingPower")}</dt>
          <dd data-testid="buying-power">{show(info?.pp, (n) => money(n, language))}</dd>
        </div>
        <div>
          <dt>{t(derivative ? "trading.info.maxLong" : "trading.info.maxBuy")}</dt>
          <dd data-testid="max-buy">{show(maxBuy, units)}</dd>
        </div>
        <div>
          <dt>{t("trading.info.cash")}</dt>
          <dd>{show(info?.cash_avai, (n) => money(n, language))}</dd>
        </div>
        <div>
          <dt>{t(derivative ? "trading.info.maxShort" : "trading.info.maxSell")}</dt>
          <dd data-testid="max-sell">{show(maxSell, units)}</dd>
        </div>
      </dl>
    </section>
  );
}
