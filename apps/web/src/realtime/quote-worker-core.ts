/**
 * The quote worker's logic (design "Realtime path"; price-board §1 "reformatting of realtime
 * messages happens off the main thread", §4 Realtime and Connection): it owns the socket, the
 * board's rows (quote-book.ts), the subscription and the sort, and answers the main thread with
 * whole rows once and patches of the rows on screen at most once per frame (patch-batcher.ts).
 * Every dependency is injected, so it runs in Node under test and in the benchmark with a replayed
 * stream instead of a socket.
 *
 * Decisions where the spec is silent:
 * - A new board key reloads every row (price-board §4 "When the menu changes, data is reloaded")
 *   and answers `rows` with reset; the same key with other symbols or extras (a watchlist edit, a
 *   dragged order, a pinned row, the popup's symbol) loads only the symbols it lacks and answers
 *   `rows` without reset.
 * - A sequence gap reloads only the symbols that showed one (rows without reset): a symbol's
 *   stream is independent of the others, so the rest of the board is already right. Reloads run
 *   at most once per second (GAP_RELOAD_INTERVAL_MS), gathering the gaps of that second.
 * - Under a sort other than null and "sym", a change of the sorted field re-sorts at most once per
 *   second (RESORT_INTERVAL_MS) and posts `order` only when the order changed: rows jumping on
 *   every tick cannot be read, and 1,700 rows sorted per tick would waste the worker.
 * - A reconnect counts each `connect` after the first. Every connect joins the symbols (a new
 *   connection has no rooms) and reloads the rows already held or loading: a row loaded before
 *   its symbol was joined may lack a message published in between, and a symbol that then goes
 *   quiet would never reveal the gap (nothing stale survives a reconnect, nor the first connect).
 * - The subscription joins at most MAX_SUBSCRIBED_SYMBOLS (the server's per-connection cap),
 *   board symbols first; leaves are sent before joins so the cap is never passed on the way.
 * - The worker forwards `refreshinfo` and does not reload on it itself: the shell decides (a
 *   restart reloads through `reload`, a day start reloads the page).
 */
import {
  CLIENT_EVENTS,
  encodeRegs,
  MESSAGE_IDS,
  ORDER_NOTICE_CHANNEL,
  SOCKET_CHANNELS,
  type OrderNotice,
  type OrderNoticeRegistration,
} from "@bangia/market";
import { boardOrder, sameOrder } from "./board-order";
import { PatchBatcher, type FrameScheduler } from "./patch-batcher";
import type {
  BoardRequest,
  BoardRow,
  BoardSort,
  FromWorker,
  RowKind,
  SocketStatus,
  SymbolMessage,
  ToWorker,
} from "./protocol";
import { QuoteBook, SYMBOL_CHANNELS, type LoadOutcome } from "./quote-book";

/** What the core uses of a Socket.IO client socket (quote-worker.ts adapts the real one). */
export interface QuoteSocket {
  /** A socket event: connect, disconnect, connect_error, bundle, or a channel. */
  on(event: string, listener: (...args: unknown[]) => void): void;
  /** The manager's reconnect_error: a reconnection attempt failed. */
  onReconnectError(listener: (error: unknown) => void): void;
  emit(event: "regs", body: string): void;
  /** The private order registration (accounts-session §4). */
  emit(event: "regsorder", registration: OrderNoticeRegistration): void;
  close(): void;
}

/** Timers, injected so tests drive time. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface QuoteWorkerDeps {
  /** Opens the socket to the page origin, handshake query bundle=1 (see quote-worker.ts). */
  readonly connectSocket: (origin: string) => QuoteSocket;
  /** The snapshot rows of a kind (quote-worker.ts): at most snapshotChunk(kind) symbols a call. */
  readonly loadRows: (kind: RowKind, symbols: readonly string[]) => Promise<readonly BoardRow[]>;
  readonly post: (message: FromWorker) => void;
  readonly frames: FrameScheduler;
  readonly timers?: Timers;
}

