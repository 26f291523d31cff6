/**
 * The stock price board table (price-board §2 "Stock price board"): a grid of quote rows under a
 * two-row header, pinned rows in a sticky list above a virtual list (28 px rows, 4 extra rows
 * rendered), header sorting, drag-to-reorder, price clicks to order tickets, the search focus
 * highlight and keyboard movement between rows.
 *
 * Rows are sorted by the quote worker (price-board §1): the table sends the sort and the board,
 * renders the order the worker answers and tells it which rows are on screen.
 *
 * The covered-warrant board (price-board §2) adds the warrant columns; its underlying shares
 * stream beside the warrants (extras, visible with the warrants on screen) so the underlying
 * price, the breakeven difference and their sorts are live. A sort on a derived warrant column
 * is done here (warrant-order.ts), the worker keeping the board's own order meanwhile.
 */
import { FLASH_DURATION_MS } from "@bangia/market";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from "react";
import { useTranslation } from "react-i18next";
import type { BoardSort } from "../realtime/protocol";
import { quoteFeed, useBoardOrder } from "../realtime/quote-feed";
import { usePreferences } from "../state/preferences";
import { pinScope, useSession } from "../state/session";
import { useUi, type FocusRequest } from "../state/ui";
import {
  gridTemplate,
  settingsSortFields,
  shownSortFields,
  sortForChangeMode,
  visibleColumns,
  withWarrantColumns,
} from "./board-columns";
import { holdSymbolColumn } from "./frame-scroll";
import { BoardHeader } from "./board-header";
import { BoardRow, type BoardActions } from "./board-row";
import { STOCK_TICKET_VOLUME, tradeAt, WARRANT_TICKET_VOLUME } from "./price-click";
import { moveSymbol, orderedBy } from "./row-order";
import { effectiveSort, nextSort, sameSort, type SortField } from "./sort-cycle";
import { DERIVED_WARRANT_FIELDS } from "./warrant-cells";
import { useWarrantHidden } from "./warrant-column-setting";
import { useDerivedWarrantOrder } from "./warrant-order";
import "./board.css";
import "./listed-boards.css";
import "./price-colours.css";

/** Row height and rows rendered beyond the screen (price-board §2, §9). */
const ROW_HEIGHT = 28;
const OVERSCAN_ROWS = 4;
/** How long a searched symbol stays highlighted (price-board §4, §9). */
const FOCUS_HIGHLIGHT_MS = 2_000;
/** Header rows before the first quote row (aria-rowindex is 1-based). */
const HEADER_ROWS = 2;

const NONE: readonly string[] = Object.freeze([]);

/** Each symbol once, in first-seen order. */
const unique = (symbols: readonly string[]): readonly string[] => [...new Set(symbols)];

export interface StockBoardProps {
  /**
   * The board's identity: the menu, or `danh-muc:{watchlist id}`. Pinned rows are kept per board
   * and login state, so each watchlist has its own.
   */
  readonly boardKey: string;
  /** The board's symbols in its unsorted order; undefined while they load. */
  readonly symbols: readonly string[] | undefined;
  /** The ETF board shows iNav and iIndex in place of over-buy and over-sell. */
  readonly etf: boolean;
  /** A watchlist: the sort lives here, not in the preferences, and rows can be removed. */
  readonly watchlist: boolean;
  /** A search pick on this board: scroll to the row and highlight it. */
  readonly focusTarget: FocusRequest | null;
  /** The board's rows in their new order after a drag. */
  readonly onReorder: (order: readonly string[]) => void;
  readonly onRemove?: (symbol: string) => void;
  /**
   * The covered-warrant board: each warrant's underlying share (warrant → share). Its presence
   * adds the warrant columns.
   */
  readonly underlyingOf?: Readonly<Record<string, string>>;
}

