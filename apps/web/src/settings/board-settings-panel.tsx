/**
 * The price-board settings dialog's content (price-board §2 "Other modals", accounts-session §4,
 * §5): show or hide the optional columns (RSI(14) and MACD included) and the index charts, and
 * choose where new watchlist symbols go; save, cancel, or go back to the defaults. Nothing ticked
 * at all shows the `no-setting-chosen` warning and saves nothing. A save goes to the preferences
 * (kept in the browser) and, when logged in, to the server; a failed server save is only logged.
 *
 * Loaded on first open (board-settings-dialog.tsx): the dialog is rarely used.
 */
import {
  BOARD_COLUMNS,
  indexByCode,
  isEmptyBoardSelection,
  validateBoardSettings,
  warningMessage,
  WATCHLIST_APPEND_POSITIONS,
  type BoardColumn,
  type PriceBoardSettings,
  type WatchlistAppendPosition,
} from "@bangia/market";
import type { TFunction } from "i18next";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { logLoadFailure } from "../api/http";
import { usePreferences } from "../state/preferences";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";
import { ModalDialog } from "../ui/modal-dialog";
import {
  CHART_CHOICES,
  defaultsKeepingTheme,
  withChart,
  withColumn,
  withPosition,
} from "./board-settings-draft";
import { saveServerBoardSettings } from "./server-board-settings";
import "./board-settings-dialog.css";

const COLUMN_LABELS: Readonly<Record<BoardColumn, (t: TFunction) => string>> = {
  totalVolume: (t) => t("settings.column.totalVolume"),
  overBuy: (t) => t("settings.column.overBuy"),
  overSell: (t) => t("settings.column.overSell"),
  avePrice: (t) => t("settings.column.avePrice"),
  highPrice: (t) => t("settings.column.highPrice"),
  lowPrice: (t) => t("settings.column.lowPrice"),
  foreign: (t) => t("settings.column.foreign"),
  rsi: (t) => t("settings.column.rsi"),
  macd: (t) => t("settings.column.macd"),
};

const POSITION_LABELS: Readonly<Record<WatchlistAppendPosition, (t: TFunction) => string>> = {
  top: (t) => t("settings.top"),
  bottom: (t) => t("settings.bottom"),
};

export function BoardSettingsPanel() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [draft, setDraft] = useState<PriceBoardSettings>(() => usePreferences.getState().boardSettings);
  const [warned, setWarned] = useState(false);
  const close = () => useUi.getState().setSettingsOpen(false);

  function change(next: PriceBoardSettings): void {
    setDraft(next);
    if (!isEmptyBoardSelection(next)) setWarned(false);
  }

  function save(): void {
    const checked = validateBoardSettings(draft);
    if (!checked.ok) {
      setWarned(true);
      return;
    }
    // The theme is the toolbar's: keep the one in force now.
    const theme = usePreferences.getState().boardSettings.priceBoardTheme;
    const settings: PriceBoardSettings = { ...checked.value, priceBoardTheme: theme };
    usePreferences.getState().setBoardSettings(settings);
    const user = useSession.getState().user;
    if (user !== null)
      saveServerBoardSettings(user.userId, settings).catch((error: unknown) =>
        logLoadFailure("saving the board settings", error),
      );
    close();
  }

  const shownColumns = new Set(draft.priceBoardSettingColumnShow);
  const shownCharts = new Set(draft.priceBoardSettingChartShow);

  return (
    <ModalDialog
      onClose={close}
      className="settings-dialog"
      overlayClassName="settings-overlay"
      testId="board-settings-dialog"
      overlayTestId="board-settings-overlay"
    >
      <header className="settings-header">
        <Dialog.Title className="settings-title">{t("settings.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("settings.close")} data-testid="settings-close">
          ×
        </Dialog.Close>
      </header>
      <Dialog.Description className="settings-description">{t("settings.description")}</Dialog.Description>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset className="settings-group">
          <legend>{t("settings.columns")}</legend>
          {BOARD_COLUMNS.map((column) => (
            <label className="settings-choice" key={column}>
              <input
                type="checkbox"
                data-testid={`setting-column-${column}`}
                checked={shownColumns.has(column)}
                onChange={(event) => change(withColumn(draft, column, event.target.checked))}
              />
              {COLUMN_LABELS[column](t)}
            </label>
          ))}
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("settings.charts")}</legend>
          {CHART_CHOICES.map((code) => (
            <label className="settings-choice" key={code}>
              <input
                type="checkbox"
                data-testid={`setting-chart-${code}`}
                checked={shownCharts.has(code)}
                onChange={(event) => change(withChart(draft, code, event.target.checked))}
              />
              {indexByCode(code)?.name ?? code}
            </label>
          ))}
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t("settings.position")}</legend>
          {WATCHLIST_APPEND_POSITIONS.map((position) => (
            <label className="settings-choice" key={position}>
              <input
                type="radio"
                name="appendSymbolWatchListPosition"
                data-testid={`setting-position-${position}`}
                checked={draft.appendSymbolWatchListPosition === position}
                onChange={() => change(withPosition(draft, position))}
              />
              {POSITION_LABELS[position](t)}
            </label>
          ))}
        </fieldset>
        {warned && isEmptyBoardSelection(draft) && (
          <p className="settings-warning" role="alert" data-testid="settings-warning">
            {warningMessage("no-setting-chosen", language)}
          </p>
        )}
        <footer className="settings-actions">
          <button
            type="button"
            className="settings-button"
            data-testid="settings-reset"
            onClick={() => change(defaultsKeepingTheme(draft))}
          >
            {t("settings.reset")}
          </button>
          <span className="settings-spacer" />
          <button type="button" className="settings-button" data-testid="settings-cancel" onClick={close}>
            {t("settings.cancel")}
          </button>
          <button type="submit" className="settings-button settings-primary" data-testid="settings-save">
            {t("settings.save")}
          </button>
        </footer>
      </form>
    </ModalDialog>
  );
}