/** Symbols per snapshot call: the list is a path segment, and URLs must stay short. */
export const SNAPSHOT_CHUNK = 200;

/** Symbols per snapshot call of a kind: the bond call takes no list and answers every bond. */
export const snapshotChunk = (kind: RowKind): number =>
  kind === "bond" ? Number.POSITIVE_INFINITY : SNAPSHOT_CHUNK;

/** A snapshot call's name in load-failure logs. */
const SNAPSHOT_CALLS: Readonly<Record<RowKind, string>> = {
  stock: "getliststockdata",
  derivative: "getpsalldatalsnapshot",
  "oddlot-HOSE": "getliststockdataoddlot_hsx",
  "oddlot-HNX": "getliststockdataoddlot",
  bond: "getlistall_bond",
};
/** Symbols per `regs` message (the server refuses more). */
export const REGS_CHUNK = 1_000;
/** Symbols per connection (the server refuses a join beyond it). */
export const MAX_SUBSCRIBED_SYMBOLS = 3_000;
export const GAP_RELOAD_INTERVAL_MS = 1_000;
export const RESORT_INTERVAL_MS = 1_000;

/** Market-wide channels and the message type each is forwarded as. */
const MARKET_CHANNELS = {
  index: "index",
  aggregatemarket: "aggregate",
  snews: "news",
  refreshinfo: "refresh",
  tradingsesder: "session",
  spt: "putthrough",
  accountnotice: "accountnotice",
} as const;
type MarketChannel = keyof typeof MARKET_CHANNELS;

const isMarketChannel = (channel: string): channel is MarketChannel =>
  Object.hasOwn(MARKET_CHANNELS, channel);

/** A match (3220) or ten-level book (3211): what a watched symbol forwards. */
function isSymbolMessage(message: unknown): message is SymbolMessage {
  const { id, sym } = message as { id?: unknown; sym?: unknown };
  return typeof sym === "string" && (id === MESSAGE_IDS.MATCH || id === MESSAGE_IDS.TEN_LEVEL_BOOK);
}