export function StockBoard({
  boardKey,
  symbols,
  etf,
  watchlist,
  focusTarget,
  onReorder,
  onRemove,
  underlyingOf,
}: StockBoardProps) {
  const { t } = useTranslation();
  const shownSettings = usePreferences((state) => state.boardSettings.priceBoardSettingColumnShow);
  const changeMode = usePreferences((state) => state.changeMode);
  const savedSort = usePreferences((state) => state.sort);
  const user = useSession((state) => state.user);
  const scope = pinScope(boardKey, user);
  const pinned = usePreferences((state) => state.pinned[scope]) ?? NONE;
  const [ownSort, setOwnSort] = useState<BoardSort | null>(null);
  const warrantHidden = useWarrantHidden();
  const warrantBoard = underlyingOf !== undefined;

  const columns = useMemo(() => {
    const shown = visibleColumns(shownSettings, etf);
    return warrantBoard ? withWarrantColumns(shown, warrantHidden) : shown;
  }, [shownSettings, etf, warrantBoard, warrantHidden]);
  const sortFields = useMemo(() => shownSortFields(columns, changeMode), [columns, changeMode]);
  // The change column's sort follows the column even when the mode was switched on a watchlist.
  const chosenSort = useMemo(
    () => sortForChangeMode(watchlist ? ownSort : savedSort, changeMode),
    [watchlist, ownSort, savedSort, changeMode],
  );
  const sort = effectiveSort(chosenSort, sortFields);
  const settingsFields = useMemo(
    () => settingsSortFields(shownSettings, changeMode, warrantHidden),
    [shownSettings, changeMode, warrantHidden],
  );
  const chooseSort = useCallback(
    (next: BoardSort | null) => (watchlist ? setOwnSort(next) : usePreferences.getState().setSort(next)),
    [watchlist],
  );

  // A saved sort whose column the settings hide is dropped, not kept for later (price-board §4).
  // One whose column this board replaces (over-buy on the ETF board) is ignored here, not dropped.
  useEffect(() => {
    if (!watchlist && chosenSort !== null && effectiveSort(chosenSort, settingsFields) === null)
      usePreferences.getState().setSort(null);
  }, [watchlist, chosenSort, settingsFields]);

  // Pinned rows, and on the warrant board the underlying shares, stream beside the board.
  const extras = useMemo(
    () => (underlyingOf === undefined ? pinned : unique([...pinned, ...Object.values(underlyingOf)])),
    [pinned, underlyingOf],
  );
  // The board first, then its sort: the worker loads the rows and answers their order.
  useEffect(() => {
    if (symbols !== undefined) quoteFeed().showBoard({ key: boardKey, kind: "stock", symbols }, extras);
  }, [boardKey, symbols, extras]);
  const derivedSort = sort !== null && DERIVED_WARRANT_FIELDS.has(sort.field) ? sort : null;
  const sortField = derivedSort === null ? (sort?.field ?? null) : null;
  const sortDirection = derivedSort === null ? (sort?.direction ?? null) : null;
  useEffect(() => {
    quoteFeed().setSort(
      sortField === null || sortDirection === null ? null : { field: sortField, direction: sortDirection },
    );
  }, [sortField, sortDirection]);

  const workerOrder = useBoardOrder(boardKey);
  const derivedOrder = useDerivedWarrantOrder(symbols, derivedSort, underlyingOf);
  const order = useMemo(
    () => orderedBy(symbols ?? NONE, derivedOrder ?? workerOrder),
    [symbols, derivedOrder, workerOrder],
  );
  const pinnedSet = useMemo(() => new Set(pinned), [pinned]);
  const main = useMemo(() => order.filter((symbol) => !pinnedSet.has(symbol)), [order, pinnedSet]);

  const gridRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: main.length,
    getScrollElement: () => bodyRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => main[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? -1;

  // Only rows on screen (with the overscan) and the pinned rows receive ticks, with the
  // underlying shares of the warrants among them; a derived warrant sort keeps every row current.
  const sortsHere = derivedSort !== null;
  useEffect(() => {
    const rowsOnScreen = [...(sortsHere ? main : main.slice(firstIndex, lastIndex + 1)), ...pinned];
    if (underlyingOf === undefined) {
      quoteFeed().setVisible(rowsOnScreen);
      return;
    }
    const shares = rowsOnScreen.flatMap((symbol) => {
      const share = underlyingOf[symbol];
      return share === undefined ? [] : [share];
    });
    quoteFeed().setVisible(unique([...rowsOnScreen, ...shares]));
  }, [main, firstIndex, lastIndex, pinned, underlyingOf, sortsHere]);

  // ── Keyboard: one tab stop, arrows move between rows ──────────────────────────────────────
  const [active, setActive] = useState<string | null>(null);
  const focusPending = useRef(false);
  const rows = useMemo(() => [...pinned, ...main], [pinned, main]);
  const tabStop = active !== null && rows.includes(active) ? active : (rows[0] ?? null);

  const moveTo = (symbol: string | undefined) => {
    if (symbol === undefined) return;
    focusPending.current = true;
    setActive(symbol);
    const index = main.indexOf(symbol);
    if (index >= 0) virtualizer.scrollToIndex(index);
  };

  useEffect(() => {
    if (!focusPending.current || active === null) return;
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const rowElements = gridRef.current?.querySelectorAll<HTMLElement>('[role="row"][data-symbol]') ?? [];
      const element = Array.from(rowElements).find((candidate) => candidate.dataset["symbol"] === active);
      if (element !== undefined) {
        focusPending.current = false;
        element.focus();
      } else if (++tries < 5) frame = requestAnimationFrame(focusRow); // the virtual row mounts next frame
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [active, firstIndex, lastIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[role="columnheader"]') !== null) return;
    const index = tabStop === null ? -1 : rows.indexOf(tabStop);
    switch (event.key) {
      case "ArrowDown":
        moveTo(rows[Math.min(index + 1, rows.length - 1)]);
        break;
      case "ArrowUp":
        moveTo(rows[Math.max(index - 1, 0)]);
        break;
      case "Home":
        moveTo(rows[0]);
        break;
      case "End":
        moveTo(rows.at(-1));
        break;
      case "Enter":
        if (target.getAttribute("role") !== "row" || tabStop === null) return;
        useUi.getState().openPopup(tabStop);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // ── Search focus: scroll to the row and highlight it for 2 s ──────────────────────────────
  const [highlight, setHighlight] = useState<FocusRequest | null>(null);
  const shownTarget = useRef<number | null>(null);
  useEffect(() => {
    if (focusTarget === null || shownTarget.current === focusTarget.n) return;
    const index = main.indexOf(focusTarget.symbol);
    // A symbol just added to a watchlist shows once the board has it.
    if (index < 0 && !pinnedSet.has(focusTarget.symbol)) return;
    shownTarget.current = focusTarget.n;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "center" });
    setHighlight(focusTarget);
  }, [focusTarget, main, pinnedSet, virtualizer]);
  useEffect(() => {
    if (highlight === null) return;
    const timer = setTimeout(() => setHighlight(null), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  // ── Row actions: one stable object reading the latest state ───────────────────────────────
  const dragged = useRef<string | null>(null);
  const latest = {
    togglePin(symbol: string) {
      const list = usePreferences.getState().pinned[scope] ?? NONE;
      usePreferences
        .getState()
        .setPinned(scope, list.includes(symbol) ? list.filter((item) => item !== symbol) : [...list, symbol]);
    },
    remove(symbol: string) {
      const list = usePreferences.getState().pinned[scope] ?? NONE;
      if (list.includes(symbol))
        usePreferences.getState().setPinned(
          scope,
          list.filter((item) => item !== symbol),
        );
      onRemove?.(symbol);
    },
    drop(target: string) {
      const moved = dragged.current;
      dragged.current = null;
      if (moved === null || moved === target) return;
      // Pinned rows reorder among themselves; a row does not cross between the two lists.
      if (pinnedSet.has(moved) !== pinnedSet.has(target)) return;
      if (pinnedSet.has(moved)) {
        usePreferences.getState().setPinned(scope, moveSymbol(pinned, moved, target));
        return;
      }
      // The dragged order replaces any sort, or the worker would sort the row straight back.
      chooseSort(null);
      onReorder(moveSymbol(order, moved, target));
    },
  };
  const latestRef = useRef(latest);
  useLayoutEffect(() => {
    latestRef.current = latest;
  });
  const actions = useMemo<BoardActions>(
    () => ({
      openPopup: (symbol) => useUi.getState().openPopup(symbol),
      // Price-board §9: 100 on the stock board, 1 on the covered-warrant board.
      trade: (symbol, side, price) =>
        tradeAt(symbol, side, price, warrantBoard ? WARRANT_TICKET_VOLUME : STOCK_TICKET_VOLUME),
      togglePin: (symbol) => latestRef.current.togglePin(symbol),
      remove: (symbol) => latestRef.current.remove(symbol),
      dragStart: (symbol) => {
        dragged.current = symbol;
      },
      drop: (target) => latestRef.current.drop(target),
      focusRow: (symbol) => setActive(symbol),
    }),
    [warrantBoard],
  );

  const onSort = (field: SortField) => chooseSort(nextSort(sort, field));
  const onToggleChangeMode = () => {
    const mode = changeMode === "percent" ? "absolute" : "percent";
    usePreferences.getState().setChangeMode(mode);
    const next = sortForChangeMode(sort, mode);
    if (!sameSort(next, sort)) chooseSort(next);
  };

  const removable = watchlist;
  const style = {
    "--board-cols": gridTemplate(columns, removable),
    "--flash-ms": `${FLASH_DURATION_MS}ms`,
  } as CSSProperties;
  const rowProps = { columns, changeMode, removable, actions } as const;

  return (
    <div className="board-frame" onScroll={holdSymbolColumn}>
      <div
        ref={gridRef}
        className="stock-board"
        role="grid"
        data-testid="stock-board"
        aria-label={t("board.gridLabel")}
        aria-rowcount={HEADER_ROWS + pinned.length + main.length}
        aria-colcount={columns.length + (removable ? 2 : 1)}
        style={style}
        onKeyDown={onKeyDown}
      >
        <div className="board-head" role="rowgroup">
          <BoardHeader
            columns={columns}
            sort={sort}
            changeMode={changeMode}
            removable={removable}
            onSort={onSort}
            onToggleChangeMode={onToggleChangeMode}
          />
        </div>
        {pinned.length > 0 && (
          <div
            className="board-pinned"
            role="rowgroup"
            data-testid="pinned-rows"
            style={{ height: pinned.length * ROW_HEIGHT }}
          >
            {pinned.map((symbol, index) => (
              <BoardRow
                key={symbol}
                symbol={symbol}
                rowIndex={HEADER_ROWS + 1 + index}
                pinned
                tabbable={symbol === tabStop}
                highlighted={highlight?.symbol === symbol}
                top={null}
                {...rowProps}
              />
            ))}
          </div>
        )}
        <div className="board-body" role="rowgroup" ref={bodyRef}>
          <div className="board-sizer" role="presentation" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const symbol = main[item.index];
              if (symbol === undefined) return null;
              return (
                <BoardRow
                  key={symbol}
                  symbol={symbol}
                  rowIndex={HEADER_ROWS + pinned.length + item.index + 1}
                  pinned={false}
                  tabbable={symbol === tabStop}
                  highlighted={highlight?.symbol === symbol}
                  top={item.start}
                  {...rowProps}
                />
              );
            })}
          </div>
          {symbols === undefined && <p className="board-note">{t("board.loading")}</p>}
          {symbols !== undefined && main.length === 0 && pinned.length === 0 && (
            <p className="board-note">{watchlist ? t("board.emptyWatchlist") : t("board.empty")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
