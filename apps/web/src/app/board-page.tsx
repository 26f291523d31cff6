/**
 * The page of `/chung-khoan/{menu}` (price-board §2): the stock table of the menu's symbols
 * (watchlist, floor or index group, industry, ETFs, covered warrants with their own columns), or
 * one of the other boards, loaded on first use. Switching menus reloads the symbols and the rows
 * and starts the table at the top (price-board §4); a search pick scrolls to its row, adds it to
 * the watchlist, or opens its stock popup when the board does not list it. Pinned rows are kept
 * per board: per menu, and per watchlist. An industry board is captioned with the industry's
 * name in the current language, which also titles the page.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { WATCHLIST_MENU, menuBoard } from "../board/menu";
import { industryLabel } from "../shell/menu-labels";
import { usePreferences } from "../state/preferences";
import { pinScope, useSession } from "../state/session";
import { useUi, type FocusRequest } from "../state/ui";
import { WatchlistBar } from "../watchlist/watchlist-bar";
import { useWatchlists } from "../watchlist/watchlist-store";
import {
  boardSymbolsQuery,
  industriesQuery,
  isListedBoard,
  warrantBoardQuery,
  type ListedBoard,
} from "../board/board-symbols";
import { InsiderNotice } from "../board/insider-notice";
import { OtherBoardView } from "./other-boards";
import { orderedBy } from "../board/row-order";
import { StockBoard } from "../board/stock-board";
import { WarrantBar } from "../board/warrant-bar";
import "../board/board.css";

const NONE: readonly string[] = Object.freeze([]);
/** The warrant board's links while its list loads: no underlying yet, but the warrant columns. */
const NO_LINKS: Readonly<Record<string, string>> = Object.freeze({});

export function BoardPage() {
  const { menu = WATCHLIST_MENU } = useParams();
  const board = useMemo(() => menuBoard(menu), [menu]);
  // Search picks made before the page showed are not replayed; kept here so a switch between
  // board kinds does not replay the last one either.
  const focusSeen = useRef(useUi.getState().focus?.n ?? 0);
  if (board.kind === "watchlist") return <WatchlistBoard focusSeen={focusSeen} />;
  if (board.kind === "covered-warrant") return <WarrantStockBoard menu={menu} focusSeen={focusSeen} />;
  if (isListedBoard(board)) return <ListedStockBoard menu={menu} board={board} focusSeen={focusSeen} />;
  return <OtherBoardView menu={menu} board={board} focusSeen={focusSeen} />;
}

interface BoardFrameProps {
  /** The menu, or `danh-muc:{watchlist id}`: the board's rows, sort state and pins. */
  readonly boardKey: string;
  readonly symbols: readonly string[] | undefined;
  readonly etf: boolean;
  readonly watchlist: boolean;
  readonly focusSeen: RefObject<number>;
  /** A search pick the board does not list: "wait" until it shows (a watchlist add), or "done". */
  readonly onMissing: (symbol: string) => "wait" | "done";
  readonly onReorder: (order: readonly string[]) => void;
  readonly onRemove?: (symbol: string) => void;
  /** What shows over the table (the industry's name, the warrant bar). */
  readonly caption?: ReactNode;
  /** The covered-warrant board's underlying shares (warrant → share). */
  readonly underlyingOf?: Readonly<Record<string, string>>;
}

/** The insider notice and the table of one board, with the search-pick rule. */
function BoardFrame({
  boardKey,
  symbols,
  etf,
  watchlist,
  focusSeen,
  onMissing,
  onReorder,
  onRemove,
  caption,
  underlyingOf,
}: BoardFrameProps) {
  const focus = useUi((state) => state.focus);
  const user = useSession((state) => state.user);
  const pinned = usePreferences((state) => state.pinned[pinScope(boardKey, user)]) ?? NONE;
  const [target, setTarget] = useState<{ readonly key: string; readonly request: FocusRequest } | null>(null);
  const waiting = useRef<number | null>(null);

  useEffect(() => {
    if (focus === null || symbols === undefined || focus.n === focusSeen.current) return;
    if (symbols.includes(focus.symbol) || pinned.includes(focus.symbol)) {
      focusSeen.current = focus.n;
      setTarget({ key: boardKey, request: focus });
      return;
    }
    if (waiting.current === focus.n) return;
    if (onMissing(focus.symbol) === "wait") waiting.current = focus.n;
    else focusSeen.current = focus.n;
  }, [focus, symbols, pinned, boardKey, focusSeen, onMissing]);

  return (
    <div className="board-page">
      {caption}
      {symbols !== undefined && <InsiderNotice symbols={symbols} />}
      <StockBoard
        key={boardKey}
        boardKey={boardKey}
        symbols={symbols}
        etf={etf}
        watchlist={watchlist}
        focusTarget={target !== null && target.key === boardKey ? target.request : null}
        onReorder={onReorder}
        {...(onRemove === undefined ? {} : { onRemove })}
        {...(underlyingOf === undefined ? {} : { underlyingOf })}
      />
    </div>
  );
}

