/**
 * The stock information popup (price-board §2 "Stock info popup"): the title (symbol, name in
 * the page's language, exchange, live quote), its own symbol search, the General, Chart and
 * Finance tabs (Chart first), the reference-only footer and a close x. Closes on Escape, a click
 * on the backdrop or the x. This module is loaded on the first open (stock-popup.tsx); each tab
 * and the charts inside load lazily again.
 */
import "./popup.lazy.i18n";
import { useKeepLive } from "../realtime/quote-feed";
import { Dialog, Tabs } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";
import { PopupQuote } from "./popup-quote";
import { PopupSearch } from "./popup-search";
import { useStockEntry } from "./stock-dictionary";
import "../board/price-colours.css";
import "./stock-popup.css";

// Each tab is its own chunk: the dialog shows at once and a tab loads when first opened.
const ChartTab = lazy(() => import("./chart/chart-tab").then((module) => ({ default: module.ChartTab })));
const GeneralTab = lazy(() =>
  import("./general/general-tab").then((module) => ({ default: module.GeneralTab })),
);
const FinanceTab = lazy(() =>
  import("./finance/finance-tab").then((module) => ({ default: module.FinanceTab })),
);

type PopupTab = "general" | "chart" | "finance";

const isPopupTab = (value: string): value is PopupTab =>
  value === "general" || value === "chart" || value === "finance";

export interface StockPopupDialogProps {
  readonly symbol: string;
}

export function StockPopupDialog({ symbol }: StockPopupDialogProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const { entry, loading } = useStockEntry(symbol);
  const name = entry === undefined ? "" : language === "vi" ? entry.name_vn : entry.name_en;
  const [tab, setTab] = useState<PopupTab>("chart");
  // Live whatever board shows; released when the popup closes or the symbol changes (the worker
  // leaves it then unless the board lists it).
  useKeepLive("popup", [symbol]);

  return (
    <ModalDialog
      onClose={() => useUi.getState().openPopup(null)}
      className="popup-dialog"
      overlayClassName="popup-overlay"
      testId="stock-popup"
      overlayTestId="stock-popup-overlay"
    >
      <header className="popup-header">
        <Dialog.Title className="popup-title" data-testid="popup-title">
          <span className="popup-symbol">{symbol}</span>
          {name !== "" && <span className="popup-name">{name}</span>}
          {entry !== undefined && <span className="popup-exchange">{entry.post_to}</span>}
        </Dialog.Title>
        <PopupQuote symbol={symbol} />
        <PopupSearch />
        <Dialog.Close className="modal-close" aria-label={t("popup.close")} data-testid="popup-close">
          ×
        </Dialog.Close>
      </header>
      {/* Read by screen readers; shown only while loading or for an unknown symbol. */}
      <Dialog.Description className={loading || entry === undefined ? "popup-note" : "popup-visually-hidden"}>
        {loading ? t("popup.loading") : entry === undefined ? t("popup.unknown") : t("popup.description")}
      </Dialog.Description>
      <Tabs.Root
        className="popup-tabs"
        value={tab}
        onValueChange={(value) => isPopupTab(value) && setTab(value)}
        activationMode="manual"
      >
        <Tabs.List className="popup-tabs__list" aria-label={t("popup.tabs")}>
          <Tabs.Trigger className="popup-tabs__tab" value="general" data-testid="popup-tab-general">
            {t("popup.tab.general")}
          </Tabs.Trigger>
          <Tabs.Trigger className="popup-tabs__tab" value="chart" data-testid="popup-tab-chart">
            {t("popup.tab.chart")}
          </Tabs.Trigger>
          <Tabs.Trigger className="popup-tabs__tab" value="finance" data-testid="popup-tab-finance">
            {t("popup.tab.finance")}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Only the open tab is mounted: each loads its own data on first view. */}
        <Tabs.Content className="popup-tabs__panel" value="general">
          <Suspense fallback={<p className="popup-empty">{t("popup.loadingData")}</p>}>
            <GeneralTab symbol={symbol} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content className="popup-tabs__panel" value="chart">
          <Suspense fallback={<p className="popup-empty">{t("popup.loadingData")}</p>}>
            <ChartTab symbol={symbol} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content className="popup-tabs__panel" value="finance">
          <Suspense fallback={<p className="popup-empty">{t("popup.loadingData")}</p>}>
            <FinanceTab symbol={symbol} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <footer className="popup-footer">{t("popup.disclaimer")}</footer>
    </ModalDialog>
  );
}
