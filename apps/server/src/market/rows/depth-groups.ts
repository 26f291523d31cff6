/**
 * The three best bids and offers of a board-lot book as the quote rows carry them: unpacked
 * (price1..6, vol1..6, color1..6) and packed (g1..g7). Both come from one read of the book, so
 * a row's packed groups always agree with its unpacked levels.
 */
import {
  EMPTY_PACKED_GROUP,
  packGroup,
  type DepthLevels,
  type PackedGroup,
  type PackedGroups,
  type WireColourCode,
} from "@bangia/market";
import type { PriceLevel } from "@bangia/exchange";
import type { MarketSource } from "./market-source";
import { levelColour, type DayBand } from "./price-fields";

/** Levels shown per side. */
export const DEPTH_LEVELS = 3;

/** The top of a book: best levels first, and the open volume of each whole side. */
export interface BookTop {
  readonly bids: readonly PriceLevel[];
  readonly asks: readonly PriceLevel[];
  readonly overBuy: number;
  readonly overSell: number;
}

export const EMPTY_BOOK_TOP: BookTop = { bids: [], asks: [], overBuy: 0, overSell: 0 };

export function bookTop(source: MarketSource, symbol: string, board: "lot" | "odd" = "lot"): BookTop {
  return {
    bids: source.depth(symbol, board, "B", DEPTH_LEVELS),
    asks: source.depth(symbol, board, "S", DEPTH_LEVELS),
    overBuy: source.openVolume(symbol, board, "B"),
    overSell: source.openVolume(symbol, board, "S"),
  };
}

/** Level n (1..6): 1..3 the best bids, 4..6 the best offers; an absent level is 0/0. */
function levelAt(top: BookTop, n: number): { readonly price: number; readonly volume: number } {
  const level = n <= DEPTH_LEVELS ? top.bids[n - 1] : top.asks[n - DEPTH_LEVELS - 1];
  return level ?? { price: 0, volume: 0 };
}

export function depthLevels(top: BookTop): DepthLevels {
  const at = (n: number) => levelAt(top, n);
  return {
    price1: at(1).price,
    price2: at(2).price,
    price3: at(3).price,
    price4: at(4).price,
    price5: at(5).price,
    price6: at(6).price,
    vol1: at(1).volume,
    vol2: at(2).volume,
    vol3: at(3).volume,
    vol4: at(4).volume,
    vol5: at(5).volume,
    vol6: at(6).volume,
  };
}

function group(top: BookTop, n: number, band: DayBand): PackedGroup {
  const { price, volume } = levelAt(top, n);
  return price === 0 && volume === 0
    ? EMPTY_PACKED_GROUP
    : packGroup({ price, volume, color: levelColour(price, band) });
}

/** g1..g6, as the 3210 depth message carries them. */
export function depthGroups(top: BookTop, band: DayBand): Omit<PackedGroups, "g7"> {
  return {
    g1: group(top, 1, band),
    g2: group(top, 2, band),
    g3: group(top, 3, band),
    g4: group(top, 4, band),
    g5: group(top, 5, band),
    g6: group(top, 6, band),
  };
}

/** g7: over-buy in the price slot, over-sell in the volume slot, no colour. */
export function overBuySellGroup(top: BookTop): PackedGroup {
  return packGroup({ price: top.overBuy, volume: top.overSell, color: "" });
}

export function packedGroups(top: BookTop, band: DayBand): PackedGroups {
  return { ...depthGroups(top, band), g7: overBuySellGroup(top) };
}

export interface DepthColours {
  readonly color1: WireColourCode;
  readonly color2: WireColourCode;
  readonly color3: WireColourCode;
  readonly color4: WireColourCode;
  readonly color5: WireColourCode;
  readonly color6: WireColourCode;
}

export function depthColours(top: BookTop, band: DayBand): DepthColours {
  const colour = (n: number) => levelColour(levelAt(top, n).price, band);
  return {
    color1: colour(1),
    color2: colour(2),
    color3: colour(3),
    color4: colour(4),
    color5: colour(5),
    color6: colour(6),
  };
}