/** The current watchlist's symbols, in its own order (price-board §2 danh-muc). */
function WatchlistBoard({ focusSeen }: { readonly focusSeen: RefObject<number> }) {
  const lists = useWatchlists((state) => state.lists);
  const currentId = useWatchlists((state) => state.currentId);
  const current = lists.find((list) => list.Id === currentId);
  const boardKey = current === undefined ? WATCHLIST_MENU : `${WATCHLIST_MENU}:${current.Id}`;

  const { t } = useTranslation();
  const onMissing = useCallback(
    (symbol: string) => {
      // With no list yet, the first pick makes one; a pick no list takes (none chosen among
      // several) still shows the stock, in its popup.
      void useWatchlists
        .getState()
        .addSymbolCreatingList(symbol, (n) => t("watchlist.defaultName", { n }))
        .then((added) => {
          if (!added) useUi.getState().openPopup(symbol);
        });
      return "wait" as const;
    },
    [t],
  );
  const onReorder = useCallback(
    (order: readonly string[]) => void useWatchlists.getState().reorder(order),
    [],
  );
  const onRemove = useCallback((symbol: string) => void useWatchlists.getState().removeSymbol(symbol), []);

  return (
    <div className="board-page">
      <WatchlistBar />
      <BoardFrame
        boardKey={boardKey}
        symbols={current?.Symbols ?? NONE}
        etf={false}
        watchlist
        focusSeen={focusSeen}
        onMissing={onMissing}
        onReorder={onReorder}
        onRemove={onRemove}
      />
    </div>
  );
}

/** A board whose symbols the server lists (a group, an industry, the ETFs). */
function ListedStockBoard({
  menu,
  board,
  focusSeen,
}: {
  readonly menu: string;
  readonly board: Exclude<ListedBoard, { kind: "covered-warrant" }>;
  readonly focusSeen: RefObject<number>;
}) {
  const query = useQuery(boardSymbolsQuery(board));
  return (
    <ListedFrame
      menu={menu}
      loaded={query.data ?? (query.isError ? NONE : undefined)}
      etf={board.kind === "etf"}
      focusSeen={focusSeen}
      caption={board.kind === "industry" ? <IndustryCaption code={board.icbCode} /> : undefined}
    />
  );
}

/** The covered warrants with their columns; their underlying shares stream with them. */
function WarrantStockBoard({
  menu,
  focusSeen,
}: {
  readonly menu: string;
  readonly focusSeen: RefObject<number>;
}) {
  const query = useQuery(warrantBoardQuery());
  return (
    <ListedFrame
      menu={menu}
      loaded={query.data?.symbols ?? (query.isError ? NONE : undefined)}
      etf={false}
      focusSeen={focusSeen}
      caption={<WarrantBar />}
      underlyingOf={query.data?.underlyingOf ?? NO_LINKS}
    />
  );
}

interface ListedFrameProps {
  readonly menu: string;
  /** The server's list, symbol ascending; undefined while it loads. */
  readonly loaded: readonly string[] | undefined;
  readonly etf: boolean;
  readonly focusSeen: RefObject<number>;
  readonly caption: ReactNode;
  readonly underlyingOf?: Readonly<Record<string, string>>;
}

/** A listed board's table; a dragged order is kept per board for the visit. */
function ListedFrame({ menu, loaded, etf, focusSeen, caption, underlyingOf }: ListedFrameProps) {
  const [dragged, setDragged] = useState<Readonly<Record<string, readonly string[]>>>({});
  const local = dragged[menu];
  const symbols = useMemo(
    () => (loaded === undefined || local === undefined ? loaded : orderedBy(loaded, local)),
    [loaded, local],
  );

  const onMissing = useCallback((symbol: string) => {
    useUi.getState().openPopup(symbol);
    return "done" as const;
  }, []);
  const onReorder = useCallback(
    (order: readonly string[]) => setDragged((orders) => ({ ...orders, [menu]: order })),
    [menu],
  );

  return (
    <BoardFrame
      boardKey={menu}
      symbols={symbols}
      etf={etf}
      watchlist={false}
      focusSeen={focusSeen}
      onMissing={onMissing}
      onReorder={onReorder}
      caption={caption}
      {...(underlyingOf === undefined ? {} : { underlyingOf })}
    />
  );
}

/**
 * The industry board's caption: the industry's name in the current language (price-board §3
 * Industry, IcbName / IcbNameEn), also the page title while the board shows.
 */
function IndustryCaption({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const query = useQuery(industriesQuery());
  const industry = query.data?.find((entry) => entry.IcbCode === code);
  const name = industry === undefined ? code : industryLabel(industry, language);
  useEffect(() => {
    const appTitle = t("app.title");
    document.title = `${name} – ${appTitle}`;
    return () => {
      document.title = appTitle;
    };
  }, [name, t]);
  return (
    <div className="board-caption" data-testid="industry-caption">
      <h2>{t("board.industry.title", { name })}</h2>
      <span className="board-caption-note">{t("board.industry.code", { code })}</span>
    </div>
  );
}
