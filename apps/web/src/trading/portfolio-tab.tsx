/**
 * The portfolio tab (accounts-session §2, §3 "Portfolio row", §4, §6): the TOTAL row first, then
 * each holding — symbol, total, available, receiving (total less available: bought shares not yet
 * settled and shares held for sell orders), average cost, market value and gain/loss in VND and
 * percent; Sell only when the available volume is above 0 and the type is not R (a click fills a
 * sell ticket of the available volume at the last price and returns to the order tab). Reloads
 * every 10 s and on account or page change. A derivatives account shows its open positions
 * (net, average price, variation margin), each with Close: a ticket of the opposite side for the
 * net position at the contract's last price (close-position.ts), on the order tab.
 */
import "./trading.lazy.i18n";
import {
  canSellHolding,
  FIRST_PAGE,
  isDerivativeAccount,
  pageAfterLoad,
  PORTFOLIO_TOTAL_SYMBOL,
  type AccountListItem,
  type Language,
} from "@bangia/market";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { quoteFeed } from "../realtime/quote-feed";
import { closingOrder } from "./close-position";
import { money, percent, units, wirePrice } from "./figures";
import { futureKind } from "./futures";
import { openFuturesTicket, openTicket } from "./open-ticket";
import { toast } from "./toasts";
import { EmptyRow, Pager, TradingTable } from "./trading-table";
import {
  contractInfoQuery,
  derivativePortfolioQuery,
  PORTFOLIO_PAGE_SIZE,
  portfolioQuery,
} from "./trading-queries";

const signClass = (value: number) => (value > 0 ? "gain" : value < 0 ? "loss" : undefined);

function DerivativePositions({ account }: { readonly account: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const client = useQueryClient();
  const positions = useQuery(derivativePortfolioQuery(account, FIRST_PAGE));
  const rows = positions.data ?? [];
  const close = async (symbol: string, net: number) => {
    const order = closingOrder(net);
    if (order === null) return;
    // The contract's last price (its reference before a trade); a failed read leaves the price open.
    const info = await client.fetchQuery(contractInfoQuery(symbol)).catch(() => undefined);
    openFuturesTicket({
      symbol,
      side: order.side,
      price: info?.lastPrice || info?.r || 0,
      volume: order.volume,
    });
    if (order.rest > 0)
      toast("warning", (lang) =>
        i18n.t("trading.portfolio.closeRest", {
          lng: lang,
          volume: units(order.volume),
          rest: units(order.rest),
        }),
      );
  };
  return (
    <TradingTable
      label={t("trading.portfolio.label")}
      testId="portfolio"
      head={
        <tr>
          <th scope="col">{t("trading.portfolio.symbol")}</th>
          <th scope="col" className="num">
            {t("trading.portfolio.net")}
          </th>
          <th scope="col" className="num">
            {t("trading.portfolio.average")}
          </th>
          <th scope="col" className="num">
            {t("trading.portfolio.vm")}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t("trading.book.actions")}</span>
          </th>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.symbol} data-testid={`position-${row.symbol}`}>
          <td>{row.symbol}</td>
          <td className={`num ${row.net > 0 ? "side-B" : row.net < 0 ? "side-S" : ""}`}>
            {row.net > 0 ? t("trading.side.long") : row.net < 0 ? t("trading.side.short") : ""}{" "}
            {units(Math.abs(row.net))}
          </td>
          <td className="num">{wirePrice(row.avg_remain, futureKind(row.symbol) === "INDEX_FUTURE")}</td>
          <td className={`num ${signClass(row.vmValue) ?? ""}`}>{money(row.vmValue, language)}</td>
          <td>
            {row.net !== 0 && (
              <button
                type="button"
                className={`trading-button trading-button--small trading-button--${row.net > 0 ? "sell" : "buy"}`}
                data-testid={`close-${row.symbol}`}
                aria-label={t("trading.portfolio.closeSymbol", { symbol: row.symbol })}
                onClick={() => void close(row.symbol, row.net)}
              >
                {t("trading.portfolio.close")}
              </button>
            )}
          </td>
        </tr>
      ))}
      {rows.length === 0 && (
        <EmptyRow columns={5} loading={positions.isPending} empty={t("trading.portfolio.empty")} />
      )}
    </TradingTable>
  );
}

