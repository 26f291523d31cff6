import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dropConnection,
  pendingOutputBytes,
  SWEEP_MILLIS,
  watchSlowConsumers,
  type OutputConnection,
  type WatchedSocket,
} from "./slow-consumers";

/** An engine.io connection as the module reads it: write buffer, transport, close. */
function connection(options: {
  writeBuffer?: { data?: unknown }[];
  transport?: unknown;
}): OutputConnection & { writeBuffer: unknown; closed: boolean[] } {
  const closed: boolean[] = [];
  return {
    writeBuffer: options.writeBuffer ?? [],
    transport: options.transport ?? null,
    closed,
    close: (discard?: boolean) => closed.push(discard === true),
  };
}

const websocket = (socket: object) => ({ name: "websocket", socket });

describe("pendingOutputBytes", () => {
  it.each([
    ["nothing queued", connection({}), 0],
    [
      "text and binary packets in engine.io's buffer",
      connection({
        writeBuffer: [{ data: "42[]" }, { data: new Uint8Array(10) }, { data: new ArrayBuffer(6) }, {}],
      }),
      20,
    ],
    [
      "the WebSocket's buffered amount",
      connection({ transport: websocket({ bufferedAmount: 5_000 }) }),
      5_000,
    ],
    [
      "both",
      connection({ writeBuffer: [{ data: "x".repeat(100) }], transport: websocket({ bufferedAmount: 50 }) }),
      150,
    ],
    [
      "the TCP socket's writable length when the WebSocket has no buffered amount",
      connection({ transport: websocket({ _socket: { writableLength: 700 } }) }),
      700,
    ],
    [
      "a long-polling transport: its buffer only",
      connection({
        writeBuffer: [{ data: "abc" }],
        transport: { name: "polling", socket: { bufferedAmount: 9 } },
      }),
      3,
    ],
    [
      "internals of unknown shape",
      connection({ writeBuffer: "odd" as unknown as [], transport: websocket({ bufferedAmount: "9" }) }),
      0,
    ],
  ])("counts %s", (_, conn, bytes) => {
    expect(pendingOutputBytes(conn)).toBe(bytes);
  });
});

class FakeSocket implements WatchedSocket {
  disconnected: boolean[] = [];
  terminated = 0;
  readonly conn: OutputConnection & { closed: boolean[] };
  constructor(
    readonly id: string,
    pending: number,
    transport: "websocket" | "polling" = "websocket",
  ) {
    this.conn = connection({
      transport:
        transport === "websocket"
          ? websocket({ bufferedAmount: pending, terminate: () => (this.terminated += 1) })
          : { name: "polling" },
      writeBuffer: transport === "polling" ? [{ data: "x".repeat(pending) }] : [],
    });
  }
  disconnect(close?: boolean): void {
    this.disconnected.push(close === true);
  }
}

describe("dropConnection", () => {
  it("disconnects the socket and terminates its WebSocket without a closing handshake", () => {
    const socket = new FakeSocket("a", 0);
    dropConnection(socket);
    expect(socket.disconnected).toEqual([true]);
    expect(socket.terminated).toBe(1);
    expect(socket.conn.closed).toEqual([]);
  });

  it("discards a long-polling transport", () => {
    const socket = new FakeSocket("a", 0, "polling");
    dropConnection(socket);
    expect(socket.disconnected).toEqual([true]);
    expect(socket.conn.closed).toEqual([true]);
  });
});

describe("watchSlowConsumers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drops only the connections over the bound, logs why, and stops when told", () => {
    vi.useFakeTimers();
    const warnings: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), error: () => undefined };
    const sockets = [new FakeSocket("ok", 1_000), new FakeSocket("at", 1_024), new FakeSocket("over", 1_025)];
    const stop = watchSlowConsumers(() => sockets, 1_024, logger as unknown as FastifyBaseLogger);
    vi.advanceTimersByTime(SWEEP_MILLIS - 1);
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sockets.map((s) => s.disconnected.length)).toEqual([0, 0, 1]);
    expect(warnings).toEqual([
      [
        { socket: "over", pendingBytes: 1_025, maxPendingOutputBytes: 1_024 },
        "slow consumer disconnected: pending output over the bound",
      ],
    ]);
    stop();
    vi.advanceTimersByTime(SWEEP_MILLIS * 4);
    expect(sockets.map((s) => s.disconnected.length)).toEqual([0, 0, 1]);
  });

  it("logs a drop that throws and goes on with the others", () => {
    vi.useFakeTimers();
    const errors: unknown[][] = [];
    const logger = { warn: () => undefined, error: (...args: unknown[]) => errors.push(args) };
    const broken = new FakeSocket("broken", 10);
    broken.disconnect = () => {
      throw new Error("already gone");
    };
    const other = new FakeSocket("other", 10);
    const stop = watchSlowConsumers(() => [broken, other], 5, logger as unknown as FastifyBaseLogger);
    vi.advanceTimersByTime(SWEEP_MILLIS);
    stop();
    expect(errors).toHaveLength(1);
    expect(other.disconnected).toEqual([true]);
  });
});
