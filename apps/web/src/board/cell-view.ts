/**
 * What one cell of a quote row shows (price-board §2, §3, §5): prices ×1000 VND, volumes ×10,
 * the change signed from the prices (negative whenever last < reference, §4) or as a percent, the
 * ETF values ÷1000, and the colour of the cell's price against reference, ceiling and floor.
 * Pure, so every rule is tested without a DOM; formatting is the market package's.
 *
 * Decisions where the spec is silent: the board is a dense grid of whole numbers, so a volume is
 * shown in whole board units (×10 shares, rounded half up: a foreign room of 1,958,893,516 shares
 * reads "195,889,352", not "195,889,351.6"); and the average price, the one price off the tick
 * grid, is rounded half up to the board's two decimals (22,933 VND reads "22.93") and coloured
 * by the value shown, so a "22.95" never reads red against a 22.95 reference.
 */
import {
  BOARD_VOLUME_UNIT,
  formatChangePercent,
  formatEtfIndicative,
  formatPrice,
  formatPriceChange,
  formatVolume,
  priceColour,
  scaleDecimal,
  signedFeedChange,
  type PriceColour,
} from "@bangia/market";
import type { QuoteRow } from "../realtime/protocol";
import type { ChangeMode } from "../state/preferences";
import type { CellField, DepthPriceField, DepthVolumeField } from "./board-columns";
import type { WarrantField } from "./warrant-cells";

/**
 * Fields a quote row draws from itself alone (the indicators come from elsewhere, the warrant
 * columns also read the underlying's row: warrant-cells.ts).
 */
export type QuoteCellField = Exclude<CellField, "rsi" | "macd" | WarrantField>;

export interface CellView {
  readonly text: string;
  /** The price colour, or null for neutral cells (totals, foreign, ETF values). */
  readonly colour: PriceColour | null;
  /**
   * A depth level with volume but no price: an at-the-open or at-the-close order, labelled by the
   * caller (the board shows no session clock, so it cannot tell which of the two).
   */
  readonly marketOrder?: true;
}

const EMPTY: CellView = { text: "", colour: null };

const DEPTH_PRICE: Readonly<Record<DepthVolumeField, DepthPriceField>> = {
  vol1: "price1",
  vol2: "price2",
  vol3: "price3",
  vol4: "price4",
  vol5: "price5",
  vol6: "price6",
};

const DEPTH_VOLUME: Readonly<Record<DepthPriceField, DepthVolumeField>> = {
  price1: "vol1",
  price2: "vol2",
  price3: "vol3",
  price4: "vol4",
  price5: "vol5",
  price6: "vol6",
};

/** The board's prices have two decimals in thousands of VND: steps of 10 VND. */
const BOARD_PRICE_STEP_EXPONENT = 1;
/** Board volume units are tens of shares (BOARD_VOLUME_UNIT). */
const BOARD_VOLUME_EXPONENT = Math.round(Math.log10(BOARD_VOLUME_UNIT));

/** `value` rounded half up to a multiple of 10^exponent, once (scaleDecimal reads the float exactly). */
function roundToPowerOfTen(value: number, exponent: number): number {
  const units = scaleDecimal(value, -exponent);
  return units === null ? 0 : units * 10 ** exponent;
}

/**
 * An average price rounded half up to the board's two decimals (10 VND): averages are not on the
 * tick grid, and a third decimal on the board would read as a bond's 1 VND tick.
 *
 * @example boardAveragePrice(22_933) // 22_930
 * @example boardAveragePrice(22_935) // 22_940
 */
export function boardAveragePrice(vnd: number): number {
  return vnd > 0 ? roundToPowerOfTen(vnd, BOARD_PRICE_STEP_EXPONENT) : 0;
}

/**
 * A volume rounded half up to whole board units (tens of shares), so every volume cell shows a
 * whole number.
 *
 * @example boardVolume(1_958_893_516) // 1_958_893_520 → "195,889,352"
 * @example boardVolume(22_415) // 22_420 → "2,242"
 */
export function boardVolume(shares: number): number {
  return shares > 0 ? roundToPowerOfTen(shares, BOARD_VOLUME_EXPONENT) : 0;
}

/** 0 means "no price" and "no volume" on the wire: an empty cell, not "0.00". */
const priceText = (vnd: number): string => (vnd > 0 ? formatPrice(vnd) : "");
/** A positive volume too small for one unit still shows ("0"): an order that exists is never blank. */
const volumeText = (shares: number): string => (shares > 0 ? formatVolume(boardVolume(shares)) : "");

function colourOf(row: QuoteRow, price: number): PriceColour {
  return priceColour(price, { reference: row.r, ceiling: row.c, floor: row.f });
}

/**
 * The change cell: absolute (thousands of VND, signed) or percent, empty before the first trade.
 *
 * @example changeText({ lastPrice: 24_450, r: 25_000, ot: 550 }, "absolute") // "-0.55"
 */
export function changeText(row: Pick<QuoteRow, "lastPrice" | "r" | "ot">, mode: ChangeMode): string {
  if (row.lastPrice <= 0 || row.r <= 0) return "";
  if (mode === "percent") return formatChangePercent(row.lastPrice, row.r);
  return formatPriceChange(signedFeedChange(row.ot, row.lastPrice, row.r));
}

/** The price a click on a price cell trades at (0 for an empty or market-order level). */
export function cellPrice(row: QuoteRow, field: CellField): number {
  switch (field) {
    case "lastPrice":
    case "price1":
    case "price2":
    case "price3":
    case "price4":
    case "price5":
    case "price6":
      return Math.max(0, row[field]);
    default:
      return 0;
  }
}

/**
 * The text and colour of one cell.
 *
 * @example cellView(row, "lastPrice", "absolute") // { text: "25.55", colour: "up" }
 */
export function cellView(row: QuoteRow, field: QuoteCellField, mode: ChangeMode): CellView {
  switch (field) {
    case "sym":
      return { text: row.sym, colour: colourOf(row, row.lastPrice) };
    case "r":
      return { text: priceText(row.r), colour: "reference" };
    case "c":
      return { text: priceText(row.c), colour: "ceiling" };
    case "f":
      return { text: priceText(row.f), colour: "floor" };
    case "avePrice": {
      const average = boardAveragePrice(row.avePrice);
      return { text: priceText(average), colour: colourOf(row, average) };
    }
    case "lastPrice":
    case "highPrice":
    case "lowPrice":
      return { text: priceText(row[field]), colour: colourOf(row, row[field]) };
    case "lastVolume":
      return { text: volumeText(row.lastVolume), colour: colourOf(row, row.lastPrice) };
    case "ot":
      return { text: changeText(row, mode), colour: colourOf(row, row.lastPrice) };
    case "lot":
    case "overBuy":
    case "overSell":
    case "fBVol":
    case "fSVolume":
    case "fRoom":
      return { text: volumeText(row[field]), colour: null };
    case "iNav":
    case "iIndex":
      return row.type === "E" ? { text: formatEtfIndicative(row[field]), colour: null } : EMPTY;
    case "vol1":
    case "vol2":
    case "vol3":
    case "vol4":
    case "vol5":
    case "vol6":
      return { text: volumeText(row[field]), colour: colourOf(row, row[DEPTH_PRICE[field]]) };
    case "price1":
    case "price2":
    case "price3":
    case "price4":
    case "price5":
    case "price6": {
      const price = row[field];
      if (price <= 0 && row[DEPTH_VOLUME[field]] > 0) return { text: "", colour: null, marketOrder: true };
      return { text: priceText(price), colour: colourOf(row, price) };
    }
  }
}
