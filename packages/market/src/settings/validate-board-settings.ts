/**
 * The price-board settings dialog's save check (accounts-session §4, §5): "selecting a setting
 * is required" (`no-setting-chosen`).
 *
 * The spec does not say what an empty selection is. Ours: nothing shown at all — no optional
 * column and no index chart. Hiding every optional column still leaves a working board (symbol,
 * prices, depth and match always show), and hiding every chart is what collapsing the strip does;
 * only both together leave the dialog with nothing ticked.
 */
import { invalid, valid, type Validation } from "../validation";
import { parseBoardSettings, type PriceBoardSettings } from "./board-settings";

/**
 * True when the dialog has nothing ticked: no column and no chart shown.
 *
 * @example
 * isEmptyBoardSelection({ ...DEFAULT_PRICE_BOARD_SETTINGS, priceBoardSettingColumnShow: [] }); // → false
 */
export function isEmptyBoardSelection(settings: PriceBoardSettings): boolean {
  return (
    settings.priceBoardSettingColumnShow.length === 0 && settings.priceBoardSettingChartShow.length === 0
  );
}

/**
 * Checks the settings to save: an empty selection → `no-setting-chosen`. The saved lists are
 * cleaned as stored ones are read (parseBoardSettings: repeats dropped, an item that is shown
 * dropped from its hidden list), so what is saved reads back unchanged.
 *
 * @example
 * validateBoardSettings(DEFAULT_PRICE_BOARD_SETTINGS); // → { ok: true, value: … }
 * validateBoardSettings({ ...DEFAULT_PRICE_BOARD_SETTINGS, priceBoardSettingColumnShow: [], priceBoardSettingChartShow: [] });
 * // → { ok: false, key: "no-setting-chosen" }
 */
export function validateBoardSettings(settings: PriceBoardSettings): Validation<PriceBoardSettings> {
  const cleaned = parseBoardSettings(settings);
  return isEmptyBoardSelection(cleaned) ? invalid("no-setting-chosen") : valid(cleaned);
}
