/**
 * The main thread's side of the quote worker (design "Realtime path"): a row store fed by the
 * worker's `rows` and `patch` messages, with per-symbol listeners so a tick re-renders only its
 * own row, the boards' display orders, the socket status and the market-wide messages.
 *
 * Flash marks (price-board §4 "Cells flash green for a rise and red for a fall"): a patched
 * numeric field whose value rose or fell gets a mark with its direction and a counter one above
 * the field's previous counter; cells alternate two identical animations by the counter's parity,
 * so each change restarts the animation. Whole rows (`rows`) carry no flashes.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { logLoadFailure } from "../api/http";
import type { OrderNoticeRegistration } from "@bangia/market";
import type {
  BoardRequest,
  BoardRow,
  BoardSort,
  FlashMark,
  FromWorker,
  QuoteRow,
  RowPatch,
  RowView,
  SocketStatus,
  SymbolMessage,
  ToWorker,
} from "./protocol";

/** The market-wide messages the worker forwards. */
export type MarketMessage = Extract<
  FromWorker,
  {
    readonly type:
      "index" | "aggregate" | "news" | "refresh" | "session" | "putthrough" | "ordernotice" | "accountnotice";
  }
>;

/** Any postMessage/onmessage pair to a quote worker: a Worker, or a fake in tests. */
export interface QuoteFeedPort {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
}

export interface SocketState {
  readonly status: SocketStatus;
  readonly reconnects: number;
}

type Listener = () => void;

export interface QuoteFeed {
  /** Shows a board; `extra` are symbols outside it that must stay live (its pinned rows). */
  showBoard(board: BoardRequest, extra: readonly string[]): void;
  /**
   * Keeps stock rows live whatever board shows (the stock popup, a ticket): `owner` names the
   * holder, and an empty list releases it. They join the board's extras and count as on screen,
   * so their patches arrive.
   */
  keepLive(owner: string, symbols: readonly string[]): void;
  /** The symbols on screen; only they receive patches. */
  setVisible(symbols: readonly string[]): void;
  setSort(sort: BoardSort | null): void;
  /** Reloads every row and renews the subscription. */
  reload(): void;
  /** Stops the worker's socket. */
  close(): void;
  /** Registers for the private order notices (`ordernotice` market messages); null stops. */
  registerOrders(registration: OrderNoticeRegistration | null): void;
  subscribeMarket(listener: (message: MarketMessage) => void): () => void;
  /**
   * Receives a symbol's match and ten-level book messages while subscribed (the popup's match
   * history, the derivative detail); the worker is told which symbols to forward.
   */
  watchSymbol(symbol: string, listener: (message: SymbolMessage) => void): () => void;

  view(symbol: string): RowView<BoardRow> | undefined;
  subscribeRow(symbol: string, listener: Listener): () => void;
  order(key: string): readonly string[] | undefined;
  subscribeOrder(key: string, listener: Listener): () => void;
  socket(): SocketState;
  subscribeSocket(listener: Listener): () => void;
}

/** Listeners by key, each notified alone. */
class KeyedListeners {
  readonly #byKey = new Map<string, Set<Listener>>();

  add(key: string, listener: Listener): () => void {
    let set = this.#byKey.get(key);
    if (set === undefined) {
      set = new Set();
      this.#byKey.set(key, set);
    }
    set.add(listener);
    return () => {
      const current = this.#byKey.get(key);
      if (current === undefined) return;
      current.delete(listener);
      if (current.size === 0) this.#byKey.delete(key);
    };
  }

  notify(key: string): void {
    const set = this.#byKey.get(key);
    if (set === undefined) return;
    for (const listener of [...set]) listener();
  }
}

const NO_FLASH: RowView["flash"] = Object.freeze({});

/**
 * A row after a patch: the changed fields set, a flash mark for each numeric field that rose or
 * fell. Returns the old view when nothing changed.
 */
export function patchRowView(view: RowView<BoardRow>, fields: RowPatch[1]): RowView<BoardRow> {
  const old = view.row as unknown as Readonly<Record<string, unknown>>;
  const marks = view.flash as Readonly<Record<string, FlashMark | undefined>>;
  let row: Record<string, unknown> | null = null;
  let flash: Record<string, FlashMark | undefined> | null = null;
  for (const field of Object.keys(fields)) {
    const value = fields[field];
    const previous = old[field];
    if (value === undefined || value === previous) continue;
    row ??= { ...old };
    row[field] = value;
    if (typeof value === "number" && typeof previous === "number") {
      flash ??= { ...marks };
      flash[field] = { dir: value > previous ? "up" : "down", n: (marks[field]?.n ?? 0) + 1 };
    }
  }
  if (row === null) return view;
  return { row: row as unknown as BoardRow, flash: (flash ?? view.flash) as RowView<BoardRow>["flash"] };
}

