/**
 * CSS classes of a board cell: its kind and header group, its price colour (price-colours.css)
 * and its flash. A flash alternates two identical animations by the mark's counter, so a new
 * change restarts the animation by a class swap, without a reflow (price-board §4, 700 ms).
 */
import type { PriceColour } from "@bangia/market";
import type { FlashMark } from "../realtime/protocol";
import type { BoardColumnDef } from "./board-columns";

const COLOUR_CLASS: Readonly<Record<PriceColour, string>> = {
  ceiling: "c-ceil",
  floor: "c-floor",
  reference: "c-ref",
  up: "c-up",
  down: "c-down",
};

/**
 * @example flashClass({ dir: "up", n: 3 }) // "flash-up-1"
 * @example flashClass(undefined) // ""
 */
export function flashClass(mark: FlashMark | undefined): string {
  return mark === undefined ? "" : `flash-${mark.dir}-${mark.n % 2}`;
}

export function colourClass(colour: PriceColour | null): string {
  return colour === null ? "" : COLOUR_CLASS[colour];
}

/** Every class of a cell, space-separated. */
export function cellClass(
  column: BoardColumnDef,
  colour: PriceColour | null,
  mark: FlashMark | undefined,
): string {
  let name = `cell cell-${column.kind}`;
  if (column.group !== null) name += ` group-${column.group}`;
  if (column.ticketSide !== undefined) name += " tradable";
  const colourName = colourClass(colour);
  if (colourName !== "") name += ` ${colourName}`;
  const flash = flashClass(mark);
  if (flash !== "") name += ` ${flash}`;
  return name;
}