const SYSTEM_TIMERS: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Trimmed, upper-case, without blanks and repeats, in first-seen order. */
function normalise(symbols: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of symbols) {
    const symbol = raw.trim().toUpperCase();
    if (symbol !== "") seen.add(symbol);
  }
  return [...seen];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class QuoteWorkerCore {
  readonly #deps: QuoteWorkerDeps;
  readonly #timers: Timers;
  readonly #book = new QuoteBook();
  readonly #batcher: PatchBatcher;

  #socket: QuoteSocket | null = null;
  #connected = false;
  #everConnected = false;
  #reconnects = 0;
  #status: SocketStatus = "DISCONNECT";
  /** Symbols joined on the current connection. */
  #joined = new Set<string>();

  #key = "";
  #kind: RowKind = "stock";
  #boardSymbols: string[] = [];
  #boardSet = new Set<string>();
  #extra: string[] = [];
  /** Board symbols then extras, each once. */
  #wanted: string[] = [];
  #wantedSet = new Set<string>();
  /** The latest load that answers `rows` with reset. */
  #resetLoad = 0;

  #sort: BoardSort | null = null;
  #postedOrder: readonly string[] = [];
  #orderTimer: unknown = null;
  #lastOrderCheck = Number.NEGATIVE_INFINITY;

  /** The order-notice registration, sent again on every connect. */
  #orders: OrderNoticeRegistration | null = null;

  /** Symbols whose match and ten-level book messages are forwarded. */
  #watched: ReadonlySet<string> = new Set();

  #gapSymbols = new Set<string>();
  #gapTimer: unknown = null;
  #lastGapReload = Number.NEGATIVE_INFINITY;

  constructor(deps: QuoteWorkerDeps) {
    this.#deps = deps;
    this.#timers = deps.timers ?? SYSTEM_TIMERS;
    this.#batcher = new PatchBatcher(deps.frames, (patches) => deps.post({ type: "patch", patches }));
  }

  /** The rows the worker holds (tests and the benchmark read them). */
  get book(): QuoteBook {
    return this.#book;
  }

  handle(message: ToWorker): void {
    switch (message.type) {
      case "connect":
        this.#connect(message.origin);
        return;
      case "board":
        this.#showBoard(message.board, message.extra);
        return;
      case "visible":
        this.#setVisible(message.symbols);
        return;
      case "watch":
        this.#watched = new Set(normalise(message.symbols));
        return;
      case "sort":
        this.#sort = message.sort;
        this.#postOrder(true);
        return;
      case "orders":
        this.#orders = message.registration;
        if (this.#connected) this.#registerOrders();
        return;
      case "reload":
        this.#renewSubscription();
        void this.#load(this.#wanted, true);
        return;
      case "close":
        this.#close();
        return;
    }
  }

  // ── Socket ─────────────────────────────────────────────────────────────────────────────────

  #connect(origin: string): void {
    if (this.#socket !== null) return;
    const socket = this.#deps.connectSocket(origin);
    this.#socket = socket;
    socket.on("connect", () => this.#onConnect());
    socket.on("disconnect", () => {
      this.#connected = false;
      this.#joined.clear();
      this.#setStatus("DISCONNECT");
    });
    socket.on("connect_error", () => this.#setStatus("CONNECT-ERROR"));
    socket.onReconnectError(() => this.#setStatus("RECONNECT-ERROR"));
    socket.on("bundle", (pairs) => this.#onBundle(pairs));
    for (const channel of SOCKET_CHANNELS)
      if (channel !== ORDER_NOTICE_CHANNEL) socket.on(channel, (message) => this.dispatch(channel, message));
    // Private, never bundled: forwarded as it comes.
    socket.on(ORDER_NOTICE_CHANNEL, (message) => {
      if (typeof message === "object" && message !== null)
        this.#deps.post({ type: "ordernotice", message: message as OrderNotice });
    });
  }

  #registerOrders(): void {
    if (this.#orders !== null) this.#socket?.emit(CLIENT_EVENTS.REGS_ORDER, this.#orders);
  }

  #onConnect(): void {
    this.#connected = true;
    const reconnect = this.#everConnected;
    this.#everConnected = true;
    if (reconnect) this.#reconnects++;
    this.#setStatus("CONNECTED");
    // A new connection has no rooms: join everything again, then reload what predates the join.
    this.#joined.clear();
    this.#syncSubscription();
    // A new connection is in no account room either.
    this.#registerOrders();
    if (this.#wanted.length > 0) void this.#load(this.#wanted, true);
  }

  #setStatus(status: SocketStatus): void {
    this.#status = status;
    this.#deps.post({ type: "status", status, reconnects: this.#reconnects });
  }

  #onBundle(pairs: unknown): void {
    if (!Array.isArray(pairs)) return;
    for (const pair of pairs as readonly unknown[]) {
      if (!Array.isArray(pair)) continue;
      const [channel, message] = pair as readonly unknown[];
      if (typeof channel === "string") this.dispatch(channel, message);
    }
  }

  /** One channel message, from a bundle or a plain event (public for replayed streams). */
  dispatch(channel: string, message: unknown): void {
    if (SYMBOL_CHANNELS.has(channel)) {
      const outcome = this.#book.apply(channel, message);
      // A watched symbol's match or book is forwarded also while its row loads (buffered): its
      // readers merge by seq, and a reload would otherwise lose what arrived meanwhile.
      if (
        (outcome.kind === "applied" || outcome.kind === "buffered") &&
        isSymbolMessage(message) &&
        this.#watched.has(message.sym)
      )
        this.#deps.post({ type: "symbol", message });
      if (outcome.kind !== "applied") return;
      if (outcome.gap) this.#reportGap(outcome.sym);
      const changed = outcome.changed;
      if (changed === null) return;
      const sort = this.#sort;
      if (sort !== null && sort.field in changed && this.#boardSet.has(outcome.sym)) this.#scheduleResort();
      this.#batcher.add(outcome.sym, changed);
      return;
    }
    if (!isMarketChannel(channel) || typeof message !== "object" || message === null) return;
    // The server's wire types describe these messages; they are forwarded as they arrive.
    this.#deps.post({ type: MARKET_CHANNELS[channel], message } as FromWorker);
  }

  #close(): void {
    this.#socket?.close();
    this.#socket = null;
    this.#connected = false;
    this.#joined.clear();
    if (this.#gapTimer !== null) this.#timers.clearTimeout(this.#gapTimer);
    if (this.#orderTimer !== null) this.#timers.clearTimeout(this.#orderTimer);
    this.#gapTimer = null;
    this.#orderTimer = null;
  }

  // ── Subscription ───────────────────────────────────────────────────────────────────────────

  #emitRegs(action: "join" | "leave", symbols: readonly string[]): void {
    const socket = this.#socket;
    if (socket === null) return;
    for (const part of chunks(symbols, REGS_CHUNK)) socket.emit("regs", encodeRegs(action, part));
  }

  /** Leaves what is no longer wanted, then joins what is wanted and not joined. */
  #syncSubscription(): void {
    if (!this.#connected) return;
    const target = new Set(this.#wanted.slice(0, MAX_SUBSCRIBED_SYMBOLS));
    const leave = [...this.#joined].filter((symbol) => !target.has(symbol));
    const join = [...target].filter((symbol) => !this.#joined.has(symbol));
    this.#emitRegs("leave", leave);
    this.#emitRegs("join", join);
    this.#joined = target;
  }

  /** Joins every wanted symbol again (joining a joined symbol is harmless on the server). */
  #renewSubscription(): void {
    if (!this.#connected) return;
    this.#syncSubscription();
    this.#emitRegs("join", [...this.#joined]);
  }

  // ── Board ──────────────────────────────────────────────────────────────────────────────────

  #showBoard(board: BoardRequest, extra: readonly string[]): void {
    const newKey = board.key !== this.#key || board.kind !== this.#kind;
    const known = this.#wantedSet;
    this.#key = board.key;
    this.#kind = board.kind;
    this.#boardSymbols = normalise(board.symbols);
    this.#boardSet = new Set(this.#boardSymbols);
    this.#extra = normalise(extra).filter((symbol) => !this.#boardSet.has(symbol));
    this.#wanted = [...this.#boardSymbols, ...this.#extra];
    this.#wantedSet = new Set(this.#wanted);
    this.#book.retain(this.#wantedSet);
    this.#syncSubscription();
    this.#postOrder(newKey);
    if (newKey) void this.#load(this.#wanted, true);
    else {
      const added = this.#wanted.filter((symbol) => !known.has(symbol));
      if (added.length > 0) void this.#load(added, false);
    }
  }

  #setVisible(symbols: readonly string[]): void {
    const appeared = this.#batcher.setVisible(symbols);
    const rows = [];
    for (const symbol of appeared) {
      const row = this.#book.row(symbol);
      if (row !== undefined) rows.push(row);
    }
    if (rows.length > 0) this.#deps.post({ type: "rows", key: this.#key, rows, reset: false });
  }

  /**
   * Loads the snapshot rows of `symbols` in chunks, then answers `rows`: with `reset`, every
   * wanted row (a failed chunk keeps its old rows); without, the rows this load set.
   */
  async #load(symbols: readonly string[], reset: boolean): Promise<void> {
    const book = this.#book;
    const load = book.beginLoad(symbols);
    if (reset) this.#resetLoad = load;
    // Board symbols load as the board's kind, extras (pinned rows, the popup) as stock rows.
    const parts: { readonly kind: RowKind; readonly symbols: string[] }[] = [];
    const ofBoard = symbols.filter((symbol) => this.#boardSet.has(symbol));
    const extras = symbols.filter((symbol) => !this.#boardSet.has(symbol));
    for (const part of chunks(ofBoard, snapshotChunk(this.#kind)))
      parts.push({ kind: this.#kind, symbols: part });
    for (const part of chunks(extras, SNAPSHOT_CHUNK)) parts.push({ kind: "stock", symbols: part });
    const answers = await Promise.allSettled(
      parts.map((part) => Promise.resolve().then(() => this.#deps.loadRows(part.kind, part.symbols))),
    );
    const loaded: string[] = [];
    answers.forEach((answer, index) => {
      const part = parts[index];
      if (part === undefined) return;
      let outcome: LoadOutcome;
      if (answer.status === "fulfilled") outcome = book.finishLoad(load, part.symbols, answer.value);
      else {
        outcome = book.failLoad(load, part.symbols);
        this.#deps.post({
          type: "load-failed",
          what: `${SNAPSHOT_CALLS[part.kind]} (${part.symbols.length} symbols)`,
          message: errorText(answer.reason),
        });
      }
      loaded.push(...outcome.loaded);
      for (const symbol of outcome.gaps) this.#reportGap(symbol);
    });
    if (reset && load === this.#resetLoad) {
      const rows = [];
      for (const symbol of this.#wanted) {
        const row = book.row(symbol);
        if (row !== undefined) rows.push(row);
      }
      this.#batcher.discard(this.#wanted);
      this.#deps.post({ type: "rows", key: this.#key, rows, reset: true });
    } else {
      const rows = [];
      for (const symbol of loaded) {
        const row = this.#wantedSet.has(symbol) ? book.row(symbol) : undefined;
        if (row !== undefined) rows.push(row);
      }
      if (rows.length === 0) return;
      this.#batcher.discard(loaded);
      this.#deps.post({ type: "rows", key: this.#key, rows, reset: false });
    }
    this.#postOrder(false);
  }

  // ── Gaps ───────────────────────────────────────────────────────────────────────────────────

  #reportGap(symbol: string): void {
    this.#gapSymbols.add(symbol);
    if (this.#gapTimer !== null) return;
    const wait = Math.max(0, this.#lastGapReload + GAP_RELOAD_INTERVAL_MS - this.#timers.now());
    this.#gapTimer = this.#timers.setTimeout(() => this.#reloadGaps(), wait);
  }

  #reloadGaps(): void {
    this.#gapTimer = null;
    this.#lastGapReload = this.#timers.now();
    const symbols = [...this.#gapSymbols].filter((symbol) => this.#wantedSet.has(symbol));
    this.#gapSymbols.clear();
    if (symbols.length > 0) void this.#load(symbols, false);
  }

  // ── Order ──────────────────────────────────────────────────────────────────────────────────

  /** Posts the board's order; unless `always`, only when it differs from the last posted. */
  #postOrder(always: boolean): void {
    const order = boardOrder(this.#boardSymbols, this.#sort, (symbol) => this.#book.row(symbol));
    if (!always && sameOrder(order, this.#postedOrder)) return;
    this.#postedOrder = order;
    this.#deps.post({ type: "order", key: this.#key, symbols: order });
  }

  #scheduleResort(): void {
    if (this.#orderTimer !== null) return;
    const wait = Math.max(0, this.#lastOrderCheck + RESORT_INTERVAL_MS - this.#timers.now());
    this.#orderTimer = this.#timers.setTimeout(() => {
      this.#orderTimer = null;
      this.#lastOrderCheck = this.#timers.now();
      this.#postOrder(false);
    }, wait);
  }

  /** The socket status and reconnect count (tests). */
  get status(): { readonly status: SocketStatus; readonly reconnects: number } {
    return { status: this.#status, reconnects: this.#reconnects };
  }
}
