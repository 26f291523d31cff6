/**
 * The derivative price board (price-board §2 "Derivative price board"): the listed contracts of
 * the index-futures (`derivative-INDEX`) or bond-futures (`derivative-TPCP`) board under a two-row
 * header, sortable by header clicks (the stock board's cycle: descending, ascending, back to
 * symbol ascending), with flashes and colours against reference, ceiling and floor. A click on a
 * row toggles its detail panel under it, one open at a time. The index-futures board ends with
 * the final-settlement footer.
 *
 * Rows come from the quote worker (rows of kind "derivative", kept live by `boardps`/`stockps`),
 * which also sorts them. Decisions where the spec is silent: a board lists at most a dozen
 * contracts, so every row is rendered (no virtual list) and every row is "on screen" for the
 * worker; the default order is symbol ascending; the index values of the difference column come
 * from the index store, which this board keeps live too (VN30 and VN100).
 */
import "./derivatives.lazy.i18n";
import { FLASH_DURATION_MS, bookPriceText } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import type { OtherBoardProps } from "../board/other-board-props";
import { holdSymbolColumn } from "../board/frame-scroll";
import { orderedBy } from "../board/row-order";
import { effectiveSort, nextSort } from "../board/sort-cycle";
import { useIndexSnapshot, useLiveIndices } from "../indices/index-feed";
import { quoteFeed, useBoardOrder } from "../realtime/quote-feed";
import { useUi, type FocusRequest } from "../state/ui";
import { derivativeGridTemplate, derivativeSortFields, visibleDerivativeColumns } from "./derivative-columns";
import { DerivativeDetail } from "./derivative-detail";
import { DerivativeHeader } from "./derivative-header";
import { useDerivativePreferences } from "./derivative-preferences";
import { DerivativeBoardRow } from "./derivative-row";
import { FspFooter } from "./fsp-footer";
import { useMarketMinute } from "./market-minute";
import "../board/board.css";
import "../board/price-colours.css";
import "./derivatives.css";

type Board = Extract<OtherBoardProps["board"], { kind: "derivative" }>;

/** How long a searched contract stays highlighted (price-board §4, §9). */
const FOCUS_HIGHLIGHT_MS = 2_000;
/** Header rows before the first contract (aria-rowindex is 1-based). */
const HEADER_ROWS = 2;
/** VN30 and VN100: the underlying indices of the index futures. */
const UNDERLYING_INDEX_CODES: readonly string[] = ["11", "27"];
const NONE: readonly string[] = Object.freeze([]);

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The board's contracts, symbol ascending (the default order); undefined while they load. */
function useContracts(board: Board["board"]): readonly string[] | undefined {
  const query = useQuery({
    queryKey: ["datafeed", "getlistderivativesymbols", board],
    queryFn: ({ signal }) => datafeed("getlistderivativesymbols", board, { signal }),
    select: (symbols) => [...symbols].sort(byCode),
  });
  useLoadFailureLog(query.error, `derivative contracts ${board}`);
  return query.data ?? (query.isError ? NONE : undefined);
}

/** Keeps the VN30 and VN100 values live for the difference column. */
function UnderlyingIndices() {
  useIndexSnapshot(UNDERLYING_INDEX_CODES);
  useLiveIndices();
  return null;
}

