/**
 * The footer's units note follows the board on screen (hardening issue, units): each board states
 * the units its figures are in, and the note agrees with the board's own columns and headers.
 * Stock tables: prices ×1000 VND, volumes in tens of shares; odd lots: every volume in shares;
 * index futures: points and contracts; bond futures: ×1000 VND and contracts; put-through: deal
 * volumes in tens of shares but bonds in whole bonds, deal values in billions; bonds: whole bonds
 * and values in millions; statistics and proprietary trading name their own value units.
 */
import type { MenuBoard } from "../board/menu";

export type UnitsNote =
  "stock" | "oddLot" | "indexFutures" | "bondFutures" | "putThrough" | "statistics" | "proprietary" | "bond";

/**
 * The units note of a board; null off the boards (login and help pages).
 *
 * @example unitsNoteOf({ kind: "derivative", board: "INDEX" }) // "indexFutures"
 * @example unitsNoteOf({ kind: "etf" }) // "stock"
 */
export function unitsNoteOf(board: MenuBoard | null): UnitsNote | null {
  if (board === null) return null;
  switch (board.kind) {
    case "watchlist":
    case "group":
    case "industry":
    case "etf":
    case "covered-warrant":
      return "stock";
    case "odd-lot":
      return "oddLot";
    case "derivative":
      return board.board === "INDEX" ? "indexFutures" : "bondFutures";
    case "put-through":
      return "putThrough";
    case "statistics":
      return "statistics";
    case "proprietary":
      return "proprietary";
    case "bond":
      return "bond";
  }
}
