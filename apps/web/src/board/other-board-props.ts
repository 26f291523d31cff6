/** What the boards other than the stock table are, and the props each receives (other-boards.tsx). */
import type { RefObject } from "react";
import type { MenuBoard } from "./menu";

export type OtherBoard = Exclude<
  MenuBoard,
  { kind: "watchlist" | "group" | "industry" | "etf" | "covered-warrant" }
>;

/** What every other board receives. */
export interface OtherBoardProps<B extends OtherBoard = OtherBoard> {
  readonly menu: string;
  readonly board: B;
  /** The last search pick handled; picks made before the page showed are not replayed. */
  readonly focusSeen: RefObject<number>;
}
