/**
 * The toolbar on the menu bar's right (price-board §2 "Menu bar and toolbar"): symbol search,
 * board settings, chart-strip collapse, theme, and the order panel (which needs a session;
 * without one the login dialog opens). The order panel's toggle is debounced by 100 ms
 * (order-entry §9): a click within 100 ms of the last accepted one is ignored, so a double click
 * opens the panel and leaves it open.
 */
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { createClickGate } from "../click-gate";
import { usePreferences } from "../../state/preferences";
import { useSession } from "../../state/session";
import { useUi } from "../../state/ui";
import { SymbolSearch } from "./symbol-search";
import { ThemePicker } from "./theme-picker";

/** Order-entry §9: the panel's open/close is debounced by 100 ms. */
export const ORDER_PANEL_DEBOUNCE_MS = 100;

export function Toolbar() {
  const { t } = useTranslation();
  const collapsed = usePreferences((state) => state.chartsCollapsed);
  const setCollapsed = usePreferences((state) => state.setChartsCollapsed);
  const orderPanelOpen = useUi((state) => state.orderPanelOpen);
  const loggedIn = useSession((state) => state.user !== null);
  const chartsLabel = collapsed ? t("shell.toolbar.chartsExpand") : t("shell.toolbar.chartsCollapse");
  const orderLabel =
    orderPanelOpen && loggedIn ? t("shell.toolbar.orderPanelOpen") : t("shell.toolbar.orderPanel");

  const orderGate = useRef(createClickGate(ORDER_PANEL_DEBOUNCE_MS));
  const toggleOrderPanel = () => {
    if (!orderGate.current(performance.now())) return;
    const ui = useUi.getState();
    if (useSession.getState().user === null) ui.setLoginOpen(true);
    else ui.setOrderPanelOpen(!ui.orderPanelOpen);
  };

  return (
    <div className="toolbar" role="toolbar" aria-label={t("shell.toolbar.label")}>
      <SymbolSearch />
      <button
        type="button"
        className="shell-button toolbar-button"
        data-testid="settings-button"
        aria-label={t("shell.toolbar.settings")}
        title={t("shell.toolbar.settings")}
        onClick={() => useUi.getState().setSettingsOpen(true)}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      <button
        type="button"
        className="shell-button toolbar-button"
        data-testid="charts-toggle"
        aria-label={chartsLabel}
        aria-expanded={!collapsed}
        title={chartsLabel}
        onClick={() => setCollapsed(!collapsed)}
      >
        <span aria-hidden="true">{collapsed ? "▾" : "▴"}</span>
      </button>
      <ThemePicker />
      <button
        type="button"
        className="shell-button shell-button--accent toolbar-button"
        data-testid="order-panel-toggle"
        aria-pressed={loggedIn && orderPanelOpen}
        title={orderLabel}
        onClick={toggleOrderPanel}
      >
        {t("shell.toolbar.orderPanel")}
      </button>
    </div>
  );
}
