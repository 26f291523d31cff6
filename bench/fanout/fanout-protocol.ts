/**
 * What the fan-out benchmark's processes tell each other over IPC: the orchestrator
 * (run-fanout-bench.ts), the one server process (fanout-server.ts) and the client processes
 * (fanout-clients.ts). Also the stamp the server adds to each message sent while measuring.
 */
import type { ArrivalSlots, StampingIntervals } from "./arrival-slots";

export type WireParser = "json" | "msgpack";

/**
 * How the clients receive the stream: "events", the spec's one Socket.IO event per message, or
 * "bundle", one `bundle` event per market batch (handshake query `bundle=1`).
 */
export type Delivery = "events" | "bundle";

/**
 * Field the bench server adds to every message it sends during the measured window: the wall
 * time, in fractional epoch milliseconds, at which the market stream handed the message over.
 * Clients count and time only stamped messages.
 */
export const SENT_AT_FIELD = "benchSentAt";

/** Path of the bench's own socket on the real server (the app's JSON socket stays at /socket.io). */
export const BENCH_SOCKET_PATH = "/bench/socket.io";

/** Wall clock with sub-millisecond resolution, comparable between processes of one machine. */
export const wallMillis = (): number => performance.timeOrigin + performance.now();

// ── Server process ───────────────────────────────────────────────────────────────────────────

export type ToServer =
  | {
      readonly type: "measure";
      /** Wall seconds of trading to measure. */
      readonly seconds: number;
      /** Wall seconds after which to stop even if less was measured (a stalled market). */
      readonly deadlineSeconds: number;
    }
  | { readonly type: "exit" };

export interface ServerStats {
  /** Wall seconds during which messages were stamped. */
  readonly measuredSeconds: number;
  /** When, on the shared wall clock. */
  readonly stampingIntervals: StampingIntervals;
  /** Market time (epoch ms) when measuring began and ended; breaks in between were skipped. */
  readonly marketFrom: number;
  readonly marketUntil: number;
  /** Stamped messages per room; null-room (broadcast) messages under BROADCAST_KEY. */
  readonly stampedByRoom: Readonly<Record<string, number>>;
  /** Market batches stamped. */
  readonly batches: number;
  /** Time to hand one stamped batch to every subscriber, milliseconds. */
  readonly fanOutP50: number;
  readonly fanOutP99: number;
  readonly fanOutMax: number;
  /** Event-loop delay while measuring, milliseconds. */
  readonly loopDelayP50: number;
  readonly loopDelayP99: number;
  readonly loopDelayMax: number;
  /** Resident set size, bytes: before clients connected, and the highest while measuring. */
  readonly rssIdle: number;
  readonly rssMax: number;
  /** CPU time over measured wall time (1 = one full core). */
  readonly cpuShare: number;
}

export const BROADCAST_KEY = "*";

export type FromServer =
  | {
      readonly type: "ready";
      readonly port: number;
      readonly symbols: readonly string[];
    }
  | { readonly type: "measured"; readonly stats: ServerStats };

// ── Client processes ─────────────────────────────────────────────────────────────────────────

export interface ClientPlan {
  readonly url: string;
  readonly parser: WireParser;
  readonly delivery: Delivery;
  /** Symbols each connection joins, one list per connection. */
  readonly subscriptions: readonly (readonly string[])[];
}

export type ToClients =
  | ({ readonly type: "start" } & ClientPlan)
  /** The measured window begins: start counting CPU time. */
  | { readonly type: "mark" }
  | { readonly type: "report" }
  | { readonly type: "exit" };

export interface ClientStats {
  readonly connections: number;
  /** Stamped messages received, all connections together. */
  readonly received: number;
  /** Stamped arrivals per wall-clock slot. */
  readonly arrivals: ArrivalSlots;
  /** HDR histogram of tick-to-client latency in microseconds, compressed base64. */
  readonly latencyHistogram: string;
  readonly disconnects: number;
  /** CPU time over wall time while stamped messages arrived (1 = one full core). */
  readonly cpuShare: number;
}

export type FromClients =
  | { readonly type: "ready"; readonly connected: number; readonly refused: number }
  | { readonly type: "failed"; readonly reason: string }
  | { readonly type: "report"; readonly stats: ClientStats };
