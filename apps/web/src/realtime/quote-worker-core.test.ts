import {
  decodeRegs,
  type OrderNotice,
  type OrderNoticeRegistration,
  type PutThroughEntry,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  depthMessage,
  foreignMessage,
  matchMessage,
  overBuySellMessage,
  quoteRow,
} from "../testing/test-quotes";
import {
  bondRow,
  derivativeMatchMessage,
  derivativeRow,
  oddLotRow,
  tenLevelBookMessage,
} from "../testing/test-rows";
import type { FrameScheduler } from "./patch-batcher";
import type { BoardRow, FromWorker, QuoteRow, RowKind } from "./protocol";
import {
  GAP_RELOAD_INTERVAL_MS,
  MAX_SUBSCRIBED_SYMBOLS,
  QuoteWorkerCore,
  RESORT_INTERVAL_MS,
  SNAPSHOT_CHUNK,
  type QuoteSocket,
  type Timers,
} from "./quote-worker-core";

/** The stock rows these tests load (the board kind is "stock"). */
const stock = (row: BoardRow | undefined): QuoteRow | undefined => row as QuoteRow | undefined;

/** A socket the test drives: `fire` plays the server, `regs` records the subscription messages. */
class FakeSocket implements QuoteSocket {
  readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly reconnectErrorListeners: ((error: unknown) => void)[] = [];
  readonly regs: { action: string; symbols: string[] }[] = [];
  readonly orderRegistrations: OrderNoticeRegistration[] = [];
  closed = false;

  on(event: string, listener: (...args: unknown[]) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  onReconnectError(listener: (error: unknown) => void): void {
    this.reconnectErrorListeners.push(listener);
  }
  emit(event: "regs", body: string): void;
  emit(event: "regsorder", registration: OrderNoticeRegistration): void;
  emit(_event: "regs" | "regsorder", body: string | OrderNoticeRegistration): void {
    if (typeof body !== "string") {
      this.orderRegistrations.push(body);
      return;
    }
    const payload = decodeRegs(body);
    if (payload === null) throw new Error(`bad regs ${body}`);
    this.regs.push({ action: payload.action, symbols: payload.list.split(",") });
  }
  close(): void {
    this.closed = true;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  fireReconnectError(): void {
    for (const listener of this.reconnectErrorListeners) listener(new Error("refused"));
  }
  /** The symbols joined minus those left, as the server would hold them. */
  joined(): Set<string> {
    const joined = new Set<string>();
    for (const { action, symbols } of this.regs)
      for (const symbol of symbols) {
        if (action === "join") joined.add(symbol);
        else joined.delete(symbol);
      }
    return joined;
  }
}

/** Time that moves only when the test says so. */
class ManualTimers implements Timers {
  #now = 1_000_000;
  #next = 1;
  readonly #due = new Map<number, { at: number; callback: () => void }>();
  now(): number {
    return this.#now;
  }
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#due.set(id, { at: this.#now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.#due.delete(handle as number);
  }
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const next = [...this.#due.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (next === undefined) break;
      this.#due.delete(next[0]);
      this.#now = next[1].at;
      next[1].callback();
    }
    this.#now = until;
  }
}

/** The server's REST rows: answers every call from `rows`, or fails while `failing`. */
class FakeServer {
  readonly rows = new Map<string, BoardRow>();
  readonly calls: (readonly string[])[] = [];
  /** The kind of each call, in call order. */
  readonly kinds: RowKind[] = [];
  failing = false;
  load = async (symbols: readonly string[], kind: RowKind = "stock"): Promise<readonly BoardRow[]> => {
    this.calls.push(symbols);
    this.kinds.push(kind);
    if (this.failing) throw new Error("503 on getliststockdata");
    return symbols.flatMap((symbol) => {
      const row = this.rows.get(symbol);
      return row === undefined ? [] : [row];
    });
  };
  set(...rows: BoardRow[]): void {
    for (const row of rows) this.rows.set(row.sym, row);
  }
}

function setup(origin = "https://board.example") {
  const socket = new FakeSocket();
  const server = new FakeServer();
  const timers = new ManualTimers();
  const posted: FromWorker[] = [];
  let frame: (() => void)[] = [];
  const frames: FrameScheduler = { request: (callback) => void frame.push(callback) };
  const origins: string[] = [];
  const core = new QuoteWorkerCore({
    connectSocket: (url) => {
      origins.push(url);
      return socket;
    },
    loadRows: (kind, symbols) => server.load(symbols, kind),
    post: (message) => posted.push(message),
    frames,
    timers,
  });
  const runFrame = () => {
    const due = frame;
    frame = [];
    for (const callback of due) callback();
  };
  const of = <T extends FromWorker["type"]>(type: T) =>
    posted.filter((message): message is Extract<FromWorker, { type: T }> => message.type === type);
  const take = () => posted.splice(0, posted.length);
  core.handle({ type: "connect", origin });
  return { core, socket, server, timers, posted, origins, runFrame, of, take };
}

