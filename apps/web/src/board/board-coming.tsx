/**
 * The boards of the next release (odd lot, derivatives, put-through, statistics, proprietary
 * trading, bonds): a short notice naming the board instead of a table of invented data. With no
 * rows to scroll to, a search pick opens the stock popup.
 */
import type { TFunction } from "i18next";
import { useEffect, type RefObject } from "react";
import { useTranslation } from "react-i18next";

import { quoteFeed } from "../realtime/quote-feed";
import { useUi } from "../state/ui";
import type { OtherBoard } from "./other-board-props";

export type ComingBoard = OtherBoard;

function comingBoardName(t: TFunction, board: ComingBoard): string {
  switch (board.kind) {
    case "odd-lot":
      return t("board.coming.oddLot", { floor: board.floor });
    case "derivative":
      return board.board === "INDEX" ? t("board.coming.derivativeIndex") : t("board.coming.derivativeBond");
    case "put-through":
      return board.floor === "ALL"
        ? t("board.coming.putThroughAll")
        : t("board.coming.putThrough", { floor: board.floor });
    case "statistics":
      return t("board.coming.statistics");
    case "proprietary":
      return t("board.coming.proprietary");
    case "bond":
      return board.market === "private" ? t("board.coming.privateBond") : t("board.coming.corporateBond");
  }
}

const NONE: readonly string[] = Object.freeze([]);

export interface BoardComingProps {
  readonly menu: string;
  readonly board: ComingBoard;
  /** The last search pick handled; picks made before the page showed are not replayed. */
  readonly focusSeen: RefObject<number>;
}

export function BoardComing({ menu, board, focusSeen }: BoardComingProps) {
  const { t } = useTranslation();
  const focus = useUi((state) => state.focus);
  useEffect(() => {
    if (focus === null || focus.n === focusSeen.current) return;
    focusSeen.current = focus.n;
    useUi.getState().openPopup(focus.symbol);
  }, [focus, focusSeen]);
  // No stock rows here: the previous board's symbols stop streaming.
  useEffect(() => {
    quoteFeed().showBoard({ key: menu, kind: "stock", symbols: NONE }, NONE);
  }, [menu]);
  const name = comingBoardName(t, board);
  return (
    <section className="board-coming" data-testid="board-coming" aria-label={name}>
      <h2>{name}</h2>
      <p>{t("board.coming.release", { board: name })}</p>
    </section>
  );
}
