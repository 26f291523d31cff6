/**
 * Venues, market codes and index codes as the boards and feeds use them.
 *
 * Market codes (the spec's `mc`): 10 HOSE (VNINDEX), 02 HNX, 03 UPCOM, 11 VN30, 27 VN100,
 * 04 derivatives, 12 HNX30. They double as index codes on the index strip and table.
 */

/** Where an instrument is listed and matched. */
export const EXCHANGES = ["HOSE", "HNX", "UPCOM", "DERIVATIVES"] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** Cash-market exchanges (stocks, ETFs, warrants, bonds). */
export const STOCK_EXCHANGES = ["HOSE", "HNX", "UPCOM"] as const satisfies readonly Exchange[];
export type StockExchange = (typeof STOCK_EXCHANGES)[number];

/**
 * The venue names the spec's step and keyword rules are keyed by: an exchange or a basket
 * menu that stands for one (`post_to`). HSX is HOSE's other name.
 */
export const BOARD_VENUES = ["HOSE", "HSX", "VN30", "HNX", "HNX30", "UPCOM"] as const;
export type BoardVenue = (typeof BOARD_VENUES)[number];

/** The exchange a board venue belongs to. */
export function exchangeOfVenue(venue: BoardVenue): StockExchange {
  switch (venue) {
    case "HOSE":
    case "HSX":
    case "VN30":
      return "HOSE";
    case "HNX":
    case "HNX30":
      return "HNX";
    case "UPCOM":
      return "UPCOM";
  }
}

export function isBoardVenue(value: string): value is BoardVenue {
  return (BOARD_VENUES as readonly string[]).includes(value);
}

/** Market codes of price-board §3/§9 (index entry `mc`). */
export const MARKET_CODES = {
  HOSE: "10",
  HNX: "02",
  UPCOM: "03",
  VN30: "11",
  HNX30: "12",
  VN100: "27",
  DERIVATIVES: "04",
} as const;
export type MarketCode = (typeof MARKET_CODES)[keyof typeof MARKET_CODES];

/** Market codes the data feed uses when none are given (price-board §9). */
export const DEFAULT_MARKET_CODES: readonly MarketCode[] = ["02", "03", "10"];

/** Index codes shown on the strip by default (accounts-session §3 priceBoardSettingChartShow). */
export const DEFAULT_CHART_INDEX_CODES: readonly string[] = ["10", "11", "02", "03", "27"];

/** Index set restored when the index-selection modal is saved empty (price-board §2, §9). */
export const DEFAULT_SELECTED_INDEX_CODES: readonly string[] = ["20", "27", "23", "24", "26"];
