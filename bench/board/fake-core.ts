/**
 * The panel page's stand-in for our server's core gateway (POST /api/core) and the one datafeed
 * call the ticket makes (gettimedifference), served by the bench's static server on loopback.
 *
 * The order book is 500 normal orders of one stock account (BENCH_ACCOUNT) on the recording's symbols, newest
 * first, that change as the day goes: `CHANGES_PER_SECOND` changes a second of wall time, worked
 * in when the book is read (a partial or full match of the next pending order in turn, a cancel,
 * and every fifth change a new order on top with the oldest dropped, so the book stays at 500).
 * The worker pushes `ordernotice` events at the same rate (page/ours-worker.ts), so the panel
 * reloads the book as it does on a real account's notices, and each reload brings changed rows.
 *
 * `Web.Order.OrderList` answers either as our server does, the page asked for at the size asked
 * (10 in the docked panel), or with `setPaging("all")` every order on page 1 whatever the size:
 * the panel then renders all 500 rows, the worst case of a 500-order book. The stock-info and
 * buying-power answers the ticket needs come back at once.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  exchangeOfVenue,
  type NormalOrderRow,
  type OrderPanelAccountInfo,
  type StockPanelInfo,
  type StockQuote,
} from "@bangia/market";
import { BENCH_ACCOUNT } from "./step-result";

/** Orders in the book. */
export const BOOK_ORDERS = 500;
/** Changes to the book per second of wall time, and the worker's ordernotice rate. */
export const CHANGES_PER_SECOND = 5;
/** The bench customer's stock account (a cash account: its code ends in 1). */

const LOT = 100;

export interface FakeCoreStats {
  /** Web.Order.OrderList calls answered. */
  readonly orderLists: number;
  /** Book changes worked in so far. */
  readonly changes: number;
  /** Calls by command, for the report's stderr. */
  readonly calls: Readonly<Record<string, number>>;
}

/** How the order list answers: the asked page at the asked size, or all orders on page 1. */
export type BookPaging = "paged" | "all";

