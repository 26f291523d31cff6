/**
 * A minimal Fastify app with the realtime socket on a free loopback port, a market stream the
 * test publishes into by hand, and real socket.io-client connections.
 */
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SocketChannel,
  ChannelMessage,
} from "@bangia/market";
import fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import * as msgpackParser from "socket.io-msgpack-parser";
import { afterEach } from "vitest";
import type { BatchListener, MarketStream, OutboundMessage } from "../../src/market/market-stream";
import {
  attachRealtime,
  SOCKET_PATH,
  type RealtimeLimits,
  type RealtimeParser,
  type RealtimeServer,
} from "../../src/realtime/socket-server";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A market stream the test drives: `publish` delivers a batch to every subscriber. */
export class ManualStream implements MarketStream {
  readonly #listeners = new Set<BatchListener>();

  subscribe(listener: BatchListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(batch: readonly OutboundMessage[]): void {
    for (const listener of this.#listeners) listener(batch);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }
}

export interface RealtimeHarness {
  readonly app: FastifyInstance;
  readonly realtime: RealtimeServer;
  readonly stream: ManualStream;
  readonly url: string;
  close(): Promise<void>;
}

export async function startRealtime(
  options: {
    parser?: RealtimeParser;
    redisUrl?: string;
    limits?: Partial<RealtimeLimits>;
    logger?: FastifyBaseLogger;
    /** The listing `regs` checks (default: every symbol is listed). */
    isListed?: (symbol: string) => boolean;
  } = {},
): Promise<RealtimeHarness> {
  const app = fastify();
  const stream = new ManualStream();
  const realtime = await attachRealtime(app, {
    stream,
    isListed: options.isListed ?? (() => true),
    redisUrl: options.redisUrl ?? null,
    logger: options.logger ?? app.log,
    ...(options.parser === undefined ? {} : { parser: options.parser }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  return {
    app,
    realtime,
    stream,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await realtime.close();
      await app.close();
    },
  };
}

/**
 * A connected client (WebSocket only unless told), rejected if it cannot connect in time; with
 * `bundle`, it asks for bundled delivery.
 */
/** How a test client connects. */
export interface ConnectOptions {
  readonly parser?: RealtimeParser;
  readonly transports?: ("websocket" | "polling")[];
  readonly bundle?: boolean;
}

export async function connectClient(url: string, options: ConnectOptions = {}): Promise<ClientSocket> {
  const client: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: options.transports ?? ["websocket"],
    reconnection: false,
    forceNew: true,
    ...(options.parser === "msgpack" ? { parser: msgpackParser } : {}),
    ...(options.bundle === true ? { query: { bundle: "1" } } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("client did not connect")), 5_000);
    client.once("connect", () => {
      clearTimeout(timer);
      resolve();
    });
    client.once("connect_error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return client;
}

/** Emits `regs` with an acknowledgement and resolves with the server's answer. */
export function regs(client: ClientSocket, body: unknown): Promise<unknown> {
  const raw = client as unknown as {
    timeout(ms: number): { emitWithAck(event: string, body: unknown): Promise<unknown> };
  };
  return raw.timeout(2_000).emitWithAck("regs", body);
}

export interface Received {
  readonly channel: SocketChannel;
  readonly message: Record<string, unknown>;
}

/** Records every message the client receives on the given channels, in arrival order. */
export function record(client: ClientSocket, channels: readonly SocketChannel[]): Received[] {
  const received: Received[] = [];
  const listen = client as unknown as { on(event: string, listener: (message: unknown) => void): void };
  for (const channel of channels)
    listen.on(channel, (message) => received.push({ channel, message: message as Record<string, unknown> }));
  return received;
}

/**
 * Records the messages of every `bundle` event the client receives, unpacked in order, into the
 * same shape as `record`; `bundles` counts the events.
 */
export function recordBundles(client: ClientSocket): { received: Received[]; bundles: unknown[][] } {
  const received: Received[] = [];
  const bundles: unknown[][] = [];
  const listen = client as unknown as { on(event: string, listener: (pairs: unknown) => void): void };
  listen.on("bundle", (pairs) => {
    if (!Array.isArray(pairs)) throw new Error(`a bundle that is not an array: ${JSON.stringify(pairs)}`);
    bundles.push(pairs);
    for (const [channel, message] of pairs as [SocketChannel, Record<string, unknown>][])
      received.push({ channel, message });
  });
  return { received, bundles };
}

/** Resolves once `check` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ── Message builders ─────────────────────────────────────────────────────────────────────────

export function outbound<C extends OutboundMessage["channel"]>(
  channel: C,
  room: string | null,
  message: ChannelMessage<C>,
): OutboundMessage {
  return { channel, room, message } as OutboundMessage;
}

export const overBuySell = (sym: string, seq: number): OutboundMessage =>
  outbound("board", sym, { id: 3310, sym, overBuy: 100 * seq, overSell: 50 * seq, seq });

export const foreign = (sym: string, seq: number): OutboundMessage =>
  outbound("stock", sym, { id: 3250, sym, fBVol: seq, fSVolume: 0, fRoom: 1_000_000, seq });

export const derivativeForeign = (sym: string, seq: number): OutboundMessage =>
  outbound("stockps", sym, { id: 3250, sym, fBVol: seq, fSVolume: 0, seq });

export const inav = (sym: string, seq: number): OutboundMessage =>
  outbound("etfinav", sym, { id: 4101, sym, iNav: 15_234.5, seq });

export const putThroughTotals = (seq: number): OutboundMessage =>
  outbound("aggregatemarket", null, { mc: "10", ptValue: 1_000_000 * seq, ptVol: 100 * seq, seq });

/** A broadcast the tests send last: once it arrives, everything published before it has too. */
export const marker = (seq: number): OutboundMessage =>
  outbound("refreshinfo", null, { reason: "restart", seq });

let markerSeq = 0;
/** Publishes a marker and waits until every list has it: all earlier messages have arrived. */
export async function settle(harness: RealtimeHarness, ...received: Received[][]): Promise<void> {
  markerSeq += 1;
  const seq = markerSeq;
  harness.stream.publish([marker(seq)]);
  await waitUntil(
    () => received.every((list) => list.some((r) => r.channel === "refreshinfo" && r.message["seq"] === seq)),
    `marker ${seq}`,
  );
}

/**
 * The servers and clients a test opens, closed after each test: `start` a server, `connect` a
 * client to it (options as connectClient's).
 */
export function realtimeScope() {
  let harnesses: RealtimeHarness[] = [];
  let clients: ClientSocket[] = [];
  afterEach(async () => {
    for (const socket of clients) socket.disconnect();
    await Promise.all(harnesses.map((harness) => harness.close()));
    clients = [];
    harnesses = [];
  });
  return {
    async start(options: Parameters<typeof startRealtime>[0] = {}): Promise<RealtimeHarness> {
      const harness = await startRealtime(options);
      harnesses.push(harness);
      return harness;
    },
    async connect(harness: RealtimeHarness, options: ConnectOptions = {}) {
      const socket = await connectClient(harness.url, options);
      clients.push(socket);
      return socket;
    },
  };
}