export function DerivativeBoard({ menu, board, focusSeen }: OtherBoardProps<Board>) {
  const { t } = useTranslation();
  const symbols = useContracts(board.board);
  const savedSort = useDerivativePreferences((state) => state.sort);
  const showOverBuySell = useDerivativePreferences((state) => state.showOverBuySell);
  const columns = useMemo(() => visibleDerivativeColumns(showOverBuySell), [showOverBuySell]);
  const sortFields = useMemo(() => derivativeSortFields(columns), [columns]);
  const sort = effectiveSort(savedSort, sortFields);

  // A saved sort whose column the setting hides is dropped (price-board §4).
  useEffect(() => {
    if (savedSort !== null && sort === null) useDerivativePreferences.getState().setSort(null);
  }, [savedSort, sort]);

  useEffect(() => {
    if (symbols !== undefined) quoteFeed().showBoard({ key: menu, kind: "derivative", symbols }, NONE);
  }, [menu, symbols]);
  const sortField = sort?.field ?? null;
  const sortDirection = sort?.direction ?? null;
  useEffect(() => {
    quoteFeed().setSort(
      sortField === null || sortDirection === null ? null : { field: sortField, direction: sortDirection },
    );
  }, [sortField, sortDirection]);

  const workerOrder = useBoardOrder(menu);
  const order = useMemo(() => orderedBy(symbols ?? NONE, workerOrder), [symbols, workerOrder]);
  useEffect(() => {
    quoteFeed().setVisible(order);
  }, [order]);

  // ── The detail panel: one open at a time, closed on another board ─────────────────────────
  const [open, setOpen] = useState<{ readonly menu: string; readonly symbol: string } | null>(null);
  const expanded = open !== null && open.menu === menu && order.includes(open.symbol) ? open.symbol : null;
  const onToggle = useCallback(
    (symbol: string) =>
      setOpen((current) =>
        current !== null && current.menu === menu && current.symbol === symbol ? null : { menu, symbol },
      ),
    [menu],
  );

  // ── Search focus: scroll to a listed contract and highlight it 2 s, else the stock popup ──
  const focus = useUi((state) => state.focus);
  const [highlight, setHighlight] = useState<FocusRequest | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus === null || symbols === undefined || focus.n === focusSeen.current) return;
    focusSeen.current = focus.n;
    if (!symbols.includes(focus.symbol)) {
      useUi.getState().openPopup(focus.symbol);
      return;
    }
    setHighlight(focus);
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-symbol="${focus.symbol}"]`);
    element?.scrollIntoView?.({ block: "center" });
  }, [focus, symbols, focusSeen]);
  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  const marketOrderLabel = bookPriceText(0, useMarketMinute());
  const onSort = (field: string) => useDerivativePreferences.getState().setSort(nextSort(sort, field));
  const style = {
    "--board-cols": derivativeGridTemplate(columns),
    "--flash-ms": `${FLASH_DURATION_MS}ms`,
  } as CSSProperties;
  const name = board.board === "INDEX" ? t("derivatives.board.INDEX") : t("derivatives.board.TPCP");

  return (
    <div className="board-page derivative-page">
      {board.board === "INDEX" && <UnderlyingIndices />}
      <div className="derivative-toolbar">
        <label>
          <input
            type="checkbox"
            data-testid="derivative-overbuy-toggle"
            checked={showOverBuySell}
            onChange={(event) => useDerivativePreferences.getState().setShowOverBuySell(event.target.checked)}
          />
          {t("derivatives.showOverBuySell")}
        </label>
      </div>
      <div className="board-frame" onScroll={holdSymbolColumn}>
        <div
          className="stock-board derivative-board"
          role="grid"
          data-testid="derivative-board"
          aria-label={name}
          aria-rowcount={HEADER_ROWS + order.length}
          aria-colcount={columns.length}
          style={style}
        >
          <div className="board-head" role="rowgroup">
            <DerivativeHeader columns={columns} sort={sort} onSort={onSort} />
          </div>
          <div className="derivative-body" role="rowgroup" ref={bodyRef}>
            {order.map((symbol, index) => (
              <Fragment key={symbol}>
                <DerivativeBoardRow
                  symbol={symbol}
                  rowIndex={HEADER_ROWS + index + 1}
                  columns={columns}
                  expanded={expanded === symbol}
                  highlighted={highlight?.symbol === symbol}
                  marketOrderLabel={marketOrderLabel}
                  onToggle={onToggle}
                />
                {expanded === symbol && (
                  <div role="row" className="derivative-detail-row">
                    <div role="gridcell" aria-colspan={columns.length}>
                      <DerivativeDetail symbol={symbol} />
                    </div>
                  </div>
                )}
              </Fragment>
            ))}
            {symbols === undefined && <p className="board-note">{t("derivatives.loading")}</p>}
            {symbols !== undefined && order.length === 0 && (
              <p className="board-note">{t("derivatives.empty")}</p>
            )}
          </div>
        </div>
      </div>
      {board.board === "INDEX" && <FspFooter />}
    </div>
  );
}
