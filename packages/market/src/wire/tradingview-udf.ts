/**
 * The TradingView UDF answers our server serves to the popup's embedded chart (price-board §2
 * "Chart tab"): `/config`, `/symbols`, `/search`, `/history`, `/time`. Field names are the UDF
 * protocol's.
 *
 * Unlike the rest of the wire, UDF prices are the numbers the chart draws: stocks, ETFs and
 * warrants in thousands of VND (as the board shows them, `pricescale` 100), indices and index
 * futures in points (`pricescale` 100). The chart library knows no integer units, so the server
 * divides once, here at the edge. Volumes are shares or contracts; times are epoch seconds.
 */

/** Resolutions we serve: minutes, then day, week, month. */
export const UDF_RESOLUTIONS = ["1", "5", "15", "30", "60", "1D", "1W", "1M"] as const;
export type UdfResolution = (typeof UDF_RESOLUTIONS)[number];

/** `GET /config`. */
export interface UdfConfig {
  readonly supported_resolutions: readonly UdfResolution[];
  readonly supports_group_request: false;
  readonly supports_marks: boolean;
  readonly supports_search: true;
  readonly supports_timescale_marks: boolean;
  readonly supports_time: true;
  readonly exchanges: readonly { readonly value: string; readonly name: string; readonly desc: string }[];
  readonly symbols_types: readonly { readonly name: string; readonly value: string }[];
}

/** Symbol types of `/symbols` and `/search`. */
export type UdfSymbolType = "stock" | "fund" | "warrant" | "bond" | "index" | "futures";

/** `GET /symbols?symbol=`. */
export interface UdfSymbolInfo {
  readonly name: string;
  readonly ticker: string;
  readonly description: string;
  readonly type: UdfSymbolType;
  /** Trading hours in exchange time, e.g. "0900-1130,1300-1500". */
  readonly session: string;
  readonly exchange: string;
  readonly listed_exchange: string;
  /** "Asia/Ho_Chi_Minh". */
  readonly timezone: string;
  readonly minmov: number;
  readonly pricescale: number;
  readonly has_intraday: boolean;
  readonly has_daily: boolean;
  readonly has_weekly_and_monthly: boolean;
  readonly supported_resolutions: readonly UdfResolution[];
  readonly volume_precision: number;
  readonly data_status: "streaming" | "endofday" | "delayed_streaming";
}

/** An item of `GET /search?query=&type=&exchange=&limit=`. */
export interface UdfSearchItem {
  readonly symbol: string;
  readonly full_name: string;
  readonly description: string;
  readonly exchange: string;
  readonly ticker: string;
  readonly type: UdfSymbolType;
}

/** `GET /history?symbol=&resolution=&from=&to=` with bars: parallel arrays, oldest first. */
export interface UdfHistoryBars {
  readonly s: "ok";
  readonly t: readonly number[];
  readonly o: readonly number[];
  readonly h: readonly number[];
  readonly l: readonly number[];
  readonly c: readonly number[];
  readonly v: readonly number[];
}

/** `/history` without bars in the range; `nextTime` is the time of the previous bar, if any. */
export interface UdfHistoryNoData {
  readonly s: "no_data";
  readonly nextTime?: number;
}

/** `/history` refused (unknown symbol, bad range). */
export interface UdfHistoryError {
  readonly s: "error";
  readonly errmsg: string;
}

export type UdfHistory = UdfHistoryBars | UdfHistoryNoData | UdfHistoryError;

/** Every UDF answer by path (`/time` answers the epoch seconds as plain text). */
export interface UdfAnswers {
  readonly config: UdfConfig;
  readonly symbols: UdfSymbolInfo;
  readonly search: readonly UdfSearchItem[];
  readonly history: UdfHistory;
  readonly time: number;
}

/**
 * A saved chart layout of a logged-in user (price-board §6 "the saved chart layout"): the chart
 * library's own JSON, kept as text. `GET /api/tradingview/layout/{userId}` answers it (or
 * `{ data: null }`), `PUT` with the same body saves it.
 */
export interface ChartLayout {
  readonly symbol: string;
  readonly resolution: string;
  /** The chart's state as the library serialises it; at most 256 KiB. */
  readonly content: string;
  /** Epoch milliseconds of the save (set by the server). */
  readonly savedAt: number;
}

/** Longest chart layout the server keeps, in characters. */
export const MAX_CHART_LAYOUT_LENGTH = 256 * 1024;
