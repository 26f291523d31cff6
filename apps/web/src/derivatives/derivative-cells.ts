/**
 * What one cell of a derivative row shows (price-board §2 "Derivative price board", §3, §4):
 * prices in the product's unit coloured against reference, ceiling and floor, contracts, the
 * change signed from the prices, and the difference of the last price from the underlying
 * index (the basis). Pure, so every rule is tested without a DOM.
 */
import {
  formatScaled,
  priceColour,
  signedFeedChange,
  type DerivativeRow,
  type PriceColour,
  type PriceUnit,
} from "@bangia/market";
import type { DerivativeField } from "./derivative-columns";
import {
  contractsText,
  derivativeChangeText,
  derivativePriceText,
  shownAveragePrice,
} from "./derivative-units";

export interface DerivativeCellView {
  readonly text: string;
  /** The price colour, or null for neutral cells (totals, open interest, foreign). */
  readonly colour: PriceColour | null;
  /** A depth level with volume but no price: an ATO or ATC order, labelled by the market clock. */
  readonly marketOrder?: true;
}

const EMPTY: DerivativeCellView = { text: "", colour: null };

/** The depth volume of each depth price, and the other way round. */
const DEPTH_PAIRS = [
  ["price1", "vol1"],
  ["price2", "vol2"],
  ["price3", "vol3"],
  ["price4", "vol4"],
  ["price5", "vol5"],
  ["price6", "vol6"],
] as const;
type DepthPrice = (typeof DEPTH_PAIRS)[number][0];
type DepthVolume = (typeof DEPTH_PAIRS)[number][1];
const PRICE_OF_VOLUME = Object.fromEntries(DEPTH_PAIRS.map(([price, vol]) => [vol, price])) as Readonly<
  Record<DepthVolume, DepthPrice>
>;
const VOLUME_OF_PRICE = Object.fromEntries(DEPTH_PAIRS) as Readonly<Record<DepthPrice, DepthVolume>>;

/** Index-point differences keep the index's two decimals: both sides are exact hundredths. */
const DIFFERENCE_FORMAT = { scale: 2, decimals: 2, signed: true } as const;

/**
 * Last price minus the underlying index value (both hundredths of a point), or null without a
 * trade, without an index value, or for a bond future (no index).
 *
 * @example indexDifference(194_580, 194_700) // -120 (−1.20 points)
 * @example indexDifference(0, 194_700) // null
 */
export function indexDifference(lastPrice: number, indexValue: number | null): number | null {
  if (lastPrice <= 0 || indexValue === null || indexValue <= 0) return null;
  return lastPrice - indexValue;
}

/**
 * The difference cell: signed points with two decimals, empty when there is none.
 *
 * @example indexDifferenceText(-120) // "-1.20"
 * @example indexDifferenceText(57) // "+0.57"
 */
export function indexDifferenceText(difference: number | null): string {
  return difference === null ? "" : formatScaled(difference, DIFFERENCE_FORMAT);
}

/** The colour of a difference: above the index is a premium (up), below a discount (down). */
export function indexDifferenceColour(difference: number | null): PriceColour | null {
  if (difference === null) return null;
  if (difference > 0) return "up";
  return difference < 0 ? "down" : "reference";
}

function colourOf(row: DerivativeRow, price: number): PriceColour {
  return priceColour(price, { reference: row.r, ceiling: row.c, floor: row.f });
}

/**
 * The change against the reference, signed from the prices (negative whenever last < reference,
 * price-board §4); null before the first trade.
 *
 * @example rowChange({ lastPrice: 194_580, r: 194_740, change: 160 }) // -160
 */
export function rowChange(row: Pick<DerivativeRow, "lastPrice" | "r" | "change">): number | null {
  if (row.lastPrice <= 0 || row.r <= 0) return null;
  return signedFeedChange(row.change, row.lastPrice, row.r);
}

/**
 * The text and colour of a row's cell (the difference column is drawn from the index, see
 * indexDifference).
 *
 * @example derivativeCellView(row, "lastPrice", "points") // { text: "1,945.8", colour: "down" }
 */
export function derivativeCellView(
  row: DerivativeRow,
  field: Exclude<DerivativeField, "difference">,
  unit: PriceUnit,
): DerivativeCellView {
  switch (field) {
    case "sym":
      return { text: row.sym, colour: colourOf(row, row.lastPrice) };
    case "r":
      return { text: derivativePriceText(row.r, unit), colour: "reference" };
    case "c":
      return { text: derivativePriceText(row.c, unit), colour: "ceiling" };
    case "f":
      return { text: derivativePriceText(row.f, unit), colour: "floor" };
    case "lastPrice":
    case "highPrice":
    case "lowPrice":
      return { text: derivativePriceText(row[field], unit), colour: colourOf(row, row[field]) };
    case "price1":
    case "price2":
    case "price3":
    case "price4":
    case "price5":
    case "price6": {
      const price = row[field];
      if (price <= 0 && row[VOLUME_OF_PRICE[field]] > 0) return { text: "", colour: null, marketOrder: true };
      return { text: derivativePriceText(price, unit), colour: colourOf(row, price) };
    }
    case "avePrice": {
      const average = shownAveragePrice(row.avePrice, unit);
      return { text: derivativePriceText(average, unit), colour: colourOf(row, average) };
    }
    case "lv":
      return { text: contractsText(row.lv), colour: colourOf(row, row.lastPrice) };
    case "change":
      return { text: derivativeChangeText(rowChange(row), unit), colour: colourOf(row, row.lastPrice) };
    case "vol1":
    case "vol2":
    case "vol3":
    case "vol4":
    case "vol5":
    case "vol6":
      return { text: contractsText(row[field]), colour: colourOf(row, row[PRICE_OF_VOLUME[field]]) };
    case "lot":
    case "overBuy":
    case "overSell":
    case "oi":
    case "fBVol":
    case "fSVolume":
      return { text: contractsText(row[field]), colour: null };
    default:
      return EMPTY;
  }
}
