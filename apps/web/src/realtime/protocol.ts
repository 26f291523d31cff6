/**
 * The messages between the main thread and the quote worker (design "Realtime path"; price-board
 * §1 "reformatting of realtime messages (sorting and merging of ticks) happens off the main
 * thread").
 *
 * The worker owns the socket, the full state of the board's rows, their merge with every tick and
 * the sort order. The main thread tells it which board to show, which rows are on screen and how
 * to sort; it answers with whole rows once, then compact patches for the rows on screen, at most
 * once per animation frame.
 */
import type {
  AccountNoticeMessage,
  AggregateMarketMessage,
  BondRow,
  DerivativeMatchMessage,
  DerivativeRow,
  IndexMessage,
  NewsMessage,
  OrderNotice,
  OrderNoticeRegistration,
  OddLotRow,
  PutThroughSocketMessage,
  RefreshInfoMessage,
  StockMatchMessage,
  StockQuote,
  TenLevelBookMessage,
  TradingSessionMessage,
} from "@bangia/market";

/** A row of the stock board: the REST quote row, kept current by the socket. */
export type QuoteRow = StockQuote;

/**
 * The kinds of rows a board shows, each with its own snapshot call (quote-worker.ts) and the
 * socket messages that update it (quote-book.ts):
 * - stock: getliststockdata, `board`/`stock`/`etfinav`/`etfiindex` (shares, ETFs, warrants);
 * - derivative: getpsalldatalsnapshot, `boardps`/`stockps`;
 * - oddlot-HOSE / oddlot-HNX: getliststockdataoddlot_hsx / getliststockdataoddlot, `soddlot`
 *   (the stock fields too: the odd-lot row extends the stock row);
 * - bond: getlistall_bond, `board_bond`/`stock_bond`.
 */
export const ROW_KINDS = ["stock", "derivative", "oddlot-HOSE", "oddlot-HNX", "bond"] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** The row type of each kind. */
export interface RowOfKind {
  readonly stock: StockQuote;
  readonly derivative: DerivativeRow;
  readonly "oddlot-HOSE": OddLotRow;
  readonly "oddlot-HNX": OddLotRow;
  readonly bond: BondRow;
}

/** Any board row; every kind has `sym` and `seq`. */
export type BoardRow = RowOfKind[RowKind];

/** Writable fields of a stock row, the unit of a patch. */
export type QuoteField = Exclude<keyof QuoteRow, "sym">;

/** Changed fields of one row since the last patch: `[symbol, {field: value}]`. */
export type RowPatch = readonly [sym: string, fields: Readonly<Record<string, number | string>>];

/** The footer's socket status (price-board §4 Connection). */
export const SOCKET_STATUSES = ["CONNECTED", "DISCONNECT", "CONNECT-ERROR", "RECONNECT-ERROR"] as const;
export type SocketStatus = (typeof SOCKET_STATUSES)[number];

/**
 * A sort of the board (price-board §4 Sorting); null is the default, symbol ascending. `field` is
 * a field of the board's row kind (numbers sort numerically, text by code point).
 */
export interface BoardSort {
  readonly field: string;
  readonly direction: "asc" | "desc";
}

/** The board to show: its identity (the menu, or `danh-muc:{watchlist id}`), row kind and symbols. */
export interface BoardRequest {
  readonly key: string;
  readonly kind: RowKind;
  /** The board's symbols in the order the board lists them unsorted (watchlist order included). */
  readonly symbols: readonly string[];
}

/** Main thread → worker. */
export type ToWorker =
  /** Open the socket. `origin` is the page origin; the worker connects with `bundle=1`. */
  | { readonly type: "connect"; readonly origin: string }
  /**
   * Show a board: the worker loads its rows (by the board's kind), leaves the previous symbols'
   * rooms, joins the new ones and answers `rows` for the board. Symbols outside the board that
   * must stay live (pinned rows, the stock popup) are listed in `extra`; they are stock rows.
   */
  | { readonly type: "board"; readonly board: BoardRequest; readonly extra: readonly string[] }
  /** The symbols on screen (visible rows, overscan and pinned rows): they receive patches. */
  | { readonly type: "visible"; readonly symbols: readonly string[] }
  /** Sort the board; the worker answers `order` now and whenever the order changes. */
  | { readonly type: "sort"; readonly sort: BoardSort | null }
  /**
   * Symbols whose match (3220) and ten-level book (3211) messages are forwarded as `symbol`
   * messages: the stock popup's and the derivative detail's. They must also be wanted (board or
   * extra) to be joined.
   */
  | { readonly type: "watch"; readonly symbols: readonly string[] }
  /**
   * The private order notices (accounts-session §4): `regsorder` with this registration now if
   * connected and after every (re)connect; null forgets it (logout).
   */
  | { readonly type: "orders"; readonly registration: OrderNoticeRegistration | null }
  /** Reload everything from REST and renew the subscription (refreshinfo, 08:00 restarts). */
  | { readonly type: "reload" }
  /** Stop: close the socket. */
  | { readonly type: "close" };

/** Worker → main thread. */
export type FromWorker =
  | { readonly type: "status"; readonly status: SocketStatus; readonly reconnects: number }
  /**
   * Whole rows of a board (after a board request, a reload, a reconnect or a sequence gap).
   * `reset` replaces every row the main thread holds for this key.
   */
  | {
      readonly type: "rows";
      readonly key: string;
      readonly rows: readonly BoardRow[];
      readonly reset: boolean;
    }
  /** Changes of rows on screen since the last patch; at most one message per animation frame. */
  | { readonly type: "patch"; readonly patches: readonly RowPatch[] }
  /** The board's symbols in display order (sorted, or the board's own order). */
  | { readonly type: "order"; readonly key: string; readonly symbols: readonly string[] }
  /** Market-wide channels, forwarded as they arrive (they are few per second). */
  | { readonly type: "index"; readonly message: IndexMessage }
  | { readonly type: "aggregate"; readonly message: AggregateMarketMessage }
  | { readonly type: "news"; readonly message: NewsMessage }
  | { readonly type: "refresh"; readonly message: RefreshInfoMessage }
  | { readonly type: "session"; readonly message: TradingSessionMessage }
  /** `spt`: a put-through advertisement or deal (broadcast to every connection). */
  | { readonly type: "putthrough"; readonly message: PutThroughSocketMessage }
  /** `ordernotice`: one of the registered account's order notices (the order panel's). */
  | { readonly type: "ordernotice"; readonly message: OrderNotice }
  /** `accountnotice`: a conditional order triggered, refused or expired, or a risk level, of that account. */
  | { readonly type: "accountnotice"; readonly message: AccountNoticeMessage }
  /** A watched symbol's match or ten-level book message, after the row's sequence check. */
  | { readonly type: "symbol"; readonly message: SymbolMessage }
  /** A board or snapshot load failed (logged by the main thread, price-board §8). */
  | { readonly type: "load-failed"; readonly what: string; readonly message: string };

/** A cell's flash mark: the direction of the last change and a counter that restarts the CSS animation. */
export interface FlashMark {
  readonly dir: "up" | "down";
  /** Increments on every change; cells alternate two identical animations by its parity. */
  readonly n: number;
}

/** A watched symbol's message (see `watch`). */
export type SymbolMessage = StockMatchMessage | DerivativeMatchMessage | TenLevelBookMessage;

/** What a row component reads: the row and the flash marks of its changed fields. */
export interface RowView<R extends BoardRow = QuoteRow> {
  readonly row: R;
  readonly flash: Readonly<Partial<Record<Exclude<keyof R, "sym">, FlashMark>>>;
}
