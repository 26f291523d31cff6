/**
 * The one-letter colour codes the feeds carry next to a price (price-board §3 `cl`, `ca`, `ch`,
 * `lc`, `color1..6`, the colour slot of `g1..g7`, put-through `color`, statistics `color`). The
 * spec names the fields but not their values; ours are the initials of the colour's meaning,
 * and the empty string marks "no price" (an empty depth level, the g7 group). The colour itself
 * is decided by `priceColour` in the format module; these helpers only translate it for the wire.
 */
import type { PriceColour } from "../format/price-colour";

/** Wire code of each board colour. */
export const WIRE_COLOUR_CODES = {
  ceiling: "c",
  floor: "f",
  reference: "r",
  up: "i",
  down: "d",
} as const satisfies Readonly<Record<PriceColour, string>>;

/** A price's colour on the wire; "" when there is no price to colour. */
export type WireColourCode = (typeof WIRE_COLOUR_CODES)[PriceColour] | "";

const COLOUR_BY_CODE: Readonly<Record<string, PriceColour>> = {
  c: "ceiling",
  f: "floor",
  r: "reference",
  i: "up",
  d: "down",
};

/**
 * The wire code of a board colour.
 *
 * @example wireColourCode("up") // "i"
 */
export function wireColourCode(colour: PriceColour): WireColourCode {
  return WIRE_COLOUR_CODES[colour];
}

/**
 * The board colour of a wire code; the neutral reference colour for "" or an unknown code.
 *
 * @example colourOfWireCode("f") // "floor"
 * @example colourOfWireCode("") // "reference"
 */
export function colourOfWireCode(code: string): PriceColour {
  return Object.hasOwn(COLOUR_BY_CODE, code) ? (COLOUR_BY_CODE[code] ?? "reference") : "reference";
}

export function isWireColourCode(value: string): value is WireColourCode {
  // Own keys only: "toString" is not a colour.
  return value === "" || Object.hasOwn(COLOUR_BY_CODE, value);
}
