/**
 * What one cell of a quote row shows (price-board §2, §3, §5): prices ×1000 VND, volumes ×10,
 * the change signed from the prices (negative whenever last < reference, §4) or as a percent, the
 * ETF values ÷1000, and the colour of the cell's price against reference, ceiling and floor.
 * Pure, so every rule is tested without a DOM; formatting is the market package's.
 */
import {
  formatChangePercent,
  formatEtfIndicative,
  formatPrice,
  formatPriceChange,
  formatVolume,
  priceColour,
  signedFeedChange,
  type PriceColour,
} from "@bangia/market";
import type { QuoteRow } from "../realtime/protocol";
import type { ChangeMode } from "../state/preferences";
import type { CellField, DepthPriceField, DepthVolumeField } from "./board-columns";

/** Fields a quote row draws itself (the indicators come from elsewhere). */
export type QuoteCellField = Exclude<CellField, "rsi" | "macd">;

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

/** 0 means "no price" and "no volume" on the wire: an empty cell, not "0.00". */
const priceText = (vnd: number): string => (vnd > 0 ? formatPrice(vnd) : "");
const volumeText = (shares: number): string => (shares > 0 ? formatVolume(shares) : "");

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
    case "lastPrice":
    case "avePrice":
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
