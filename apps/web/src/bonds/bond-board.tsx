/**
 * The bond boards (`trai-phieu-rieng-le` private bonds, `corporate-bond` corporate bonds;
 * price-board §2): the market's bonds (`getlistall_bond?kind=PRIVATE|CORPORATE`, the server's
 * split by bond type) as live rows of kind `bond` — the quote worker merges `board_bond` (5310)
 * and `stock_bond` (5220) — in the shared board table, sorted by header clicks that only toggle
 * (§4). A row's click opens the bond detail modal, which loads on first use.
 */
import type { BondRow, DataFeedAnswers } from "@bangia/market";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { requestJson } from "../api/http";
import type { OtherBoardProps } from "../board/other-board-props";
import { LiveTableBoard, type BoardSymbolsQuery } from "../board-table/live-table-board";
import { BOND_COLUMNS, BOND_GROUPS } from "./bond-columns";
import "./bonds.css";
import "./bonds.lazy.i18n";

type Board = Extract<OtherBoardProps["board"], { kind: "bond" }>;

const BondDetailDialog = lazy(() =>
  import("./bond-detail-dialog").then((module) => ({ default: module.BondDetailDialog })),
);

/** Both bond boards share one saved sort and column choice. */
const TABLE_ID = "bond";

/** The server's bond kind of a board (docs/server.md `getlistall_bond?kind=`). */
export function bondKind(market: Board["market"]): "PRIVATE" | "CORPORATE" {
  return market === "private" ? "PRIVATE" : "CORPORATE";
}

function bondSymbolsQuery(market: Board["market"]): BoardSymbolsQuery {
  const kind = bondKind(market);
  return {
    queryKey: ["bond-symbols", kind],
    queryFn: async ({ signal }) => {
      const rows = await requestJson<DataFeedAnswers["getlistall_bond"]>(
        `datafeed/getlistall_bond?kind=${kind}`,
        { signal },
      );
      return [...new Set(rows.map((row) => row.sym))].sort();
    },
  };
}

export function BondBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<string | null>(null);
  return (
    <LiveTableBoard<BondRow>
      menu={menu}
      kind="bond"
      symbolsQuery={bondSymbolsQuery(board.market)}
      loadName={`bonds of ${board.market}`}
      tableId={TABLE_ID}
      columns={BOND_COLUMNS}
      groups={BOND_GROUPS}
      rule="toggle-only"
      focusSeen={focusSeen}
      testPrefix="bond"
      title={board.market === "private" ? t("bonds.titlePrivate") : t("bonds.titleCorporate")}
      note={t("bonds.note")}
      emptyText={t("bonds.empty")}
      onRowClick={setDetail}
    >
      {detail !== null && (
        <Suspense fallback={null}>
          <BondDetailDialog symbol={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </LiveTableBoard>
  );
}
