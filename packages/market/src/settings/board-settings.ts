/**
 * The price-board settings (price-board §3 "Price-board settings", accounts-session §3): which
 * optional columns and index charts show, where a new watchlist symbol goes, and the theme.
 * Field names are the stored ones, so the same object goes to the server unchanged.
 */
import { DEFAULT_CHART_INDEX_CODES } from "../instruments/exchange";
import { readStoredObject } from "./stored-json";

const DEFAULT_SHOWN_COLUMNS = [
  "totalVolume",
  "overBuy",
  "overSell",
  "avePrice",
  "highPrice",
  "lowPrice",
  "foreign",
] as const;
const DEFAULT_HIDDEN_COLUMNS = ["rsi", "macd"] as const;

/** Columns the settings dialog can show or hide (RSI(14) and MACD included). */
export const BOARD_COLUMNS = [...DEFAULT_SHOWN_COLUMNS, ...DEFAULT_HIDDEN_COLUMNS] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const WATCHLIST_APPEND_POSITIONS = ["top", "bottom"] as const;
export type WatchlistAppendPosition = (typeof WATCHLIST_APPEND_POSITIONS)[number];

export const BOARD_THEMES = ["classic", "modern", "colorful"] as const;
export type BoardTheme = (typeof BOARD_THEMES)[number];

export interface PriceBoardSettings {
  readonly priceBoardSettingColumnShow: readonly BoardColumn[];
  readonly priceBoardSettingColumnHidden: readonly BoardColumn[];
  /** Index (market) codes whose chart tiles show. */
  readonly priceBoardSettingChartShow: readonly string[];
  readonly priceBoardSettingChartHidden: readonly string[];
  readonly appendSymbolWatchListPosition: WatchlistAppendPosition;
  readonly priceBoardTheme: BoardTheme;
}

export const DEFAULT_PRICE_BOARD_SETTINGS: PriceBoardSettings = Object.freeze({
  priceBoardSettingColumnShow: Object.freeze([...DEFAULT_SHOWN_COLUMNS]),
  priceBoardSettingColumnHidden: Object.freeze([...DEFAULT_HIDDEN_COLUMNS]),
  priceBoardSettingChartShow: Object.freeze([...DEFAULT_CHART_INDEX_CODES]),
  priceBoardSettingChartHidden: Object.freeze([]),
  appendSymbolWatchListPosition: "top",
  priceBoardTheme: "colorful",
});

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

// Index codes are short digit strings ("10", "02"); anything else in a stored list is junk.
const INDEX_CODE = /^\d{1,4}$/;

function isIndexCode(value: unknown): value is string {
  return typeof value === "string" && INDEX_CODE.test(value);
}

/** The known items of a stored list, repeats dropped; null when it is not a list. */
function listOf<T extends string>(value: unknown, isItem: (item: unknown) => item is T): T[] | null {
  return Array.isArray(value) ? [...new Set(value.filter(isItem))] : null;
}

const isBoardColumn = (item: unknown): item is BoardColumn => isOneOf(BOARD_COLUMNS, item);

/**
 * Stored or server settings (an object or its JSON text), each field falling back to its default
 * when missing or malformed. Unknown columns and index codes are dropped, repeats too, and an item
 * in both the shown and the hidden list stays shown only, so the two lists never disagree.
 *
 * @example
 * parseBoardSettings('{"priceBoardTheme":"modern"}').priceBoardTheme; // → "modern"
 * parseBoardSettings("not json"); // → DEFAULT_PRICE_BOARD_SETTINGS's values
 */
export function parseBoardSettings(raw: unknown): PriceBoardSettings {
  const stored = readStoredObject(raw) ?? {};
  const defaults = DEFAULT_PRICE_BOARD_SETTINGS;
  const position = stored["appendSymbolWatchListPosition"];
  const theme = stored["priceBoardTheme"];
  const columnShow =
    listOf(stored["priceBoardSettingColumnShow"], isBoardColumn) ?? defaults.priceBoardSettingColumnShow;
  const chartShow =
    listOf(stored["priceBoardSettingChartShow"], isIndexCode) ?? defaults.priceBoardSettingChartShow;
  const columnHidden =
    listOf(stored["priceBoardSettingColumnHidden"], isBoardColumn) ?? defaults.priceBoardSettingColumnHidden;
  const chartHidden =
    listOf(stored["priceBoardSettingChartHidden"], isIndexCode) ?? defaults.priceBoardSettingChartHidden;
  return {
    priceBoardSettingColumnShow: columnShow,
    priceBoardSettingColumnHidden: columnHidden.filter((column) => !columnShow.includes(column)),
    priceBoardSettingChartShow: chartShow,
    priceBoardSettingChartHidden: chartHidden.filter((code) => !chartShow.includes(code)),
    appendSymbolWatchListPosition: isOneOf(WATCHLIST_APPEND_POSITIONS, position)
      ? position
      : defaults.appendSymbolWatchListPosition,
    priceBoardTheme: isOneOf(BOARD_THEMES, theme) ? theme : defaults.priceBoardTheme,
  };
}
