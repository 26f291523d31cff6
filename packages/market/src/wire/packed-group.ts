/**
 * The packed depth groups of a quote row (price-board §3 `g1`..`g7`): 'price|volume|color'.
 *
 * g1..g3 are the three best bids (g1 best), g4..g6 the three best offers (g4 best). g7 packs
 * over-buy and over-sell (price-board §3 "g7 holds over-buy and over-sell") into the same three
 * slots: over-buy in the price slot, over-sell in the volume slot, an empty colour. Prices are
 * integers in the instrument's price unit, 0 for an ATO/ATC level; volumes are whole shares or
 * contracts; an empty level is "0|0|".
 */
import { isWireColourCode, type WireColourCode } from "./colour-code";

/** A packed group as the wire carries it. */
export type PackedGroup = `${number}|${number}|${WireColourCode}`;

/** One unpacked group. For g7, `price` is over-buy and `volume` over-sell. */
export interface DepthGroup {
  readonly price: number;
  readonly volume: number;
  readonly color: WireColourCode;
}

/** The empty level: no price, no volume, no colour. */
export const EMPTY_PACKED_GROUP: PackedGroup = "0|0|";

const WHOLE_NUMBER = /^\d+$/;

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
  }
}

/**
 * Packs a group. Throws on a fractional or negative number: the feed only carries integer units,
 * so such a value is a programming error upstream.
 *
 * @example packGroup({ price: 25_550, volume: 1_200, color: "i" }) // "25550|1200|i"
 */
export function packGroup(group: DepthGroup): PackedGroup {
  assertWhole(group.price, "price");
  assertWhole(group.volume, "volume");
  return `${group.price}|${group.volume}|${group.color}`;
}

/**
 * Unpacks a group, or null when the text is not exactly 'whole|whole|colour'. Readers treat
 * null as a broken message (and reload the snapshot) rather than guess.
 *
 * @example unpackGroup("25550|1200|i") // { price: 25550, volume: 1200, color: "i" }
 * @example unpackGroup("25.55|120|i") // null
 */
export function unpackGroup(text: string): DepthGroup | null {
  const parts = text.split("|");
  if (parts.length !== 3) return null;
  const [priceText = "", volumeText = "", color = ""] = parts;
  if (!WHOLE_NUMBER.test(priceText) || !WHOLE_NUMBER.test(volumeText) || !isWireColourCode(color))
    return null;
  const price = Number(priceText);
  const volume = Number(volumeText);
  if (!Number.isSafeInteger(price) || !Number.isSafeInteger(volume)) return null;
  return { price, volume, color };
}
