/**
 * The price-board settings (price-board §3 "Price-board settings", accounts-session §3): which
 * optional columns and index charts show, where a new watchlist symbol goes, and the theme.
 * Field names are the stored ones, so the same object goes to the server unchanged.
 */
import { DEFAULT_CHART_INDEX_CODES } from "../instruments/exchange";

/** Columns the settings dialog can show or hide (RSI(14) and MACD included). */
export const BOARD_COLUMNS = [
  "totalVolume",
  "overBuy",
  "overSell",
  "avePrice",
  "highPrice",
  "lowPrice",
  "foreign",
  "rsi",
  "macd",
] as const;
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
  priceBoardSettingColumnShow: Object.freeze([
    "totalVolume",
    "overBuy",
    "overSell",
    "avePrice",
    "highPrice",
    "lowPrice",
    "foreign",
  ] as const),
  priceBoardSettingColumnHidden: Object.freeze(["rsi", "macd"] as const),
  priceBoardSettingChartShow: Object.freeze([...DEFAULT_CHART_INDEX_CODES]),
  priceBoardSettingChartHidden: Object.freeze([]),
  appendSymbolWatchListPosition: "top",
  priceBoardTheme: "colorful",
});

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : null;
}

function columnList(value: unknown, fallback: readonly BoardColumn[]): readonly BoardColumn[] {
  return stringList(value)?.filter((item) => isOneOf(BOARD_COLUMNS, item)) ?? fallback;
}

function readObject(raw: unknown): Readonly<Record<string, unknown>> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Stored or server settings (an object or its JSON text), each field falling back to its default
 * when missing or malformed. Unknown column names are dropped.
 *
 * @example
 * parseBoardSettings('{"priceBoardTheme":"modern"}').priceBoardTheme; // → "modern"
 * parseBoardSettings("not json"); // → DEFAULT_PRICE_BOARD_SETTINGS's values
 */
export function parseBoardSettings(raw: unknown): PriceBoardSettings {
  const stored = readObject(raw);
  const defaults = DEFAULT_PRICE_BOARD_SETTINGS;
  const position = stored["appendSymbolWatchListPosition"];
  const theme = stored["priceBoardTheme"];
  return {
    priceBoardSettingColumnShow: columnList(
      stored["priceBoardSettingColumnShow"],
      defaults.priceBoardSettingColumnShow,
    ),
    priceBoardSettingColumnHidden: columnList(
      stored["priceBoardSettingColumnHidden"],
      defaults.priceBoardSettingColumnHidden,
    ),
    priceBoardSettingChartShow:
      stringList(stored["priceBoardSettingChartShow"]) ?? defaults.priceBoardSettingChartShow,
    priceBoardSettingChartHidden:
      stringList(stored["priceBoardSettingChartHidden"]) ?? defaults.priceBoardSettingChartHidden,
    appendSymbolWatchListPosition: isOneOf(WATCHLIST_APPEND_POSITIONS, position)
      ? position
      : defaults.appendSymbolWatchListPosition,
    priceBoardTheme: isOneOf(BOARD_THEMES, theme) ? theme : defaults.priceBoardTheme,
  };
}