export interface FakeCore {
  setPaging(paging: BookPaging): void;
  /** Answers the request when it is one of the fake's, else returns false. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  stats(): FakeCoreStats;
}

const clockText = (seconds: number): string => {
  const at = 9 * 3_600 + 15 * 60 + seconds;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(at / 3_600))}:${pad(Math.floor(at / 60) % 60)}:${pad(at % 60)}`;
};

/** A deterministic book on `rows`' symbols (those with a reference price). */
function makeBook(rows: readonly StockQuote[]): { orders: NormalOrderRow[]; next: () => NormalOrderRow } {
  const symbols = rows.filter((row) => row.r > 0);
  let made = 0;
  const order = (): NormalOrderRow => {
    made += 1;
    const row = symbols[(made * 7) % symbols.length];
    if (row === undefined) throw new Error("no symbols with a reference price");
    const ticks = (made % 9) - 4;
    const price = Math.max(row.f, Math.min(row.c, row.r + ticks * 100));
    return {
      orderNo: String(100_000 + made),
      pk_orderNo: "",
      accountCode: BENCH_ACCOUNT,
      symbol: row.sym,
      side: made % 3 === 0 ? "S" : "B",
      showPrice: price,
      volume: LOT * (1 + (made % 20)),
      matchVolume: 0,
      status: "1",
      quote: "Y",
      autoType: "",
      product: "daily",
      cancelTime: "",
      order_out_room: false,
      time: clockText(made * 11),
    };
  };
  const orders: NormalOrderRow[] = [];
  for (let index = 0; index < BOOK_ORDERS; index++) orders.unshift(order());
  return { orders, next: order };
}

/** Reads a request's body as JSON (null when it is not). */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

const send = (response: ServerResponse, body: unknown): void => {
  response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
};

export function createFakeCore(rows: readonly StockQuote[]): FakeCore {
  const bySymbol = new Map(rows.map((row) => [row.sym, row]));
  const book = makeBook(rows);
  let orders = book.orders;
  let changes = 0;
  let cursor = 0;
  let startedAt: number | null = null;
  let orderLists = 0;
  let paging: BookPaging = "paged";
  const calls: Record<string, number> = {};

  /** One change: every fifth a new order on top (the oldest leaves), else the next open order moves. */
  const change = (): void => {
    changes += 1;
    if (changes % 5 === 0) {
      orders = [book.next(), ...orders.slice(0, BOOK_ORDERS - 1)];
      return;
    }
    for (let tried = 0; tried < orders.length; tried++) {
      cursor = (cursor + 1) % orders.length;
      const order = orders[cursor];
      if (order === undefined || (order.status !== "1" && order.status !== "6")) continue;
      const cancel = changes % 7 === 0;
      const matchVolume = cancel ? order.matchVolume : Math.min(order.volume, order.matchVolume + LOT);
      const status = cancel ? (order.matchVolume > 0 ? "8" : "4") : matchVolume === order.volume ? "7" : "6";
      orders = orders.with(cursor, {
        ...order,
        matchVolume,
        status,
        cancelTime: cancel ? clockText(changes) : "",
      });
      return;
    }
  };

  /** Works in the changes due by now (the clock starts at the first read). */
  const catchUp = (): void => {
    const now = Date.now();
    startedAt ??= now;
    const due = Math.floor(((now - startedAt) / 1_000) * CHANGES_PER_SECOND);
    while (changes < due) change();
  };

  const answer = (data: Record<string, unknown>): unknown => {
    const cmd = String(data["cmd"]);
    calls[cmd] = (calls[cmd] ?? 0) + 1;
    const symbol = typeof data["symbol"] === "string" ? data["symbol"] : "";
    const row = bySymbol.get(symbol);
    switch (cmd) {
      case "Web.Order.OrderList": {
        orderLists += 1;
        catchUp();
        const page = typeof data["page"] === "number" ? data["page"] : 1;
        const size = typeof data["size"] === "number" ? data["size"] : orders.length;
        if (paging === "all") return { rc: 1, data: page === 1 ? orders : [] };
        return { rc: 1, data: orders.slice((page - 1) * size, page * size) };
      }
      case "Web.StockInfo": {
        if (row === undefined) return { rc: -2, rs: "unknown symbol" };
        const info: StockPanelInfo = {
          stockType: row.type,
          lastPrice: row.lastPrice,
          r: row.r,
          mc: row.mc,
          post_to: exchangeOfVenue(row.post_to),
        };
        return { rc: 1, data: info };
      }
      case "Web.BuyingPower": {
        const info: OrderPanelAccountInfo = {
          ee: 1e9,
          ee_inc_app: 1e9,
          cash_limit: 1e9,
          pp: 1e9,
          avaiColla: 0,
          cash_avai: 1e9,
          temp_ee: 0,
          balance: 1e9,
          volumeAvaiable: data["side"] === "S" ? 1_000 : 10_000,
          max_long: 0,
          max_short: 0,
          unit: LOT,
        };
        return { rc: 1, data: info };
      }
      case "Web.Order.OrderDetailFs":
        return { rc: 1, data: [] };
      default:
        return { rc: 1, data: [] };
    }
  };

  return {
    handle(request, response) {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      if (path === "/api/datafeed/gettimedifference") {
        send(response, { srv_time: Date.now() });
        return true;
      }
      if (path !== "/api/core" || request.method !== "POST") return false;
      void jsonBody(request).then((body) => {
        const data = (body as { data?: Record<string, unknown> } | null)?.data;
        send(response, data === undefined ? { rc: -1, rs: "no data" } : answer(data));
      });
      return true;
    },
    setPaging: (next) => {
      paging = next;
    },
    stats: () => ({ orderLists, changes, calls: { ...calls } }),
  };
}