/** Lets the loads' promises settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const symbols = (count: number, prefix = "S") =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, "0")}`);

describe("QuoteWorkerCore: socket status", () => {
  it("connects to the origin and maps socket events to the footer status, counting reconnects", () => {
    const { socket, origins, of } = setup();
    expect(origins).toEqual(["https://board.example"]);
    socket.fire("connect_error", new Error("refused"));
    socket.fire("connect");
    socket.fire("disconnect", "transport close");
    socket.fireReconnectError();
    socket.fire("connect");
    expect(of("status").map(({ status, reconnects }) => [status, reconnects])).toEqual([
      ["CONNECT-ERROR", 0],
      ["CONNECTED", 0],
      ["DISCONNECT", 0],
      ["RECONNECT-ERROR", 0],
      ["CONNECTED", 1],
    ]);
  });

  it("a second connect message opens no second socket; close closes it", () => {
    const { core, socket, origins } = setup();
    core.handle({ type: "connect", origin: "https://other.example" });
    expect(origins).toHaveLength(1);
    core.handle({ type: "close" });
    expect(socket.closed).toBe(true);
  });
});

describe("QuoteWorkerCore: boards", () => {
  it("loads a board in chunks of at most 200 symbols, then posts rows (reset) and order", async () => {
    const { core, server, of } = setup();
    const board = symbols(450);
    server.set(...board.map((symbol) => quoteRow(symbol)));
    core.handle({ type: "board", board: { key: "HOSE", kind: "stock", symbols: board }, extra: [] });
    await settle();
    expect(server.calls.map((call) => call.length)).toEqual([SNAPSHOT_CHUNK, SNAPSHOT_CHUNK, 50]);
    const [rows] = of("rows");
    expect(rows?.reset).toBe(true);
    expect(rows?.key).toBe("HOSE");
    expect(rows?.rows.map((row) => row.sym)).toEqual(board);
    expect(of("order").at(-1)).toEqual({ type: "order", key: "HOSE", symbols: board });
  });

  it("joins the board and extras in regs messages of at most 1,000 symbols, once connected", () => {
    const { core, socket } = setup();
    const board = symbols(1_500);
    core.handle({ type: "board", board: { key: "HOSE", kind: "stock", symbols: board }, extra: ["POP"] });
    expect(socket.regs).toEqual([]);
    socket.fire("connect");
    expect(socket.regs.map(({ action, symbols: list }) => [action, list.length])).toEqual([
      ["join", 1_000],
      ["join", 501],
    ]);
    expect(socket.joined()).toEqual(new Set([...board, "POP"]));
  });

  it("rows loaded before the first connect are loaded again after the join", async () => {
    const { core, socket, server, of } = setup();
    server.set(quoteRow("ACB"));
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB"] }, extra: [] });
    await settle();
    expect(server.calls).toEqual([["ACB"]]);
    server.set(quoteRow("ACB", { seq: 11, lastPrice: 23_500 }));
    socket.fire("connect");
    await settle();
    expect(server.calls).toEqual([["ACB"], ["ACB"]]);
    expect(of("rows").map((message) => [message.reset, stock(message.rows[0])?.lastPrice])).toEqual([
      [true, 22_950],
      [true, 23_500],
    ]);
  });

  it("joins at most 3,000 symbols, the board's first", () => {
    const { core, socket } = setup();
    socket.fire("connect");
    const board = symbols(MAX_SUBSCRIBED_SYMBOLS + 5);
    core.handle({ type: "board", board: { key: "ALL", kind: "stock", symbols: board }, extra: ["POP"] });
    expect(socket.joined()).toEqual(new Set(board.slice(0, MAX_SUBSCRIBED_SYMBOLS)));
  });

  it("a new board leaves the symbols no longer needed before joining the new ones", () => {
    const { core, socket } = setup();
    socket.fire("connect");
    core.handle({
      type: "board",
      board: { key: "VN30", kind: "stock", symbols: ["ACB", "FPT"] },
      extra: ["HPG"],
    });
    socket.regs.length = 0;
    core.handle({ type: "board", board: { key: "HNX", kind: "stock", symbols: ["SHS", "ACB"] }, extra: [] });
    expect(socket.regs).toEqual([
      { action: "leave", symbols: ["FPT", "HPG"] },
      { action: "join", symbols: ["SHS"] },
    ]);
  });

  it("the same board with another extra loads only the new symbol and posts it without reset", async () => {
    const { core, server, of, take } = setup();
    server.set(quoteRow("ACB"), quoteRow("FPT"), quoteRow("POP"));
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB", "FPT"] }, extra: [] });
    await settle();
    take();
    server.calls.length = 0;
    core.handle({
      type: "board",
      board: { key: "VN30", kind: "stock", symbols: ["ACB", "FPT"] },
      extra: ["POP"],
    });
    await settle();
    expect(server.calls).toEqual([["POP"]]);
    expect(of("rows")).toEqual([{ type: "rows", key: "VN30", rows: [quoteRow("POP")], reset: false }]);
    // The board's order did not change, so none is posted.
    expect(of("order")).toEqual([]);
  });

  it("normalises the board's symbols (case, blanks, repeats)", async () => {
    const { core, server, of } = setup();
    server.set(quoteRow("ACB"));
    core.handle({
      type: "board",
      board: { key: "danh-muc:1", kind: "stock", symbols: [" acb", "ACB", ""] },
      extra: [],
    });
    await settle();
    expect(server.calls).toEqual([["ACB"]]);
    expect(of("order").at(-1)?.symbols).toEqual(["ACB"]);
  });

  it("a failed load posts load-failed and keeps the old rows", async () => {
    const { core, server, of, take } = setup();
    server.set(quoteRow("ACB"));
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB"] }, extra: [] });
    await settle();
    take();
    server.failing = true;
    core.handle({ type: "reload" });
    await settle();
    expect(of("load-failed")).toEqual([
      { type: "load-failed", what: "getliststockdata (1 symbols)", message: "503 on getliststockdata" },
    ]);
    expect(of("rows")).toEqual([{ type: "rows", key: "VN30", rows: [quoteRow("ACB")], reset: true }]);
  });

  it("a board answered after a newer board was asked for posts nothing", async () => {
    const { core, server, of } = setup();
    server.set(quoteRow("ACB"), quoteRow("SHS"));
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB"] }, extra: [] });
    core.handle({ type: "board", board: { key: "HNX", kind: "stock", symbols: ["SHS"] }, extra: [] });
    await settle();
    expect(of("rows")).toEqual([{ type: "rows", key: "HNX", rows: [quoteRow("SHS")], reset: true }]);
  });
});

describe("QuoteWorkerCore: ticks", () => {
  it("bundles and plain channel events both reach the rows; only visible symbols are patched, once per frame", async () => {
    const { core, socket, runFrame, of, take } = await liveBoardOf();
    core.handle({ type: "visible", symbols: ["ACB", "FPT"] });
    // Newly visible rows come whole.
    expect(of("rows").map((message) => [message.reset, message.rows.map((row) => row.sym)])).toEqual([
      [false, ["ACB", "FPT"]],
    ]);
    take();
    socket.fire("bundle", [
      ["stock", matchMessage("ACB", 11)],
      ["board", overBuySellMessage("VNM", 11)],
      ["stock", matchMessage("ACB", 12, { lastPrice: 23_200 })],
    ]);
    socket.fire("board", overBuySellMessage("FPT", 11, 5, 6));
    expect(of("patch")).toEqual([]);
    runFrame();
    expect(of("patch")).toEqual([
      {
        type: "patch",
        patches: [
          [
            "ACB",
            {
              lastPrice: 23_200,
              lastVolume: 500,
              ot: 150,
              changePc: 0.65,
              lot: 253_900,
              highPrice: 23_100,
              avePrice: 22_940,
              cl: "i",
            },
          ],
          ["FPT", { overBuy: 5, overSell: 6, g7: "5|6|" }],
        ],
      },
    ]);
    // VNM changed off screen: its whole row comes when it appears.
    core.handle({ type: "visible", symbols: ["FPT", "VNM"] });
    const rows = of("rows");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.reset).toBe(false);
    expect(rows[0]?.rows.map((row) => [row.sym, stock(row)?.overBuy])).toEqual([["VNM", 100]]);
  });

  it("forwards the market-wide channels as their messages", async () => {
    const { socket, of } = await liveBoardOf();
    const index = { mc: "10", cIndex: 130_000, seq: 4 };
    const news = { rf: "r", tl: "t", tl_en: "t (en)", tm: "2025-03-10T09:15:00+07:00", sc: "s", seq: 1 };
    socket.fire("index", index);
    socket.fire("bundle", [
      ["aggregatemarket", { mc: "10", ptValue: 5, ptVol: 1, seq: 1 }],
      ["snews", news],
      ["refreshinfo", { reason: "restart", seq: 1 }],
      ["tradingsesder", { marketCode: "10", marketStatus: "O", seq: 1 }],
    ]);
    expect(of("index")).toEqual([{ type: "index", message: index }]);
    expect(of("aggregate")).toHaveLength(1);
    // Both titles reach the ticker: it picks one by the page's language.
    expect(of("news")).toEqual([{ type: "news", message: news }]);
    expect(of("refresh")).toEqual([{ type: "refresh", message: { reason: "restart", seq: 1 } }]);
    expect(of("session")).toHaveLength(1);
  });

  it("messages arriving while the snapshot loads are replayed after it", async () => {
    const { core, socket, server, of } = setup();
    socket.fire("connect");
    server.set(quoteRow("ACB", { seq: 11 }));
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["ACB"] }, extra: [] });
    socket.fire("stock", matchMessage("ACB", 11, { lastPrice: 1 }));
    socket.fire("stock", matchMessage("ACB", 12, { lastPrice: 2 }));
    await settle();
    expect(stock(of("rows")[0]?.rows[0])?.lastPrice).toBe(2);
  });

  it("a gap reloads the symbols that showed one, at most once per second", async () => {
    const { core, socket, server, timers, of, take } = await liveBoardOf();
    core.handle({ type: "visible", symbols: ["ACB"] });
    take();
    server.calls.length = 0;
    server.set(quoteRow("ACB", { seq: 20, lastPrice: 30_000 }));
    socket.fire("stock", matchMessage("ACB", 15));
    socket.fire("board", overBuySellMessage("FPT", 14));
    timers.advance(0);
    await settle();
    expect(server.calls).toEqual([["ACB", "FPT"]]);
    const rows = of("rows");
    expect(rows.map((message) => [message.reset, message.rows.map((row) => row.sym)])).toEqual([
      [false, ["ACB", "FPT"]],
    ]);
    expect(stock(rows[0]?.rows[0])?.lastPrice).toBe(30_000);
    take();
    // Another gap within the second waits for the second to pass.
    server.calls.length = 0;
    socket.fire("stock", matchMessage("ACB", 25));
    timers.advance(GAP_RELOAD_INTERVAL_MS - 1);
    await settle();
    expect(server.calls).toEqual([]);
    timers.advance(1);
    await settle();
    expect(server.calls).toEqual([["ACB"]]);
  });

  it("a reconnect joins every symbol again and reloads every row", async () => {
    const { socket, server, of, take } = await liveBoardOf();
    socket.fire("disconnect", "transport close");
    socket.regs.length = 0;
    server.calls.length = 0;
    take();
    socket.fire("connect");
    await settle();
    expect(socket.joined()).toEqual(new Set(["ACB", "FPT", "VNM"]));
    expect(server.calls).toEqual([["ACB", "FPT", "VNM"]]);
    expect(of("rows").map((message) => message.reset)).toEqual([true]);
    expect(of("status").at(-1)).toEqual({ type: "status", status: "CONNECTED", reconnects: 1 });
  });

  it("reload renews the subscription and reloads every row", async () => {
    const { core, socket, server, of, take } = await liveBoardOf();
    socket.regs.length = 0;
    server.calls.length = 0;
    take();
    core.handle({ type: "reload" });
    await settle();
    expect(socket.regs).toEqual([{ action: "join", symbols: ["ACB", "FPT", "VNM"] }]);
    expect(server.calls).toEqual([["ACB", "FPT", "VNM"]]);
    expect(of("rows").map((message) => message.reset)).toEqual([true]);
  });
});

describe("QuoteWorkerCore: sorting", () => {
  it("posts the order at once for a sort, and re-sorts on changes of the sorted field at most once per second", async () => {
    const { core, socket, timers, of, take } = await liveBoardOf({
      ACB: 23_000,
      FPT: 120_000,
      VNM: 60_000,
    });
    core.handle({ type: "sort", sort: { field: "lastPrice", direction: "desc" } });
    expect(of("order")).toEqual([{ type: "order", key: "VN30", symbols: ["FPT", "VNM", "ACB"] }]);
    take();
    // A change of another field does not re-sort.
    socket.fire("board", depthMessage("ACB", 11));
    timers.advance(RESORT_INTERVAL_MS * 2);
    expect(of("order")).toEqual([]);
    // A price change that moves ACB to the top: checked at once (no check in the last second).
    socket.fire("stock", matchMessage("ACB", 12, { lastPrice: 200_000 }));
    timers.advance(0);
    expect(of("order")).toEqual([{ type: "order", key: "VN30", symbols: ["ACB", "FPT", "VNM"] }]);
    take();
    // The next change within the second waits for it.
    socket.fire("stock", matchMessage("VNM", 11, { lastPrice: 300_000 }));
    timers.advance(RESORT_INTERVAL_MS - 1);
    expect(of("order")).toEqual([]);
    timers.advance(1);
    expect(of("order")).toEqual([{ type: "order", key: "VN30", symbols: ["VNM", "ACB", "FPT"] }]);
    take();
    // A change that leaves the order as it is posts nothing.
    socket.fire("stock", matchMessage("FPT", 11, { lastPrice: 120_100 }));
    timers.advance(RESORT_INTERVAL_MS);
    expect(of("order")).toEqual([]);
  });

  it("null returns to the board's own order", async () => {
    const { core, of } = await liveBoardOf({ VNM: 1, ACB: 3, FPT: 2 });
    core.handle({ type: "sort", sort: { field: "lastPrice", direction: "desc" } });
    core.handle({ type: "sort", sort: null });
    expect(of("order").map((message) => message.symbols)).toEqual([
      ["ACB", "FPT", "VNM"],
      ["VNM", "ACB", "FPT"],
    ]);
  });
});

/** A connected worker showing board VN30 of the given symbols (and last prices), loaded. */
async function liveBoardOf(
  prices: Readonly<Record<string, number>> = { ACB: 22_950, FPT: 22_950, VNM: 22_950 },
) {
  const env = setup();
  const list = Object.keys(prices);
  env.server.set(...list.map((symbol) => quoteRow(symbol, { lastPrice: prices[symbol] ?? 0 })));
  env.socket.fire("connect");
  env.core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: list }, extra: [] });
  await settle();
  env.take();
  return env;
}

