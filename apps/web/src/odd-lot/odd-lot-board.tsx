/**
 * The odd-lot board (`lo-le-HOSE`, `lo-le-HNX`; price-board §2): the floor's odd-lot symbols
 * (`getlistoddlotsymbols/{floor}`) as live rows of kind `oddlot-{floor}` — the quote worker loads
 * them and merges the odd-lot levels (9100) and the stock fields — in the shared board table with
 * the stock board's sort cycle (the third click clears it, §4) and the sort saved locally.
 *
 * A symbol click opens the stock popup; a price click asks for an order ticket of 1 share
 * (price-board §9), or the login dialog without a session.
 */
import type { OddLotRow } from "@bangia/market";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import type { OtherBoardProps } from "../board/other-board-props";
import { LiveTableBoard, type BoardSymbolsQuery } from "../board-table/live-table-board";
import { quoteFeed } from "../realtime/quote-feed";
import { useUi } from "../state/ui";
import { tradeAt } from "../board/price-click";
import { ODD_LOT_COLUMNS, ODD_LOT_GROUPS, ticketPrice, ticketSide } from "./odd-lot-columns";
import "./odd-lot.lazy.i18n";

type Board = Extract<OtherBoardProps["board"], { kind: "odd-lot" }>;

/** Both floors share one saved sort and column choice (price-board §3 sortFieldOddlot). */
const TABLE_ID = "oddLot";
/** Default order volume of a price click on the odd-lot board (price-board §9). */
export const ODD_LOT_TICKET_VOLUME = 1;

/** The floor's odd-lot symbols, symbol ascending (the board's own order). */
function oddLotSymbolsQuery(floor: Board["floor"]): BoardSymbolsQuery {
  return {
    queryKey: ["odd-lot-symbols", floor],
    queryFn: async ({ signal }) =>
      [...new Set(await datafeed("getlistoddlotsymbols", floor, { signal }))].sort(),
  };
}

function trade(symbol: string, key: string): void {
  const side = ticketSide(key);
  if (side === null) return;
  const row = quoteFeed().view(symbol)?.row as OddLotRow | undefined;
  tradeAt(symbol, side, row === undefined ? 0 : ticketPrice(row, key), ODD_LOT_TICKET_VOLUME);
}

function onCellClick(symbol: string, key: string): void {
  if (key === "sym") useUi.getState().openPopup(symbol);
  else trade(symbol, key);
}

export function OddLotBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  return (
    <LiveTableBoard<OddLotRow>
      menu={menu}
      kind={`oddlot-${board.floor}`}
      symbolsQuery={oddLotSymbolsQuery(board.floor)}
      loadName={`odd-lot symbols of ${board.floor}`}
      tableId={TABLE_ID}
      columns={ODD_LOT_COLUMNS}
      groups={ODD_LOT_GROUPS}
      rule="clear-on-third"
      focusSeen={focusSeen}
      testPrefix="oddlot"
      title={t("oddLot.title", { floor: board.floor })}
      note={t("oddLot.note")}
      emptyText={t("oddLot.empty")}
      onCellClick={onCellClick}
    />
  );
}
