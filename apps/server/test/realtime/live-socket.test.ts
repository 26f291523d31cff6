/**
 * The realtime socket over the real server: the live market on a manual clock, buildApp on a
 * loopback port, a real socket.io-client. The test beats the market itself, and reads what the
 * publisher published (a second subscriber of the stream) to know when everything has arrived.
 */
import { encodeRegs, type StockQuote } from "@bangia/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboundMessage } from "../../src/market/market-stream";
import { SOCKET_PATH } from "../../src/realtime/socket-server";
import { startTestServer, type TestServer } from "../support/test-server";
import { regs, waitUntil, type ClientSocket } from "./realtime-harness";
import { io as connect } from "socket.io-client";

const SYMBOL_CHANNELS = new Set(["board", "stock", "soddlot", "etfinav", "etfiindex"]);

interface Arrival {
  readonly channel: string;
  readonly sym: string | undefined;
  readonly seq: number;
}

let server: TestServer;
let url: string;
let client: ClientSocket;
const published: OutboundMessage[] = [];
const arrived: Arrival[] = [];
let symbols: string[] = [];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Beats the market `count` times, letting each beat's batch go out. */
async function beat(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    server.beat(1);
    await nextTurn();
  }
}

/** Resolves once the client holds everything published that it should receive. */
async function delivered(joined: ReadonlySet<string>, from: { published: number; arrived: number }) {
  const due = () =>
    published.slice(from.published).filter((m) => (m.room === null ? true : joined.has(m.room))).length;
  await waitUntil(() => arrived.length - from.arrived === due(), "the published messages to arrive", 20_000);
}

const mark = () => ({ published: published.length, arrived: arrived.length });

/** Symbol messages per symbol, in arrival order. */
function seqsBySymbol(list: readonly Arrival[]): Map<string, number[]> {
  const bySymbol = new Map<string, number[]>();
  for (const { channel, sym, seq } of list)
    if (SYMBOL_CHANNELS.has(channel) && sym !== undefined)
      bySymbol.set(sym, [...(bySymbol.get(sym) ?? []), seq]);
  return bySymbol;
}

const risesByOne = (seqs: readonly number[]) =>
  seqs.every((seq, i) => i === 0 || seq === (seqs[i - 1] ?? 0) + 1);

beforeAll(async () => {
  server = await startTestServer({ start: false });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  url = `http://127.0.0.1:${address.port}`;
  server.deps.stream.subscribe((batch) => published.push(...batch));
  // Twenty VN30 shares: they trade on nearly every beat.
  symbols = (server.deps.market.indexSymbols("VN30") ?? []).slice(0, 20);
  client = connect(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
  });
  client.onAny((channel: string, message: { sym?: string; seq: number }) =>
    arrived.push({ channel, sym: message.sym, seq: message.seq }),
  );
  await new Promise<void>((resolve) => client.once("connect", () => resolve()));
}, 60_000);

afterAll(async () => {
  client.disconnect();
  await server.close();
});

// Beating the market takes tens of milliseconds a beat; leave room on a loaded machine.
describe("the live socket", { timeout: 30_000 }, () => {
  it("delivers the joined symbols' board and stock messages with per-symbol seq rising by 1, and the indices", async () => {
    expect(symbols).toHaveLength(20);
    expect(await regs(client, encodeRegs("join", symbols))).toEqual({ ok: true });
    const from = mark();
    await beat(10);
    await delivered(new Set(symbols), from);

    const received = arrived.slice(from.arrived);
    const bySymbol = seqsBySymbol(received);
    expect([...bySymbol.keys()].every((sym) => symbols.includes(sym))).toBe(true);
    expect(bySymbol.size).toBeGreaterThanOrEqual(15);
    for (const [sym, seqs] of bySymbol) expect(risesByOne(seqs), `${sym}: ${seqs.join(",")}`).toBe(true);
    const channels = new Set(received.map((r) => r.channel));
    expect(channels.has("board") && channels.has("stock") && channels.has("index")).toBe(true);
    // Exactly what was published for these symbols, in order.
    const publishedSeqs = seqsBySymbol(
      published.slice(from.published).map((m) => ({
        channel: m.channel,
        sym: m.room ?? undefined,
        seq: m.message.seq,
      })),
    );
    expect(bySymbol).toEqual(new Map([...publishedSeqs].filter(([sym]) => symbols.includes(sym))));
  });

  it("refuses a join naming a symbol the market does not list", async () => {
    expect(await regs(client, encodeRegs("join", ["NOSUCH9"]))).toEqual({ ok: false, code: "BAD_REGS" });
  });

  it("stops a symbol's messages after leave", async () => {
    const left = symbols.slice(0, 10);
    const kept = symbols.slice(10);
    expect(await regs(client, encodeRegs("leave", left))).toEqual({ ok: true });
    const from = mark();
    await beat(10);
    await delivered(new Set(kept), from);
    const bySymbol = seqsBySymbol(arrived.slice(from.arrived));
    expect(left.filter((sym) => bySymbol.has(sym))).toEqual([]);
    expect(published.slice(from.published).some((m) => m.room !== null && left.includes(m.room))).toBe(true);
    expect(bySymbol.size).toBeGreaterThan(0);
  });

  it("after a forced disconnect: reconnect, snapshot, rejoin, and the stream resumes after the snapshot's seq", async () => {
    const reconnected = new Promise<void>((resolve) => client.io.once("reconnect", () => resolve()));
    client.io.engine.close();
    await beat(5); // missed while away
    await reconnected;

    const response = await fetch(`${url}/api/datafeed/getliststockdata/${symbols.join(",")}`);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as StockQuote[];
    const snapshotSeq = new Map(rows.map((row) => [row.sym, row.seq]));
    expect(snapshotSeq.size).toBe(20);
    expect(await regs(client, encodeRegs("join", symbols))).toEqual({ ok: true });

    const from = mark();
    await beat(10);
    await delivered(new Set(symbols), from);
    const bySymbol = seqsBySymbol(arrived.slice(from.arrived));
    expect(bySymbol.size).toBeGreaterThanOrEqual(15);
    for (const [sym, seqs] of bySymbol) {
      const snapshot = snapshotSeq.get(sym) ?? Number.NaN;
      // Nothing moved between the snapshot and the join, so the next message is the very next one.
      expect(seqs[0], sym).toBe(snapshot + 1);
      expect(risesByOne(seqs), `${sym}: ${seqs.join(",")}`).toBe(true);
    }
  });
});
