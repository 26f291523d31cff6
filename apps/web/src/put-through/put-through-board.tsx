/**
 * The put-through board (price-board §2 "Put-through board"): per floor (the menu's, or all),
 * the buy and sell advertisements and the matched deals with the day's matched volume and value
 * in the matched table's title bar. Entries arrive live on top of their table (§4). A search pick
 * of a listed symbol highlights its rows for 2 s; any other opens the stock popup.
 *
 * It shows no quote rows: the board asks the worker for an empty stock board, so the previous
 * board's symbols stop streaming.
 */
import "./put-through.lazy.i18n";
import { formatPutThroughValue, formatPutThroughVolume } from "@bangia/market";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OtherBoardProps } from "../board/other-board-props";
import { useFocusPick } from "../board-table/use-focus-pick";
import { useNoLiveRows } from "../board-table/use-live-board";
import { useStockList } from "../symbol-search/use-stock-list";
import { useUi } from "../state/ui";
import { putThroughSymbols, type PutThroughFloor } from "./put-through-state";
import { PutThroughTable } from "./put-through-table";
import { usePutThroughBoard } from "./use-put-through-board";
import "../board/price-colours.css";
import "./put-through.css";

type Board = Extract<OtherBoardProps["board"], { kind: "put-through" }>;

/** How long a searched symbol stays highlighted (price-board §4, §9). */
const FOCUS_HIGHLIGHT_MS = 2_000;

const FLOORS: readonly PutThroughFloor[] = ["ALL", "HOSE", "HNX", "UPCOM"];

export function PutThroughBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  // A floor switch starts from an empty board, not the previous floor's entries.
  return <FloorBoard key={board.floor} menu={menu} floor={board.floor} focusSeen={focusSeen} />;
}

interface FloorBoardProps {
  readonly menu: string;
  readonly floor: PutThroughFloor;
  readonly focusSeen: OtherBoardProps["focusSeen"];
}

function FloorBoard({ menu, floor, focusSeen }: FloorBoardProps) {
  const { t } = useTranslation();
  useNoLiveRows(menu);
  const { board, loading } = usePutThroughBoard(floor);

  const symbols = useMemo(() => (loading ? undefined : putThroughSymbols(board)), [loading, board]);
  const pick = useFocusPick(focusSeen, symbols);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pick === null) return;
    setHighlighted(pick.symbol);
    const rows = rootRef.current?.querySelectorAll<HTMLElement>("tr[data-symbol]") ?? [];
    Array.from(rows)
      .find((row) => row.dataset["symbol"] === pick.symbol)
      ?.scrollIntoView?.({ block: "center" });
    const timer = setTimeout(() => setHighlighted(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [pick]);

  const openPopup = useCallback((symbol: string) => useUi.getState().openPopup(symbol), []);
  // Bonds (type T in the stock list) count in whole bonds, shares in tens.
  const stockList = useStockList().list;
  const isBond = useCallback((symbol: string) => stockList?.byCode.get(symbol)?.type === "T", [stockList]);

  const totals = loading ? null : board.totals;
  const summary = (
    <dl className="pt-totals">
      <dt title={t("putThrough.tip.totalVolume")}>{t("putThrough.totalVolume")}</dt>
      <dd data-testid="pt-total-volume">{totals === null ? "" : formatPutThroughVolume(totals)}</dd>
      <dt title={t("putThrough.tip.totalValue")}>{t("putThrough.totalValue")}</dt>
      <dd data-testid="pt-total-value">{totals === null ? "" : formatPutThroughValue(totals)}</dd>
    </dl>
  );

  return (
    <div className="pt-board" data-testid="pt-board" data-floor={floor} ref={rootRef}>
      <div className="pt-bar">
        <h2>{t("putThrough.title")}</h2>
        <nav className="pt-floors" aria-label={t("putThrough.floors")}>
          {FLOORS.map((item) => (
            <Link
              key={item}
              to={`/chung-khoan/putThrough-${item}`}
              className="pt-floor"
              data-testid={`pt-floor-${item}`}
              aria-current={item === floor ? "page" : undefined}
            >
              {floorLabel(t, item)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="pt-tables">
        <PutThroughTable
          kind="buy"
          title={t("putThrough.buy")}
          entries={board.buy}
          loading={loading}
          highlighted={highlighted}
          onSymbol={openPopup}
          isBond={isBond}
        />
        <PutThroughTable
          kind="sell"
          title={t("putThrough.sell")}
          entries={board.sell}
          loading={loading}
          highlighted={highlighted}
          onSymbol={openPopup}
          isBond={isBond}
        />
        <PutThroughTable
          kind="matched"
          title={t("putThrough.matched")}
          entries={board.matched}
          loading={loading}
          highlighted={highlighted}
          onSymbol={openPopup}
          isBond={isBond}
          summary={summary}
        />
      </div>
    </div>
  );
}

function floorLabel(t: ReturnType<typeof useTranslation>["t"], floor: PutThroughFloor): string {
  switch (floor) {
    case "ALL":
      return t("putThrough.floor.ALL");
    case "HOSE":
      return t("putThrough.floor.HOSE");
    case "HNX":
      return t("putThrough.floor.HNX");
    case "UPCOM":
      return t("putThrough.floor.UPCOM");
  }
}
