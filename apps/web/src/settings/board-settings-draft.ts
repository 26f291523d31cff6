/**
 * The settings dialog's edits as pure changes of PriceBoardSettings (price-board §2 "Other
 * modals", §3 "Price-board settings"): tick or untick a column or an index chart, choose where
 * new watchlist symbols go, or go back to the defaults. Each change keeps the shown and hidden
 * lists complementary and in a fixed order, so the board and the index strip never reorder
 * because of the order the boxes were ticked in.
 */
import {
  BOARD_COLUMNS,
  DEFAULT_CHART_INDEX_CODES,
  DEFAULT_PRICE_BOARD_SETTINGS,
  type BoardColumn,
  type PriceBoardSettings,
  type WatchlistAppendPosition,
} from "@bangia/market";

/** The index charts the dialog offers, in the strip's order: VN-INDEX, VN30, HNX, UPCOM, VN100. */
export const CHART_CHOICES: readonly string[] = DEFAULT_CHART_INDEX_CODES;

/** `settings` with `column` shown or hidden. */
export function withColumn(
  settings: PriceBoardSettings,
  column: BoardColumn,
  shown: boolean,
): PriceBoardSettings {
  const showing = new Set(settings.priceBoardSettingColumnShow);
  if (shown) showing.add(column);
  else showing.delete(column);
  return {
    ...settings,
    priceBoardSettingColumnShow: BOARD_COLUMNS.filter((item) => showing.has(item)),
    priceBoardSettingColumnHidden: BOARD_COLUMNS.filter((item) => !showing.has(item)),
  };
}

/**
 * `settings` with the chart of index `code` shown or hidden. Codes the dialog does not offer
 * (kept from elsewhere) stay where they are, after the offered ones.
 */
export function withChart(settings: PriceBoardSettings, code: string, shown: boolean): PriceBoardSettings {
  const showing = new Set(settings.priceBoardSettingChartShow);
  if (shown) showing.add(code);
  else showing.delete(code);
  const offered = CHART_CHOICES.filter((item) => showing.has(item));
  const others = settings.priceBoardSettingChartShow.filter(
    (item) => item !== code && !CHART_CHOICES.includes(item),
  );
  const show = [
    ...offered,
    ...others,
    ...(shown && !CHART_CHOICES.includes(code) && !others.includes(code) ? [code] : []),
  ];
  const hidden = settings.priceBoardSettingChartHidden.filter((item) => item !== code);
  return {
    ...settings,
    priceBoardSettingChartShow: show,
    priceBoardSettingChartHidden: shown ? hidden : [...hidden, code],
  };
}

export function withPosition(
  settings: PriceBoardSettings,
  position: WatchlistAppendPosition,
): PriceBoardSettings {
  return { ...settings, appendSymbolWatchListPosition: position };
}

/** The defaults, keeping the theme (chosen with the toolbar's picker, not in this dialog). */
export function defaultsKeepingTheme(settings: PriceBoardSettings): PriceBoardSettings {
  return { ...DEFAULT_PRICE_BOARD_SETTINGS, priceBoardTheme: settings.priceBoardTheme };
}