export function PortfolioTab({ account }: { readonly account: AccountListItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [page, setPage] = useState(FIRST_PAGE);
  const code = account.accCode;
  const derivative = isDerivativeAccount(code);
  useEffect(() => setPage(FIRST_PAGE), [code]);
  const portfolio = useQuery({ ...portfolioQuery(code, page), enabled: !derivative });
  useEffect(() => {
    if (portfolio.data === undefined) return;
    const next = pageAfterLoad({ page, rowCount: portfolio.data.length });
    if (next !== page) setPage(next);
  }, [portfolio.data, page]);

  if (derivative) return <DerivativePositions account={code} />;

  const rows = portfolio.data ?? [];
  const sell = (symbol: string, available: number) => {
    const row = quoteFeed().view(symbol)?.row as { lastPrice?: number; r?: number } | undefined;
    openTicket({ symbol, side: "S", price: row?.lastPrice || row?.r || 0, volume: available });
  };
  return (
    <section aria-label={t("trading.portfolio.label")}>
      <TradingTable
        testId="portfolio"
        head={
          <tr>
            <th scope="col">{t("trading.portfolio.symbol")}</th>
            <th scope="col" className="num">
              {t("trading.portfolio.total")}
              <span className="trading-table__sub">{t("trading.portfolio.available")}</span>
            </th>
            <th scope="col" className="num">
              {t("trading.portfolio.receiving")}
            </th>
            <th scope="col" className="num">
              {t("trading.portfolio.cost")}
              <span className="trading-table__sub">{t("trading.portfolio.value")}</span>
            </th>
            <th scope="col" className="num">
              {t("trading.portfolio.gain")}
              <span className="trading-table__sub">{t("trading.portfolio.gainPercent")}</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">{t("trading.book.actions")}</span>
            </th>
          </tr>
        }
      >
        {rows.map((row) => {
          const total = row.symbol === PORTFOLIO_TOTAL_SYMBOL;
          const sellable = canSellHolding({
            symbol: row.symbol,
            availableVolume: row.avaiable_vol,
            stockType: row.stockType,
          });
          return (
            <tr
              key={row.symbol}
              className={total ? "trading-table__total" : undefined}
              data-testid={`holding-${row.symbol}`}
            >
              <th scope="row">{total ? t("trading.portfolio.totalRow") : row.symbol}</th>
              <td className="num">
                {units(row.actual_vol)}
                <span className="trading-table__sub">{units(row.avaiable_vol)}</span>
              </td>
              <td className="num">{units(Math.max(0, row.actual_vol - row.avaiable_vol))}</td>
              <td className="num">
                {total ? "" : wirePrice(row.avg_price)}
                <span className="trading-table__sub">{money(row.market_value, language)}</span>
              </td>
              <td className={`num ${signClass(row.gain_loss_value) ?? ""}`}>
                {money(row.gain_loss_value, language)}
                <span className="trading-table__sub">{percent(row.gain_loss_per, language)}</span>
              </td>
              <td>
                {sellable && (
                  <button
                    type="button"
                    className="trading-button trading-button--small trading-button--sell"
                    data-testid={`sell-${row.symbol}`}
                    aria-label={t("trading.portfolio.sellSymbol", { symbol: row.symbol })}
                    onClick={() => sell(row.symbol, row.avaiable_vol)}
                  >
                    {t("trading.portfolio.sell")}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
        {rows.length <= 1 && (
          <EmptyRow columns={6} loading={portfolio.isPending} empty={t("trading.portfolio.empty")} />
        )}
      </TradingTable>
      <Pager
        label={t("trading.portfolio.label")}
        page={page}
        hasNext={rows.length > PORTFOLIO_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