class WorkerQuoteFeed implements QuoteFeed {
  readonly #port: QuoteFeedPort;
  readonly #views = new Map<string, RowView<BoardRow>>();
  readonly #rowListeners = new KeyedListeners();
  readonly #orders = new Map<string, readonly string[]>();
  readonly #orderListeners = new KeyedListeners();
  readonly #socketListeners = new Set<Listener>();
  readonly #marketListeners = new Set<(message: MarketMessage) => void>();
  readonly #symbolListeners = new Map<string, Set<(message: SymbolMessage) => void>>();
  #socket: SocketState = { status: "DISCONNECT", reconnects: 0 };
  #visible: readonly string[] = [];
  #board: { readonly board: BoardRequest; readonly extra: readonly string[] } | null = null;
  readonly #kept = new Map<string, readonly string[]>();

  constructor(port: QuoteFeedPort) {
    this.#port = port;
    port.onmessage = (event) => this.#receive(event.data);
  }

  showBoard(board: BoardRequest, extra: readonly string[]): void {
    this.#board = { board, extra };
    this.#postBoard();
  }

  keepLive(owner: string, symbols: readonly string[]): void {
    if (symbols.length === 0) {
      if (!this.#kept.delete(owner)) return;
    } else this.#kept.set(owner, [...symbols]);
    this.#postBoard();
    this.#postVisible();
  }

  #postBoard(): void {
    if (this.#board === null) return;
    const { board, extra } = this.#board;
    const kept = [...this.#kept.values()].flat();
    this.#port.postMessage({ type: "board", board, extra: kept.length === 0 ? extra : [...extra, ...kept] });
  }

  setVisible(symbols: readonly string[]): void {
    // The virtualiser reports every scroll frame; most leave the same rows on screen.
    if (symbols.length === this.#visible.length && symbols.every((symbol, i) => symbol === this.#visible[i]))
      return;
    this.#visible = [...symbols];
    this.#postVisible();
  }

  /** The board's rows on screen, and the held rows (always on screen: the popup shows them). */
  #postVisible(): void {
    const kept = [...this.#kept.values()].flat();
    const symbols = kept.length === 0 ? this.#visible : [...new Set([...this.#visible, ...kept])];
    this.#port.postMessage({ type: "visible", symbols });
  }

  setSort(sort: BoardSort | null): void {
    this.#port.postMessage({ type: "sort", sort });
  }

  reload(): void {
    this.#port.postMessage({ type: "reload" });
  }

  close(): void {
    this.#port.postMessage({ type: "close" });
  }

  registerOrders(registration: OrderNoticeRegistration | null): void {
    this.#port.postMessage({ type: "orders", registration });
  }

  subscribeMarket(listener: (message: MarketMessage) => void): () => void {
    this.#marketListeners.add(listener);
    return () => void this.#marketListeners.delete(listener);
  }

  watchSymbol(symbol: string, listener: (message: SymbolMessage) => void): () => void {
    let set = this.#symbolListeners.get(symbol);
    if (set === undefined) {
      set = new Set();
      this.#symbolListeners.set(symbol, set);
      this.#postWatch();
    }
    set.add(listener);
    return () => {
      const current = this.#symbolListeners.get(symbol);
      if (current === undefined) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.#symbolListeners.delete(symbol);
      this.#postWatch();
    };
  }

  #postWatch(): void {
    this.#port.postMessage({ type: "watch", symbols: [...this.#symbolListeners.keys()] });
  }

  view(symbol: string): RowView<BoardRow> | undefined {
    return this.#views.get(symbol);
  }

  subscribeRow(symbol: string, listener: Listener): () => void {
    return this.#rowListeners.add(symbol, listener);
  }

  order(key: string): readonly string[] | undefined {
    return this.#orders.get(key);
  }

  subscribeOrder(key: string, listener: Listener): () => void {
    return this.#orderListeners.add(key, listener);
  }

  socket(): SocketState {
    return this.#socket;
  }

  subscribeSocket(listener: Listener): () => void {
    this.#socketListeners.add(listener);
    return () => void this.#socketListeners.delete(listener);
  }

  #receive(message: FromWorker): void {
    switch (message.type) {
      case "patch":
        for (const [symbol, fields] of message.patches) {
          const view = this.#views.get(symbol);
          if (view === undefined) continue;
          const next = patchRowView(view, fields);
          if (next === view) continue;
          this.#views.set(symbol, next);
          this.#rowListeners.notify(symbol);
        }
        return;
      case "rows":
        this.#setRows(message.rows, message.reset);
        return;
      case "order":
        this.#orders.set(message.key, message.symbols);
        this.#orderListeners.notify(message.key);
        return;
      case "status":
        this.#socket = { status: message.status, reconnects: message.reconnects };
        for (const listener of [...this.#socketListeners]) listener();
        return;
      case "load-failed":
        logLoadFailure(message.what, message.message);
        return;
      case "symbol": {
        const listeners = this.#symbolListeners.get(message.message.sym);
        if (listeners !== undefined) for (const listener of [...listeners]) listener(message.message);
        return;
      }
      default:
        for (const listener of [...this.#marketListeners]) listener(message);
    }
  }

  #setRows(rows: readonly BoardRow[], reset: boolean): void {
    const changed: string[] = [];
    if (reset) {
      const kept = new Set(rows.map((row) => row.sym));
      for (const symbol of this.#views.keys())
        if (!kept.has(symbol)) {
          this.#views.delete(symbol);
          changed.push(symbol);
        }
    }
    for (const row of rows) {
      this.#views.set(row.sym, { row, flash: NO_FLASH });
      changed.push(row.sym);
    }
    for (const symbol of changed) this.#rowListeners.notify(symbol);
  }
}

let current: QuoteFeed | null = null;

/**
 * A feed over any worker port; it becomes the feed the hooks and quoteFeed() use (tests and the
 * benchmark build theirs this way).
 */
export function createQuoteFeed(port: QuoteFeedPort): QuoteFeed {
  current = new WorkerQuoteFeed(port);
  return current;
}

/** Starts the quote worker and connects it to this page's origin, once. */
export function startQuoteFeed(): QuoteFeed {
  if (current !== null) return current;
  const worker = new Worker(new URL("./quote-worker.ts", import.meta.url), { type: "module" });
  const feed = createQuoteFeed(worker);
  worker.postMessage({ type: "connect", origin: location.origin } satisfies ToWorker);
  return feed;
}

/** The running feed; throws before startQuoteFeed (or createQuoteFeed) ran. */
export function quoteFeed(): QuoteFeed {
  if (current === null) throw new Error("the quote feed is not started (startQuoteFeed)");
  return current;
}

/**
 * One symbol's row and flash marks; re-renders only when that symbol changes. `R` is the row kind
 * of the board that shows it (the board asked the worker for that kind).
 */
export function useRowView<R extends BoardRow = QuoteRow>(symbol: string): RowView<R> | undefined {
  const feed = quoteFeed();
  const subscribe = useCallback((listener: Listener) => feed.subscribeRow(symbol, listener), [feed, symbol]);
  return useSyncExternalStore(subscribe, () => feed.view(symbol)) as RowView<R> | undefined;
}

/** Keeps `symbols` live as stock rows while mounted, whatever board shows (see QuoteFeed.keepLive). */
export function useKeepLive(owner: string, symbols: readonly string[]): void {
  const list = symbols.join(",");
  useEffect(() => {
    const feed = quoteFeed();
    feed.keepLive(owner, list === "" ? [] : list.split(","));
    return () => feed.keepLive(owner, []);
  }, [owner, list]);
}

/** Calls `listener` with `symbol`'s match and ten-level book messages while mounted (null: none). */
export function useSymbolMessages(symbol: string | null, listener: (message: SymbolMessage) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (symbol === null) return;
    return quoteFeed().watchSymbol(symbol, (message) => latest.current(message));
  }, [symbol]);
}

/** A board's symbols in display order, once the worker sent it. */
export function useBoardOrder(key: string): readonly string[] | undefined {
  const feed = quoteFeed();
  const subscribe = useCallback((listener: Listener) => feed.subscribeOrder(key, listener), [feed, key]);
  return useSyncExternalStore(subscribe, () => feed.order(key));
}

/** The footer's socket status and the number of reconnects so far. */
export function useSocketStatus(): SocketState {
  const feed = quoteFeed();
  const subscribe = useCallback((listener: Listener) => feed.subscribeSocket(listener), [feed]);
  return useSyncExternalStore(subscribe, () => feed.socket());
}

/** Calls `listener` with each market-wide message while the component is mounted. */
export function useMarketMessages(listener: (message: MarketMessage) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => quoteFeed().subscribeMarket((message) => latest.current(message)), []);
}
