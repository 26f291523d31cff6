/**
 * One write per flush. engine.io queues a connection's packets while its previous write is in
 * flight, then flushes the queue to the transport in one go; the WebSocket transport still
 * writes each packet to the TCP socket as its own frame, one system call each (on loopback the
 * call also runs the receiver's side of the network stack). Corking the TCP socket for the
 * length of each flush lets Node send the queue in one `writev`. A market batch thus reaches a
 * connection in about two writes (its first message, then the rest) instead of one per message.
 *
 * engine.io announces every flush with its documented `flush` and `drain` events, emitted
 * synchronously around the transport's send. The TCP socket itself has no public name: it is
 * `ws`'s `_socket` inside engine.io's WebSocket transport (`transport.socket`). Should that
 * move, nothing is corked and every packet goes out in a write of its own, as without this.
 * Long-polling connections are left alone (their transport already sends a queue as one body),
 * and so is a flush of a single packet (a bundle, say): `ws` already writes one frame in one call.
 */

/** The TCP socket's part that corking uses. */
interface Corkable {
  cork(): void;
  uncork(): void;
}

/** An engine.io connection, as far as this module reads it. */
export interface EngineConnection {
  readonly transport: unknown;
}

/** The engine.io server's flush events (Socket.IO's `io.engine`); `flush` also passes the queue. */
export interface FlushEvents {
  on(event: "flush", listener: (connection: EngineConnection, queue: readonly unknown[]) => void): unknown;
  on(event: "drain", listener: (connection: EngineConnection) => void): unknown;
}

function isCorkable(value: unknown): value is Corkable {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Partial<Corkable>).cork === "function" &&
    typeof (value as Partial<Corkable>).uncork === "function"
  );
}

/** The TCP socket under a WebSocket transport, or undefined (long-polling, or internals moved). */
export function tcpSocketOf(connection: EngineConnection): Corkable | undefined {
  const transport = connection.transport as {
    readonly name?: unknown;
    readonly socket?: { readonly _socket?: unknown };
  } | null;
  if (transport?.name !== "websocket") return undefined;
  const tcp = transport.socket?._socket;
  return isCorkable(tcp) ? tcp : undefined;
}

/** Corks each WebSocket connection's TCP socket from engine.io's `flush` to its `drain`. */
export function coalesceFlushWrites(engine: FlushEvents): void {
  // flush → send → drain runs synchronously for one connection, so one slot is enough.
  let corked: Corkable | undefined;
  engine.on("flush", (connection, queue) => {
    // A send that threw never reached its drain: release that socket first.
    corked?.uncork();
    corked = queue.length > 1 ? tcpSocketOf(connection) : undefined;
    corked?.cork();
  });
  engine.on("drain", () => {
    corked?.uncork();
    corked = undefined;
  });
}
