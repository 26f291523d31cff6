/**
 * Slow-consumer protection. A connection that reads slower than the market writes (a stalled
 * tab, a weak link, a client that stopped reading) would otherwise queue output in this process
 * without limit. Every SWEEP_MILLIS the pending output of each connection is measured — packets
 * engine.io still holds (its write buffer) plus bytes handed to the WebSocket but not yet to the
 * kernel (`ws`'s bufferedAmount, which includes the TCP socket's writableLength) — and a
 * connection over the bound is dropped at once, with its queue, and logged. By design such a
 * client reconnects, reloads the REST snapshot and renews its `regs` (price-board §4), which is
 * also what it must do after any gap.
 *
 * engine.io keeps its write buffer and transport socket without public names (`writeBuffer`,
 * `transport.socket`); should they move, the measure reads 0 for them and nothing is dropped.
 */
import type { FastifyBaseLogger } from "fastify";

/** 4 MiB: several seconds of a full board at a busy open; a live client never holds this much. */
export const DEFAULT_MAX_PENDING_OUTPUT_BYTES = 4 * 2 ** 20;

/** How often connections are measured. */
export const SWEEP_MILLIS = 250;

/** An engine.io connection, as far as measuring and dropping it reads it. */
export interface OutputConnection {
  readonly transport: unknown;
  close(discard?: boolean): unknown;
}

/** A Socket.IO socket, as far as the sweep uses it. */
export interface WatchedSocket {
  readonly id: string;
  readonly conn: OutputConnection;
  disconnect(close?: boolean): unknown;
}

interface WebSocketLike {
  readonly bufferedAmount?: unknown;
  readonly _socket?: { readonly writableLength?: unknown };
  readonly terminate?: unknown;
}

/** Bytes of a queued engine.io packet's data (UTF-16 units for text: close enough for a bound). */
function sizeOf(data: unknown): number {
  if (typeof data === "string") return data.length;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}

function webSocketOf(connection: OutputConnection): WebSocketLike | undefined {
  const transport = connection.transport as { readonly name?: unknown; readonly socket?: unknown } | null;
  if (transport?.name !== "websocket") return undefined;
  const socket = transport.socket;
  return typeof socket === "object" && socket !== null ? (socket as WebSocketLike) : undefined;
}

/** Output a connection has queued in this process and not yet handed to the kernel, bytes. */
export function pendingOutputBytes(connection: OutputConnection): number {
  let bytes = 0;
  const queued = (connection as { readonly writeBuffer?: unknown }).writeBuffer;
  if (Array.isArray(queued))
    for (const packet of queued as readonly { readonly data?: unknown }[]) bytes += sizeOf(packet.data);
  const ws = webSocketOf(connection);
  if (ws === undefined) return bytes;
  if (typeof ws.bufferedAmount === "number") return bytes + ws.bufferedAmount;
  const tcpPending = ws._socket?.writableLength;
  return bytes + (typeof tcpPending === "number" ? tcpPending : 0);
}

/**
 * Drops a connection now: Socket.IO forgets it (rooms left, `disconnect` emitted), then the
 * WebSocket is torn down without a closing handshake, which would wait behind the queue it is
 * dropped for; a long-polling transport is discarded with its buffer.
 */
export function dropConnection(socket: WatchedSocket): void {
  socket.disconnect(true);
  const ws = webSocketOf(socket.conn);
  if (typeof ws?.terminate === "function") (ws.terminate as () => void).call(ws);
  else socket.conn.close(true);
}

/**
 * Measures every socket each SWEEP_MILLIS and drops those whose pending output passes
 * `maxPendingOutputBytes`. Returns the function that stops watching.
 */
export function watchSlowConsumers(
  sockets: () => Iterable<WatchedSocket>,
  maxPendingOutputBytes: number,
  logger: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    for (const socket of sockets()) {
      const pendingBytes = pendingOutputBytes(socket.conn);
      if (pendingBytes <= maxPendingOutputBytes) continue;
      logger.warn(
        { socket: socket.id, pendingBytes, maxPendingOutputBytes },
        "slow consumer disconnected: pending output over the bound",
      );
      try {
        dropConnection(socket);
      } catch (error) {
        logger.error({ err: error, socket: socket.id }, "slow consumer not dropped");
      }
    }
  }, SWEEP_MILLIS);
  timer.unref();
  return () => clearInterval(timer);
}
