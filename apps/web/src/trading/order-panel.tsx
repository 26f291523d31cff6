/**
 * The order panel (accounts-session §2 "Order panel with four tabs"; order-entry §2): docked
 * beside the board from 1800 px, over the board's right-hand columns below (trading.css),
 * collapsible to a bar under the board, closed by the toolbar button or its own ×.
 * The account selector (accounts sorted by code, the stored default first chosen) sits above the
 * tabs: order entry (the stock ticket, or the derivative ticket for an account ending in 8),
 * order book, portfolio and assets. Tabs follow the WAI-ARIA tabs pattern (arrow keys move).
 *
 * Choosing the order tab (accounts-session §2 "reloads account status and clears prefilled order
 * fields"): when the customer moves to it from another tab, by a click or a key, the account's
 * status (buying power, account info) is asked again and the ticket starts fresh for the current
 * account — the remembered order brought back when remember-order is on. A ticket opened from
 * outside (price click, Sell, Close, the shortcuts) goes through open-ticket.ts and keeps its
 * prefill. Choosing the tab already shown changes nothing.
 */
import "./trading.lazy.i18n";
import "./trading.css";
import { isDerivativeAccount } from "@bangia/market";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAccount } from "../account/account-store";
import { useUi } from "../state/ui";
import { AssetTab } from "./asset-tab";
import { DerivativeTicket } from "./derivative-ticket";
import { OrderBookTab } from "./order-book-tab";
import { useNoticeCount } from "./order-notices";
import { PANEL_TABS, usePanel, type PanelTab } from "./panel-store";
import { PortfolioTab } from "./portfolio-tab";
import { StockTicket } from "./stock-ticket";
import { useTicket } from "./ticket-store";
import { refreshAccountStatus, refreshAfterOrder } from "./trading-queries";

/** The customer chose `next` (a click or a key on the tabs). */
export function chooseTab(next: PanelTab, client: QueryClient): void {
  const panel = usePanel.getState();
  const fresh = next === "order" && panel.tab !== "order";
  if (fresh) useTicket.getState().clearPrefill();
  panel.setTab(next);
  if (fresh) refreshAccountStatus(client);
}

function AccountSelect() {
  const { t } = useTranslation();
  const accounts = useAccount((state) => state.accounts);
  const current = useAccount((state) => state.currentAccount);
  if (accounts.length === 0) return <p className="order-panel__empty">{t("trading.panel.noAccount")}</p>;
  return (
    <label className="order-panel__account">
      <span>{t("trading.panel.account")}</span>
      <select
        data-testid="panel-account"
        value={current?.accCode ?? ""}
        onChange={(event) => {
          useAccount.getState().setCurrentAccount(event.target.value);
          // Changing the account clears symbol, price and volume (order-entry §4).
          useTicket.getState().clearForAccount();
        }}
      >
        {accounts.map((account) => (
          <option key={account.accCode} value={account.accCode}>
            {account.accCode} – {account.accName}
          </option>
        ))}
      </select>
    </label>
  );
}

function TabContent({ tab }: { readonly tab: PanelTab }) {
  const account = useAccount((state) => state.currentAccount);
  if (account === null) return null;
  const derivative = isDerivativeAccount(account.accCode);
  switch (tab) {
    case "order":
      // Keyed by the account: a new account starts a fresh form, a normal order with no
      // advance box ticked (accounts-session §4 "Change account resets … the order type").
      return derivative ? (
        <DerivativeTicket key={account.accCode} account={account} />
      ) : (
        <StockTicket key={account.accCode} account={account} />
      );
    case "book":
      return <OrderBookTab account={account} />;
    case "portfolio":
      return <PortfolioTab account={account} />;
    case "asset":
      return <AssetTab account={account} />;
  }
}

/**
 * Reloads the book, holdings and cash on each burst of order notices (order-notices.ts). Its own
 * component, so a notice re-renders nothing of the panel.
 */
function RefreshOnNotices() {
  const client = useQueryClient();
  const count = useNoticeCount((state) => state.count);
  useEffect(() => {
    if (count > 0) refreshAfterOrder(client);
  }, [client, count]);
  return null;
}

export function OrderPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tab = usePanel((state) => state.tab);
  const collapsed = usePanel((state) => state.collapsed);
  const tabRefs = useRef<Partial<Record<PanelTab, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = PANEL_TABS.indexOf(tab);
    let next: PanelTab | undefined;
    if (event.key === "ArrowRight") next = PANEL_TABS[(index + 1) % PANEL_TABS.length];
    else if (event.key === "ArrowLeft")
      next = PANEL_TABS[(index + PANEL_TABS.length - 1) % PANEL_TABS.length];
    else if (event.key === "Home") next = PANEL_TABS[0];
    else if (event.key === "End") next = PANEL_TABS[PANEL_TABS.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    chooseTab(next, client);
    tabRefs.current[next]?.focus();
  };

  if (collapsed)
    return (
      <aside
        className="order-panel order-panel--collapsed"
        aria-label={t("trading.panel.label")}
        data-testid="order-panel"
      >
        <RefreshOnNotices />
        <button
          type="button"
          className="order-panel__strip"
          data-testid="order-panel-expand"
          aria-expanded={false}
          title={t("trading.panel.expand")}
          onClick={() => usePanel.getState().setCollapsed(false)}
        >
          <span aria-hidden="true">▴</span>
          <span className="order-panel__strip-label">{t("trading.panel.label")}</span>
        </button>
      </aside>
    );

  return (
    <aside className="order-panel" aria-label={t("trading.panel.label")} data-testid="order-panel">
      <RefreshOnNotices />
      <header className="order-panel__header">
        <div className="order-panel__tabs" role="tablist" aria-label={t("trading.panel.tabs")}>
          {PANEL_TABS.map((value) => (
            <button
              key={value}
              ref={(element) => {
                tabRefs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`order-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="order-tabpanel"
              tabIndex={tab === value ? 0 : -1}
              data-testid={`order-tab-${value}`}
              className="order-panel__tab"
              onClick={() => chooseTab(value, client)}
              onKeyDown={onTabKey}
            >
              {t(`trading.tab.${value}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="order-panel__icon"
          data-testid="order-panel-collapse"
          aria-expanded={true}
          aria-label={t("trading.panel.collapse")}
          title={t("trading.panel.collapse")}
          onClick={() => usePanel.getState().setCollapsed(true)}
        >
          »
        </button>
        <button
          type="button"
          className="order-panel__icon"
          data-testid="order-panel-close"
          aria-label={t("trading.panel.close")}
          title={t("trading.panel.close")}
          onClick={() => useUi.getState().setOrderPanelOpen(false)}
        >
          ×
        </button>
      </header>
      <AccountSelect />
      <div
        className="order-panel__body"
        role="tabpanel"
        id="order-tabpanel"
        aria-labelledby={`order-tab-${tab}`}
        tabIndex={-1}
      >
        <TabContent tab={tab} />
      </div>
      <p className="order-panel__hint">{t("trading.panel.shortcuts")}</p>
    </aside>
  );
}