describe("QuoteWorkerCore: row kinds, watched symbols and put-through", () => {
  it("loads the board's symbols by its kind and the extras as stock rows", async () => {
    const { core, server, of } = setup();
    server.set(derivativeRow("VN30F2612"), derivativeRow("VN30F2703"), quoteRow("FPT"));
    core.handle({
      type: "board",
      board: { key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612", "VN30F2703"] },
      extra: ["FPT"],
    });
    await settle();
    expect(server.calls.map((call, i) => [server.kinds[i], call])).toEqual([
      ["derivative", ["VN30F2612", "VN30F2703"]],
      ["stock", ["FPT"]],
    ]);
    expect(
      of("rows")
        .at(-1)
        ?.rows.map((row) => row.sym),
    ).toEqual(["VN30F2612", "VN30F2703", "FPT"]);
  });

  it("asks the bond call once however many bonds the board lists", async () => {
    const { core, server } = setup();
    const bonds = symbols(450, "B");
    server.set(...bonds.map((sym) => bondRow(sym)));
    core.handle({ type: "board", board: { key: "corporate-bond", kind: "bond", symbols: bonds }, extra: [] });
    await settle();
    expect(server.kinds).toEqual(["bond"]);
    expect(core.book.size).toBe(450);
  });

  it("the same key with another kind reloads every row as the new kind", async () => {
    const { core, server, of } = setup();
    server.set(quoteRow("ACB"));
    core.handle({ type: "board", board: { key: "X", kind: "stock", symbols: ["ACB"] }, extra: [] });
    await settle();
    server.set(oddLotRow("ACB"));
    core.handle({ type: "board", board: { key: "X", kind: "oddlot-HOSE", symbols: ["ACB"] }, extra: [] });
    await settle();
    expect(server.kinds).toEqual(["stock", "oddlot-HOSE"]);
    expect(of("rows").at(-1)?.reset).toBe(true);
    expect(core.book.row("ACB")).toHaveProperty("bp1");
  });

  it("a sequence gap reloads a board symbol by the board's kind", async () => {
    const { core, server, socket, timers } = setup();
    server.set(derivativeRow("VN30F2612"));
    socket.fire("connect");
    core.handle({
      type: "board",
      board: { key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612"] },
      extra: [],
    });
    await settle();
    socket.fire("stockps", derivativeMatchMessage("VN30F2612", 15));
    timers.advance(GAP_RELOAD_INTERVAL_MS);
    await settle();
    expect(server.kinds.at(-1)).toBe("derivative");
  });

  it("forwards match and ten-level book messages of watched symbols only, after the sequence check", async () => {
    const { core, server, socket, of } = setup();
    server.set(derivativeRow("VN30F2612"), derivativeRow("VN30F2703"));
    socket.fire("connect");
    core.handle({
      type: "board",
      board: { key: "derivative-INDEX", kind: "derivative", symbols: ["VN30F2612", "VN30F2703"] },
      extra: [],
    });
    await settle();
    core.handle({ type: "watch", symbols: ["vn30f2612"] });
    socket.fire("boardps", tenLevelBookMessage("VN30F2612", 11, "S"));
    socket.fire("stockps", derivativeMatchMessage("VN30F2612", 12));
    socket.fire("stockps", derivativeMatchMessage("VN30F2612", 12));
    socket.fire("stockps", derivativeMatchMessage("VN30F2703", 11));
    socket.fire("stockps", foreignMessage("VN30F2612", 13));
    expect(of("symbol").map(({ message }) => [message.sym, message.seq, message.id])).toEqual([
      ["VN30F2612", 11, 3211],
      ["VN30F2612", 12, 3220],
    ]);
    core.handle({ type: "watch", symbols: [] });
    socket.fire("stockps", derivativeMatchMessage("VN30F2612", 14));
    expect(of("symbol")).toHaveLength(2);
  });

  it("forwards a watched symbol's match while its row loads too (a reload must not lose it)", async () => {
    const { core, server, socket, of } = setup();
    server.set(quoteRow("FPT"));
    socket.fire("connect");
    core.handle({ type: "watch", symbols: ["FPT"] });
    core.handle({ type: "board", board: { key: "VN30", kind: "stock", symbols: ["FPT"] }, extra: [] });
    // The snapshot is still loading: the match is buffered for the row and forwarded now.
    socket.fire("stock", matchMessage("FPT", 11));
    expect(of("symbol").map(({ message }) => message.seq)).toEqual([11]);
    await settle();
    expect(stock(core.book.row("FPT"))?.lastPrice).toBe(23_100);
  });

  it("forwards every put-through message as `putthrough`", () => {
    const { socket, of } = setup();
    const deal: PutThroughEntry = {
      type: "PTM",
      sym: "ACB",
      color: "i",
      price: 23_000,
      volume: 100_000,
      value: 2_300_000_000,
      time: "10:20:00",
      firmNo: "004",
      marketID: "HOSE",
      seq: 3,
    };
    socket.fire("bundle", [["spt", deal]]);
    expect(of("putthrough").map(({ message }) => message)).toEqual([deal]);
  });
});

describe("QuoteWorkerCore: private order notices (accounts-session §4)", () => {
  const registration: OrderNoticeRegistration = { sid: "s1", acc: "058C0000011", key: "058C000001" };
  const notice: OrderNotice = {
    seq: 1,
    orderNo: "7",
    accountCode: "058C0000011",
    symbol: "FPT",
    side: "B",
    volume: 100,
    matchVolume: 100,
    showPrice: 98_000,
    type: "F",
    status_code: "7",
  };

  it("registers once connected, again after every reconnect, and not after forgetting it", () => {
    const { core, socket } = setup();
    core.handle({ type: "orders", registration });
    expect(socket.orderRegistrations).toEqual([]);
    socket.fire("connect");
    expect(socket.orderRegistrations).toEqual([registration]);
    socket.fire("disconnect");
    socket.fire("connect");
    expect(socket.orderRegistrations).toEqual([registration, registration]);
    const other = { ...registration, acc: "058C0000018" };
    core.handle({ type: "orders", registration: other });
    expect(socket.orderRegistrations.at(-1)).toEqual(other);
    core.handle({ type: "orders", registration: null });
    socket.fire("connect");
    expect(socket.orderRegistrations).toHaveLength(3);
  });

  it("forwards each ordernotice to the main thread as it comes", () => {
    const { socket, of } = setup();
    socket.fire("connect");
    socket.fire("ordernotice", notice);
    socket.fire("ordernotice", "not a notice");
    expect(of("ordernotice")).toEqual([{ type: "ordernotice", message: notice }]);
  });
});
